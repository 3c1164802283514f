import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { Socket } from 'node:net';

/** Stops an HTTP(S) server without keep-alive holding it open; see `drainable`. */
export interface Drain {
  /** From now on every answer closes its connection; resolves once the server is closed. */
  close(): Promise<void>;
  /** Marks the server as closing without closing it (for a caller that closes it itself). */
  start(): void;
}

/**
 * `server.close()` waits for every connection to end, and a browser keeps its connection open
 * for the next request: a request that finishes during shutdown would hold the process until
 * the keep-alive timeout. Once draining, answers say `Connection: close`, so Node ends each
 * connection as soon as its answer is written, and connections already idle are closed.
 * Nothing runs per request until then (published pages are answered in a few microseconds):
 * connections are tracked, and the answer in flight on each is the one Node keeps on its socket.
 * Call on a new server, before it gets requests.
 */
export function drainable(server: HttpServer | HttpsServer): Drain {
  const sockets = new Set<Socket>();
  let draining = false;

  const closeWhenIdle = () => setImmediate(() => server.closeIdleConnections());
  const release = (response: ServerResponse) => {
    // Before its headers, an answer can still announce the close; Node then ends the connection.
    if (!response.headersSent) response.setHeader('Connection', 'close');
    else if (response.writableFinished) closeWhenIdle();
    else response.once('finish', closeWhenIdle);
  };

  // HTTPS answers travel on the TLS socket, which 'secureConnection' gives.
  const event = 'setSecureContext' in server ? 'secureConnection' : 'connection';
  server.on(event, (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const start = () => {
    if (draining) return;
    draining = true;
    // First in line, so that the header is set before a handler answers synchronously.
    server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) =>
      release(response),
    );
    for (const socket of sockets) {
      const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
      if (inFlight) release(inFlight);
    }
    server.closeIdleConnections();
  };

  return {
    start,
    close() {
      start();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
