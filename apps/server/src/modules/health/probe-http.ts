import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readiness } from './readiness.ts';

function sendJson(res: ServerResponse, status: number, body: unknown, head: boolean): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(head ? undefined : text);
}

/**
 * /healthz and /readyz on a process without Fastify (`--role site`), answered like the app's
 * routes. Answers false for any other path, so the caller serves the request as usual.
 */
export function answerProbe(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  readiness: Readiness,
): boolean {
  if (path !== '/healthz' && path !== '/readyz') return false;
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-length': 0 });
    res.end();
    return true;
  }
  if (path === '/healthz') {
    sendJson(res, 200, { status: 'ok' }, head);
    return true;
  }
  readiness.report().then(
    (report) => sendJson(res, report.status === 'ready' ? 200 : 503, report, head),
    () => sendJson(res, 503, { status: 'not ready' }, head),
  );
  return true;
}
