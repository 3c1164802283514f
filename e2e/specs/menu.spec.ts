import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { EDITOR } from './support/env.ts';
import { openDemoWebsite } from './support/navigation.ts';
import { signIn, signInAsAdmin } from './support/session.ts';
import { freshWebsite } from './support/websites.ts';

/** A new website filled from the corporate template, opened on its page list. */
async function openTemplateWebsite(page: Page, website: { name: string; slug: string }) {
  const { name, slug } = website;
  await page.getByTestId('website-create').click();
  const dialog = page.getByRole('dialog', { name: 'Create website' });
  await dialog.getByTestId('website-form-name').fill(name);
  await dialog.getByTestId('website-form-slug').fill(slug);
  await dialog.getByTestId('website-form-submit').click();
  await expect(dialog).toBeHidden();
  // The new website opens at once, on its page list.
  await expect(page).toHaveURL(/\/page\/index$/);
  await page.getByTestId('page-choose-template').click();
  await page.getByTestId('template-use-corporate').click();
  await page.getByTestId('template-confirm').click();
  await expect(page).toHaveURL(/\/page\/index$/);
  await expect(page.getByTestId('page-group-menu').locator('tbody tr', { hasText: 'Contact' })).toBeVisible();
}

/**
 * Menu management has no left-menu entry (spec §2: hidden by default); the page list's hint about
 * pages outside the menu leads there.
 */
async function openMenuManagement(page: Page) {
  await page.getByTestId('page-group-unassociated-link').click();
  await expect(page).toHaveURL(/\/page\/menu$/);
}

/** The items of the menu tree from top to bottom, each as `level:label`. */
async function shownTree(tree: Locator): Promise<string[]> {
  return tree
    .getByTestId('menu-node')
    .evaluateAll((nodes) =>
      nodes.map((n) => `${n.getAttribute('data-level')}:${n.getAttribute('data-label')}`),
    );
}

function item(tree: Locator, label: string): Locator {
  return tree.locator(`[data-testid="menu-node"][data-label="${label}"]`);
}

function itemLabel(tree: Locator, label: string): Locator {
  return item(tree, label).locator('.menu-node-label');
}

/** In an item's dialog, opens the link picker and chooses the page named `name`, found by searching. */
async function choosePage(page: Page, name: string) {
  await page.getByTestId('menu-node-target').click();
  await page.getByTestId('link-page-search').fill(name);
  await page
    .locator('.link-choices button', {
      has: page.locator('.link-choice-title', { hasText: new RegExp(`^${name}$`) }),
    })
    .click();
  await expect(page.getByTestId('link-page-search')).toHaveCount(0);
}

/** Opens an item's dialog, sets its name and page (`null`: nothing), and confirms. */
async function editItem(page: Page, dialogOpener: Locator, values: { name?: string; page?: string | null }) {
  await dialogOpener.click();
  const form = page.getByTestId('menu-node-form');
  await expect(form).toBeVisible();
  if (values.name !== undefined) await form.getByTestId('menu-node-label').fill(values.name);
  if (values.page === null) await form.getByTestId('menu-node-target-remove').click();
  else if (values.page !== undefined) await choosePage(page, values.page);
  await page.getByTestId('menu-node-submit').click();
  await expect(form).toHaveCount(0);
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
  await openTemplateWebsite(page, freshWebsite('Menu Trial'));

  // The left menu has no Menu entry; the page list's hint about pages outside the menu leads there.
  const sideMenu = page.getByTestId('side-menu');
  await expect(sideMenu.getByRole('menuitem', { name: 'Pages' })).toBeVisible();
  await expect(sideMenu.getByRole('menuitem', { name: 'Menu' })).toHaveCount(0);
  await openMenuManagement(page);
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  await expect(sideMenu.getByRole('menuitem', { name: 'Pages' })).toHaveClass(/ant-menu-item-selected/);
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

test('the admin edits items, is told what blocks a save, and keeps the tree when another save came first', async ({
  page,
  context,
}) => {
  // A long story (two tabs, four saves): more than the default 30 s on a busy two-core machine.
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Menu Edits'));
  await openMenuManagement(page);
  const tree = page.getByTestId('menu-tree');
  await expect(item(tree, 'Careers')).toBeVisible();

  // Careers lets its page go; a new item 'Jobs' opens it instead. A page serves one item at most.
  await editItem(page, item(tree, 'Careers').getByTestId('menu-node-edit'), { page: null });
  await expect(item(tree, 'Careers').getByTestId('menu-node-page')).toHaveText('no page');
  // A page another item holds is linked to by its address instead, and the dialog says so.
  await page.getByTestId('menu-add').click();
  await choosePage(page, 'Home');
  await expect(page.getByText('That page is already in the menu under another item')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await editItem(page, page.getByTestId('menu-add'), { name: 'Jobs', page: 'Careers' });
  await expect(item(tree, 'Jobs').getByTestId('menu-node-page')).toHaveText('Careers');
  await expect.poll(() => shownTree(tree)).toContain('1:Jobs');

  // Two items of one level with the same name: exam-menu names the problem and nothing is saved.
  await editItem(page, item(tree, 'Technology').getByTestId('menu-node-edit'), { name: 'Advisory' });
  await page.getByTestId('menu-save').click();
  const problems = page.getByTestId('menu-problems');
  await expect(problems).toContainText(
    'Services/Advisory: Another menu item at this level has the same name.',
  );
  await expect(page.getByTestId('menu-unsaved')).toBeVisible();
  await editItem(page, item(tree, 'Advisory').last().getByTestId('menu-node-edit'), { name: 'Technology' });
  await page.getByTestId('menu-save').click();
  await expect(page.getByText('Menu saved.')).toBeVisible();
  await expect(problems).toHaveCount(0);

  // Meanwhile in another tab the same menu is loaded, changed and saved first.
  const other = await context.newPage();
  await other.goto('/page/menu');
  const otherTree = other.getByTestId('menu-tree');
  await expect(item(otherTree, 'Jobs')).toBeVisible();
  await item(otherTree, 'Jobs').getByTestId('menu-node-delete').click();
  await other.getByTestId('menu-node-delete-confirm').click();
  await other.getByTestId('menu-save').click();
  await expect(other.getByText('Menu saved.')).toBeVisible();
  await other.close();

  // This tab's save started from the older menu: refused, and the operator's tree stays on screen.
  await editItem(page, item(tree, 'FAQ').getByTestId('menu-node-edit'), { name: 'Questions' });
  await page.getByTestId('menu-save').click();
  await expect(page.getByTestId('menu-conflict')).toContainText(
    'Someone else saved this menu in the meantime.',
  );
  await expect(item(tree, 'Questions')).toBeVisible();
  await expect(item(tree, 'Jobs')).toBeVisible();
  await expect(page.getByTestId('menu-unsaved')).toBeVisible();

  // Reloading asks first, then shows the other tab's menu.
  await page.getByTestId('menu-reload').click();
  await page.getByTestId('menu-reload-confirm').click();
  await expect(page.getByText('The saved menu has been loaded.')).toBeVisible();
  await expect(item(tree, 'Jobs')).toHaveCount(0);
  await expect(item(tree, 'FAQ')).toBeVisible();
  await expect(item(tree, 'Careers').getByTestId('menu-node-page')).toHaveText('no page');
  await expect(page.getByTestId('menu-conflict')).toHaveCount(0);
  await expect(page.getByTestId('menu-unsaved')).toHaveCount(0);
});

test('pages outside the menu are dragged into the tree, beside an item or under it, and saved', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Menu Loose Pages'));
  await openMenuManagement(page);
  const tree = page.getByTestId('menu-tree');
  const loose = page.getByTestId('menu-loose-pages');
  const loosePage = (name: string) => loose.locator(`[data-testid="menu-loose-page"][data-page="${name}"]`);
  await expect(item(tree, 'FAQ')).toBeVisible();
  await expect(loose.getByTestId('menu-loose-empty')).toHaveText('Every page is in the menu.');

  // Taking FAQ and News out of the menu leaves their pages outside it, listed to drag back in.
  for (const name of ['FAQ', 'News']) {
    await item(tree, name).getByTestId('menu-node-delete').click();
    await page.getByTestId('menu-node-delete-confirm').click();
    // Gone from the tree before the next one is taken out, as a person sees it go.
    await expect(item(tree, name)).toHaveCount(0);
  }
  await expect(loose.getByTestId('menu-loose-page')).toHaveCount(2);
  await expect(loosePage('News')).toBeVisible();
  await expect(loosePage('FAQ')).toBeVisible();

  // Dropped on the middle of About, FAQ goes under it; on the upper edge of Contact, News goes before it.
  const about = item(tree, 'About');
  const aboutBox = await about.boundingBox();
  if (!aboutBox) throw new Error('About not shown');
  await loosePage('FAQ').dragTo(about, { targetPosition: { x: 40, y: aboutBox.height / 2 } });
  await expect.poll(() => shownTree(tree)).toContain('2:FAQ');
  await expect(item(tree, 'FAQ').getByTestId('menu-node-page')).toHaveText('FAQ');
  await loosePage('News').dragTo(item(tree, 'Contact'), { targetPosition: { x: 40, y: 2 } });
  await expect
    .poll(() => shownTree(tree))
    .toEqual([
      '1:Home',
      '1:About',
      '2:FAQ',
      '2:Our team',
      '2:Careers',
      '1:Services',
      '2:Advisory',
      '3:Case studies',
      '2:Technology',
      '1:News',
      '1:Contact',
    ]);
  await expect(loose.getByTestId('menu-loose-empty')).toBeVisible();

  // Under an item of the third level a page would sit on a fourth: refused, nothing changes.
  await item(tree, 'News').getByTestId('menu-node-delete').click();
  await page.getByTestId('menu-node-delete-confirm').click();
  await expect(loosePage('News')).toBeVisible();
  const caseStudies = item(tree, 'Case studies');
  const caseBox = await caseStudies.boundingBox();
  if (!caseBox) throw new Error('Case studies not shown');
  await loosePage('News').dragTo(caseStudies, { targetPosition: { x: 40, y: caseBox.height / 2 } });
  await expect(loosePage('News')).toBeVisible();
  await expect.poll(() => shownTree(tree)).not.toContain('4:News');
  // The end of the menu takes it at the top level.
  await loosePage('News').dragTo(page.getByTestId('menu-drop-end'));
  await expect.poll(() => shownTree(tree)).toContain('1:News');

  await page.getByTestId('menu-save').click();
  await expect(page.getByText('Menu saved.')).toBeVisible();
  await page.reload();
  await expect
    .poll(() => shownTree(tree))
    .toEqual([
      '1:Home',
      '1:About',
      '2:FAQ',
      '2:Our team',
      '2:Careers',
      '1:Services',
      '2:Advisory',
      '3:Case studies',
      '2:Technology',
      '1:Contact',
      '1:News',
    ]);
  await expect(loose.getByTestId('menu-loose-empty')).toBeVisible();
});

test('a new website starts with an empty menu; its first item is saved', async ({ page }) => {
  await signInAsAdmin(page);
  const website = freshWebsite('Menu Empty');
  await page.getByTestId('website-create').click();
  const dialog = page.getByRole('dialog', { name: 'Create website' });
  await dialog.getByTestId('website-form-name').fill(website.name);
  await dialog.getByTestId('website-form-slug').fill(website.slug);
  await dialog.getByTestId('website-form-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/page\/index$/);
  await openMenuManagement(page);
  await expect(page.getByTestId('menu-empty')).toHaveText(
    'The menu is empty. Add an item, or fill the website from a template.',
  );

  // An item that opens nothing only groups others.
  await page.getByTestId('menu-add').click();
  await page.getByTestId('menu-node-submit').click();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await page.getByTestId('menu-node-label').fill('Shop');
  await page.getByTestId('menu-node-submit').click();
  const tree = page.getByTestId('menu-tree');
  await expect(item(tree, 'Shop').getByTestId('menu-node-page')).toHaveText('no page');
  await page.getByTestId('menu-save').click();
  await expect(page.getByText('Menu saved.')).toBeVisible();
  await page.reload();
  await expect(item(tree, 'Shop')).toBeVisible();
  await expect(page.getByTestId('menu-empty')).toHaveCount(0);
});

test('an editor holding page.menu finds menu management on the website home, not in the left menu', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, EDITOR);
  await expect(page).toHaveURL(/\/system\/web_manage$/);
  await openDemoWebsite(page);
  await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: 'Menu' })).toHaveCount(0);
  await page.getByTestId('page-empty-manage-menu').click();
  await expect(page).toHaveURL(/\/page\/menu$/);
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  await expect(page.getByTestId('menu-save')).toBeVisible();
});
