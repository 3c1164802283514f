import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import { z } from 'zod';

/**
 * The E.164 form (`+8613800138000`) of a phone number, or undefined when it is not a valid number.
 * Without a leading `+` the number is read as one of `defaultCountry` (when given). Shared by the
 * server and the admin app, so both accept and refuse the same numbers.
 */
export function toE164(input: string, defaultCountry?: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** A country or region of the phone picker (ISO 3166 code, e.g. `CN`). */
export type PhoneCountry = CountryCode;

/** Every country the phone numbers can belong to, with its calling code (`CN` → `86`). */
export function phoneCountries(): { country: PhoneCountry; callingCode: string }[] {
  return getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
}

/** A country code the picker knows, or undefined (e.g. for the region of the browser's language). */
export function asPhoneCountry(value: string | undefined): PhoneCountry | undefined {
  const upper = value?.toUpperCase();
  return upper && (getCountries() as string[]).includes(upper) ? (upper as PhoneCountry) : undefined;
}

/** A phone number with its country code, in any common spelling; parsed to E.164. */
export const e164PhoneSchema = z.string().transform((value, ctx) => {
  const phone = toE164(value);
  if (!phone) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a valid phone number with its country code, such as +86 138 0013 8000',
    });
    return z.NEVER;
  }
  return phone;
});
