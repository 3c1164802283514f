import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT, EDITOR, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { signIn, signInAsAdmin } from './support/session.ts';
import { freshWebsite, openTemplateWebsite } from './support/websites.ts';
import { canvas, editPage } from './support/page-editor.ts';

/** The page's main heading on the canvas, showing `text`. */
function heading(page: Page, text: string): Locator {
  return canvas(page).locator('h1', { hasText: text });
}

function field(page: Page, name: string): Locator {
  return page.getByTestId('editor-fields').locator(`input[name="${name}"], textarea[name="${name}"]`).first();
}

/** Selects the first block showing `text` on the canvas. */
async function select(page: Page, text: string) {
  await canvas(page).getByText(text, { exact: true }).first().click();
  await expect(page.getByTestId('editor-fields').getByText('Select a block')).toHaveCount(0);
}

/** Replaces the words of a plain-text prop by typing into them on the canvas. */
async function typeInPlace(page: Page, shown: Locator, text: string) {
  const editable = shown.locator('[contenteditable]');
  await editable.hover();
  await editable.click();
  await expect(editable).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.press('ControlOrMeta+A');
  // All at once, so the change is one undo step (typing with pauses makes one step per pause).
  await page.keyboard.insertText(text);
}

const HERO = 'Clear advice for companies that are ready to grow';
const RICH_TEXT = 'Market reviews, growth plans and investment cases that a board can act on.';

test('an operator edits a template page, undoes and redoes, restyles the site, saves and sees it after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Editor Story'));
  await editPage(page, 'Home');

  // The canvas shows the page as visitors will: the template's hero heading in the site theme.
  await expect(heading(page, HERO)).toBeVisible();
  await expect(page.getByTestId('editor-undo')).toBeDisabled();
  await expect(page.getByTestId('editor-redo')).toBeDisabled();

  // The heading is typed into in place on the canvas; the side panel follows.
  await select(page, HERO);
  await typeInPlace(page, heading(page, HERO), 'Advice that grows with you');
  await expect(heading(page, 'Advice that grows with you')).toBeVisible();
  await expect(field(page, 'text')).toHaveValue('Advice that grows with you');

  // Undo brings the template's words back; redo the new ones.
  await expect(page.getByTestId('editor-undo')).toBeEnabled();
  await page.getByTestId('editor-undo').click();
  await expect(heading(page, HERO)).toBeVisible();
  await expect(page.getByTestId('editor-redo')).toBeEnabled();
  await page.getByTestId('editor-redo').click();
  await expect(heading(page, 'Advice that grows with you')).toBeVisible();
  await expect(page.getByTestId('editor-redo')).toBeDisabled();

  // The phone view is 390 px wide.
  await page.getByTestId('editor-mobile').click();
  await expect.poll(async () => (await page.getByTestId('editor-canvas').boundingBox())?.width).toBe(390);

  // Design: another palette recolours the canvas at once and is kept for the site.
  const primaryOf = () =>
    canvas(page)
      .locator('html')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--sw-color-primary').trim());
  expect(await primaryOf()).toBe('#1456b8');
  await page.getByTestId('editor-design').click();
  await page.getByTestId('design-palette').click();
  await page.locator('.ant-select-item-option', { hasText: 'Forest' }).click();
  await expect.poll(primaryOf).toBe('#2f6b3a');
  await expect(page.getByText('The design of the website was saved.')).toBeVisible();

  await page.getByTestId('editor-save').click();
  await expect(page.getByText('Page saved.')).toBeVisible();

  await page.reload();
  await expect(heading(page, 'Advice that grows with you')).toBeVisible();
  await expect.poll(primaryOf).toBe('#2f6b3a');
  await expect(page.getByTestId('editor-undo')).toBeDisabled();
});

test('publishing from the editor: nothing ticked is refused, one page goes live at the site’s address', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const website = freshWebsite('Editor Publish');
  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);
  await editPage(page, 'Home');

  await select(page, HERO);
  await field(page, 'text').fill('Published from the editor');
  await expect(page.getByTestId('editor-status')).toHaveText('Auto-saved');

  // Switching to another page with the change not yet on the site offers to publish first.
  await page.getByTestId('page-picker').click();
  await page.getByRole('menuitem', { name: 'News', exact: true }).click();
  await page.getByTestId('publish-first-ok').click();
  // The confirmation is titled Publish too; the dialog is the one with the publish types.
  const dialog = page
    .getByRole('dialog', { name: 'Publish' })
    .filter({ has: page.getByTestId('publish-type-single') });
  await expect(dialog).toBeVisible();
  // Full publish warns that it is slower for visitors than publishing single pages.
  await dialog.getByTestId('publish-type-full').click();
  await expect(dialog).toContainText('single publish is best');
  await dialog.getByTestId('publish-type-single').click();

  // The page being edited starts ticked; with nothing ticked the publish is refused.
  const home = dialog
    .locator('.ant-tree-treenode')
    .filter({ has: page.getByText('Home', { exact: true }) })
    .first();
  await home.locator('.ant-tree-checkbox').click();
  await dialog.getByTestId('publish-dialog-ok').click();
  await expect(page.getByText('Please choose the pages to publish!')).toBeVisible();
  await expect(dialog).toBeVisible();

  await home.locator('.ant-tree-checkbox').click();
  await dialog.getByTestId('publish-dialog-ok').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('Publish the selected pages?');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Published!')).toBeVisible({ timeout: PUBLISH_TIMEOUT_MS });
  await expect(dialog).toBeHidden();
  // The switch the operator started happens once the publish has succeeded.
  await expect(page.getByTestId('page-picker')).toContainText('News');

  // The whole site, drafts included, after the site question.
  await page.getByTestId('editor-publish').click();
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('publish-type-full').click();
  await dialog.getByTestId('publish-dialog-ok').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('Publish the whole website?');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`http://${website.slug}.localhost:${E2E_PORT}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Published from the editor' })).toBeVisible();
});

async function openSecondTab(context: BrowserContext, url: string): Promise<Page> {
  const second = await context.newPage();
  await second.goto(url);
  await expect(second.getByTestId('page-editor')).toBeVisible();
  return second;
}

test('two tabs editing one page: the later save is offered a choice instead of overwriting', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Editor Conflict'));
  await editPage(page, 'Home');
  const second = await openSecondTab(context, page.url());

  await select(page, HERO);
  await field(page, 'text').fill('First tab wins the race');
  await expect(page.getByTestId('editor-status')).toHaveText('Auto-saved');

  await select(second, HERO);
  await field(second, 'text').fill('Second tab arrives late');
  const choice = second.getByRole('dialog', { name: 'This page was changed elsewhere' });
  await expect(choice).toBeVisible();
  await expect(choice).toContainText('Load their version');

  // Taking their version shows the first tab's words; nothing of theirs was overwritten.
  await second.getByTestId('conflict-reload').click();
  await expect(choice).toBeHidden();
  await expect(heading(second, 'First tab wins the race')).toBeVisible();

  // On their version, the second tab saves without a question.
  await select(second, 'First tab wins the race');
  await field(second, 'text').fill('Second tab, on top of the first');
  await expect(second.getByTestId('editor-status')).toHaveText('Auto-saved');

  // The first tab is behind now; overwriting is its deliberate choice.
  await field(page, 'text').fill('First tab insists');
  await expect(page.getByRole('dialog', { name: 'This page was changed elsewhere' })).toBeVisible();
  await page.getByTestId('conflict-overwrite').click();
  await expect(page.getByText('Page saved.')).toBeVisible();
  await second.reload();
  await expect(heading(second, 'First tab insists')).toBeVisible();
});

test('undo goes back twenty steps and no further', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Editor Undo'));
  await editPage(page, 'Home');

  await select(page, HERO);
  for (let step = 1; step <= 22; step++) {
    await field(page, 'text').fill(`Step ${step}`);
    await expect(heading(page, `Step ${step}`)).toBeVisible();
    // Changes closer together than a quarter second count as one step.
    await page.waitForTimeout(350);
  }
  for (let undone = 1; undone <= 20; undone++) {
    await page.getByTestId('editor-undo').click();
    await expect(heading(page, `Step ${22 - undone}`)).toBeVisible();
  }
  await expect(page.getByTestId('editor-undo')).toBeDisabled();
  await expect(page.getByTestId('editor-redo')).toBeEnabled();
});

test('switching pages waits for a running save, then opens the other page in place', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Editor Switch'));
  await editPage(page, 'Home');
  const home = page.url();

  // A slow network: the save takes eight seconds to answer, time enough to ask for another page
  // while it runs even on a busy machine.
  await page.route('**/api/website/save-page-element', async (route) => {
    await new Promise((r) => setTimeout(r, 8000));
    await route.continue();
  });
  await select(page, HERO);
  await field(page, 'text').fill('Saved slowly');
  await expect(page.getByTestId('editor-save')).toHaveClass(/ant-btn-loading/);

  await page.getByTestId('page-picker').click();
  await page.getByRole('menuitem', { name: 'News', exact: true }).click();
  await page.getByTestId('publish-first-leave').click();
  await expect(page.getByText('Saving the page...')).toBeVisible();
  await expect(page).toHaveURL(home);

  await expect(page.getByTestId('editor-status')).toHaveText('Auto-saved', { timeout: 15_000 });
  await page.getByTestId('page-picker').click();
  await page.getByRole('menuitem', { name: 'News', exact: true }).click();
  await page.getByTestId('publish-first-leave').click();
  await expect(page).not.toHaveURL(home);
  await expect(page.getByTestId('page-picker')).toContainText('News');
});

test('a block copied on one page is pasted into another', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Editor Paste'));
  await editPage(page, 'Home');

  await select(page, HERO);
  await page.keyboard.press('Control+c');
  await expect(page.getByText('Block copied')).toBeVisible();

  await page.getByTestId('page-picker').click();
  await page.getByRole('menuitem', { name: 'Contact', exact: true }).click();
  await expect(page.getByTestId('page-picker')).toContainText('Contact');
  await expect(heading(page, HERO)).toHaveCount(0);

  await page.getByTestId('editor-canvas').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+v');
  await expect(heading(page, HERO)).toBeVisible();
  await expect(page.getByTestId('editor-status')).toHaveText('Auto-saved');
  await page.reload();
  await expect(heading(page, HERO)).toBeVisible();
});

test('Add → new page starts from a template page, sits in the menu and opens in the editor', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Editor New Page'));
  await editPage(page, 'Home');
  const home = page.url();

  await page.getByTestId('editor-add').click();
  await page.getByTestId('editor-add-page').click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByTestId('new-page-name').fill('Join us');
  await dialog.getByTestId('new-page-from-layout').click();
  await dialog.getByTestId('new-page-layout').click();
  await page.locator('.ant-select-item-option', { hasText: 'Careers' }).first().click();
  await dialog.getByText('Not in the menu').click();
  await page.locator('.ant-select-item-option', { hasText: 'Top level' }).click();
  await page.getByTestId('new-page-ok').click();

  await expect(page).not.toHaveURL(home);
  await expect(heading(page, 'Work with us')).toBeVisible();
  await page.getByTestId('page-picker').click();
  await expect(page.getByRole('menuitem', { name: 'Join us', exact: true })).toBeVisible();
});

test('blocks open the editor’s dialogs: a chart redrawn or told what its table lacks, a section’s background', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const website = freshWebsite('Editor Dialogs');
  await openTemplateWebsite(page, website);
  await editPage(page, 'About us');

  // The line chart becomes a bar chart through the chart dialog.
  const chart = canvas(page).locator('.sw-chart');
  await expect(chart.locator('polyline').first()).toBeVisible();
  await chart.locator('figcaption').click();
  await page.getByTestId('block-dialog-open').click();
  const chartDialog = page.getByRole('dialog', { name: 'Chart' });
  await expect(chartDialog.locator('.rte-chart-preview svg')).toBeVisible();
  await chartDialog.getByText('Bar', { exact: true }).click();
  await chartDialog.getByRole('button', { name: 'Insert' }).click();
  await expect(chartDialog).toBeHidden();
  await expect(chart.locator('polyline')).toHaveCount(0);
  await expect(chart.locator('rect').first()).toBeVisible();

  // A cell that is not a number: the dialog says what the table lacks instead of drawing.
  await page.getByTestId('field-rows').fill('| Projects\n2021 | many');
  await page.getByTestId('block-dialog-open').click();
  await expect(chartDialog).toContainText('Every data cell of a chart table must be a number');
  await chartDialog.getByRole('button', { name: 'Cancel' }).click();

  // The section around the page heading takes a background image from the background dialog.
  await select(page, `About ${website.name}`);
  await canvas(page).getByRole('button', { name: 'Select parent' }).click();
  await page.getByTestId('block-dialog-open').click();
  const background = page.getByRole('dialog', { name: 'Background' });
  await background.getByLabel('Image address').fill('/template-assets/corporate-hero.svg');
  await background.getByRole('button', { name: 'OK' }).click();
  await expect(background).toBeHidden();
  await expect(page.getByTestId('field-backgroundImage-preview')).toHaveAttribute(
    'src',
    '/template-assets/corporate-hero.svg',
  );
});

/** A 4×4 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMQCVgARwzEcQCeAxBBH2qSigAAAABJRU5ErkJggg==',
  'base64',
);

test('a section background comes from the media library, uploaded on the spot', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Editor Media'));
  await editPage(page, 'Home');

  // The hero heading sits in a section; its parent is the section with the background image.
  await select(page, HERO);
  await canvas(page).getByRole('button', { name: 'Select parent' }).click();
  await expect(page.getByTestId('field-backgroundImage-preview')).toHaveAttribute(
    'src',
    '/template-assets/corporate-hero.svg',
  );

  // One click on the picture opens the media library.
  await page.getByTestId('field-backgroundImage-choose').click();
  const picker = page.getByRole('dialog', { name: /media library|Choose/i });
  await expect(picker).toBeVisible();
  await picker
    .locator('input[type="file"]')
    .setInputFiles({ name: 'skyline.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('media-picker-ok')).toBeEnabled();
  await page.getByTestId('media-picker-ok').click();
  await expect(picker).toBeHidden();

  const preview = page.getByTestId('field-backgroundImage-preview');
  await expect(preview).not.toHaveAttribute('src', '/template-assets/corporate-hero.svg');
  const url = (await preview.getAttribute('src')) ?? '';
  expect(url).toMatch(/^\/files\//);
  await expect(canvas(page).locator('section.sw-section--image').first()).toHaveAttribute(
    'style',
    new RegExp(url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(page.getByTestId('editor-status')).toHaveText('Auto-saved');
});

test('an editor without the media library chooses from it but is offered no upload', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Editor Picks Only'));
  await editPage(page, 'Home');
  const editorUrl = page.url();

  // The e2e editor holds system.web_manage and page.menu, not media.list.
  const other = await browser.newContext();
  const editor = await other.newPage();
  await editor.goto(new URL('/login', editorUrl).href);
  await signIn(editor, EDITOR);
  await expect(editor).toHaveURL(/\/system\/web_manage$/);
  await editor.goto(editorUrl);
  await expect(editor.getByTestId('page-editor')).toBeVisible();

  await select(editor, HERO);
  await canvas(editor).getByRole('button', { name: 'Select parent' }).click();
  await editor.getByTestId('field-backgroundImage-choose').click();
  const picker = editor.getByRole('dialog', { name: /media library|Choose/i });
  await expect(picker).toBeVisible();
  await expect(picker.getByTestId('media-picker-search')).toBeVisible();
  await expect(picker.locator('input[type="file"]')).toHaveCount(0);
  await expect(editor.getByText(/Your role does not include/)).toHaveCount(0);
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toBeHidden();

  // The rich-text editor's image dialog offers the library and an address, not an upload.
  await canvas(editor).getByText(RICH_TEXT).click();
  const richText = editor.getByTestId('rich-text-editor');
  await richText.getByText('EN', { exact: true }).click();
  await richText.getByTestId('rich-text-content').getByText(RICH_TEXT).click();
  await richText.getByRole('button', { name: 'Image', exact: true }).click();
  const imageDialog = editor.getByRole('dialog', { name: 'Image' });
  await expect(imageDialog.getByRole('button', { name: 'Choose from the media library' })).toBeVisible();
  await expect(imageDialog.getByTestId('rte-upload-input')).toHaveCount(0);
  await other.close();
});
