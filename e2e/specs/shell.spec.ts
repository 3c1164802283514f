import { expect, test } from '@playwright/test';
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

test('the badges show the unread counts', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByTestId('badge-inquiry-button')).toBeVisible();
  await expect(page.getByTestId('badge-messages-button')).toBeVisible();
  await page.getByTestId('badge-messages-button').click();
  await expect(page.getByText('Nothing new.')).toBeVisible();
});
