import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('/_sw/fonts', () => {
  it('serves a curated web-font file for the editor canvas, cached for good', async () => {
    const response = await get('/_sw/fonts/inter-latin-700-normal.woff2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // A WOFF2 file starts with its signature.
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const again = await get('/_sw/fonts/inter-latin-700-normal.woff2', {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves Varela Round, for the headings of the Friendly rounded pair, in its one weight', async () => {
    const response = await get('/_sw/fonts/varela-round-latin-400-normal.woff2');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await get('/_sw/fonts/varela-round-latin-700-normal.woff2')).statusCode).toBe(404);
  });

  it('refuses files outside the curated list, and any path tricks', async () => {
    for (const url of [
      '/_sw/fonts/inter-cyrillic-400-normal.woff2',
      '/_sw/fonts/inter-latin-400-italic.woff2',
      '/_sw/fonts/roboto-latin-400-normal.woff2',
      '/_sw/fonts/..%2F..%2Fpackage.json',
      '/_sw/fonts/%2e%2e%2fpackage.json',
      '/_sw/fonts/../../package.json',
      '/_sw/fonts/inter-latin-400-normal.woff',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'] ?? '', url).not.toBe('font/woff2');
    }
  });
});
