import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signIn, signInAsAdmin } from './support/session.ts';

test('an administrator defines a role, adds a user with it, and disables the user, who is signed out at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);

  // User management is in the user dropdown, for administrators.
  await page.getByTestId('user-dropdown').click();
  await page.waitForTimeout(400);
  await page.getByRole('menuitem', { name: 'User management' }).click();
  await expect(page).toHaveURL(/\/user\/index$/);
  await expect(page.getByTestId('user-row-admin')).toContainText('Administrator');

  // A role of a few features, chosen in the groups of the left menu.
  await page.getByTestId('users-roles').click();
  await expect(page).toHaveURL(/\/role\/index$/);
  await page.getByTestId('role-add').click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByTestId('role-form-name').fill('Media team');
  await dialog.getByText('Website center and page editor').click();
  await dialog.getByText('Media library').click();
  await dialog.getByTestId('role-form-submit').click();
  await expect(page.getByText('Role added.')).toBeVisible();
  await expect(page.getByTestId('role-row-Media team')).toContainText('Media library');

  // A user with that role: a bad phone is refused with the reason, then fixed.
  await page.goto('/user/add');
  await page.getByTestId('user-form-user-name').fill('nora');
  await page.getByTestId('user-form-password').fill('nora-password');
  await page.getByTestId('user-form-nick-name').fill('Nora Media');
  await page.getByTestId('user-form-phone').fill('12345');
  await page.getByTestId('user-form-role').click();
  await page.waitForTimeout(400);
  await page.locator('.ant-select-item-option', { hasText: 'Media team' }).click();
  await page.getByTestId('user-form-submit').click();
  await expect(page.getByText('Enter the number with its country code').first()).toBeVisible();
  await page.getByTestId('user-form-phone').fill('+44 20 7946 0000');
  await page.getByTestId('user-form-submit').click();
  await expect(page).toHaveURL(/\/user\/index$/);
  const row = page.getByTestId('user-row-nora');
  await expect(row).toContainText('Nora Media');
  await expect(row).toContainText('Media team');
  await expect(row).toContainText('+442079460000');

  // Nora signs in elsewhere and sees the media library but no website settings.
  const other = await browser.newContext();
  const nora = await other.newPage();
  await nora.goto('/login');
  await signIn(nora, { username: 'nora', password: 'nora-password' });
  await expect(nora).toHaveURL(/\/system\/web_manage$/);
  await nora
    .getByRole('row', { name: /Demo Website/ })
    .getByRole('button', { name: 'Manage' })
    .click();
  const menu = nora.getByTestId('side-menu');
  await expect(menu.getByRole('menuitem', { name: 'Media' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Website settings' })).toHaveCount(0);

  // Disabled by the administrator, her next step sends her back to sign in.
  await page.getByTestId('user-more-nora').click();
  await page.waitForTimeout(400);
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await page.getByRole('button', { name: 'Disable' }).filter({ visible: true }).last().click();
  await expect(row.getByTestId('user-row-status')).toHaveText('Disabled');
  await nora.reload();
  await expect(nora).toHaveURL(/\/login/);
  await other.close();
});
