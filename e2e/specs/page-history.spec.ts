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

/**
 * Selects the heading showing `shown` on the canvas and sets its words in the side panel, then
 * waits for the autosave that carries them, as an operator who just keeps typing.
 */
async function editHero(page: Page, shown: string, text: string) {
  const saved = page.waitForResponse(
    (r) =>
      r.url().includes('/api/website/save-page-element') && (r.request().postData() ?? '').includes(text),
  );
  await canvas(page).getByText(shown, { exact: true }).first().click();
  await page
    .getByTestId('editor-fields')
    .locator('input[name="text"], textarea[name="text"]')
    .first()
    .fill(text);
  await expect(heading(page, text)).toBeVisible();
  await saved;
  await expect(page.getByTestId('editor-status')).not.toHaveText('Unsaved changes');
}

test('an editing session is one version in the history: named, kept, and restored after confirming what it replaces', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const website = freshWebsite('History Story');
  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);
  await editHome(page);

  // Several edits, each autosaved.
  await editHero(page, HERO, 'Fresh bread every morning');
  await editHero(page, 'Fresh bread every morning', 'Cakes to order');
  await editHero(page, 'Cakes to order', 'Cakes and bread to order');

  // The history holds one version for the session, above the template's original content.
  await page.getByTestId('editor-history').click();
  const drawer = page.getByTestId('history-drawer');
  await expect(drawer.getByTestId('history-retention')).toContainText('the last 50 versions');
  await expect(drawer.getByTestId('history-retention')).toContainText(
    'named versions and the template original',
  );
  const items = drawer.getByTestId('history-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Saved');
  await expect(items.first()).toContainText('by admin');
  await expect(items.first().getByTestId('history-meta')).toContainText(/\d+ saves since/);
  await expect(items.last()).toContainText('Template original');

  // The template original is the page as the template made it.
  await items.last().getByTestId('history-preview').click();
  const preview = page.getByTestId('history-preview-dialog');
  const frame = preview.getByTestId('history-preview-frame').contentFrame();
  await expect(frame.locator('h1', { hasText: HERO })).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).last().click();
  await expect(preview).toBeHidden();

  // The session gets a name.
  await items.first().getByRole('button', { name: 'Name this version' }).click();
  await drawer.getByRole('textbox', { name: 'Version name' }).fill('Before the spring menu');
  await drawer.getByRole('textbox', { name: 'Version name' }).press('Enter');
  await expect(items.first().getByTestId('history-name')).toHaveText('Before the spring menu');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Editing on starts a new version; the named one keeps its content.
  await editHero(page, 'Cakes and bread to order', 'The spring menu is here');
  await page.getByTestId('editor-history').click();
  await expect(items).toHaveCount(3);
  await expect(items.first().getByTestId('history-name')).toHaveCount(0);
  const named = items.filter({ hasText: 'Before the spring menu' });
  await expect(named).toHaveCount(1);

  // Restoring asks first, saying what it replaces.
  await named.getByTestId('history-restore').click();
  const confirm = page.getByRole('dialog', { name: /Restore the version of/ });
  await expect(confirm).toContainText(
    'Your current page (edited just now by admin) will be replaced by the version of',
  );
  await expect(confirm).toContainText('The current page is kept in history.');
  await confirm.getByRole('button', { name: 'Keep the current page' }).click();
  await expect(confirm).toBeHidden();
  await expect(heading(page, 'The spring menu is here')).toBeAttached();

  await named.getByTestId('history-restore').click();
  await confirm.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText(/is now the draft/)).toBeVisible();
  await expect(heading(page, 'Cakes and bread to order')).toBeVisible();
  await expect(heading(page, 'The spring menu is here')).toHaveCount(0);

  // The restore is a version itself: the page it replaced is still there to go back to.
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
  await expect(page.getByRole('heading', { level: 1, name: 'Cakes and bread to order' })).toBeVisible();
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
  // The share image is chosen in the media library (the link-picker story shows it on the card).
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
