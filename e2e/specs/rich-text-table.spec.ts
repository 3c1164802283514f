import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT } from './support/env.ts';
import { canvas, editPage } from './support/page-editor.ts';
import { signInAsAdmin } from './support/session.ts';
import { freshWebsite, openTemplateWebsite, publishWebsite } from './support/websites.ts';

const TEXT = 'Market reviews, growth plans and investment cases that a board can act on.';

async function widthOf(cell: Locator): Promise<number> {
  const box = await cell.boundingBox();
  if (!box) throw new Error('the cell is not on screen');
  return box.width;
}

/** Puts the pointer on the border to the right of `cell`, `inset` px inside the cell. */
async function pointAtRightBorder(
  page: Page,
  cell: Locator,
  inset: number,
): Promise<{ x: number; y: number }> {
  const box = await cell.boundingBox();
  if (!box) throw new Error('the cell is not on screen');
  const point = { x: box.x + box.width - inset, y: box.y + box.height / 2 };
  await page.mouse.move(point.x, point.y);
  return point;
}

test('an operator drags a table column wider in rich text, evens it out with a double-click, and the published page keeps the width', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const website = freshWebsite('Table Widths');
  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);
  await editPage(page, 'Home');

  // A 2 × 3 table at the end of the text block.
  await canvas(page).getByText(TEXT).click();
  const editor = page.getByTestId('rich-text-editor');
  const content = editor.getByTestId('rich-text-content');
  await content.getByText(TEXT).click();
  await page.keyboard.press('Control+End');
  await editor.getByRole('button', { name: 'Table', exact: true }).click();
  await page.locator('.rte-table-picker__grid [data-cell="2x3"]').click();
  // A person types once the new table stands in the text with the cursor in its first cell.
  await expect(content.locator('table').last().locator('td, th')).toHaveCount(6);
  await expect(content).toBeFocused();
  for (const [i, cell] of ['Product', 'Price', 'Stock', 'Lamp', '40', '12'].entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(cell);
  }
  const table = content.locator('table').filter({ hasText: 'Product' });
  const first = table.locator('th').first();
  await expect(first).toHaveText('Product');
  const even = await widthOf(first);

  // Away from the border the pointer is an ordinary text cursor; within 5 px it grabs the border.
  await pointAtRightBorder(page, first, 20);
  await expect(content).not.toHaveClass(/resize-cursor/);
  const grip = await pointAtRightBorder(page, first, 3);
  await expect(content).toHaveClass(/resize-cursor/);
  await expect(table.locator('.column-resize-handle')).toHaveCount(2);
  await page.mouse.down();
  await page.mouse.move(grip.x + 60, grip.y, { steps: 4 });
  await page.mouse.move(grip.x + 120, grip.y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => widthOf(first)).toBeGreaterThan(even + 110);
  await expect(table.locator('col').first()).toHaveAttribute('style', /width: \d+(\.\d+)?px/);

  // A double-click on the border evens the columns out again.
  const moved = await pointAtRightBorder(page, first, 3);
  await expect(content).toHaveClass(/resize-cursor/);
  await page.mouse.dblclick(moved.x, moved.y);
  await expect.poll(() => widthOf(first)).toBeLessThan(even + 2);
  await expect(table.locator('th[colwidth]')).toHaveCount(0);

  // Dragged wider once more, saved and published.
  const again = await pointAtRightBorder(page, first, 3);
  await expect(content).toHaveClass(/resize-cursor/);
  await page.mouse.down();
  await page.mouse.move(again.x + 100, again.y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => widthOf(first)).toBeGreaterThan(even + 90);
  const dragged = await widthOf(first);
  await expect(canvas(page).locator('.sw-rich-text table th').first()).toHaveText('Product');
  await page.getByTestId('editor-save').click();
  await expect(page.getByText('Page saved.')).toBeVisible();
  await publishWebsite(page, website.name);

  // The visitor's page draws the column as wide as the operator dragged it.
  await page.goto(`http://${website.slug}.localhost:${E2E_PORT}/`);
  const published = page.locator('.sw-rich-text table th', { hasText: 'Product' });
  await expect(published).toBeVisible();
  expect(Math.abs((await widthOf(published)) - dragged)).toBeLessThanOrEqual(2);
});
