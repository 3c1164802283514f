import type { Lang } from '@sitewright/contract';
import { calls as contractCalls } from '@sitewright/contract/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiError, isApiError } from './api-error.ts';
import { type ApiClientDeps, createApiClient } from './client.ts';

type FetchArgs = { url: string; init: RequestInit };

function setup(
  respond: (args: FetchArgs) => Promise<Response> | Response,
  overrides: Partial<ApiClientDeps> = {},
) {
  const calls: FetchArgs[] = [];
  const toasts: { text: string; ms: number }[] = [];
  let lang: Lang = 'en';
  const deps: ApiClientDeps = {
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return respond({ url, init });
    }) as typeof fetch,
    timeoutMs: 50_000,
    toastMs: 5_000,
    language: () => lang,
    toastError: (text, ms) => toasts.push({ text, ms }),
    currentPath: () => '/system/web_manage',
    onSessionExpired: vi.fn(),
    onIllegalOperation: vi.fn(),
    ...overrides,
  };
  return {
    api: createApiClient(deps),
    deps,
    calls,
    toasts,
    setLang: (l: Lang) => {
      lang = l;
    },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('api client: requests', () => {
  it('sends the marker header, the UI language, same-origin credentials and JSON', async () => {
    const { api, calls, setLang } = setup(() => json({ code: 0, message: 'OK', data: { ok: 1 } }));
    setLang('zh');
    const data = await api.request({ method: 'POST', path: '/api/x', body: { a: 1 } });
    expect(data).toEqual({ ok: 1 });
    const { url, init } = calls[0] as FetchArgs;
    expect(url).toBe('/api/x');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    const headers = init.headers as Record<string, string>;
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers['Accept-Language']).toBe('zh-CN');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends the marker header on GET too, with the query and without a body', async () => {
    const { api, calls } = setup(() => json({ code: 0, message: 'OK', data: null }));
    await api.request({
      method: 'GET',
      path: '/api/list',
      query: { page: 1, page_size: 999, skip: undefined },
    });
    const { url, init } = calls[0] as FetchArgs;
    expect(url).toBe('/api/list?page=1&page_size=999');
    expect(init.body).toBeUndefined();
    const headers = init.headers as Record<string, string>;
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers['Accept-Language']).toBe('en');
    expect(headers['Content-Type']).toBeUndefined();
  });
});

describe('api client: contract calls', () => {
  it("makes a contract call with its method and path and answers the call's data", async () => {
    const { api, calls } = setup(() => json({ code: 0, message: 'OK', data: { id: 7 } }));
    const data = await api.call(contractCalls.page.del, { query: { id: 7 } });
    expect(data.id).toBe(7);
    const { url, init } = calls[0] as FetchArgs;
    expect(url).toBe('/api/website/page?id=7');
    expect(init.method).toBe('DELETE');
  });

  it('sends the body of a POST call', async () => {
    const { api, calls } = setup(() => json({ code: 0, message: 'OK', data: { website_id: 3 } }));
    await api.call(contractCalls.publish.unpublish, { body: { id: 3 } });
    const { url, init } = calls[0] as FetchArgs;
    expect(url).toBe('/api/website/un-publish-website');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"id":3}');
  });
});

describe('api client: failure policy', () => {
  it('toasts the server message of a nonzero code for 5 s and rejects with the code', async () => {
    const { api, toasts } = setup(() => json({ code: 1001, message: 'Wrong password', data: null }, 400));
    const error = await failure(api.request({ method: 'POST', path: '/api/user/login' }));
    expect(error.code).toBe(1001);
    expect(error.kind).toBe('server');
    expect(error.message).toBe('Wrong password');
    expect(toasts).toEqual([{ text: 'Wrong password', ms: 5_000 }]);
  });

  it('lets callers opt out of the toast entirely or for some codes', async () => {
    const { api, toasts } = setup(() =>
      json({ code: 400, message: 'Invalid', data: { fields: { name: 'Too long' } } }, 400),
    );
    const quiet = await failure(api.request({ method: 'POST', path: '/a', toast: false }));
    expect(quiet.data).toEqual({ fields: { name: 'Too long' } });
    await failure(api.request({ method: 'POST', path: '/a', toast: [400, 1007] }));
    expect(toasts).toEqual([]);
    await failure(api.request({ method: 'POST', path: '/a', toast: [1007] }));
    expect(toasts).toHaveLength(1);
  });

  it('on 401 signs out locally and reloads, unless already on /login', async () => {
    const expired = { code: 401, message: 'Token 已失效！请重新登录', data: null };
    const away = setup(() => json(expired, 401));
    const error = await failure(away.api.request({ method: 'GET', path: '/api/x', toast: false }));
    expect(error.code).toBe(401);
    expect(away.toasts.map((t) => t.text)).toEqual(['Token 已失效！请重新登录']);
    expect(away.deps.onSessionExpired).toHaveBeenCalledTimes(1);

    const onLogin = setup(() => json(expired, 401), { currentPath: () => '/login' });
    await failure(onLogin.api.request({ method: 'GET', path: '/api/x' }));
    expect(onLogin.toasts).toHaveLength(1);
    expect(onLogin.deps.onSessionExpired).not.toHaveBeenCalled();
  });

  it('treats 1004 (the session outlived its user) like 401', async () => {
    const gone = { code: 1004, message: '验证失败，请重新登录。', data: null };
    const { api, deps } = setup(() => json(gone, 401));
    const error = await failure(api.request({ method: 'GET', path: '/api/x' }));
    expect(error.code).toBe(1004);
    expect(deps.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('leaves 401 to the caller when it takes over the session policy', async () => {
    const { api, deps, toasts } = setup(() => json({ code: 401, message: 'expired', data: null }, 401));
    const error = await failure(
      api.request({ method: 'GET', path: '/api/user/info', sessionPolicy: false, toast: false }),
    );
    expect(error.code).toBe(401);
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('on 1105 toasts the illegal-operation text in the UI language and goes to the root', async () => {
    const { api, deps, toasts, setLang } = setup(() => json({ code: 1105, message: 'x', data: null }, 403));
    setLang('zh');
    const error = await failure(api.request({ method: 'DELETE', path: '/api/website/website-del' }));
    expect(error.code).toBe(1105);
    expect(toasts).toEqual([{ text: '非法操作!', ms: 5_000 }]);
    expect(deps.onIllegalOperation).toHaveBeenCalledTimes(1);

    setLang('en');
    await failure(api.request({ method: 'GET', path: '/x' }));
    expect(toasts[1]?.text).toBe('Illegal operation!');
  });

  it('reports a network failure in the UI language', async () => {
    const { api, toasts, setLang } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    setLang('zh');
    const error = await failure(api.request({ method: 'GET', path: '/x' }));
    expect(error.kind).toBe('network');
    expect(toasts).toEqual([{ text: '当前网络环境不佳！', ms: 5_000 }]);
    setLang('en');
    await failure(api.request({ method: 'GET', path: '/x' }));
    expect(toasts[1]?.text).toBe('The network connection is poor!');
  });

  it('shows a plain-text answer (e.g. from the login) as the error', async () => {
    const { api, toasts } = setup(() => new Response('Company is locked', { status: 200 }));
    const error = await failure(api.request({ method: 'POST', path: '/api/user/login' }));
    expect(error.kind).toBe('bad-response');
    expect(toasts).toEqual([{ text: 'Company is locked', ms: 5_000 }]);
  });

  it('does not put an HTML error page into a toast', async () => {
    const { api, toasts } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(api.request({ method: 'GET', path: '/x' }));
    expect(error.code).toBe(502);
    expect(toasts[0]?.text).toBe('The server answered with an error (502).');
  });

  it('uses the message of a JSON answer without a code', async () => {
    const { api, toasts } = setup(() =>
      json({ statusCode: 404, error: 'Not Found', message: 'Route not found' }, 404),
    );
    const error = await failure(api.request({ method: 'GET', path: '/x' }));
    expect(error.code).toBe(404);
    expect(toasts[0]?.text).toBe('Route not found');
  });

  it('names the code in the UI language when the server sends no message', async () => {
    const { api, toasts, setLang } = setup(() => json({ code: 1007, message: '', data: null }, 409));
    setLang('zh');
    await failure(api.request({ method: 'POST', path: '/x' }));
    expect(toasts[0]?.text).toBe('服务器返回错误（1007）');
  });

  it('cancelled requests fail quietly', async () => {
    const controller = new AbortController();
    const { api, toasts } = setup(
      ({ init }) =>
        new Promise((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(api.request({ method: 'GET', path: '/x', signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('aborted');
    expect(toasts).toEqual([]);
  });
});

describe('api client: timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up after the timeout with its own message', async () => {
    const { api, toasts, calls } = setup(
      ({ init }) =>
        new Promise((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(api.request({ method: 'GET', path: '/slow' }));
    await vi.advanceTimersByTimeAsync(49_999);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(toasts).toEqual([{ text: 'The request timed out.', ms: 5_000 }]);
  });
});
