import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { EDITOR } from './support/env.ts';
import { openDemoWebsite, openFromMenu } from './support/navigation.ts';
import { signIn, signInAsAdmin } from './support/session.ts';

test('an editor without page.web_set sees no Website settings and is turned away at its address', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, EDITOR);
  await expect(page).toHaveURL(/\/system\/web_manage$/);
  await openDemoWebsite(page);

  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('menuitem', { name: 'Pages' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Website settings' })).toHaveCount(0);

  // Typing the address does not get around the menu: no permission, and no way back to it.
  await page.goto('/page/web_set');
  await expect(page).toHaveURL(/\/401\?noGoBack=true$/);
  await expect(page.getByText('Your account is not allowed to open this page.')).toBeVisible();
  await expect(page.getByTestId('unauthorized-home')).toBeVisible();
  await expect(page.getByTestId('unauthorized-back')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);
  await expect(page.getByTestId('web-set')).toHaveCount(0);
});

test('the admin finds Website settings in the left menu and opens the screen', async ({ page }) => {
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  await openFromMenu(page, 'Website settings');
  await expect(page).toHaveURL(/\/page\/web_set$/);
  await expect(page.getByRole('heading', { name: 'Website settings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('website-form-name')).toHaveValue('Demo Website');

  // The address works directly as well.
  await page.goto('/page/web_set');
  await expect(page.getByTestId('website-form-name')).toHaveValue('Demo Website');
});
