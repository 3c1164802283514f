// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formUnreadCountQueryOptions } from '../../shared/api/forms/get-form-unread-count.ts';
import { userInfoQueryKey } from '../../shared/api/session/get-user-info.ts';
import { InquiryNotice } from './notice-badges.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function user(roles: string[]) {
  return {
    id: 1,
    is_admin: 0,
    nick_name: 'Ivy',
    user_name: 'ivy',
    avatar_url: '',
    app_role: { roles },
    has_roles: [],
    company: { id: 1, code: 'demo', name: 'Demo' },
    website_init: true,
    setting: { articlePlatform: [] },
    sub_domain_suffix: '',
    sub_account: false,
  };
}

/** The top bar's inquiry entry for a user holding `roles`, with `unread` inquiries counted. */
function open(roles: string[], unread: number) {
  // No session cookie in the test: the queries keep the data they are given.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  client.setQueryData(userInfoQueryKey, user(roles));
  client.setQueryData(formUnreadCountQueryOptions().queryKey, { not_read_count: unread });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: () => (
          <>
            <InquiryNotice />
            <span data-testid="top-bar-drawn" />
          </>
        ),
      },
      { path: '/form/form_center_list', Component: () => <p>centre</p> },
    ],
    { initialEntries: ['/'] },
  );
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { host, router, close: () => root.unmount() };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the inquiry badge', () => {
  it('shows the unread count, capped at 99, and opens the inquiry centre', async () => {
    const { host, router, close } = open(['form.form_list'], 150);
    await vi.waitFor(() => expect(host.textContent).toContain('99+'));
    const button = host.querySelector<HTMLButtonElement>('[data-testid="badge-inquiry-button"]');
    expect(button?.getAttribute('aria-label')).toBe('Inquiry centre: 150 unread');
    button?.click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/form/form_center_list'));
    close();
  });

  it('shows a real count below the cap', async () => {
    const { host, close } = open(['admin'], 7);
    await vi.waitFor(() =>
      expect(host.querySelector('[data-testid="badge-inquiry"]')?.textContent).toBe('7'),
    );
    close();
  });

  it('is not there for operators who may not open the inquiry centre', async () => {
    const { host, close } = open(['page.page.page_set'], 3);
    await vi.waitFor(() => expect(host.querySelector('[data-testid="top-bar-drawn"]')).not.toBeNull());
    expect(host.querySelector('[data-testid="badge-inquiry-button"]')).toBeNull();
    close();
  });
});
