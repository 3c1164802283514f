import fp from 'fastify-plugin';
import { metricsAccess, REFUSED_HEADERS } from './metrics-access.ts';
import { createMetrics, type Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (request counts and latencies, publishes, jobs, site cache). */
    metrics: Metrics;
  }
}

export interface MetricsPluginOptions {
  /** The app's metrics, when the caller made them first to hand to services built before routes. */
  metrics?: Metrics;
}

/** Requests not matched by any route share one label, so a scan of made-up URLs adds no series. */
const UNMATCHED = '(unmatched)';

/**
 * Records every request the app answers under its route pattern (`/api/website/page-detail`,
 * never `/api/website/page-detail?id=7` or a made-up path), and serves GET /metrics to holders of
 * METRICS_TOKEN. Visitors of published sites never reach it: their hosts are answered by the
 * site server before Fastify.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, options) => {
    const metrics = options.metrics ?? createMetrics();
    metrics.addSources({ onError: (error) => app.log.warn({ err: error }, 'a metrics source failed') });
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? UNMATCHED,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      const access = metricsAccess(request.headers.authorization, app.config.metricsToken);
      if (access === 'off') return reply.callNotFound();
      if (access === 'refused') return reply.code(401).headers(REFUSED_HEADERS).send('Unauthorized\n');
      const text = await metrics.text();
      return reply.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(text);
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
