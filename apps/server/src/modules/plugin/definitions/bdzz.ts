import { askEngine, nextDayStart, retryable } from './http.ts';
import {
  count,
  type PluginDefinition,
  type PushDriver,
  type PushResult,
  scrubAnswer,
  secretHint,
  text,
} from './types.ts';
import { BAIDU_BATCH_MAX } from '@sitewright/contract';

interface BaiduAnswer {
  remain?: number;
  success?: number;
  not_same_site?: unknown[];
  not_valid?: unknown[];
  error?: number;
  message?: string;
}

function parse(body: string): BaiduAnswer {
  try {
    const value = JSON.parse(body) as unknown;
    return typeof value === 'object' && value !== null ? (value as BaiduAnswer) : {};
  } catch {
    return {};
  }
}

/**
 * Baidu's link submission (its webmaster documentation): `POST <base>/urls?site=…&token=…` with the
 * URLs one per line as plain text; removed pages go to `/del` the same way. The answer says how
 * much of today's quota is left.
 */
export const baiduDriver: PushDriver = {
  key: 'bdzz',
  batchMax: BAIDU_BATCH_MAX,
  // Baidu shows the push token once the site is verified: until then the plugin only verifies.
  ready: (stored) => stored.hasSecret,
  async send(request): Promise<PushResult> {
    const token = request.secret ?? '';
    const path = request.action === 'deleted' ? 'del' : 'urls';
    const query = new URLSearchParams({ site: request.origin, token });
    const answer = await askEngine(
      `${request.endpoints.baiduPushUrl}/${path}?${query}`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: request.urls.join('\n'),
      },
      request.signal,
    );
    if (!answer.ok) return { kind: 'retry', outcome: 'network_error', httpStatus: null, answer: '' };
    const shown = scrubAnswer(answer.text, [token]);
    const body = parse(answer.text);
    if (answer.status === 200 && body.error === undefined) {
      const remain = count(body.remain);
      if (remain !== null)
        await request.state.merge({ quota_left: remain, quota_at: request.now.toISOString() });
      const foreign = Array.isArray(body.not_same_site) && body.not_same_site.length > 0;
      return {
        kind: 'done',
        status: 'sent',
        outcome: foreign ? 'not_same_site' : 'ok',
        httpStatus: answer.status,
        answer: shown,
        quotaLeft: remain,
      };
    }
    if (retryable(answer.status)) {
      return {
        kind: 'retry',
        outcome: answer.status === 429 ? 'rate_limited' : 'server_error',
        httpStatus: answer.status,
        answer: shown,
      };
    }
    const message = text(body.message).toLowerCase();
    if (body.error === 401 || answer.status === 401 || message.includes('token is not valid')) {
      return {
        kind: 'done',
        status: 'failed',
        outcome: 'token_invalid',
        httpStatus: answer.status,
        answer: shown,
      };
    }
    if (message.includes('over quota')) {
      await request.state.merge({ quota_left: 0, quota_at: request.now.toISOString() });
      // Baidu's day turns at midnight in Beijing (UTC+8): the batch goes again then.
      return {
        kind: 'done',
        status: 'skipped',
        outcome: 'over_quota',
        httpStatus: answer.status,
        answer: shown,
        quotaLeft: 0,
        sentUrls: [],
        later: { urls: request.urls, runAt: nextDayStart(request.now, 8) },
      };
    }
    if (message.includes('site init fail') || message.includes('site error')) {
      return {
        kind: 'done',
        status: 'failed',
        outcome: 'site_not_verified',
        httpStatus: answer.status,
        answer: shown,
      };
    }
    return {
      kind: 'done',
      status: 'failed',
      outcome: 'bad_request',
      httpStatus: answer.status,
      answer: shown,
    };
  },
};

/** Baidu webmaster: the site verification code (meta tag or file) and the push token. */
export const bdzzPlugin: PluginDefinition<'bdzz'> = {
  key: 'bdzz',
  view: (stored) => ({
    verify_code: text(stored.settings.verify_code),
    verify_as: stored.settings.verify_as === 'file' ? 'file' : 'meta',
    token_hint: stored.hasSecret ? text(stored.settings.token_hint) : '',
    quota_left: count(stored.state.quota_left),
  }),
  async save(input, stored) {
    const token = input.token ?? '';
    return {
      settings: {
        verify_code: input.verify_code,
        verify_as: input.verify_as,
        token_hint: token === '' ? text(stored.settings.token_hint) : secretHint(token),
      },
      ...(token === '' ? {} : { secret: token }),
    };
  },
  configured: (stored) => text(stored.settings.verify_code) !== '' && stored.hasSecret,
  // Baidu shows the push token only once the site is verified: the code alone may come first.
  missing: (stored) => (text(stored.settings.verify_code) === '' && !stored.hasSecret ? 'verify_code' : null),
  driver: baiduDriver,
};
