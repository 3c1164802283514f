import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { type FakeEngine, startFakeEngine } from '../test-fakes.ts';
import { baiduDriver } from './bdzz.ts';
import { googleQuotaDay, nextGoogleQuotaDay } from './google-indexing.ts';
import { indexNowDriver } from './indexnow.ts';
import type { PushRequest } from './types.ts';

let engine: FakeEngine;
beforeAll(async () => {
  engine = await startFakeEngine();
});
afterAll(() => engine.close());

function request(extra: Partial<PushRequest> = {}): PushRequest {
  const config = loadConfig({
    BAIDU_PUSH_URL: engine.url,
    INDEXNOW_URL: engine.url,
    PUBLIC_BASE_URL: 'http://localhost:3000',
  });
  return {
    websiteId: 1,
    origin: 'https://shop.example.com',
    action: 'updated',
    urls: ['https://shop.example.com/a'],
    settings: { key: '0123456789abcdef0123456789abcdef' },
    secret: 'SecretToken1',
    endpoints: config.plugins,
    signal: new AbortController().signal,
    now: new Date('2026-03-01T20:00:00Z'),
    state: { take: async () => 1, giveBack: async () => {}, merge: async () => {} },
    ...extra,
  };
}

describe('IndexNow answers', () => {
  it.each([
    [200, 'done', 'ok'],
    [202, 'done', 'ok'],
    [400, 'done', 'bad_request'],
    [403, 'done', 'key_invalid'],
    [422, 'done', 'urls_not_of_host'],
    [429, 'retry', 'rate_limited'],
    [503, 'retry', 'server_error'],
  ] as const)('%i → %s %s', async (status, kind, outcome) => {
    engine.answer = () => ({ status, body: '' });
    const result = await indexNowDriver.send(request());
    expect(result).toMatchObject({ kind, outcome, httpStatus: status });
  });
});

describe('Baidu answers', () => {
  it.each([
    [200, { remain: 3, success: 1, not_same_site: ['https://other.example/x'] }, 'done', 'not_same_site'],
    [400, { error: 400, message: 'site init fail' }, 'done', 'site_not_verified'],
    [400, { error: 400, message: 'empty content' }, 'done', 'bad_request'],
    [401, { error: 401, message: 'token is not valid' }, 'done', 'token_invalid'],
    [500, 'oops', 'retry', 'server_error'],
  ] as const)('%i %j → %s %s', async (status, answer, kind, outcome) => {
    engine.answer = () => ({ status, body: answer });
    expect(await baiduDriver.send(request())).toMatchObject({ kind, outcome });
  });

  it('moves an over-quota batch to just after midnight in Beijing', async () => {
    engine.answer = () => ({ status: 400, body: { error: 400, message: 'over quota' } });
    const result = await baiduDriver.send(request());
    expect(result).toMatchObject({ kind: 'done', outcome: 'over_quota' });
    // 20:00 UTC is 04:00 the next day in Beijing: the next midnight there is 16:00 UTC that day.
    expect(result.kind === 'done' && result.later?.runAt.toISOString()).toBe('2026-03-02T16:05:00.000Z');
  });

  it('treats a dropped connection as a network error to try again', async () => {
    engine.answer = () => 'hang-up';
    expect(await baiduDriver.send(request())).toMatchObject({ kind: 'retry', outcome: 'network_error' });
  });
});

describe("Google's quota day", () => {
  it('turns at midnight Pacific Time, winter and summer alike', () => {
    // 05:00 UTC on 28 November is still the 27th in California (UTC-8).
    expect(googleQuotaDay(new Date('2026-11-28T05:00:00Z'))).toBe('2026-11-27');
    expect(googleQuotaDay(new Date('2026-11-28T08:30:00Z'))).toBe('2026-11-28');
    // The next day starts a few minutes after Pacific midnight: 08:05 UTC in winter, 07:05 in summer.
    expect(nextGoogleQuotaDay(new Date('2026-11-28T05:00:00Z')).toISOString()).toBe(
      '2026-11-28T08:05:00.000Z',
    );
    expect(nextGoogleQuotaDay(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe(
      '2026-07-02T07:05:00.000Z',
    );
  });
});
