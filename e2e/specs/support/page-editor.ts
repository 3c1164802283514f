import { expect, type FrameLocator, type Page } from '@playwright/test';

/** Opens the page named `name` of the menu group in the editor, from the page list's Edit action. */
export async function editPage(page: Page, name: string): Promise<void> {
  await page
    .getByTestId('page-group-menu')
    .locator('tbody tr', { has: page.getByText(name, { exact: true }) })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(page).toHaveURL(/\/page_edit\/\d+\/\d+$/);
  await expect(page.getByTestId('page-editor')).toBeVisible();
}

/** The editor's canvas: the page as visitors see it, in Puck's iframe. */
export function canvas(page: Page): FrameLocator {
  return page.getByTestId('editor-canvas').locator('iframe').contentFrame();
}
