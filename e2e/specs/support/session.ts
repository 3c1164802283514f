import { expect, type Page } from '@playwright/test';
import { ADMIN } from './env.ts';

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

/** Opens /login, signs in as the demo admin and waits for the website center. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/system\/web_manage$/);
  await expect(page.getByRole('heading', { name: 'Website center' })).toBeVisible();
}
