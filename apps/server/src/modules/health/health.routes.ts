import type { FastifyPluginAsync } from 'fastify';

/** Liveness for load balancers and process managers; deliberately outside /api and the envelope. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Probes arrive every few seconds; logging each would bury the requests that matter.
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => reply.send({ status: 'ok' }));
};
