import { COOKIES } from '@sitewright/contract';
import { readCookie } from '../lib/cookies.ts';

/** The readable company cookie: its presence means a session may exist. */
export function hasSessionCookie(): boolean {
  return Boolean(readCookie(COOKIES.company));
}

/** The company code of the last sign-in, used to prefill the login form. */
export function rememberedCompany(): string | undefined {
  return readCookie(COOKIES.company) || undefined;
}
