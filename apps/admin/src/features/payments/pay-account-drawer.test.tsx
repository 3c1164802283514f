// @vitest-environment happy-dom
import type { PayAccount } from '@sitewright/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayAccountDrawer } from './pay-account-drawer.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const wechat: PayAccount = {
  id: 3,
  name: 'WeChat shop',
  provider: 'wechat',
  currency: 'CNY',
  credential_hints: {
    app_id: 'wx0123456789abcdef',
    mch_id: '1900000109',
    api_v3_key: '••••k3y9',
    serial_no: 'ABCDEF0123',
    private_key: '••••END-',
    platform_public_key: '-----BEGIN PUBLIC KEY-----…',
    platform_key_id: 'PUB_KEY_ID_1',
  },
  notify_url: 'https://api.example.com/api/pay/account-notify/3',
  website_count: 0,
  created_at: '2026-11-28T00:00:00Z',
  updated_at: '2026-11-28T00:00:00Z',
};

function open(account: PayAccount | null) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <QueryClientProvider client={new QueryClient()}>
      <PayAccountDrawer open account={account} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return () => root.unmount();
}

const field = (key: string) => document.querySelector<HTMLElement>(`[data-testid="pay-credential-${key}"]`);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the payment account drawer', () => {
  it('explains the sandbox and asks no credentials for a new account', async () => {
    const close = open(null);
    await vi.waitFor(() => expect(document.body.textContent).toContain('no money moves'));
    expect(document.querySelector('[data-testid^="pay-credential-"]')).toBeNull();
    close();
  });

  it('edits a WeChat Pay account: secrets empty behind their hints, keys multiline, the rest as saved', async () => {
    const close = open(wechat);
    await vi.waitFor(() => expect(field('api_v3_key')).not.toBeNull());
    const secret = field('api_v3_key') as HTMLInputElement;
    expect(secret.type).toBe('password');
    expect(secret.value).toBe('');
    expect(secret.placeholder).toBe('••••k3y9');
    expect(document.body.textContent).toContain('Stored (••••k3y9). Leave empty to keep it.');
    expect(field('private_key')?.tagName).toBe('TEXTAREA');
    expect((field('private_key') as HTMLTextAreaElement).value).toBe('');
    expect((field('mch_id') as HTMLInputElement).value).toBe('1900000109');
    expect((field('mch_id') as HTMLInputElement).type).toBe('text');
    close();
  });
});
