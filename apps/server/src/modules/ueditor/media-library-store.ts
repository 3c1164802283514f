import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { EditorFileStore } from './editor-file-store.ts';

/** Editor uploads go into the website's media library through the media module's upload service. */
export function mediaLibraryStore(_app: FastifyInstance): EditorFileStore {
  return async () => {
    throw new AppError('INTERNAL', { cause: new Error('media library upload service not merged yet') });
  };
}
