import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signInAsAdmin } from './support/session.ts';
import { createWebsite, freshWebsite } from './support/websites.ts';

/** The categories of the tree from top to bottom, each as `level:name`. */
async function shownTree(tree: Locator): Promise<string[]> {
  return tree
    .getByTestId('category-node')
    .evaluateAll((nodes) =>
      nodes.map((n) => `${n.getAttribute('data-level')}:${n.getAttribute('data-name')}`),
    );
}

function category(tree: Locator, name: string): Locator {
  return tree.locator(`[data-testid="category-node"][data-name="${name}"]`);
}

/**
 * Drags a category by its name like a person with a mouse: press, move a little, then over the
 * target's lower half; `indent` pixels to the right tells the tree 'inside' from 'after'.
 */
async function dragCategory(page: Page, from: Locator, to: Locator, indent: number) {
  // A branch that just opened slides in: both rows must be in place before the pointer moves.
  await expect(from).toBeVisible();
  await expect(to).toBeVisible();
  const start = await from.boundingBox();
  if (!start) throw new Error('drag source not shown');
  const x = start.x + 6;
  const y = start.y + start.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 8, { steps: 4 });
  const target = await to.boundingBox();
  if (!target) throw new Error('drop target not shown');
  await page.mouse.move(x + indent, target.y + target.height * 0.75, { steps: 12 });
  await page.mouse.move(x + indent, target.y + target.height * 0.8, { steps: 2 });
  await page.mouse.up();
}

/** Fills and saves the category dialog. */
async function saveCategory(page: Page, name: string) {
  const form = page.getByTestId('category-form');
  await expect(form).toBeVisible();
  await form.getByTestId('category-name').fill(name);
  await page.getByTestId('category-submit').click();
  await expect(form).toHaveCount(0);
}

/** Fills and saves the tag dialog. */
async function saveTag(page: Page, name: string) {
  const form = page.getByTestId('tag-form');
  await expect(form).toBeVisible();
  await form.getByTestId('tag-name').fill(name);
  await page.getByTestId('tag-submit').click();
  await expect(form).toHaveCount(0);
}

/** An entry of one group of the left menu (the Articles and Products groups share entry names). */
async function openFromGroup(page: Page, group: string, entry: string) {
  const submenu = page.getByTestId('side-menu').locator('.ant-menu-submenu').filter({ hasText: group });
  const title = submenu.getByRole('menuitem', { name: group });
  const item = submenu.getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await title.click();
  await item.click();
  await expect(item).toHaveClass(/ant-menu-item-selected/);
}

test('the admin builds article categories by dragging, manages tags, and defines and reorders product attributes', async ({
  page,
}) => {
  // A long story on a shared machine: three screens, a dozen saves and a drag.
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await createWebsite(page, freshWebsite('Taxonomy Trial'), null, { backToCenter: false });

  // Categories: the empty screen says what to do first.
  await openFromGroup(page, 'Articles', 'Categories');
  await expect(page.getByRole('heading', { name: 'Article categories', level: 1 })).toBeVisible();
  await expect(page.getByTestId('category-empty')).toContainText('No categories yet — add the first one');
  await page.getByTestId('category-add-first').click();
  await saveCategory(page, 'Company news');
  const tree = page.getByTestId('category-tree');
  await expect(category(tree, 'Company news')).toBeVisible();
  await page.getByTestId('category-add').click();
  await saveCategory(page, 'Events');
  await expect.poll(() => shownTree(tree)).toEqual(['1:Company news', '1:Events']);

  // Dragging Events onto Company news makes it a subcategory, and the order is kept.
  await dragCategory(
    page,
    category(tree, 'Events').locator('.taxonomy-node-name'),
    category(tree, 'Company news').locator('.taxonomy-node-name'),
    48,
  );
  await expect.poll(() => shownTree(tree)).toEqual(['1:Company news', '2:Events']);
  await expect(page.getByText('Order saved.')).toBeVisible();
  await page.reload();
  await expect.poll(() => shownTree(tree)).toEqual(['1:Company news', '2:Events']);

  // A third level through the button; no fourth one is offered.
  await category(tree, 'Events').getByTestId('category-add-child').click();
  await saveCategory(page, 'Trade fairs');
  await expect.poll(() => shownTree(tree)).toEqual(['1:Company news', '2:Events', '3:Trade fairs']);
  await expect(category(tree, 'Trade fairs').getByTestId('category-add-child')).toBeDisabled();
  await expect(category(tree, 'Company news').getByTestId('category-count')).toHaveText('0 items');

  // A category with subcategories is not deleted; the refusal says why.
  await category(tree, 'Company news').getByTestId('category-delete').click();
  await expect(page.getByTestId('category-delete-blocked')).toContainText(
    'Move or delete its 1 subcategories first',
  );
  await page.keyboard.press('Escape');
  await expect.poll(() => shownTree(tree)).toEqual(['1:Company news', '2:Events', '3:Trade fairs']);

  // Company news brings two levels along: anywhere beside or inside Interviews (on the second
  // level) they would reach a fourth level, so the tree refuses the drop and says why.
  await page.getByTestId('category-add').click();
  await saveCategory(page, 'Press');
  await category(tree, 'Press').getByTestId('category-add-child').click();
  await saveCategory(page, 'Interviews');
  const full = ['1:Company news', '2:Events', '3:Trade fairs', '1:Press', '2:Interviews'];
  await expect.poll(() => shownTree(tree)).toEqual(full);
  await dragCategory(
    page,
    category(tree, 'Company news').locator('.taxonomy-node-name'),
    category(tree, 'Interviews').locator('.taxonomy-node-name'),
    48,
  );
  await expect(
    page.getByText('Categories can be at most three levels deep: drop it higher up.'),
  ).toBeVisible();
  expect(await shownTree(tree)).toEqual(full);

  // Tags: add three, rename one, merge two.
  await openFromGroup(page, 'Articles', 'Tags');
  await expect(page.getByRole('heading', { name: 'Article tags', level: 1 })).toBeVisible();
  await expect(page.getByTestId('tag-empty')).toContainText('No tags yet — add the first one');
  await page.getByTestId('tag-add-first').click();
  await saveTag(page, 'Pumps');
  await page.getByTestId('tag-add').click();
  await saveTag(page, 'Pump');
  await page.getByTestId('tag-add').click();
  await saveTag(page, 'Valves');
  const names = page.getByTestId('tag-table').getByTestId('tag-row-name');
  await expect(names).toHaveCount(3);

  const valves = page.getByTestId('tag-table').locator('tbody tr', { hasText: 'Valves' });
  await valves.getByRole('button', { name: 'Rename' }).click();
  await saveTag(page, 'Valve systems');
  await expect(names.filter({ hasText: 'Valve systems' })).toHaveCount(1);
  await expect(names.filter({ hasText: /^Valves$/ })).toHaveCount(0);

  await page.getByTestId('tag-search').fill('pump');
  await expect(names).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select Pumps' }).check();
  await page.getByRole('checkbox', { name: 'Select Pump', exact: true }).check();
  await expect(page.getByTestId('tag-selected-count')).toHaveText('2 selected');
  await page.getByTestId('tag-merge-open').click();
  const merge = page.getByTestId('tag-merge');
  await expect(merge).toBeVisible();
  await merge.getByRole('radio', { name: /^Pumps/ }).check();
  await page.getByTestId('tag-merge-submit').click();
  await expect(page.getByText('Tags merged into "Pumps".')).toBeVisible();
  await page.getByTestId('tag-search').fill('');
  await expect(names).toHaveText(['Pumps', 'Valve systems']);

  // Attributes: a single choice with two options, their ids made from their names.
  await openFromGroup(page, 'Products', 'Attributes');
  await expect(page.getByRole('heading', { name: 'Product attributes', level: 1 })).toBeVisible();
  await expect(page.getByTestId('attribute-empty')).toContainText('No attributes yet — add the first one');
  await page.getByTestId('attribute-add-first').click();
  const form = page.getByTestId('attribute-form');
  await form.getByTestId('attribute-name').fill('Material');
  await form.getByTestId('attribute-kind').click();
  await page.locator('.ant-select-item-option', { hasText: 'Single choice' }).click();
  await form.getByTestId('attribute-option-name-0').fill('Stainless steel');
  await form.getByTestId('attribute-option-add').click();
  await form.getByTestId('attribute-option-name-1').fill('Brass');
  await expect(form.getByTestId('attribute-option-id-0')).toHaveText('stainless-steel');
  await expect(form.getByTestId('attribute-option-id-1')).toHaveText('brass');
  await page.getByTestId('attribute-submit').click();
  await expect(form).toHaveCount(0);
  const row = page.getByTestId('attribute-table').locator('tbody tr', { hasText: 'Material' });
  await expect(row.getByTestId('attribute-row-kind')).toHaveText('Single choice');
  await expect(row.getByTestId('attribute-row-options')).toHaveText('Stainless steelBrass');
  await expect(row.getByTestId('attribute-row-filterable')).toHaveText('Yes');

  // Renaming an option keeps its id (what products store).
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByTestId('attribute-option-id-1')).toHaveText('brass');
  await form.getByTestId('attribute-option-name-1').fill('Brass alloy');
  await expect(form.getByTestId('attribute-option-id-1')).toHaveText('brass');
  await page.getByTestId('attribute-submit').click();
  await expect(form).toHaveCount(0);
  await expect(row.getByTestId('attribute-row-options')).toHaveText('Stainless steelBrass alloy');

  // A number attribute with its unit, then dragged above Material: the order is kept.
  await page.getByTestId('attribute-add').click();
  await form.getByTestId('attribute-name').fill('Weight');
  await form.getByTestId('attribute-kind').click();
  await page.locator('.ant-select-item-option', { hasText: 'Number' }).click();
  await form.getByTestId('attribute-unit').fill('kg');
  await page.getByTestId('attribute-submit').click();
  await expect(form).toHaveCount(0);
  const attributeOrder = () =>
    page
      .getByTestId('attribute-table')
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));
  await expect.poll(attributeOrder).toEqual(['Material', 'Weight']);
  const weight = page.getByTestId('attribute-table').locator('tbody tr', { hasText: 'Weight' });
  await weight.locator('.attributes-handle').dragTo(row);
  await expect.poll(attributeOrder).toEqual(['Weight', 'Material']);
  await expect(page.getByText('Order saved.')).toBeVisible();
  await page.reload();
  await expect.poll(attributeOrder).toEqual(['Weight', 'Material']);
});
