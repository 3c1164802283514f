import { Agent, createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainable } from './http-drain.ts';

const agents: Agent[] = [];
const servers: Server[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server that keeps idle connections for a minute, as browsers' connections are kept. */
async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(handler);
  server.keepAliveTimeout = 60_000;
  servers.push(server);
  const drain = drainable(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, drain, port };
}

/** A request on a keep-alive connection the client does not close. */
function fetchKeepAlive(port: number, onHeaders?: () => void) {
  const agent = new Agent({ keepAlive: true });
  agents.push(agent);
  return new Promise<{ body: string; connection: string | undefined }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      onHeaders?.();
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ body, connection: response.headers.connection }));
    }).on('error', reject);
  });
}

describe('drainable', () => {
  it('answers a request in flight, then closes its connection instead of keeping it alive', async () => {
    const { drain, port } = await serve((_request, response) => {
      setTimeout(() => response.end('late answer'), 300);
    });
    const answer = fetchKeepAlive(port);
    await new Promise((r) => setTimeout(r, 50));
    const began = Date.now();
    await drain.close();
    expect(Date.now() - began).toBeLessThan(5000);
    expect(await answer).toEqual({ body: 'late answer', connection: 'close' });
  });

  it('closes a connection whose answer had started before the stop once the answer ends', async () => {
    let headersSeen: () => void = () => {};
    const headers = new Promise<void>((resolve) => {
      headersSeen = resolve;
    });
    const { drain, port } = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('first half, ');
      setTimeout(() => response.end('second half'), 300);
    });
    const answer = fetchKeepAlive(port, headersSeen);
    await headers;
    const began = Date.now();
    await drain.close();
    expect(Date.now() - began).toBeLessThan(5000);
    expect((await answer).body).toBe('first half, second half');
  });

  it('closes idle keep-alive connections at once', async () => {
    const { drain, port } = await serve((_request, response) => response.end('ok'));
    expect((await fetchKeepAlive(port)).connection).toBe('keep-alive');
    const began = Date.now();
    await drain.close();
    expect(Date.now() - began).toBeLessThan(5000);
  });
});
