import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake search engine received. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeAnswer = { status: number; body: unknown } | 'hang-up';

/**
 * A local stand-in for a search engine's API: records every request and answers as the test
 * says (a JSON body, or a dropped connection for a network error).
 */
export interface FakeEngine {
  url: string;
  received: Received[];
  /** How the next requests are answered (the default answers 200 `{}`). */
  answer: (request: Received) => FakeAnswer | Promise<FakeAnswer>;
  close(): Promise<void>;
}

export async function startFakeEngine(): Promise<FakeEngine> {
  const fake = {
    received: [] as Received[],
    answer: (() => ({ status: 200, body: {} })) as FakeEngine['answer'],
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const request: Received = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      fake.received.push(request);
      const answer = await fake.answer(request);
      if (answer === 'hang-up') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A service account JSON key as Google Cloud gives it, with a fresh RSA key pair. */
export function serviceAccountKey(email = 'pusher@project-1.iam.gserviceaccount.com'): {
  json: string;
  publicKey: KeyObject;
  keyId: string;
} {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyId = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
  const json = JSON.stringify({
    type: 'service_account',
    project_id: 'project-1',
    private_key_id: keyId,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: email,
    client_id: '1234567890',
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: 'http://169.254.169.254/latest/meta-data/',
  });
  return { json, publicKey, keyId };
}
