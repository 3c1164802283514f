import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT } from './support/env.ts';
import { canvas } from './support/page-editor.ts';
import { signInAsAdmin } from './support/session.ts';
import { freshWebsite, openTemplateWebsite } from './support/websites.ts';

const HERO = 'Clear advice for companies that are ready to grow';

/** Opens Home in the editor from the page list; the editor's chunk may take a while on a busy machine. */
async function editHome(page: Page) {
  await page
    .getByTestId('page-group-menu')
    .locator('tbody tr', { has: page.getByText('Home', { exact: true }) })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(page).toHaveURL(/\/page_edit\/\d+\/\d+$/, { timeout: 30_000 });
  await expect(heading(page, HERO)).toBeVisible({ timeout: 30_000 });
}

function heading(page: Page, text: string): Locator {
  return canvas(page).locator('h1', { hasText: text });
}

/** Selects the hero heading on the canvas and sets its words in the side panel, then saves. */
async function saveHero(page: Page, shown: string, text: string) {
  await canvas(page).getByText(shown, { exact: true }).first().click();
  await page
    .getByTestId('editor-fields')
    .locator('input[name="text"], textarea[name="text"]')
    .first()
    .fill(text);
  await expect(heading(page, text)).toBeVisible();
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('editor-status')).not.toHaveText('Unsaved changes');
  await expect(page.getByText('Page saved.').last()).toBeVisible();
}

test('a page restored from history: its content is back on the canvas and on the site after a publish', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const website = freshWebsite('History Story');
  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);
  await editHome(page);

  await saveHero(page, HERO, 'Fresh bread every morning');
  await saveHero(page, 'Fresh bread every morning', 'Cakes to order');

  // The history lists the saves, newest first, and says how long versions are kept.
  await page.getByTestId('editor-history').click();
  const drawer = page.getByTestId('history-drawer');
  await expect(drawer.getByTestId('history-retention')).toContainText('the last 50 versions');
  await expect(drawer.getByTestId('history-retention')).toContainText('every published version for 90 days');
  const items = drawer.getByTestId('history-item');
  await expect(items.first()).toContainText('Saved');
  await expect(items.first()).toContainText('by admin');
  expect(await items.count()).toBeGreaterThanOrEqual(2);

  // The oldest version is the first save: its preview shows its words, read-only.
  await items.last().getByTestId('history-preview').click();
  const preview = page.getByTestId('history-preview-dialog');
  const frame = preview.getByTestId('history-preview-frame').contentFrame();
  await expect(frame.locator('h1', { hasText: 'Fresh bread every morning' })).toBeVisible();
  await expect(frame.getByText('Cakes to order')).toHaveCount(0);

  // Restoring makes it the draft: the canvas shows it at once.
  await preview.getByTestId('history-preview-restore').click();
  await expect(page.getByText(/is now the draft/)).toBeVisible();
  await expect(heading(page, 'Fresh bread every morning')).toBeVisible();
  await expect(heading(page, 'Cakes to order')).toHaveCount(0);

  // The restore is a version itself: the draft it replaced is still there to go back to.
  await page.getByTestId('editor-history').click();
  await expect(items.first()).toContainText('Restored');
  await expect(items.nth(1)).toContainText('Saved');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Published, visitors get the restored words.
  await page.getByTestId('editor-publish').click();
  const dialog = page
    .getByRole('dialog', { name: 'Publish' })
    .filter({ has: page.getByTestId('publish-type-single') });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('publish-dialog-ok').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
  // Rendering and storing the site takes a while on a busy machine.
  await expect(page.getByText('Published!')).toBeVisible({ timeout: 30_000 });

  // The history marks the publish.
  await page.getByTestId('editor-history').click();
  await expect(items.first()).toContainText('Published');
  await page.keyboard.press('Escape');

  await page.goto(`http://${website.slug}.localhost:${E2E_PORT}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh bread every morning' })).toBeVisible();
});

test('leaving the menu screen with changes asks: keep editing stays with the edits, discard leaves', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Menu Guard'));
  await page.getByTestId('page-group-unassociated-link').click();
  await expect(page).toHaveURL(/\/page\/menu$/);

  // Rename an item: the change is not saved yet.
  const tree = page.getByTestId('menu-tree');
  await tree.locator('[data-testid="menu-node"][data-label="FAQ"]').getByTestId('menu-node-edit').click();
  await page.getByTestId('menu-node-label').fill('Questions');
  await page.getByTestId('menu-node-submit').click();
  await expect(page.getByTestId('menu-unsaved')).toBeVisible();

  // Leaving by the left menu asks; keeping on editing stays with the edit.
  const sideMenu = page.getByTestId('side-menu');
  await sideMenu.getByRole('menuitem', { name: 'Pages' }).click();
  const ask = page.locator('.ant-modal-confirm', { hasText: 'Discard your changes?' });
  await expect(ask).toBeVisible();
  await ask.getByTestId('unsaved-keep').click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/page\/menu$/);
  await expect(tree.locator('[data-testid="menu-node"][data-label="Questions"]')).toBeVisible();
  await expect(page.getByTestId('menu-unsaved')).toBeVisible();

  // Closing the screen's tab asks too.
  await page.getByTestId('tab-close-Menu').click();
  await expect(ask).toBeVisible();
  await ask.getByTestId('unsaved-keep').click();
  await expect(page).toHaveURL(/\/page\/menu$/);
  await expect(tree.locator('[data-testid="menu-node"][data-label="Questions"]')).toBeVisible();

  // Discarding leaves, and the menu was not changed.
  await sideMenu.getByRole('menuitem', { name: 'Pages' }).click();
  await expect(ask).toBeVisible();
  await ask.getByTestId('unsaved-discard').click();
  await expect(page).toHaveURL(/\/page\/index$/);
  await page.getByTestId('page-group-unassociated-link').click();
  await expect(tree.locator('[data-testid="menu-node"][data-label="FAQ"]')).toBeVisible();
  await expect(page.getByTestId('menu-unsaved')).toHaveCount(0);

  // Without changes nothing is asked.
  await sideMenu.getByRole('menuitem', { name: 'Pages' }).click();
  await expect(page).toHaveURL(/\/page\/index$/);
  await expect(ask).toHaveCount(0);
});

test('page settings preview the search result and share card as the fields are typed, and ask before closing with edits', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Preview Story'));
  const row = page.getByTestId('page-group-menu').locator('tbody tr', { hasText: 'About' }).first();
  await row.locator('[data-testid^="page-settings-"]').first().click();
  const drawer = page.getByTestId('page-settings-drawer');
  await expect(drawer.getByTestId('page-settings-form')).toBeVisible();

  await drawer.getByTestId('page-settings-seo-title').fill('About our bakery');
  await drawer.getByTestId('page-settings-description').fill('Bread baked every morning since 1962.');
  await drawer.getByTestId('page-settings-path').fill('our-story');
  await expect(drawer.getByTestId('seo-snippet-title')).toHaveText('About our bakery');
  await expect(drawer.getByTestId('seo-snippet-description')).toHaveText(
    'Bread baked every morning since 1962.',
  );
  await expect(drawer.getByTestId('seo-snippet-url')).toContainText('› our-story');
  await expect(drawer.getByTestId('seo-card-title')).toHaveText('About our bakery');
  // The share image is chosen in the media library (the share-image story shows its card).
  await expect(drawer.getByTestId('seo-title-guide')).toHaveAttribute('data-over', 'false');

  // Beyond about 60 characters the title guide warns, and the snippet cuts it as a search engine would.
  const long = 'Fresh sourdough, rye and seasonal cakes from the family bakery on Mill Street';
  await drawer.getByTestId('page-settings-seo-title').fill(long);
  await expect(drawer.getByTestId('seo-title-guide')).toHaveAttribute('data-over', 'true');
  await expect(drawer.getByTestId('seo-title-guide')).toContainText('search engines usually cut the rest');
  await expect(drawer.getByTestId('seo-snippet-title')).toHaveText(/…$/);

  // Closing with the edits unsaved asks first.
  await page.keyboard.press('Escape');
  const ask = page.locator('.ant-modal-confirm', { hasText: 'Discard your changes?' });
  await expect(ask).toBeVisible();
  await ask.getByTestId('unsaved-keep').click();
  await expect(drawer.getByTestId('page-settings-seo-title')).toHaveValue(long);
});
