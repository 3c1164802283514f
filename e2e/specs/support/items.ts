import { expect, type Page } from '@playwright/test';

/**
 * Saves a new item on its edit screen and waits until the screen stands at the stored item's
 * address (`…/edit?id=N`) with nothing saving: the screen moves there after "Created.", and a
 * click on Publish during that move can be lost.
 */
export async function saveNewItem(page: Page): Promise<void> {
  await page.getByTestId('item-save').click();
  await expect(page.getByText('Created.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/edit\?id=\d+/);
  await expect(page.getByTestId('item-save-state')).not.toHaveText(/Saving/);
}
