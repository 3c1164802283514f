import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { openDemoWebsite, openFromMenu } from './support/navigation.ts';
import { signInAsAdmin } from './support/session.ts';

const tab = (page: Page, name: string) => page.getByTestId(`tab-${name}`);

async function tabAction(
  page: Page,
  name: string,
  action: 'Refresh' | 'Pin' | 'Unpin' | 'Close others' | 'Close all',
) {
  await tab(page, name).click({ button: 'right' });
  // The menu zooms open over the top bar; a click before it settles lands on the bar and closes it.
  await page.waitForTimeout(400);
  // Exact: the left menu's Products entry (with its shopping icon) also holds the letters of Pin.
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('tabs close one by one, all but one, or all but the pinned website center', async ({ page }) => {
  await signInAsAdmin(page);
  const tabs = page.getByTestId('tabs-bar').getByRole('link');

  // The website center is pinned: it is there from the start and cannot be closed.
  await expect(tab(page, 'WebManage')).toBeVisible();
  await expect(page.getByTestId('tab-close-WebManage')).toHaveCount(0);

  await openDemoWebsite(page);
  await openFromMenu(page, 'Website settings');
  await expect(page).toHaveURL(/\/page\/web_set$/);
  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/user\/change_password\?user_name=admin$/);
  await expect(tabs).toHaveCount(4);

  // Closing the open tab moves to its neighbour.
  await page.getByTestId('tab-close-ChangePassword').click();
  await expect(tab(page, 'ChangePassword')).toHaveCount(0);
  await expect(page).toHaveURL(/\/page\/web_set$/);
  await expect(page.getByRole('heading', { name: 'Website settings', level: 1 })).toBeVisible();
  await expect(tabs).toHaveCount(3);

  // Close others keeps the pinned tab and the chosen one, and shows the chosen one.
  await tabAction(page, 'PageIndex', 'Close others');
  await expect(page).toHaveURL(/\/page\/index$/);
  await expect(tab(page, 'WebSet')).toHaveCount(0);
  await expect(tab(page, 'WebManage')).toBeVisible();
  await expect(tab(page, 'PageIndex')).toBeVisible();
  await expect(tabs).toHaveCount(2);

  // Close all leaves only the pinned tab and lands on it.
  await openFromMenu(page, 'Website settings');
  await expect(tab(page, 'WebSet')).toBeVisible();
  await tabAction(page, 'WebSet', 'Close all');
  await expect(page).toHaveURL(/\/system\/web_manage$/);
  await expect(page.getByRole('heading', { name: 'Website center' })).toBeVisible();
  await expect(tabs).toHaveCount(1);
  await expect(tab(page, 'WebManage')).toBeVisible();
});

test('a pinned tab moves to the left and stays through close others and close all until unpinned', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const tabs = page.getByTestId('tabs-bar').getByRole('link');
  await openDemoWebsite(page);
  await openFromMenu(page, 'Media');
  await openFromMenu(page, 'Website settings');
  await expect(tabs).toHaveText(['Website center', 'Pages', 'Media', 'Website settings']);

  // The website center is always pinned: its menu has no Pin or Unpin.
  await tab(page, 'WebManage').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /^(Pin|Unpin)$/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Pinning Website settings moves it next to the website center and takes its close button away.
  await tabAction(page, 'WebSet', 'Pin');
  await expect(tabs).toHaveText(['Website center', 'Website settings', 'Pages', 'Media']);
  await expect(page.getByTestId('tab-close-WebSet')).toHaveCount(0);

  // Close others and close all keep it.
  await tabAction(page, 'MediaList', 'Close others');
  await expect(tabs).toHaveText(['Website center', 'Website settings', 'Media']);
  await tabAction(page, 'MediaList', 'Close all');
  await expect(tabs).toHaveText(['Website center', 'Website settings']);
  await expect(page).toHaveURL(/\/page\/web_set$/);

  // Unpinned, it closes like any other tab.
  await tabAction(page, 'WebSet', 'Unpin');
  await expect(page.getByTestId('tab-close-WebSet')).toBeVisible();
  await tabAction(page, 'WebSet', 'Close all');
  await expect(tabs).toHaveText(['Website center']);
});

test('refreshing a tab opens its screen anew through /redirect, with the same query and no extra history', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/user\/change_password\?user_name=admin$/);
  await page.getByTestId('change-password-old').fill('typed but not sent');

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await tabAction(page, 'ChangePassword', 'Refresh');

  // The screen mounted anew: what was typed is gone, the address and its query are the same.
  await expect(page.getByTestId('change-password-old')).toHaveValue('');
  await expect(page).toHaveURL(/\/user\/change_password\?user_name=admin$/);
  await expect(page.getByTestId('change-password-account')).toHaveValue('admin');
  expect(visited).toContain('/redirect/user/change_password');
  await expect(page.getByTestId('tabs-bar').getByRole('link')).toHaveCount(3);

  // The refresh took no place in the history: back leads to the screen before.
  await page.goBack();
  await expect(page).toHaveURL(/\/page\/index$/);
});
