import { mediaLibraryCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createMediaLibraryService } from './media-library.service.ts';

/** The media library of a website (/media/list): files, folders, renaming, moving, deleting, usage. */
export const mediaLibraryRoutes: FastifyPluginAsync = async (app) => {
  const service = createMediaLibraryService({
    db: app.db,
    removeObjects: async (keys) => {
      for (const key of keys) await app.storage.delete(key);
    },
    onRemoveFailed: (error, keys) => app.log.warn({ err: error, keys }, 'could not remove media objects'),
  });
  const company = (request: FastifyRequest) => sessionOf(request).companyId;

  addCall(app, mediaLibraryCalls.files, async (request) => service.files(company(request), request.query));
  addCall(app, mediaLibraryCalls.folders, async (request) =>
    service.folders(company(request), request.query.website_id),
  );
  addCall(app, mediaLibraryCalls.createFolder, async (request) =>
    service.createFolder(company(request), request.body),
  );
  addCall(app, mediaLibraryCalls.renameFolder, async (request) =>
    service.renameFolder(company(request), request.body),
  );
  addCall(app, mediaLibraryCalls.moveFolder, async (request) =>
    service.moveFolder(company(request), request.body),
  );
  addCall(app, mediaLibraryCalls.deleteFolder, async (request) =>
    service.deleteFolder(
      company(request),
      request.query.website_id,
      request.query.id,
      request.query.contents,
    ),
  );
  addCall(app, mediaLibraryCalls.renameFile, async (request) =>
    service.renameFile(company(request), request.body),
  );
  addCall(app, mediaLibraryCalls.setAlt, async (request) => service.setAlt(company(request), request.body));
  addCall(app, mediaLibraryCalls.moveFiles, async (request) =>
    service.moveFiles(company(request), request.body),
  );
  addCall(app, mediaLibraryCalls.deleteFiles, async (request) =>
    service.deleteFiles(company(request), request.body),
  );
  addCall(app, mediaLibraryCalls.usage, async (request) =>
    service.usage(company(request), request.query.website_id, request.query.ids),
  );
};
