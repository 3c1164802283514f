import {
  AlipayCredentials,
  type PayProvider,
  PaypalCredentials,
  StripeCredentials,
  WechatCredentials,
} from '@sitewright/contract';
import type { z } from 'zod';
import type { PaymentEndpoints } from '../../config.ts';
import { createAlipayDriver } from './alipay.ts';
import { createPaypalDriver } from './paypal.ts';
import { createStripeDriver } from './stripe.ts';
import { type PaymentDriver, PaymentProviderError } from './types.ts';
import { createWechatDriver } from './wechat.ts';

export * from './types.ts';

/** The providers with a driver here; the sandbox lives with the payment module (it keeps rows). */
export type RealPayProvider = Exclude<PayProvider, 'sandbox'>;

export interface DriverOptions {
  fetch?: typeof fetch;
  now?: () => Date;
}

/** A driver for one account of a real provider, from its (decrypted) credentials. */
export function createPaymentDriver(
  provider: RealPayProvider,
  credentials: Record<string, string>,
  endpoints: PaymentEndpoints,
  options: DriverOptions = {},
): PaymentDriver {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  switch (provider) {
    case 'stripe':
      return createStripeDriver(read(StripeCredentials, credentials, provider), {
        baseUrl: endpoints.stripeUrl,
        fetch: fetchImpl,
        now,
      });
    case 'alipay':
      return createAlipayDriver(read(AlipayCredentials, credentials, provider), {
        gatewayUrl: endpoints.alipayGatewayUrl,
        fetch: fetchImpl,
        now,
      });
    case 'wechat':
      return createWechatDriver(read(WechatCredentials, credentials, provider), {
        baseUrl: endpoints.wechatPayUrl,
        fetch: fetchImpl,
        now,
      });
    case 'paypal':
      return createPaypalDriver(read(PaypalCredentials, credentials, provider), {
        baseUrl: endpoints.paypalUrl,
        fetch: fetchImpl,
        now,
      });
    default:
      throw new PaymentProviderError('refused', `${String(provider)} has no driver`);
  }
}

/** Credentials of the provider's shape; which field is wrong is said, never its value. */
function read<T extends z.ZodType>(
  schema: T,
  credentials: Record<string, string>,
  provider: string,
): z.infer<T> {
  const parsed = schema.safeParse(credentials);
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))].join(', ');
  throw new PaymentProviderError('refused', `${provider} credentials incomplete or malformed: ${fields}`);
}
