import { GOOGLE_INDEXING_DEFAULT_QUOTA, GOOGLE_INDEXING_TYPES, type PushOutcome } from '@sitewright/contract';
import { importPKCS8, SignJWT } from 'jose';
import { AppError } from '../../../lib/app-error.ts';
import { askEngine, nextDayStart, retryable } from './http.ts';
import {
  count,
  flag,
  type PluginDefinition,
  type PushDriver,
  type PushRequest,
  type PushResult,
  scrubAnswer,
  text,
} from './types.ts';

/** Google Indexing API's one scope. */
export const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing';
/** URLs in one push row; each is one request to Google. */
export const GOOGLE_BATCH_MAX = 100;

/** The parts of a service account key the plugin keeps (encrypted) and uses. */
interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  private_key_id: string;
}

const keyInvalid = (reason: string): never => {
  throw new AppError('PLUGIN_KEY_INVALID', { data: { reason } });
};

/**
 * A service account's JSON key as Google Cloud downloads it, checked the way Google would use it:
 * its private key must sign RS256. The key's own `token_uri` is not kept: the token endpoint is
 * the configured one, never an address from uploaded text.
 */
export async function readServiceAccountKey(json: string): Promise<ServiceAccountKey> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return keyInvalid('the file is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return keyInvalid('the file is not a JSON object');
  const key = value as Record<string, unknown>;
  if (key.type !== 'service_account') return keyInvalid('its type is not service_account');
  const email = text(key.client_email).trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 320) return keyInvalid('client_email is missing');
  const keyId = text(key.private_key_id).trim();
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(keyId)) return keyInvalid('private_key_id is missing');
  const pem = text(key.private_key);
  try {
    await importPKCS8(pem, 'RS256');
  } catch {
    return keyInvalid('private_key is not an RSA private key');
  }
  return { client_email: email, private_key: pem, private_key_id: keyId };
}

/** Access tokens by website and key, reused until a minute before they expire. */
const tokens = new Map<string, { token: string; expiresAt: number }>();

/** Google's quota days turn at midnight Pacific Time (Google's own documentation of its quotas). */
const QUOTA_TIME_ZONE = 'America/Los_Angeles';
const quotaDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: QUOTA_TIME_ZONE });
const quotaOffsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: QUOTA_TIME_ZONE,
  timeZoneName: 'shortOffset',
});

/** The quota day a moment falls in (YYYY-MM-DD, Pacific Time). */
export const googleQuotaDay = (now: Date): string => quotaDayFormat.format(now);

/** Pacific Time's offset from UTC at a moment, in hours (-8, or -7 in summer). */
function pacificOffsetHours(now: Date): number {
  const name = quotaOffsetFormat.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d+)/.exec(name ?? '');
  return match ? Number(match[1]) : -8;
}

/** When Google's next quota day starts (Pacific midnight, a few minutes after). */
export const nextGoogleQuotaDay = (now: Date): Date => nextDayStart(now, pacificOffsetHours(now));

/** A batch stopped by an error after some of its URLs went through is tried again this much later. */
const REST_AGAIN_MS = 10 * 60_000;

const today = googleQuotaDay;

async function accessToken(
  request: PushRequest,
  key: ServiceAccountKey,
): Promise<{ token: string } | PushResult> {
  const tokenUrl = request.endpoints.googleTokenUrl;
  const cacheKey = `${request.websiteId}|${key.private_key_id}|${tokenUrl}`;
  const cached = tokens.get(cacheKey);
  if (cached && cached.expiresAt - 60_000 > request.now.getTime()) return { token: cached.token };
  const iat = Math.floor(request.now.getTime() / 1000);
  const assertion = await new SignJWT({ scope: INDEXING_SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.private_key_id })
    .setIssuer(key.client_email)
    .setAudience(tokenUrl)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(await importPKCS8(key.private_key, 'RS256'));
  const answer = await askEngine(
    tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
    },
    request.signal,
  );
  if (!answer.ok) return { kind: 'retry', outcome: 'network_error', httpStatus: null, answer: '' };
  const shown = scrubAnswer(answer.text, [assertion]);
  if (retryable(answer.status)) {
    return {
      kind: 'retry',
      outcome: answer.status === 429 ? 'rate_limited' : 'server_error',
      httpStatus: answer.status,
      answer: shown,
    };
  }
  let body: { access_token?: unknown; expires_in?: unknown } = {};
  try {
    body = JSON.parse(answer.text) as typeof body;
  } catch {}
  const token = text(body.access_token);
  if (answer.status !== 200 || token === '') {
    return {
      kind: 'done',
      status: 'failed',
      outcome: 'auth_failed',
      httpStatus: answer.status,
      answer: shown,
    };
  }
  const seconds = count(body.expires_in) ?? 3600;
  tokens.set(cacheKey, { token, expiresAt: request.now.getTime() + seconds * 1000 });
  return { token };
}

/**
 * Google Indexing API: a JWT-bearer token exchange signed with the service account's key, then
 * one `urlNotifications:publish` per URL (URL_UPDATED or URL_DELETED), within the daily quota.
 */
export const googleDriver: PushDriver = {
  key: 'google-indexing',
  batchMax: GOOGLE_BATCH_MAX,
  ready: (stored) => stored.hasSecret,
  quotaDay: googleQuotaDay,
  async send(request): Promise<PushResult> {
    const key = JSON.parse(request.secret ?? '{}') as ServiceAccountKey;
    const quota = count(request.settings.daily_quota) ?? GOOGLE_INDEXING_DEFAULT_QUOTA;
    const got = await accessToken(request, key);
    if ('kind' in got) return got;
    const type = request.action === 'deleted' ? 'URL_DELETED' : 'URL_UPDATED';
    const sent: string[] = [];
    let refused = 0;
    let last: { status: number; text: string } | undefined;
    for (const [index, url] of request.urls.entries()) {
      const used = await request.state.take(quota);
      if (used === null) {
        // Today's quota is used up: the rest goes tomorrow (Google counts per day).
        const rest = request.urls.slice(index);
        return {
          kind: 'done',
          status: sent.length > 0 ? 'sent' : 'skipped',
          outcome: 'over_quota',
          httpStatus: last?.status ?? null,
          answer: scrubAnswer(last?.text ?? '', [got.token]),
          quotaLeft: 0,
          sentUrls: sent,
          later: { urls: rest, runAt: nextGoogleQuotaDay(request.now) },
        };
      }
      const answer = await askEngine(
        `${request.endpoints.googleIndexingUrl}/v3/urlNotifications:publish`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${got.token}` },
          body: JSON.stringify({ url, type }),
        },
        request.signal,
      );
      // After some URLs went through, a failure must not send them again (nor use their quota
      // again): what went is recorded as sent and the rest becomes a push of its own, later.
      const restLater = (outcome: PushOutcome, httpStatus: number | null, shown: string, runAt: Date) =>
        ({
          kind: 'done',
          status: sent.length > 0 ? 'sent' : 'failed',
          outcome,
          httpStatus,
          answer: shown,
          sentUrls: sent,
          later: { urls: request.urls.slice(index), runAt },
        }) satisfies PushResult;
      if (!answer.ok) {
        await request.state.giveBack();
        if (index > 0 && !request.signal.aborted)
          return restLater('network_error', null, '', new Date(request.now.getTime() + REST_AGAIN_MS));
        return { kind: 'retry', outcome: 'network_error', httpStatus: null, answer: '' };
      }
      const shown = scrubAnswer(answer.text, [got.token]);
      last = answer;
      if (retryable(answer.status)) {
        await request.state.giveBack();
        const outcome = answer.status === 429 ? 'rate_limited' : 'server_error';
        if (index > 0) {
          // Google answers 429 when the day's quota is spent: the rest waits for the next quota day.
          const runAt =
            answer.status === 429
              ? nextGoogleQuotaDay(request.now)
              : new Date(request.now.getTime() + REST_AGAIN_MS);
          return restLater(outcome, answer.status, shown, runAt);
        }
        return { kind: 'retry', outcome, httpStatus: answer.status, answer: shown };
      }
      if (answer.status === 401) {
        // The token was revoked or the key deleted: the next try signs a new one.
        tokens.clear();
        return { kind: 'done', status: 'failed', outcome: 'auth_failed', httpStatus: 401, answer: shown };
      }
      if (answer.status === 403) {
        return {
          kind: 'done',
          status: 'failed',
          outcome: 'permission_denied',
          httpStatus: 403,
          answer: shown,
        };
      }
      if (answer.status >= 200 && answer.status < 300) sent.push(url);
      else refused++;
      if (index === request.urls.length - 1) {
        const left = Math.max(0, quota - used);
        return {
          kind: 'done',
          status: sent.length > 0 ? 'sent' : 'failed',
          outcome: refused === 0 ? 'ok' : 'bad_request',
          httpStatus: answer.status,
          answer: shown,
          quotaLeft: left,
        };
      }
    }
    return { kind: 'done', status: 'skipped', outcome: 'ok', httpStatus: null, answer: '' };
  },
};

/** Whether Google's policy lets a page with these structured-data types be pushed. */
export function googleAccepts(types: readonly string[]): boolean {
  return types.some((type) => (GOOGLE_INDEXING_TYPES as readonly string[]).includes(type));
}

/** Google Indexing: the service account key (encrypted), the policy choice and the daily quota. */
export const googleIndexingPlugin: PluginDefinition<'google-indexing'> = {
  key: 'google-indexing',
  view: (stored, { now }) => ({
    client_email: stored.hasSecret ? text(stored.settings.client_email) : '',
    key_set: stored.hasSecret,
    push_all_pages: flag(stored.settings.push_all_pages),
    daily_quota: count(stored.settings.daily_quota) ?? GOOGLE_INDEXING_DEFAULT_QUOTA,
    used_today: stored.state.day === today(now) ? (count(stored.state.used) ?? 0) : 0,
  }),
  async save(input, stored) {
    if (input.push_all_pages && !input.policy_confirmed) throw new AppError('PLUGIN_POLICY_UNCONFIRMED');
    const json = input.service_account_json ?? '';
    const key = json === '' ? undefined : await readServiceAccountKey(json);
    return {
      settings: {
        client_email: key ? key.client_email : text(stored.settings.client_email),
        push_all_pages: input.push_all_pages,
        policy_confirmed: input.policy_confirmed,
        daily_quota: input.daily_quota,
      },
      ...(key ? { secret: JSON.stringify(key) } : {}),
    };
  },
  configured: (stored) => stored.hasSecret,
  missing: (stored) => (stored.hasSecret ? null : 'service_account_json'),
  driver: googleDriver,
};
