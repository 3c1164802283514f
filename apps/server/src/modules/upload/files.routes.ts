import type { FastifyPluginAsync } from 'fastify';
import { createMediaFileServer, writeMediaFile } from './file-serving.ts';

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
    if (!found.body) {
      // HEAD and 304 carry the real Content-Length of the file; Fastify would write that of an empty body.
      reply.hijack();
      await writeMediaFile(reply.raw, found);
      return reply;
    }
    reply.code(found.status).headers(found.headers);
    return reply.send(found.body);
  });
};
