import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibreTranslateProvider, libreTranslateCode } from './libretranslate-provider.ts';
import { copyTranslationProvider, TranslationError } from './translation-provider.ts';

/** A local stand-in for a LibreTranslate server: upper-cases texts and records the requests. */
let server: Server;
let url: string;
const requests: Record<string, unknown>[] = [];
let mode: 'ok' | 'refuse' | 'garbage' = 'ok';

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => resolve(JSON.parse(raw) as Record<string, unknown>));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readJson(req);
    requests.push({ path: req.url, ...body });
    res.setHeader('content-type', 'application/json');
    if (mode === 'refuse') {
      res.statusCode = 403;
      res.end(JSON.stringify({ error: 'Invalid API key' }));
    } else if (mode === 'garbage') {
      res.end(JSON.stringify({ translatedText: 'not a list' }));
    } else {
      const q = body.q as string[];
      res.end(JSON.stringify({ translatedText: q.map((t) => `${String(body.target)}:${t.toUpperCase()}`) }));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('LibreTranslate provider', () => {
  it('sends the texts in batches with the key and answers them in order, skipping empty ones', async () => {
    mode = 'ok';
    requests.length = 0;
    const provider = createLibreTranslateProvider({ url, apiKey: 'k-1', batchSize: 2 });
    const out = await provider.translate(['hello', '', 'world', 'again'], 'en', 'de', 'text');
    expect(out).toEqual(['de:HELLO', '', 'de:WORLD', 'de:AGAIN']);
    expect(requests).toEqual([
      { path: '/translate', q: ['hello'], source: 'en', target: 'de', format: 'text', api_key: 'k-1' },
      {
        path: '/translate',
        q: ['world', 'again'],
        source: 'en',
        target: 'de',
        format: 'text',
        api_key: 'k-1',
      },
    ]);
  });

  it("maps our language codes to the service's", async () => {
    expect(libreTranslateCode('zh-TW')).toBe('zt');
    expect(libreTranslateCode('zh')).toBe('zh');
    expect(libreTranslateCode('pt')).toBe('pt');
  });

  it('says why when the service refuses or answers nonsense', async () => {
    const provider = createLibreTranslateProvider({ url });
    mode = 'refuse';
    await expect(provider.translate(['a'], 'en', 'fr', 'text')).rejects.toThrow(/Invalid API key/);
    mode = 'garbage';
    await expect(provider.translate(['a'], 'en', 'fr', 'text')).rejects.toBeInstanceOf(TranslationError);
    const unreachable = createLibreTranslateProvider({ url: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(unreachable.translate(['a'], 'en', 'fr', 'text')).rejects.toThrow(/could not be reached/);
  });

  it('leaves texts alone when source and target are the same language', async () => {
    requests.length = 0;
    const provider = createLibreTranslateProvider({ url });
    expect(await provider.translate(['same'], 'en', 'en', 'text')).toEqual(['same']);
    expect(requests).toHaveLength(0);
  });
});

describe('copy provider', () => {
  it('copies the texts unchanged and says it does not translate', async () => {
    expect(copyTranslationProvider.translates).toBe(false);
    expect(await copyTranslationProvider.translate(['a', 'b'], 'en', 'zh', 'html')).toEqual(['a', 'b']);
  });
});
