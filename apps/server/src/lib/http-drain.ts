import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import type { Server as HttpsServer } from 'node:https';

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
 * Call on a new server, before it gets requests.
 */
export function drainable(server: HttpServer | HttpsServer): Drain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  const closeWhenIdle = () => setImmediate(() => server.closeIdleConnections());
  const release = (response: ServerResponse) => {
    // Before its headers, an answer can still announce the close; Node then ends the connection.
    if (!response.headersSent) response.setHeader('Connection', 'close');
    else if (response.writableFinished) closeWhenIdle();
    else response.once('finish', closeWhenIdle);
  };

  // First in line, so that the header is set before a handler answers synchronously.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) {
      release(response);
      return;
    }
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  const start = () => {
    if (draining) return;
    draining = true;
    for (const response of inFlight) release(response);
    inFlight.clear();
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
