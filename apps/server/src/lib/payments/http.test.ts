import { describe, expect, it } from 'vitest';
import type { PaymentEndpoints } from '../../config.ts';
import { createPaymentDriver, PaymentProviderError } from './index.ts';

const endpoints: PaymentEndpoints = {
  stripeUrl: 'https://stripe.invalid',
  alipayGatewayUrl: 'https://alipay.invalid/gateway.do',
  wechatPayUrl: 'https://wechat.invalid',
  paypalUrl: 'https://paypal.invalid',
};
const stripe = {
  secret_key: 'sk_test_51SecretKeyForTestsOnly0001',
  webhook_secret: 'whsec_TestSigningSecret0001',
};

const failWith = (make: () => unknown): typeof fetch =>
  (() => Promise.reject(make())) as unknown as typeof fetch;
const answer = (status: number, body: string): typeof fetch =>
  (() => Promise.resolve(new Response(body, { status }))) as unknown as typeof fetch;

async function reasonOf(fetchImpl: typeof fetch) {
  const error = await createPaymentDriver('stripe', stripe, endpoints, { fetch: fetchImpl })
    .test()
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect(String(error)).not.toContain(stripe.secret_key);
  return error as PaymentProviderError;
}

describe('provider calls', () => {
  it('gives up after the timeout and says unreachable', async () => {
    const timeout = await reasonOf(
      failWith(() => new DOMException('The operation timed out.', 'TimeoutError')),
    );
    expect(timeout).toMatchObject({ reason: 'unreachable', detail: 'no answer in time' });
  });

  it('says unreachable on a network failure and on a 5xx', async () => {
    expect(await reasonOf(failWith(() => new TypeError('fetch failed')))).toMatchObject({
      reason: 'unreachable',
    });
    expect(await reasonOf(answer(503, '<html>down</html>'))).toMatchObject({
      reason: 'unreachable',
      detail: 'answered 503',
    });
  });

  it('says refused on a 4xx, in the provider’s words with keys hidden', async () => {
    const body = JSON.stringify({ error: { message: `Invalid API Key provided: ${stripe.secret_key}` } });
    const refused = await reasonOf(answer(401, body));
    expect(refused.reason).toBe('refused');
    expect(refused.detail).toContain('Invalid API Key provided');
  });
});
