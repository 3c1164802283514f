import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { canvas, editPage } from './support/page-editor.ts';
import { signInAsAdmin } from './support/session.ts';
import { freshWebsite, openTemplateWebsite, publishWebsite } from './support/websites.ts';

const ARTICLE = 'Five questions to ask before a project starts';

/** A 4×4 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMQCVgARwzEcQCeAxBBH2qSigAAAABJRU5ErkJggg==',
  'base64',
);

/** Selects the first block showing `text` on the canvas. */
async function select(page: Page, text: string) {
  await canvas(page).getByText(text, { exact: true }).first().click();
  await expect(page.getByTestId('editor-fields').getByText('Select a block')).toHaveCount(0);
}

/** The link picker's dialog. */
function picker(page: Page) {
  return page.getByRole('dialog', { name: 'Link to' });
}

/** Saves the page with the editor's Save button, as a person does before leaving it. */
async function savePage(page: Page) {
  await page.getByTestId('editor-save').click();
  await expect(page.getByText('Page saved.')).toBeVisible();
}

test('links are chosen, not typed: a button to a page found by name, a menu item to an article, rich text to an e-mail', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const website = freshWebsite('Link Picker');
  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);
  await editPage(page, 'Home');

  // The button's link reads as the page it opens; nothing is labelled Href.
  await select(page, 'See our services');
  const fields = page.getByTestId('editor-fields');
  await expect(fields.getByText('Href', { exact: true })).toHaveCount(0);
  const buttonLink = page.getByTestId('field-href');
  await expect(buttonLink).toHaveText('Page: Services');
  await buttonLink.click();
  await expect(picker(page).getByRole('tab', { name: 'Page', selected: true })).toBeVisible();
  for (const kind of ['Item', 'Section', 'File', 'E-mail', 'Phone', 'Web address']) {
    await expect(picker(page).getByRole('tab', { name: kind })).toBeVisible();
  }
  await page.getByTestId('link-page-search').fill('about');
  await picker(page)
    .getByRole('button', { name: /^About us/ })
    .click();
  await expect(picker(page)).toBeHidden();
  await expect(buttonLink).toHaveText('Page: About us');

  await savePage(page);

  // The menu: a new item opens an article, found by its title.
  await page.goto(new URL('/page/menu', page.url()).href);
  const tree = page.getByTestId('menu-tree');
  await expect(tree).toBeVisible();
  await page.getByTestId('menu-add').click();
  await page.getByTestId('menu-node-target').click();
  await picker(page).getByRole('tab', { name: 'Item' }).click();
  await page.getByTestId('link-item-search').fill('five questions');
  await picker(page)
    .getByRole('button', { name: new RegExp(`^${ARTICLE}`) })
    .click();
  await expect(picker(page)).toBeHidden();
  // A new item is named after what it opens.
  await expect(page.getByTestId('menu-node-label')).toHaveValue(ARTICLE);
  await page.getByTestId('menu-node-label').fill('Five questions');
  await expect(page.getByTestId('menu-node-target')).toHaveText(`Article: ${ARTICLE}`);
  await page.getByTestId('menu-node-submit').click();
  const item = tree.locator('[data-testid="menu-node"][data-label="Five questions"]');
  await expect(item.getByTestId('menu-node-page')).toHaveText(`Article: ${ARTICLE}`);
  await page.getByTestId('menu-save').click();
  await expect(page.getByText('Menu saved.')).toBeVisible();

  // Rich text: the article's text links to an e-mail address, its words typed in the link dialog.
  await page.goto(new URL('/news/index', page.url()).href);
  await page.getByTestId('item-table').getByRole('link', { name: ARTICLE, exact: true }).click();
  const body = page.getByTestId('item-body');
  await body.getByTestId('rich-text-content').locator('p').last().click();
  await page.keyboard.press('End');
  await body.getByRole('button', { name: 'Link', exact: true }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link', exact: true });
  await linkDialog.getByTestId('rte-link-target').click();
  await picker(page).getByRole('tab', { name: 'E-mail' }).click();
  await page.getByTestId('link-email').fill('not an address');
  await page.getByTestId('link-use').click();
  await expect(picker(page)).toContainText('Enter an e-mail address such as name@example.com.');
  await page.getByTestId('link-email').fill('hello@northbridge.test');
  await page.getByTestId('link-use').click();
  await expect(picker(page)).toBeHidden();
  await expect(linkDialog.getByTestId('rte-link-target')).toHaveText('E-mail: hello@northbridge.test');
  await linkDialog.getByRole('textbox', { name: 'Text' }).fill('Write to us');
  await linkDialog.getByRole('button', { name: 'OK' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(body.getByRole('link', { name: 'Write to us' })).toBeVisible();
  await expect(page.getByTestId('item-save-state')).toHaveText('All changes saved', { timeout: 10_000 });
  await page.getByTestId('item-publish').click();
  await expect(page.getByTestId('item-edit').getByTestId('item-status')).toHaveAttribute(
    'data-status',
    'published',
    { timeout: PUBLISH_TIMEOUT_MS },
  );

  // The published site writes each link as the site understands it.
  await publishWebsite(page, website.name);
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await page.goto(`${site}/`);
  await expect(page.getByRole('link', { name: 'See our services' })).toHaveAttribute('href', '/about');
  const menuLink = page.locator('header .sw-nav__menu').getByRole('link', { name: 'Five questions' });
  await expect(menuLink).toHaveAttribute('href', /^\/news\/five-questions/);
  await menuLink.click();
  await expect(page.getByRole('heading', { name: ARTICLE, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
    'href',
    'mailto:hello@northbridge.test',
  );
});

test('one click to an image: uploaded inside the picker, described when it has no description, and the share image chosen the same way', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const website = freshWebsite('Image Picker');
  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);
  await editPage(page, 'Home');

  // A new image block: one click on its picture opens the media library, upload inside it.
  await page.getByTestId('editor-add').click();
  await page.getByTestId('editor-add-component').click();
  await page.getByRole('dialog', { name: 'Add a block' }).getByTestId('insert-block-image').click();
  await page.getByTestId('field-src-choose').click();
  const library = page.getByTestId('media-picker');
  await expect(library.getByTestId('media-picker-body')).toBeVisible();
  await library
    .locator('input[type=file]')
    .setInputFiles({ name: 'fresh-loaves.png', mimeType: 'image/png', buffer: PNG });
  await expect(library.getByTestId('media-picker-ok')).toBeEnabled();
  await library.getByTestId('media-picker-ok').click();
  await expect(library).toBeHidden();

  // The image has no description of its own yet (only the placeholder's): it is asked for.
  const describe = page.getByRole('dialog', { name: 'Describe this image' });
  await expect(describe).toBeVisible();
  await describe.getByTestId('alt-text-ok').click();
  await expect(describe).toContainText('Describe the image in a few words.');
  await page.getByTestId('alt-text-input').fill('Fresh loaves on the counter');
  await describe.getByTestId('alt-text-ok').click();
  await expect(describe).toBeHidden();
  const preview = page.getByTestId('field-src-preview');
  await expect(preview).toHaveAttribute('src', /^\/files\/[0-9a-f]{64}\.png$/);
  const file = (await preview.getAttribute('src')) ?? '';
  await expect(canvas(page).getByRole('img', { name: 'Fresh loaves on the counter' })).toBeVisible();
  await savePage(page);

  // The home page's share image comes from the same picker.
  await page.goto(new URL('/page/index', page.url()).href);
  const row = page
    .getByTestId('page-group-menu')
    .locator('tbody tr', { has: page.getByText('Home', { exact: true }) });
  await row.locator('[data-testid^="page-settings-"]').first().click();
  const drawer = page.getByTestId('page-settings-drawer');
  await drawer.getByTestId('page-settings-social-image-choose').click();
  await expect(library.getByTestId('media-picker-body')).toBeVisible();
  await library.getByTestId('media-card').filter({ hasText: 'fresh-loaves' }).first().click();
  await library.getByTestId('media-picker-ok').click();
  await expect(library).toBeHidden();
  await expect(drawer.getByTestId('page-settings-social-image-preview')).toHaveAttribute('src', file);
  await expect(drawer.getByTestId('seo-card-image')).toHaveAttribute('src', file);
  await drawer.getByTestId('page-settings-save').click();
  await expect(page.getByText('Page settings saved.')).toBeVisible();

  await publishWebsite(page, website.name);
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await page.goto(`${site}/`);
  await expect(page.getByRole('img', { name: 'Fresh loaves on the counter' })).toHaveAttribute('src', file);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${site}${file}`);
});
