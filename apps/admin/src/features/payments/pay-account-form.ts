import {
  type AddPaySetBody,
  type CurrencyCode,
  type PayAccount,
  type PayProvider,
  PROVIDER_CURRENCIES,
  PROVIDER_FIELDS,
} from '@sitewright/contract';
import { errorCodes } from '@sitewright/contract/paths';
import { fieldErrors, isApiError } from '../../shared/api/api-error.ts';

/** The refusals the account drawer shows in place (beside a field or above the form), not as a toast. */
export const PAY_FORM_ERROR_CODES: readonly number[] = [
  errorCodes.VALIDATION,
  errorCodes.PAY_CURRENCY_UNSUPPORTED,
  errorCodes.PAY_CREDENTIALS_REQUIRED,
];

export interface PayAccountFormValues {
  name: string;
  provider: PayProvider;
  currency: CurrencyCode;
  /** Every credential field of the provider, as typed; a secret left empty on edit keeps the stored one. */
  credentials: Record<string, string>;
}

/** A form field by its antd name path. */
export type PayFieldName = 'name' | 'provider' | 'currency' | ['credentials', string];

export interface PayFieldError {
  name: PayFieldName;
  errors: string[];
}

/** The currency a new account starts with: the first the provider settles. */
export function defaultCurrency(provider: PayProvider, preferred: CurrencyCode = 'USD'): CurrencyCode {
  const allowed = PROVIDER_CURRENCIES[provider];
  return allowed.includes(preferred) ? preferred : (allowed[0] ?? preferred);
}

/**
 * The form's first values: a new account is a Sandbox account in USD; an edit shows the saved
 * non-secret fields and leaves the secret ones empty (their hints are the placeholders).
 */
export function initialPayAccountValues(account: PayAccount | null): PayAccountFormValues {
  if (!account) return { name: '', provider: 'sandbox', currency: 'USD', credentials: {} };
  const credentials: Record<string, string> = {};
  for (const field of PROVIDER_FIELDS[account.provider]) {
    credentials[field.key] = field.secret ? '' : (account.credential_hints[field.key] ?? '');
  }
  return { name: account.name, provider: account.provider, currency: account.currency, credentials };
}

function typed(values: PayAccountFormValues, key: string): string {
  return (values.credentials?.[key] ?? '').trim();
}

/**
 * Whether the credentials must be sent. The server keeps the stored credentials only as a whole, so
 * an edit that keeps the provider and changes nothing sends none; any change sends every field.
 */
export function credentialsChanged(values: PayAccountFormValues, account: PayAccount | null): boolean {
  if (!account || account.provider !== values.provider) return true;
  return PROVIDER_FIELDS[values.provider].some((field) =>
    field.secret
      ? typed(values, field.key) !== ''
      : typed(values, field.key) !== (account.credential_hints[field.key] ?? ''),
  );
}

/**
 * The credential fields still empty though they must be sent: all of them for a new account (or a
 * new provider), and the secret ones when an edit changes part of the credentials.
 */
export function missingCredentialFields(values: PayAccountFormValues, account: PayAccount | null): string[] {
  if (!credentialsChanged(values, account)) return [];
  return PROVIDER_FIELDS[values.provider]
    .filter((field) => typed(values, field.key) === '')
    .map((field) => field.key);
}

/** What add-pay-set receives for the form's values. */
export function toPayAccountBody(values: PayAccountFormValues, account: PayAccount | null): AddPaySetBody {
  const base = {
    ...(account ? { id: account.id } : {}),
    name: values.name.trim(),
    currency: values.currency,
  };
  if (!credentialsChanged(values, account)) return { ...base, provider: values.provider } as AddPaySetBody;
  const credentials: Record<string, string> = {};
  for (const field of PROVIDER_FIELDS[values.provider]) credentials[field.key] = typed(values, field.key);
  return { ...base, provider: values.provider, credentials } as AddPaySetBody;
}

function fieldName(path: string): PayFieldName | null {
  if (path === 'name' || path === 'provider' || path === 'currency') return path;
  const match = /^credentials\.(\w+)$/.exec(path);
  return match?.[1] ? ['credentials', match[1]] : null;
}

/**
 * Where a refused save is shown: each field's problem beside it, anything else above the form.
 * Refusals the drawer does not place were toasted by the client (general stays null).
 */
export function payAccountFailure(error: unknown): { fields: PayFieldError[]; general: string | null } {
  if (!isApiError(error) || !PAY_FORM_ERROR_CODES.includes(error.code)) return { fields: [], general: null };
  if (error.code === errorCodes.PAY_CURRENCY_UNSUPPORTED) {
    return { fields: [{ name: 'currency', errors: [error.message] }], general: null };
  }
  if (error.code === errorCodes.VALIDATION) {
    const fields: PayFieldError[] = [];
    for (const [path, message] of Object.entries(fieldErrors(error))) {
      const name = fieldName(path);
      if (name) fields.push({ name, errors: [message] });
    }
    if (fields.length > 0) return { fields, general: null };
  }
  return { fields: [], general: error.message };
}

/** The provider's credential fields as the form shows them (hints of the stored secrets as placeholders). */
export function credentialInputs(provider: PayProvider, account: PayAccount | null) {
  const sameProvider = account?.provider === provider;
  return PROVIDER_FIELDS[provider].map((field) => ({
    ...field,
    storedHint: sameProvider && field.secret ? (account.credential_hints[field.key] ?? null) : null,
  }));
}
