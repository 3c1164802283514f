import type { PayAccount } from '@sitewright/contract';
import { errorCodes } from '@sitewright/contract/paths';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import {
  credentialInputs,
  defaultCurrency,
  initialPayAccountValues,
  missingCredentialFields,
  payAccountFailure,
  toPayAccountBody,
} from './pay-account-form.ts';

const stripe: PayAccount = {
  id: 7,
  name: 'Shop',
  provider: 'stripe',
  currency: 'EUR',
  credential_hints: { secret_key: '••••abcd', webhook_secret: '••••wxyz' },
  notify_url: 'https://api.example.com/api/pay/account-notify/7',
  website_count: 1,
  created_at: '2026-11-28T00:00:00Z',
  updated_at: '2026-11-28T00:00:00Z',
};

const paypal: PayAccount = {
  ...stripe,
  id: 8,
  provider: 'paypal',
  currency: 'USD',
  credential_hints: { client_id: 'AbCdEfGhIjKlMnOpQrStUv', client_secret: '••••9999', webhook_id: 'WH12345' },
};

describe('a new payment account', () => {
  it('starts as a Sandbox account in USD and needs no credentials', () => {
    const values = { ...initialPayAccountValues(null), name: ' Test ' };
    expect(missingCredentialFields(values, null)).toEqual([]);
    expect(toPayAccountBody(values, null)).toEqual({
      name: 'Test',
      currency: 'USD',
      provider: 'sandbox',
      credentials: {},
    });
  });

  it('needs every credential field of its provider', () => {
    const values = {
      name: 'S',
      provider: 'stripe' as const,
      currency: 'USD' as const,
      credentials: { secret_key: 'sk_test_123' },
    };
    expect(missingCredentialFields(values, null)).toEqual(['webhook_secret']);
  });

  it('switches to a currency the provider settles', () => {
    expect(defaultCurrency('alipay', 'USD')).toBe('CNY');
    expect(defaultCurrency('paypal', 'EUR')).toBe('EUR');
  });
});

describe('an edited payment account', () => {
  it('shows saved non-secret fields and leaves secrets empty, their hints as placeholders', () => {
    expect(initialPayAccountValues(paypal).credentials).toEqual({
      client_id: 'AbCdEfGhIjKlMnOpQrStUv',
      client_secret: '',
      webhook_id: 'WH12345',
    });
    const secret = credentialInputs('paypal', paypal).find((f) => f.key === 'client_secret');
    expect(secret?.storedHint).toBe('••••9999');
    expect(credentialInputs('stripe', paypal).every((f) => f.storedHint === null)).toBe(true);
  });

  it('keeps the stored credentials when only the name changes', () => {
    const values = { ...initialPayAccountValues(stripe), name: 'Renamed' };
    expect(missingCredentialFields(values, stripe)).toEqual([]);
    const body = toPayAccountBody(values, stripe);
    expect(body).toEqual({ id: 7, name: 'Renamed', currency: 'EUR', provider: 'stripe' });
    expect(body).not.toHaveProperty('credentials');
  });

  it('sends every field once part of the credentials changes, asking for the empty secrets', () => {
    const values = initialPayAccountValues(paypal);
    values.credentials.webhook_id = 'WH99999';
    expect(missingCredentialFields(values, paypal)).toEqual(['client_secret']);
    values.credentials.client_secret = 'secretsecretsecretsecret';
    expect(toPayAccountBody(values, paypal)).toMatchObject({
      id: 8,
      credentials: {
        client_id: 'AbCdEfGhIjKlMnOpQrStUv',
        client_secret: 'secretsecretsecretsecret',
        webhook_id: 'WH99999',
      },
    });
  });
});

describe('a refused save', () => {
  it('puts each field’s problem beside the field', () => {
    const error = new ApiError('The request is invalid.', errorCodes.VALIDATION, 'server', {
      fields: [
        { path: 'credentials.secret_key', message: 'a Stripe secret key (sk_live_… or sk_test_…)' },
        { path: ['name'], message: 'Too long' },
      ],
    });
    expect(payAccountFailure(error)).toEqual({
      fields: [
        { name: ['credentials', 'secret_key'], errors: ['a Stripe secret key (sk_live_… or sk_test_…)'] },
        { name: 'name', errors: ['Too long'] },
      ],
      general: null,
    });
  });

  it('puts an unsupported currency beside the currency and other refusals above the form', () => {
    const currency = new ApiError(
      'PayPal does not settle CNY.',
      errorCodes.PAY_CURRENCY_UNSUPPORTED,
      'server',
    );
    expect(payAccountFailure(currency).fields).toEqual([
      { name: 'currency', errors: ['PayPal does not settle CNY.'] },
    ]);
    const required = new ApiError('Fill in the credentials.', errorCodes.PAY_CREDENTIALS_REQUIRED, 'server');
    expect(payAccountFailure(required)).toEqual({ fields: [], general: 'Fill in the credentials.' });
    expect(payAccountFailure(new Error('x'))).toEqual({ fields: [], general: null });
  });
});
