import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { openDemoWebsite } from './support/navigation.ts';
import { signInAsAdmin } from './support/session.ts';

test('switching to Chinese shows the back office in Chinese and it stays after a reload', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByTestId('language-switch').getByText('中文').click();
  await expect(page.getByRole('heading', { name: '网站中心' })).toBeVisible();
  await expect(page.getByTestId('website-create')).toContainText('创建网站');
  await page.reload();
  await expect(page.getByRole('heading', { name: '网站中心' })).toBeVisible();
  await page.getByTestId('language-switch').getByText('EN').click();
  await expect(page.getByRole('heading', { name: 'Website center' })).toBeVisible();
});

test('the sidebar state survives a reload', async ({ page }) => {
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  const toggle = page.getByTestId('sidebar-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.reload();
  await expect(page.getByTestId('sidebar-toggle')).toHaveAttribute('aria-expanded', 'false');
  await page.getByTestId('sidebar-toggle').click();
  await page.reload();
  await expect(page.getByTestId('sidebar-toggle')).toHaveAttribute('aria-expanded', 'true');
});

test('the left menu stays in view on a long screen and shows every entry in full', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  const menu = page.getByTestId('side-menu');
  // No entry is cut short with an ellipsis.
  const cut = await menu
    .locator('.ant-menu-title-content')
    .evaluateAll((els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
    );
  expect(cut).toEqual([]);
  await expect(menu.getByRole('menuitem', { name: 'Page redirects' })).toBeVisible();

  // The page list is longer than the window: scrolled to its end, the menu is still in view.
  await page.evaluate(() => {
    (document.querySelector('.shell-content') as HTMLElement).style.paddingBottom = '3000px';
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const first = menu.getByRole('menuitem').first();
  const box = await first.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(60);
  expect(box?.y ?? 10_000).toBeLessThan(200);
});

test('the badges show the unread counts', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByTestId('badge-inquiry-button')).toBeVisible();
  await expect(page.getByTestId('badge-messages-button')).toBeVisible();
  await page.getByTestId('badge-messages-button').click();
  await expect(page).toHaveURL(/\/user\/message$/);
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
});
