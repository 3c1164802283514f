import fp from 'fastify-plugin';
import { type Storage, storageFromConfig } from '../lib/storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live (disk under DATA_DIR, or S3-compatible storage). */
    storage: Storage;
  }
}

/** Decorates the app with the storage the configuration names, or the one a test passes. */
export const storagePlugin = fp<{ storage?: Storage }>(
  async (app, options) => {
    app.decorate('storage', options.storage ?? storageFromConfig(app.config));
  },
  { name: 'storage', dependencies: ['config'] },
);
