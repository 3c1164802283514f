import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_BASE_URL, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { signInAsAdmin } from './support/session.ts';

/** The number on the bell ('' when it shows none). */
function bell(page: Page): Locator {
  return page.getByTestId('badge-messages');
}

/** Marks every earlier message read, so the bell counts only what this story writes. */
async function readEverything(page: Page) {
  const response = await page.request.post('/api/website/message-set-is-read', {
    data: { all: true },
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: E2E_BASE_URL },
  });
  expect(((await response.json()) as { code: number }).code).toBe(0);
}

test('publishing rings the bell; reading the message lowers the count, and it can be deleted', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await readEverything(page);
  await page.reload();
  await expect(bell(page).locator('.ant-badge-count')).toHaveCount(0);

  // Publish the demo website from the website center.
  const row = page.getByRole('row', { name: /Demo Website/ });
  await row.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Published!')).toBeVisible({ timeout: PUBLISH_TIMEOUT_MS });
  await expect(bell(page)).toContainText('1');

  // The bell opens the message centre, without the left menu.
  await page.getByTestId('badge-messages-button').click();
  await expect(page).toHaveURL(/\/user\/message$/);
  const message = page.getByTestId(/^message-row-/).filter({ hasText: 'Website "Demo Website" published' });
  await expect(message).toHaveCount(1);
  await expect(message.getByTestId('message-unread')).toBeVisible();
  await expect(page.getByTestId('messages-unread-count')).toHaveText('1 unread');

  // Unread only, then mark it read: the bell's count falls at once.
  await page.getByTestId('messages-filter').getByText('Unread').click();
  await expect(message).toHaveCount(1);
  await message.getByTestId('message-mark-read').click();
  await expect(page.getByTestId('messages-empty')).toContainText('No unread messages.');
  await expect(bell(page).locator('.ant-badge-count')).toHaveCount(0);
  await expect(page.getByTestId('messages-unread-count')).toHaveText('0 unread');

  // Among the read ones it is no longer marked unread; deleting asks first.
  await page.getByTestId('messages-filter').getByText('Read', { exact: true }).click();
  await expect(message.getByTestId('message-unread')).toHaveCount(0);
  await message.getByTestId('message-delete').click();
  await expect(page.getByText('Delete the message "Website "Demo Website" published"?')).toBeVisible();
  await page.getByTestId('message-delete-confirm').click();
  await expect(page.getByText('Deleted.')).toBeVisible();
  await expect(message).toHaveCount(0);
});

test('clicking a message opens where it can be acted on and marks it read', async ({ page }) => {
  await signInAsAdmin(page);
  await readEverything(page);
  const list = await page.request.get('/api/website/website-list', { params: { page: 1, page_size: 100 } });
  const demo = (
    (await list.json()) as { data: { list: { website_id: number; name: string }[] } }
  ).data.list.find((w) => w.name === 'Demo Website');
  const published = await page.request.post('/api/website/publish-website', {
    data: { id: demo?.website_id, website_page_id: 0 },
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: E2E_BASE_URL },
  });
  expect(((await published.json()) as { code: number }).code).toBe(0);

  // From the user dropdown this time.
  await page.getByTestId('user-dropdown').click();
  await page.waitForTimeout(400);
  await page.getByRole('menuitem', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/user\/message$/);
  await expect(bell(page)).toContainText('1');
  const message = page.getByTestId(/^message-row-/).filter({ has: page.getByTestId('message-unread') });
  await expect(message).toHaveCount(1);
  await message.getByTestId('message-title').click();

  // The demo website is selected and its page list opens; the bell has nothing unread.
  await expect(page).toHaveURL(/\/page\/index$/);
  await expect(page.getByTestId('website-switcher')).toContainText('Demo Website');
  await expect(bell(page).locator('.ant-badge-count')).toHaveCount(0);
});
