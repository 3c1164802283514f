import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { saveNewItem } from './support/items.ts';
import { E2E_PORT, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { signInAsAdmin } from './support/session.ts';
import { createWebsite, freshWebsite, publishWebsite } from './support/websites.ts';

async function openArticleList(page: Page) {
  const submenu = page.getByTestId('side-menu').locator('.ant-menu-submenu').filter({ hasText: 'Articles' });
  const item = submenu.getByRole('menuitem', { name: 'Article list', exact: true });
  if (!(await item.isVisible())) await submenu.getByRole('menuitem', { name: 'Articles' }).click();
  await item.click();
  await expect(item).toHaveClass(/ant-menu-item-selected/);
}

async function publishItem(page: Page) {
  await saveNewItem(page);
  await page.getByTestId('item-publish').click();
  await expect(page.getByTestId('item-edit').getByTestId('item-status')).toHaveAttribute(
    'data-status',
    'published',
    { timeout: PUBLISH_TIMEOUT_MS },
  );
}

test('a Chinese title gets a pinyin address, and the site search shows addresses as people read them', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const website = freshWebsite('Duck House');
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await signInAsAdmin(page);
  await createWebsite(page, website, 'Corporate', { backToCenter: false });
  await publishWebsite(page, website.name);

  // The address follows the title in pinyin, as the help under it says.
  await openArticleList(page);
  await page.getByTestId('item-add').click();
  await page.getByTestId('item-title-input').fill('北京烤鸭');
  await expect(page.getByTestId('item-slug')).toHaveValue('bei-jing-kao-ya');
  await expect(page.getByText('Chinese spelled in pinyin')).toBeVisible();
  await page.getByTestId('item-body').getByTestId('rich-text-content').click();
  await page.keyboard.type('果木烤鸭，皮脆肉嫩。');
  await publishItem(page);

  // An address typed in Chinese is allowed too.
  await openArticleList(page);
  await page.getByTestId('item-add').click();
  await page.getByTestId('item-title-input').fill('京味小吃');
  await page.getByTestId('item-slug').fill('京味小吃');
  await page.getByTestId('item-body').getByTestId('rich-text-content').click();
  await page.keyboard.type('豆汁和果木烤鸭以外的小吃。');
  await publishItem(page);

  await page.goto(`${site}/news/bei-jing-kao-ya`);
  await expect(page.getByRole('heading', { name: '北京烤鸭', level: 1 })).toBeVisible();

  // The search lists both by the addresses visitors would type, not percent-escapes.
  await page.goto(`${site}/search?q=${encodeURIComponent('果木')}`);
  const results = page.locator('.sw-search-results');
  await expect(
    results.locator('.sw-search-results__url', { hasText: '/news/bei-jing-kao-ya' }),
  ).toBeVisible();
  await expect(results.locator('.sw-search-results__url', { hasText: '/news/京味小吃' })).toBeVisible();
  await expect(results).not.toContainText('%E4');
  await page.screenshot({ path: '/tmp/shots/search-addresses.png' });
});
