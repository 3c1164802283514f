import type { FastifyPluginAsync } from 'fastify';
import { createMediaFileServer } from './file-serving.ts';

/** Uploaded files on the back office's own origin, by content-addressed name (`/files/<sha256>.<ext>`). */
export const filesRoutes: FastifyPluginAsync = async (app) => {
  const answer = createMediaFileServer({ db: app.db, storage: app.storage });
  app.get<{ Params: { name: string } }>('/files/:name', async (request, reply) => {
    const found = await answer(request, `/files/${request.params.name}`);
    if (!found) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    reply.code(found.status).headers(found.headers);
    return reply.send(found.body ?? undefined);
  });
};
