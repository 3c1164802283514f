import { expect, type Locator, type Page, test } from '@playwright/test';
import { openFromMenu } from './support/navigation.ts';
import { signInAsAdmin } from './support/session.ts';

const WEBSITE = 'Menu Trial';

/** A new website filled from the corporate template, opened on its page list. */
async function openTemplateWebsite(page: Page) {
  await page.getByTestId('website-create').click();
  const dialog = page.getByRole('dialog', { name: 'Create website' });
  await dialog.getByTestId('website-form-name').fill(WEBSITE);
  await dialog.getByTestId('website-form-slug').fill('menu-trial');
  await dialog.getByTestId('website-form-submit').click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('row', { name: new RegExp(WEBSITE) })
    .getByRole('button', { name: 'Manage' })
    .click();
  await expect(page).toHaveURL(/\/page\/index$/);
  await page.getByTestId('page-choose-template').click();
  await page.getByTestId('template-use-corporate').click();
  await page.getByTestId('template-confirm').click();
  await expect(page).toHaveURL(/\/page\/index$/);
  await expect(page.getByTestId('page-group-menu').locator('tbody tr', { hasText: 'Contact' })).toBeVisible();
}

/** The items of the menu tree from top to bottom, each as `level:label`. */
async function shownTree(tree: Locator): Promise<string[]> {
  return tree
    .getByTestId('menu-node')
    .evaluateAll((nodes) =>
      nodes.map((n) => `${n.getAttribute('data-level')}:${n.getAttribute('data-label')}`),
    );
}

function itemLabel(tree: Locator, label: string): Locator {
  return tree.locator(`[data-testid="menu-node"][data-label="${label}"] .menu-node-label`);
}

/**
 * Drags an item by its name like a person with a mouse: press, move a little, then move over the
 * target's lower half. `indent` moves that many pixels to the right of where the drag started,
 * which is how the tree tells 'after' (no shift) from 'inside' (shifted right).
 */
async function dragItem(page: Page, from: Locator, to: Locator, indent: number) {
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

test('the admin reorders and nests the menu, saves it, and cannot go past three levels', async ({ page }) => {
  await signInAsAdmin(page);
  await openTemplateWebsite(page);

  // The page list's hint about pages outside the menu leads to menu management.
  await page.getByTestId('page-group-unassociated-link').click();
  await expect(page).toHaveURL(/\/page\/menu$/);
  await page.goto('/page/index');

  await openFromMenu(page, 'Menu');
  await expect(page).toHaveURL(/\/page\/menu$/);
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  const tree = page.getByTestId('menu-tree');
  const template = [
    '1:Home',
    '1:About',
    '2:Our team',
    '2:Careers',
    '1:Services',
    '2:Advisory',
    '3:Case studies',
    '2:Technology',
    '1:News',
    '1:FAQ',
    '1:Contact',
  ];
  await expect.poll(() => shownTree(tree)).toEqual(template);
  await expect(
    tree.locator('[data-testid="menu-node"][data-label="Contact"] [data-testid="menu-node-page"]'),
  ).toHaveText('Contact');
  await expect(page.getByTestId('menu-unsaved')).toHaveCount(0);

  // Contact moves up, right after Home; FAQ goes under News.
  await dragItem(page, itemLabel(tree, 'Contact'), itemLabel(tree, 'Home'), 0);
  await expect.poll(() => shownTree(tree)).toEqual(['1:Home', '1:Contact', ...template.slice(1, 10)]);
  await dragItem(page, itemLabel(tree, 'FAQ'), itemLabel(tree, 'News'), 48);
  const moved = [
    '1:Home',
    '1:Contact',
    '1:About',
    '2:Our team',
    '2:Careers',
    '1:Services',
    '2:Advisory',
    '3:Case studies',
    '2:Technology',
    '1:News',
    '2:FAQ',
  ];
  await expect.poll(() => shownTree(tree)).toEqual(moved);
  await expect(page.getByTestId('menu-unsaved')).toBeVisible();

  await page.getByTestId('menu-save').click();
  await expect(page.getByText('Menu saved.')).toBeVisible();
  await expect(page.getByTestId('menu-unsaved')).toHaveCount(0);

  // The saved order is what the server gives back next time.
  await page.reload();
  await expect.poll(() => shownTree(tree)).toEqual(moved);

  // About brings its own sub-items: under Case studies they would sit on a fourth level.
  await dragItem(page, itemLabel(tree, 'About'), itemLabel(tree, 'Case studies'), 48);
  await expect(
    page.getByText('Menus can be at most three levels deep, so the item was not moved there.'),
  ).toBeVisible();
  expect(await shownTree(tree)).toEqual(moved);
  await expect(page.getByTestId('menu-unsaved')).toHaveCount(0);
});
