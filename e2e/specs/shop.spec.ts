import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { saveNewItem } from './support/items.ts';
import { E2E_BASE_URL, E2E_PORT, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { openDemoWebsite, openFromMenu } from './support/navigation.ts';
import { signInAsAdmin } from './support/session.ts';
import { publishWebsite } from './support/websites.ts';

const DEMO_SITE = `http://demo.localhost:${E2E_PORT}`;

/** Marks every earlier message read, so the bell counts only what this story writes. */
async function readEverything(page: Page) {
  const response = await page.request.post('/api/website/message-set-is-read', {
    data: { all: true },
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: E2E_BASE_URL },
  });
  expect(((await response.json()) as { code: number }).code).toBe(0);
}

/** Opens one of the Products group's entries in the left menu. */
async function openProductList(page: Page) {
  const menu = page.getByTestId('side-menu');
  const list = menu.getByRole('menuitem', { name: 'Product list' });
  if (!(await list.isVisible())) await menu.getByRole('menuitem', { name: 'Products' }).click();
  await list.click();
  await expect(page).toHaveURL(/\/product\/index$/);
}

test('a visitor buys a product with the sandbox: the site says paid, the order lists the buyer and the bell rings', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const run = `${test.info().repeatEachIndex}x${test.info().retry}`;
  const accountName = `Test payments ${run}`;
  const productName = `Brass Desk Lamp ${run}`;
  await signInAsAdmin(page);

  // The company's payment accounts, from the user dropdown, full width.
  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: 'Payment accounts' }).click();
  await expect(page).toHaveURL(/\/pay\/pay-set$/);
  await expect(page.getByRole('heading', { name: 'Payment accounts', level: 1 })).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);

  // A Sandbox account in USD: no credentials, and the drawer says no money moves.
  await page.getByTestId('pay-account-add').click();
  const drawer = page.getByTestId('pay-account-drawer');
  await expect(drawer.getByText('no money moves')).toBeVisible();
  await drawer.getByTestId('pay-account-name').fill(accountName);
  await expect(drawer.getByTestId('pay-account-currency')).toContainText('USD');
  await page.getByTestId('pay-account-submit').click();
  await expect(page.getByText('Account added.')).toBeVisible();
  const row = page.getByTestId(/^pay-account-row-/).filter({ hasText: accountName });
  await expect(row.getByTestId('pay-account-provider')).toHaveText('Sandbox (test payments)');
  await expect(row.getByTestId('pay-account-currency')).toHaveText('USD');
  await expect(row.getByTestId('pay-account-notify-url')).toContainText('/api/pay/account-notify/');
  await expect(row.getByTestId('pay-account-websites')).toHaveText('Not used');

  // The test button answers in words.
  await row.getByRole('button', { name: 'Test' }).click();
  await expect(page.getByTestId('pay-account-test-answer')).toContainText(`Test of ${accountName}`);

  // The demo website sells, its USD prices paid to the new account.
  await page.goto('/system/web_manage');
  await openDemoWebsite(page);
  await openFromMenu(page, 'Payment settings');
  await expect(page).toHaveURL(/\/pay\/website-pay-set$/);
  const enabled = page.getByTestId('website-pay-enabled');
  if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
  await expect(enabled).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('website-pay-route-USD').click();
  await page.locator('.ant-select-item-option', { hasText: accountName }).click();
  await page.getByTestId('website-pay-save').click();
  await expect(page.getByText('Payment settings saved.')).toBeVisible();

  // A product at 12.50 USD, published with the website.
  await openProductList(page);
  await page
    .getByRole('button', { name: /New product|Write your first product/ })
    .first()
    .click();
  await page.getByTestId('item-title-input').fill(productName);
  await page.getByTestId('item-field-price').fill('12.50');
  const slug = await page.getByTestId('item-slug').inputValue();
  expect(slug).not.toBe('');
  await saveNewItem(page);
  await page.getByTestId('item-publish').click();
  await expect(page.getByTestId('item-edit').getByTestId('item-status')).toHaveAttribute(
    'data-status',
    'published',
    { timeout: PUBLISH_TIMEOUT_MS },
  );
  await publishWebsite(page, 'Demo Website');
  // The publish has its own message: the bell is to count only the order's.
  await readEverything(page);

  // A visitor buys it on the site: the form, the sandbox's pay page, the thank-you page.
  const visitor = await context.newPage();
  // A blocked form post (the page's Content-Security-Policy) shows only in the console: name it.
  const refusals: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') refusals.push(message.text());
  });
  await visitor.goto(`${DEMO_SITE}/products/${slug}`);
  await expect(visitor.getByRole('heading', { name: productName, level: 1 })).toBeVisible();
  await visitor.getByLabel('Name', { exact: false }).first().fill('Bea Buyer');
  await visitor.getByLabel('E-mail', { exact: false }).first().fill('bea@example.com');
  await visitor.getByRole('button', { name: 'Buy' }).click();
  await expect(visitor, refusals.join('\n')).toHaveURL(/\/api\/pay\/sandbox\//);
  await expect(visitor.getByText('$12.50')).toBeVisible();
  await visitor.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(visitor).toHaveURL(/\/__sw\/checkout\/return/);
  const thanks = visitor.getByText(/order W\d{8}-\d+ is paid/i);
  await expect(thanks).toBeVisible();
  const number = /W\d{8}-\d+/.exec((await thanks.textContent()) ?? '')?.[0] as string;
  // The return page is the website's own: its header and footer around the order's summary.
  await expect(visitor.locator('header').first()).toBeVisible();
  await expect(visitor.locator('footer').last()).toBeVisible();
  const summary = visitor.getByTestId('order-summary');
  await expect(summary.locator('div', { hasText: 'Item' }).locator('dd')).toHaveText(productName);
  await expect(summary.locator('div', { hasText: 'Quantity' }).locator('dd')).toHaveText('1');
  await expect(summary.locator('div', { hasText: 'Amount' }).locator('dd')).toHaveText('$12.50');
  await expect(summary.locator('div', { hasText: 'Status' }).locator('dd')).toHaveText('Paid');
  await expect(visitor.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(visitor.getByText('A confirmation is on its way to bea@example.com.')).toBeVisible();
  await visitor.screenshot({ path: '/tmp/shots/checkout-return-1366.png', fullPage: true });
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.screenshot({ path: '/tmp/shots/checkout-return-390.png', fullPage: true });
  await visitor.close();

  // The website's orders show it paid, with the buyer; the details name the buyer's e-mail.
  await page.goto('/system/web_manage');
  await openDemoWebsite(page);
  await openFromMenu(page, 'Payment settings');
  const order = page.getByTestId(`order-row-${number}`);
  await expect(order).toBeVisible();
  await expect(order.getByTestId('order-product')).toHaveText(`${productName} × 1`);
  await expect(order.getByTestId('order-amount')).toHaveText('12.50 USD');
  await expect(order.getByTestId('order-status')).toHaveText('Paid');
  await expect(order.getByTestId('order-buyer')).toContainText('Bea Buyer');
  await order.getByTestId('order-number').click();
  await expect(page.getByTestId('order-details')).toContainText('bea@example.com');
  await page.keyboard.press('Escape');

  // The bell counts the new order's message, which names the order.
  await expect(page.getByTestId('badge-messages')).toContainText('1');
  await page.getByTestId('badge-messages-button').click();
  await expect(page).toHaveURL(/\/user\/message$/);
  await expect(page.getByTestId(/^message-row-/).filter({ hasText: number })).toHaveCount(1);
});
