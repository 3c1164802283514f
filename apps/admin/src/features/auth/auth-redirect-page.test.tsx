// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { http } from '../../shared/api/http.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { AuthRedirectPage } from './auth-redirect-page.tsx';

// The router settles on its own time; the test waits for what it shows.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const CODE = 'c'.repeat(43);

/** Opens the screen at `url` (strict mode, as in development) and answers the router and host. */
function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth-redirect', Component: AuthRedirectPage },
      { path: '*', Component: () => null },
    ],
    { initialEntries: [url] },
  );
  const host = document.createElement('div');
  const root = createRoot(host);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, host, close: () => root.unmount() };
}

afterEach(() => vi.restoreAllMocks());

describe('/auth-redirect (spec §2)', () => {
  it('exchanges the code once and goes to the wanted path of this site', async () => {
    const call = vi.spyOn(http, 'call').mockResolvedValue({ token: 't', user_name: 'ivy' } as never);
    const { router, close } = open(
      `/auth-redirect?code=${CODE}&redirect=${encodeURIComponent('/page/index?lang=en')}`,
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/page/index'));
    expect(router.state.location.search).toBe('?lang=en');
    // Strict mode runs effects twice; a one-time code must still be sent once.
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[1]).toMatchObject({ body: { code: CODE } });
    close();
  });

  it.each(['//evil.example.com/', 'https://evil.example.com/', '/\\evil.example.com', 'javascript:alert(1)'])(
    'goes to / instead of %s',
    async (redirect) => {
      vi.spyOn(http, 'call').mockResolvedValue({ token: 't' } as never);
      const { router, close } = open(`/auth-redirect?code=${CODE}&redirect=${encodeURIComponent(redirect)}`);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.location.search).toBe('');
      close();
    },
  );

  it('says why a refused code cannot sign in, and offers the sign-in form', async () => {
    vi.spyOn(http, 'call').mockRejectedValue(
      new ApiError('This sign-in link is not valid any more', 1097, 'server'),
    );
    const { router, host, close } = open(`/auth-redirect?code=${CODE}`);
    await vi.waitFor(() => expect(host.querySelector('[data-testid="auth-redirect-error"]')).not.toBeNull());
    expect(host.textContent).toContain('not valid any more');
    expect(host.querySelector('[data-testid="auth-redirect-login"]')?.getAttribute('href')).toBe('/login');
    expect(router.state.location.pathname).toBe('/auth-redirect');
    close();
  });
});
