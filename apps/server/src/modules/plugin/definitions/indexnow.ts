import { randomBytes } from 'node:crypto';
import { INDEXNOW_BATCH_MAX } from '@sitewright/contract';
import { askEngine, retryable } from './http.ts';
import { type PluginDefinition, type PushDriver, type PushResult, scrubAnswer, text } from './types.ts';

/** An IndexNow key: 32 lowercase hex characters (the protocol allows 8 to 128 of [a-zA-Z0-9-]). */
export const newIndexNowKey = () => randomBytes(16).toString('hex');

const KEY = /^[a-f0-9]{32}$/;

/**
 * IndexNow (Bing, Yandex, Seznam, Naver and others share what one engine is sent): one JSON post
 * of the host, the key, where the site serves the key file, and the URLs, changed or removed alike.
 */
export const indexNowDriver: PushDriver = {
  key: 'indexnow',
  batchMax: INDEXNOW_BATCH_MAX,
  ready: (stored) => KEY.test(text(stored.settings.key)),
  async send(request): Promise<PushResult> {
    const key = text(request.settings.key);
    const answer = await askEngine(
      `${request.endpoints.indexNowUrl}/indexnow`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({
          host: new URL(request.origin).host,
          key,
          keyLocation: `${request.origin}/${key}.txt`,
          urlList: request.urls,
        }),
      },
      request.signal,
    );
    if (!answer.ok) return { kind: 'retry', outcome: 'network_error', httpStatus: null, answer: '' };
    const shown = scrubAnswer(answer.text, []);
    const status = answer.status;
    if (status === 200 || status === 202) {
      return { kind: 'done', status: 'sent', outcome: 'ok', httpStatus: status, answer: shown };
    }
    if (retryable(status)) {
      return {
        kind: 'retry',
        outcome: status === 429 ? 'rate_limited' : 'server_error',
        httpStatus: status,
        answer: shown,
      };
    }
    const outcome = status === 403 ? 'key_invalid' : status === 422 ? 'urls_not_of_host' : 'bad_request';
    return { kind: 'done', status: 'failed', outcome, httpStatus: status, answer: shown };
  },
};

/** IndexNow: a key made on the first save (a new one on request), served by the site as `/<key>.txt`. */
export const indexNowPlugin: PluginDefinition<'indexnow'> = {
  key: 'indexnow',
  view: (stored, { origin }) => {
    const key = text(stored.settings.key);
    return { key, key_url: key === '' ? '' : `${origin}/${key}.txt` };
  },
  async save(input, stored) {
    const current = text(stored.settings.key);
    return { settings: { key: input.regenerate_key || !KEY.test(current) ? newIndexNowKey() : current } };
  },
  configured: (stored) => KEY.test(text(stored.settings.key)),
  missing: () => null,
  driver: indexNowDriver,
};
