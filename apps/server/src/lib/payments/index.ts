import type { PayProvider } from '@sitewright/contract';
import type { PaymentEndpoints } from '../../config.ts';
import { type PaymentDriver, PaymentProviderError } from './types.ts';

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
  _credentials: Record<string, string>,
  _endpoints: PaymentEndpoints,
  _options: DriverOptions = {},
): PaymentDriver {
  throw new PaymentProviderError('refused', `${provider} is not available in this build`);
}
