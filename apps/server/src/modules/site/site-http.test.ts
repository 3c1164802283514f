import { createServer, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { type SiteRequestHeaders, siteHeaders } from './site-http.ts';

/** Sends raw header lines to a real Node server and returns what the request looked like there. */
function received(
  lines: string[],
): Promise<{ picked: SiteRequestHeaders; node: IncomingMessage['headers'] }> {
  return new Promise((resolve, reject) => {
    const server = createServer((req, res) => {
      const picked = siteHeaders(req);
      resolve({ picked, node: req.headers });
      res.end();
      server.close();
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      const socket = connect(port, '127.0.0.1', () => {
        socket.end(`GET / HTTP/1.1\r\n${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`);
      });
      socket.on('error', reject);
      socket.resume();
    });
  });
}

describe('the headers the site server reads', () => {
  it('are what Node makes of them, in any case and repeated, without building every header', async () => {
    const { picked, node } = await received([
      'HOST: Harbour.Example.com:8080',
      'Host: other.example.com',
      'If-None-Match: "a"',
      'if-none-match: "b"',
      'aCCEPT-eNCODING: br',
      'Accept-Encoding: gzip',
      'X-Forwarded-For: 203.0.113.9',
      'X-FORWARDED-FOR: 198.51.100.7',
      'x-forwarded-host: a.example.com',
      'User-Agent: test',
      'Cache-Control: no-cache',
    ]);
    expect(picked).toEqual({
      host: node.host,
      ifNoneMatch: node['if-none-match'],
      acceptEncoding: node['accept-encoding'],
      forwardedFor: node['x-forwarded-for'],
      forwardedHost: node['x-forwarded-host'],
    });
    expect(picked.host).toBe('Harbour.Example.com:8080');
    expect(picked.forwardedFor).toBe('203.0.113.9, 198.51.100.7');
  });

  it('are absent when not sent', async () => {
    const { picked } = await received(['Host: example.com']);
    expect(picked).toEqual({
      host: 'example.com',
      ifNoneMatch: undefined,
      acceptEncoding: undefined,
      forwardedFor: undefined,
      forwardedHost: undefined,
    });
  });
});
