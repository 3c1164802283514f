import { expect, type Page } from '@playwright/test';

/**
 * From the website center, opens the seeded demo website the way an operator does: Manage. It
 * lands on the page list for those who may list pages, on the website home otherwise.
 */
export async function openDemoWebsite(page: Page) {
  await page
    .getByRole('row', { name: /Demo Website/ })
    .getByRole('button', { name: 'Manage' })
    .click();
  await expect(page).toHaveURL(/\/page\/(empty|index)$/);
  await expect(page.getByTestId('side-menu')).toBeVisible();
}

/**
 * Clicks an entry of the left menu and waits until its screen is shown (the entry is highlighted):
 * a screen loads its code on first use, and a second click before that would cancel the first.
 */
export async function openFromMenu(page: Page, name: string) {
  const item = page.getByTestId('side-menu').getByRole('menuitem', { name });
  await item.click();
  await expect(item).toHaveClass(/ant-menu-item-selected/);
}
