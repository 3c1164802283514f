import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { signInAsAdmin } from './support/session.ts';
import { canvas } from './support/page-editor.ts';
import { freshWebsite, openTemplateWebsite } from './support/websites.ts';

const HERO = 'Clear advice for companies that are ready to grow';

// The editor loads in its own chunk with Puck and the canvas: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Opens the page named `name` of the menu group in the editor, from the page list's Edit action. */
async function editPage(page: Page, name: string): Promise<void> {
  await page
    .getByTestId('page-group-menu')
    .locator('tbody tr', { has: page.getByText(name, { exact: true }) })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(page).toHaveURL(/\/page_edit\/\d+\/\d+$/);
  await expect(page.getByTestId('page-editor')).toBeVisible();
}

/** The width the page on the canvas is laid out at: what the site's CSS sees as the window. */
function canvasWindowWidth(page: Page): Promise<number> {
  return canvas(page)
    .locator('html')
    .evaluate((el) => el.ownerDocument.defaultView?.innerWidth ?? 0);
}

test('the publish error for an empty page names it and opens the website settings', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Empty Page Publish'));
  await editPage(page, 'Home');
  const home = page.url();

  // A blank page put in the menu; the editor opens it.
  await page.getByTestId('editor-add').click();
  await page.getByTestId('editor-add-page').click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByTestId('new-page-name').fill('Opening hours');
  await dialog.getByText('Not in the menu').click();
  await page.locator('.ant-select-item-option', { hasText: 'Top level' }).click();
  await page.getByTestId('new-page-ok').click();
  await expect(page).not.toHaveURL(home, { timeout: 20_000 });
  await expect(page.getByTestId('page-picker')).toContainText('Opening hours');

  // A whole-site publish leaves it out and publishes the rest.
  await page.getByTestId('editor-publish').click();
  const publish = page
    .getByRole('dialog', { name: 'Publish' })
    .filter({ has: page.getByTestId('publish-type-single') });
  await publish.getByTestId('publish-type-full').click();
  await publish.getByTestId('publish-dialog-ok').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('published-left-out')).toContainText('Opening hours (English)', {
    timeout: PUBLISH_TIMEOUT_MS,
  });

  await page.locator('.ant-notification-notice-close').click();

  // Publishing that page alone is refused, naming the page and its language, and the website
  // settings open (spec §8).
  await page.getByTestId('editor-publish').click();
  await expect(publish.getByTestId('publish-type-single')).toBeVisible();
  await publish.getByTestId('publish-dialog-ok').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.ant-message-error')).toContainText(
    'The page "Opening hours" (English) is in the menu but has no content.',
  );
  await expect(publish).toBeHidden();
  await expect(page).toHaveURL(/\/page\/web_set$/, { timeout: 5_000 });
});

test('the PC view lays the page out at desktop width, scaled to fit; the phone view at 390 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Desktop Canvas'));
  await editPage(page, 'Home');
  await expect(canvas(page).locator('h1', { hasText: HERO })).toBeVisible();

  // 1280 px wide inside, drawn smaller than that: the desktop menu, no hamburger.
  await expect.poll(() => canvasWindowWidth(page)).toBe(1280);
  const drawn = await page.getByTestId('editor-canvas').boundingBox();
  expect(drawn?.width).toBeLessThan(1000);
  expect(drawn?.width).toBeGreaterThan(700);
  await expect(canvas(page).locator('.sw-nav__burger').first()).toBeHidden();
  await expect(canvas(page).locator('.sw-nav__menu').first().getByText('Contact').first()).toBeVisible();

  await page.getByTestId('editor-mobile').click();
  await expect.poll(() => canvasWindowWidth(page)).toBe(390);
  await expect.poll(async () => (await page.getByTestId('editor-canvas').boundingBox())?.width).toBe(390);
  await expect(canvas(page).locator('.sw-nav__burger').first()).toBeVisible();
});

test('New component adds the chosen block after the selected one; layers name blocks by type and words; the picker shows its three tabs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Editor Add Block'));
  await editPage(page, 'Home');
  await canvas(page).getByText(HERO, { exact: true }).click();

  // The layers say which section is which.
  await page.getByRole('tab', { name: 'Layers' }).click();
  const layers = page.getByTestId('editor-layers');
  await expect(
    layers
      .getByTestId('editor-layer')
      .filter({ hasText: /^Heading/ })
      .first(),
  ).toContainText('Clear advice for companies that are…');
  // Sections are told apart by the first words inside them.
  const sections = layers.getByTestId('editor-layer').filter({ hasText: /^Section./ });
  await expect(sections.first()).toBeVisible();
  expect(new Set(await sections.allInnerTexts()).size).toBeGreaterThan(2);

  // Add → New component opens the block library; the heading goes right after the hero heading.
  await page.getByTestId('editor-add').click();
  await page.getByTestId('editor-add-component').click();
  const library = page.getByRole('dialog', { name: 'Add a block' });
  await expect(library).toContainText('The block goes after the selected block.');
  await library.getByTestId('insert-block-heading').click();
  await expect(library).toBeHidden();
  const fields = page.getByTestId('editor-fields');
  await expect(fields.locator('input[name="text"]').first()).toHaveValue('Heading');
  await expect(canvas(page).locator('h2', { hasText: /^Heading$/ })).toBeVisible();
  await expect(page.getByTestId('editor-undo')).toBeEnabled();

  // Its level is chosen from H1 to H6.
  const level = fields.locator('select[title="Level"]');
  // Puck names its options by their label attribute.
  expect(
    await level
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).label)),
  ).toEqual(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
  await level.selectOption({ label: 'H3' });
  await expect(canvas(page).locator('h3', { hasText: /^Heading$/ })).toBeVisible();

  // The page picker's tabs are all readable.
  await page.getByTestId('page-picker').click();
  await expect(page.getByRole('tab', { name: 'Function pages' })).toBeVisible();
  await expect(page.locator('.page-picker .ant-tabs-nav-more')).toBeHidden();
});

test('a new image shows its placeholder picture, and a design change is undone like any edit', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Editor Image Design'));
  await editPage(page, 'Home');
  await expect(canvas(page).locator('h1', { hasText: HERO })).toBeVisible();

  await page.getByTestId('editor-add').click();
  await page.getByTestId('editor-add-component').click();
  await page.getByRole('dialog', { name: 'Add a block' }).getByTestId('insert-block-image').click();
  const placeholder = canvas(page).getByRole('img', { name: 'Placeholder image' });
  await placeholder.scrollIntoViewIfNeeded();
  await expect
    .poll(() => placeholder.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Design: another palette recolours the canvas; undo brings the first back, for the site too.
  const primaryOf = () =>
    canvas(page)
      .locator('html')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--sw-color-primary').trim());
  expect(await primaryOf()).toBe('#1456b8');
  await page.getByTestId('editor-design').click();
  await page.getByTestId('design-palette').click();
  await page.locator('.ant-select-item-option', { hasText: 'Forest' }).click();
  await expect.poll(primaryOf).toBe('#2f6b3a');
  await expect(page.getByTestId('editor-status')).toHaveText('The design of the website was saved.');
  await page.keyboard.press('Escape');
  await page.getByTestId('editor-undo').click();
  await expect.poll(primaryOf).toBe('#1456b8');
  await page.getByTestId('editor-redo').click();
  await expect.poll(primaryOf).toBe('#2f6b3a');
  await page.getByTestId('editor-undo').click();
  await expect.poll(primaryOf).toBe('#1456b8');
  // What undo left is what the website keeps.
  await page.waitForTimeout(1_500);
  await page.getByTestId('editor-save').click();
  await expect(page.getByText('Page saved.')).toBeVisible();
  await page.reload();
  await expect(canvas(page).locator('h1', { hasText: HERO })).toBeVisible();
  expect(await primaryOf()).toBe('#1456b8');
});
