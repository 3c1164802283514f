import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Metrics } from './metrics.ts';

/**
 * Who may read /metrics. Without a token configured nobody: route names, queue depths and memory
 * are nothing a visitor needs, and the port that answers operators also answers the public.
 * With METRICS_TOKEN, a request carrying `Authorization: Bearer <token>`.
 */
export type MetricsAccess = 'open' | 'off' | 'refused';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function metricsAccess(authorization: string | undefined, token: string | undefined): MetricsAccess {
  if (token === undefined) return 'off';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  // Compared as digests: equal lengths, and no timing difference that reveals how much matched.
  if (match?.[1] && timingSafeEqual(digest(match[1]), digest(token))) return 'open';
  return 'refused';
}

/** The answer to a request without the right token: a challenge, and nothing about the metrics. */
export const REFUSED_HEADERS = {
  'www-authenticate': 'Bearer realm="metrics"',
  'cache-control': 'no-store',
  'content-type': 'text/plain; charset=utf-8',
} as const;

/**
 * /metrics on a process without Fastify (`--role site`). Answers false when the request is not
 * for it, or when metrics are off, so the caller serves it as any other request.
 */
export function answerMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  metrics: Metrics,
  token: string | undefined,
): boolean {
  if (path !== '/metrics') return false;
  const access = metricsAccess(req.headers.authorization, token);
  if (access === 'off') return false;
  if (access === 'refused') {
    res.writeHead(401, REFUSED_HEADERS);
    res.end('Unauthorized\n');
    return true;
  }
  metrics.text().then(
    (text) => {
      res.writeHead(200, {
        'content-type': metrics.contentType,
        'content-length': Buffer.byteLength(text),
        'cache-control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : text);
    },
    () => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Metrics unavailable\n');
    },
  );
  return true;
}
