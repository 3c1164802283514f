import { expect, type Page } from '@playwright/test';
import { ADMIN, E2E_BASE_URL } from './env.ts';

/** Fills the sign-in form like a person and presses the button. */
export async function signIn(
  page: Page,
  who: { company?: string; username: string; password: string } = ADMIN,
) {
  const company = page.getByTestId('login-company');
  await company.fill(who.company ?? ADMIN.company);
  await page.getByTestId('login-username').fill(who.username);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
}

/**
 * Starts a story signed in as the demo admin, on the website center. The sign-in form has stories
 * of its own (sign-in.spec.ts); every other story signs in the way the form does underneath (the
 * same call, the same cookies in this browser), which spares the browser a page it does not test.
 */
export async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/user/login', {
    data: { companyId: ADMIN.company, username: ADMIN.username, password: ADMIN.password },
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: E2E_BASE_URL },
  });
  expect(((await response.json()) as { code: number }).code, 'the admin signs in').toBe(0);
  await page.goto('/system/web_manage');
  await expect(page.getByRole('heading', { name: 'Website center' })).toBeVisible();
}
