import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** Path with query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeReply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface FakeServer {
  url: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  stop(): Promise<void>;
}

/** An HTTP server on a free local port that answers through `handle`. */
export async function startFakeServer(
  handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>,
): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      Promise.resolve()
        .then(() => handle(request))
        .catch((error: unknown): FakeReply => ({ status: 500, body: String(error) }))
        .then((reply) => {
          res.writeHead(reply.status, reply.headers ?? {}).end(reply.body ?? '');
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): FakeReply {
  return {
    status,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(value),
  };
}

export function html(body: string): FakeReply {
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
}

export function redirect(location: string): FakeReply {
  return { status: 302, headers: { location } };
}

/** A notification as the server's HTTP layer would hand it to a driver. */
export interface FakeNotification {
  headers: Record<string, string>;
  rawBody: Buffer;
  query: Record<string, string>;
}

/** Posts a notification to the app, as the provider would. */
export async function deliver(
  url: string,
  notification: FakeNotification,
): Promise<{ status: number; body: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: notification.headers,
    body: new Uint8Array(notification.rawBody),
  });
  return { status: response.status, body: await response.text() };
}
