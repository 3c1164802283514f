import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './ip-address.ts';

/** Why a remote address was not fetched. */
export type SafeFetchRefusal =
  | 'invalid-url'
  | 'unsupported-scheme'
  | 'credentials'
  | 'private-address'
  | 'dns-failed'
  | 'too-many-redirects'
  | 'connect-timeout'
  | 'timeout'
  | 'too-large'
  | 'http-status'
  | 'network';

export type SafeFetchResult =
  | {
      ok: true;
      /** The address the body came from, after redirects. */
      url: string;
      contentType: string | null;
      body: Buffer;
    }
  | { ok: false; reason: SafeFetchRefusal };

/** Every address a host name resolves to (A and AAAA). */
export type HostResolver = (hostname: string) => Promise<string[]>;

export interface SafeFetchOptions {
  /** Largest body accepted; a longer one is abandoned while it arrives. */
  maxBytes: number;
  /** The whole fetch, redirects and body included. */
  timeoutMs: number;
  /** Each TCP (and TLS) connection. */
  connectTimeoutMs?: number;
  maxRedirects?: number;
  resolve?: HostResolver;
  /** Which resolved or literal addresses may be connected to; tests widen it to reach a local server. */
  isPermitted?: (address: string) => boolean;
}

export const SAFE_FETCH_CONNECT_TIMEOUT_MS = 5_000;
export const SAFE_FETCH_MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((answer) => answer.address);

class Refused extends Error {
  constructor(readonly reason: SafeFetchRefusal) {
    super(reason);
  }
}

interface Target {
  url: URL;
  /** The checked address the connection must go to. */
  address: string;
}

/** Checks an address and resolves its host; every answer must be permitted, the first is used. */
async function checkTarget(
  raw: string | URL,
  resolve: HostResolver,
  isPermitted: (address: string) => boolean,
): Promise<Target> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Refused('invalid-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused('unsupported-scheme');
  if (url.username !== '' || url.password !== '') throw new Refused('credentials');
  // WHATWG URL has already turned decimal, octal, hex and short IPv4 forms into dotted quads.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === '') throw new Refused('invalid-url');
  if (isIP(host) !== 0) {
    if (!isPermitted(host)) throw new Refused('private-address');
    return { url, address: host };
  }
  const name = host.replace(/\.$/, '');
  // RFC 6761: localhost names are the local machine whatever a resolver says.
  if (name === 'localhost' || name.endsWith('.localhost')) throw new Refused('private-address');
  let answers: string[];
  try {
    answers = await resolve(name);
  } catch {
    throw new Refused('dns-failed');
  }
  const [first] = answers;
  if (first === undefined) throw new Refused('dns-failed');
  if (!answers.every((answer) => isIP(answer) !== 0 && isPermitted(answer))) {
    throw new Refused('private-address');
  }
  return { url, address: first };
}

/** A lookup that answers the already checked address, so a second DNS answer can never be used. */
function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

type Hop =
  | { kind: 'redirect'; location: string }
  | { kind: 'body'; contentType: string | null; body: Buffer };

function requestOnce(
  target: Target,
  signal: AbortSignal,
  options: { maxBytes: number; connectTimeoutMs: number },
): Promise<Hop> {
  const { url, address } = target;
  const secure = url.protocol === 'https:';
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return new Promise<Hop>((resolvePromise, reject) => {
    let settled = false;
    const finish = (error: Error | null, hop?: Hop) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      signal.removeEventListener('abort', onAbort);
      if (error) {
        request.destroy();
        reject(error);
      } else if (hop) resolvePromise(hop);
    };
    const onAbort = () => finish(new Refused('timeout'));
    const request = (secure ? https : http).request({
      protocol: url.protocol,
      host: hostname,
      port: url.port === '' ? (secure ? 443 : 80) : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { host: url.host, accept: 'image/*', 'user-agent': 'Sitewright-ImageFetcher/1' },
      // A fresh socket per hop: a pooled one could be connected to an address checked for another host.
      agent: false,
      lookup: pinnedLookup(address),
      ...(secure && isIP(hostname) === 0 ? { servername: hostname } : {}),
    });
    const connectTimer = setTimeout(() => finish(new Refused('connect-timeout')), options.connectTimeoutMs);
    request.on('socket', (socket) => {
      socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
    });
    request.on('error', (error) => finish(error instanceof Refused ? error : new Refused('network')));
    request.on('response', (response: IncomingMessage) => {
      clearTimeout(connectTimer);
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        const location = response.headers.location;
        if (!location) finish(new Refused('http-status'));
        else finish(null, { kind: 'redirect', location });
        response.destroy();
        return;
      }
      if (status < 200 || status > 299) {
        finish(new Refused('http-status'));
        response.destroy();
        return;
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        finish(new Refused('too-large'));
        response.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          finish(new Refused('too-large'));
          response.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () =>
        finish(null, {
          kind: 'body',
          contentType: response.headers['content-type'] ?? null,
          body: Buffer.concat(chunks, size),
        }),
      );
      response.on('error', () => finish(new Refused('network')));
      response.on('aborted', () => finish(new Refused('network')));
    });
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    request.end();
  });
}

/**
 * Fetches a remote address on behalf of a user without letting it reach this machine or its
 * network: only http(s) without credentials; every DNS answer of the host (and every literal
 * address) must be public; the connection goes to the checked address itself, so a DNS answer
 * that changes between check and connect is never used; at most `maxRedirects` redirects, each
 * target checked again; a connect timeout, a total timeout and a body size cap.
 */
export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const resolve = options.resolve ?? systemResolver;
  const isPermitted = options.isPermitted ?? isPublicAddress;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_MAX_REDIRECTS;
  const connectTimeoutMs = options.connectTimeoutMs ?? SAFE_FETCH_CONNECT_TIMEOUT_MS;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  const timedOut = new Promise<never>((_, reject) => {
    deadline.signal.addEventListener('abort', () => reject(new Refused('timeout')), { once: true });
  });
  timedOut.catch(() => {});
  try {
    let next: string | URL = raw;
    for (let hop = 0; ; hop += 1) {
      const target: Target = await Promise.race([checkTarget(next, resolve, isPermitted), timedOut]);
      const answer = await requestOnce(target, deadline.signal, {
        maxBytes: options.maxBytes,
        connectTimeoutMs,
      });
      if (answer.kind === 'body') {
        return { ok: true, url: target.url.href, contentType: answer.contentType, body: answer.body };
      }
      if (hop >= maxRedirects) return { ok: false, reason: 'too-many-redirects' };
      try {
        next = new URL(answer.location, target.url);
      } catch {
        return { ok: false, reason: 'invalid-url' };
      }
    }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
