import type { FastifyPluginAsync } from 'fastify';
import type { Readiness } from './readiness.ts';

export interface HealthRoutesOptions {
  /** What /readyz reports; without it /readyz answers like /healthz (nothing to wait for). */
  readiness?: Readiness;
}

/**
 * Liveness and readiness for load balancers and process managers; deliberately outside /api and
 * the envelope. /healthz: the process answers. /readyz: it can do its work (database, migrations,
 * storage, Redis), so a balancer sends it traffic.
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, options) => {
  // Probes arrive every few seconds; logging each would bury the requests that matter.
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => reply.send({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const report = options.readiness
      ? await options.readiness.report()
      : { status: 'ready' as const, checks: {} };
    return reply
      .code(report.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
};
