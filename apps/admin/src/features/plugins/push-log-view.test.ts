import { describe, expect, it } from 'vitest';
import { engineAnswer, PUSH_REFRESH_MS, pluginListRefreshMs, pushLogRefreshMs } from './push-log-view.ts';

describe('following pushes under way', () => {
  it('asks again every few seconds while a push is queued or retrying, and stops once all are done', () => {
    expect(pushLogRefreshMs(undefined)).toBe(false);
    expect(pushLogRefreshMs({ list: [] })).toBe(false);
    expect(pushLogRefreshMs({ list: [{ status: 'sent' }, { status: 'queued' }] })).toBe(PUSH_REFRESH_MS);
    expect(pushLogRefreshMs({ list: [{ status: 'retrying' }] })).toBe(PUSH_REFRESH_MS);
    expect(
      pushLogRefreshMs({ list: [{ status: 'sent' }, { status: 'failed' }, { status: 'skipped' }] }),
    ).toBe(false);
  });

  it('does the same for the plugin list from each plugin’s last push', () => {
    expect(pluginListRefreshMs([{ last_status: null }, { last_status: 'sent' }])).toBe(false);
    expect(pluginListRefreshMs([{ last_status: null }, { last_status: 'queued' }])).toBe(PUSH_REFRESH_MS);
  });
});

describe('the engine’s answer beside the outcome', () => {
  it('gives the HTTP status and the answer, whichever there is', () => {
    expect(engineAnswer({ http_status: 200, answer: '{"remain":4999,"success":3}' })).toBe(
      'HTTP 200 {"remain":4999,"success":3}',
    );
    expect(engineAnswer({ http_status: 202, answer: '' })).toBe('HTTP 202');
    expect(engineAnswer({ http_status: null, answer: '' })).toBe('');
  });
});
