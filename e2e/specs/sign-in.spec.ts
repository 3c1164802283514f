import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { ADMIN } from './support/env.ts';
import { signIn, signInAsAdmin } from './support/session.ts';

test.describe('signing in', () => {
  test('an operator signs in and lands on the website center with the demo website', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signIn(page);
    await expect(page).toHaveURL(/\/system\/web_manage$/);
    await expect(page.getByRole('heading', { name: 'Website center' })).toBeVisible();
    await expect(page.getByText('Demo Website')).toBeVisible();
    await expect(page.getByText('demo.localhost')).toBeVisible();
  });

  test('a wrong password is refused with one message that does not say which part was wrong', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, { username: ADMIN.username, password: 'not-the-password' });
    await expect(page.getByTestId('login-error')).toContainText(
      'The company, username or password is incorrect.',
    );
    await expect(page).toHaveURL(/\/login/);
    // Said once: inline, with no toast repeating it.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await expect(page.getByText('The company, username or password is incorrect.')).toHaveCount(1);

    // After a switch to Chinese only the Chinese message shows; nothing English stays stacked.
    await page.getByTestId('login-language').getByRole('button', { name: '中文' }).click();
    await expect(page.getByTestId('login-error')).toContainText('公司、用户名或密码不正确');
    await expect(page.getByText('The company, username or password is incorrect.')).toHaveCount(0);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  });

  test('the redirect parameter brings the operator back to the wanted screen', async ({ page }) => {
    await page.goto('/user/change_password?user_name=admin');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fchange_password%3Fuser_name%3Dadmin$/);
    await signIn(page);
    await expect(page).toHaveURL(/\/user\/change_password\?user_name=admin$/);
    await expect(page.getByTestId('change-password-account')).toHaveValue('admin');
  });

  for (const attempt of [
    '//evil.example',
    'https://evil.example/',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    '/%5Cevil.example',
  ]) {
    test(`an open-redirect attempt (${attempt}) stays on the site`, async ({ page, baseURL }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(attempt)}`);
      await signIn(page);
      await expect(page).toHaveURL(`${baseURL}/system/web_manage`);
    });
  }

  test('a signed-in operator who opens /login goes to the website center', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/system\/web_manage$/);
  });

  test('logging out ends the session on the server', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByTestId('user-dropdown').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    // Going back to a protected screen asks for sign-in again.
    await page.goto('/system/web_manage');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fweb_manage/);
  });
});
