import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signInAsAdmin } from './support/session.ts';

/** The card of one item of the app centre. */
const card = (page: Page, kind: 'template' | 'plugin', key: string) =>
  page.getByTestId(`app-item-${kind}-${key}`);

test('the admin buys a priced template with the sandbox, starts a website from it, finds the paid order with its receipt, and cancels another order', async ({
  page,
}) => {
  // Buying, paying, creating a website from the template and a receipt: more than one story's 30 s.
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.getByTestId('nav-app-centre').click();
  await expect(page).toHaveURL(/\/app\/index/);

  const saas = card(page, 'template', 'saas-launch');
  await expect(saas.getByTestId('app-item-price')).toHaveText('$49.00');
  await expect(saas.getByTestId('app-item-state')).not.toHaveText('Owned');
  await saas.getByTestId('app-item-buy').click();

  // The sandbox's pay page, then back in the app centre with the order.
  await expect(page).toHaveURL(/\/api\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/index\?order=\d+/);
  await expect(page.getByTestId('app-pay-notice')).toHaveText('Paid: SaaS Launch is yours.', {
    timeout: 15_000,
  });
  await expect(card(page, 'template', 'saas-launch').getByTestId('app-item-state')).toHaveText('Owned');

  // Used at once: a new website starts from the bought template.
  await card(page, 'template', 'saas-launch').getByTestId('app-item-use').click();
  const dialog = page.getByRole('dialog', { name: 'Create website' });
  await expect(dialog.getByRole('radio', { name: 'SaaS Launch', exact: true })).toBeChecked();
  await dialog.getByTestId('website-form-name').fill('Launch Site');
  await dialog.getByTestId('website-form-slug').fill('launch-site');
  await dialog.getByTestId('website-form-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/page\/index$/);
  await expect(
    page.getByTestId('page-group-menu').locator('tbody tr', { hasText: 'Pricing' }).first(),
  ).toBeVisible();
  await page.getByTestId('nav-app-centre').click();
  await page.getByRole('tab', { name: 'Plugins' }).click();

  // A second order, left pending: the order screen cancels it.
  await card(page, 'plugin', 'analytics').getByTestId('app-item-buy').click();
  await expect(page).toHaveURL(/\/api\/pay\/sandbox\//);
  await page.goBack();

  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: 'Order management' }).click();
  await expect(page).toHaveURL(/\/order\/index/);
  const paid = page.locator('tbody tr', { hasText: 'SaaS Launch' });
  await expect(paid.getByTestId('order-status')).toHaveText('Paid');

  const download = page.waitForEvent('download');
  await paid.getByTestId('order-receipt').click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/^receipt-.+\.pdf$/);
  const path = await receipt.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

  const pending = page.locator('tbody tr', { hasText: 'Analytics' });
  await expect(pending.getByTestId('order-status')).toHaveText('Awaiting payment');
  await pending.getByTestId('order-cancel').click();
  await page.getByTestId('order-cancel-confirm').click();
  await expect(pending.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(pending.getByTestId('order-cancel')).toHaveCount(0);
});
