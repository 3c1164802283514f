import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT } from './support/env.ts';
import { canvas, editPage } from './support/page-editor.ts';
import { signInAsAdmin } from './support/session.ts';
import { createWebsite, freshWebsite, openTemplateWebsite, publishWebsite } from './support/websites.ts';

// The editor loads in its own chunk with Puck and the canvas: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const HERO = 'Clear advice for companies that are ready to grow';
const RICH_TEXT = 'Market reviews, growth plans and investment cases that a board can act on.';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Opens the website's shared header or footer from the canvas of the page being edited. */
async function openSection(page: Page, kind: 'header' | 'footer') {
  await canvas(page).getByTestId(`canvas-${kind}`).hover();
  await canvas(page).getByTestId(`canvas-edit-${kind}`).click();
  await expect(page).toHaveURL(new RegExp(`\\?section=${kind}$`), { timeout: 30_000 });
}

test('an operator types a heading and a paragraph where they stand on the canvas, bolds words, undoes, and sees them published', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const website = freshWebsite('Canvas Typing');
  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);
  await editPage(page, 'Home');

  // The paragraph: one click puts the cursor in its words, with the text toolbar above the canvas.
  await canvas(page).getByText(RICH_TEXT).click();
  const toolbar = page.getByTestId('canvas-rich-text-toolbar');
  await expect(toolbar.getByRole('button', { name: 'Bold', exact: true })).toBeVisible();
  const text = canvas(page).getByTestId('canvas-rich-text');
  await expect(text.locator('[contenteditable="true"]')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Ask for a first review.');
  await expect(text).toContainText(`${RICH_TEXT} Ask for a first review.`);
  for (let i = 0; i < 'first review.'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Bold', exact: true }).click();
  await expect(text.locator('strong')).toHaveText('first review.');
  await expect(toolbar.getByTestId('rich-text-word-count')).toHaveText('18 / 10000 words');
  // Once typing pauses the text is the page's: the side panel's editor of it follows, it is saved.
  const panel = page.getByTestId('rich-text-editor').getByTestId('rich-text-content');
  await expect(panel.locator('strong')).toHaveText('first review.');
  await expect(page.getByTestId('editor-status')).toHaveText('Auto-saved');

  // The editor's Undo takes the bold back, Redo brings it again: the text is part of the page's history.
  await page.getByTestId('editor-undo').click();
  const paragraph = canvas(page).locator('p', { hasText: 'Ask for a first review.' });
  await expect(paragraph).toBeVisible();
  await expect(paragraph.locator('strong')).toHaveCount(0);
  await page.getByTestId('editor-redo').click();
  await expect(paragraph.locator('strong')).toHaveText('first review.');

  // The heading: clicked and typed into on the canvas.
  const heading = canvas(page).locator('h1', { hasText: HERO });
  await heading.click();
  const words = heading.locator('[contenteditable]');
  await words.hover();
  await words.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('Bread baked before sunrise');
  await expect(canvas(page).locator('h1', { hasText: 'Bread baked before sunrise' })).toBeVisible();

  // Saved (an autosave may be running: the button then waits for it) and published.
  await expect(async () => {
    await page.getByTestId('editor-save').click();
    await baseExpect(page.getByText('Page saved.').first()).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await publishWebsite(page, website.name);
  await page.goto(`http://${website.slug}.localhost:${E2E_PORT}/`);
  await expect(page.locator('h1')).toHaveText('Bread baked before sunrise');
  await expect(page.locator('p', { hasText: 'Ask for a first review.' }).locator('strong')).toHaveText(
    'first review.',
  );
});

test('the editor as a new user met it: the form block shows, the header bar fits at 1366 px, the chip leaves the menu free, footer links by name, artwork in the palette, hex values inside their boxes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const website = freshWebsite('Canvas Defects');
  await signInAsAdmin(page);
  await createWebsite(page, website, 'Products and catalogue', { backToCenter: false });

  // The brand kit's custom palette: each hex value stays inside its picker.
  await page.goto('/page/web_set');
  await page.getByRole('tab', { name: 'Theme' }).click();
  await page.getByTestId('web-set-palette-custom').click();
  for (const role of ['primary', 'accent', 'background', 'text']) {
    const picker = page.getByTestId(`web-set-color-${role}`);
    const hex = picker.locator('.ant-color-picker-trigger-text');
    await expect(hex).toHaveText(/^#[0-9A-F]{6}$/);
    const [outer, inner] = [await box(picker), await box(hex)];
    expect(inner.x + inner.width, `${role} hex inside its box`).toBeLessThanOrEqual(outer.x + outer.width);
  }
  await page.screenshot({ path: '/tmp/shots/canvas-defects-palette.png' });

  await page.goto('/page/index');
  await editPage(page, 'Home');
  // A new form block is on the canvas (not drawn at opacity 0), asking for its form.
  await page.getByTestId('editor-add').click();
  await page.getByTestId('editor-add-component').click();
  await page.getByRole('dialog', { name: 'Add a block' }).getByTestId('insert-block-form').click();
  const form = canvas(page).locator('.sw-form--placeholder');
  await expect(form).toContainText('choose one of the website’s forms');
  await expect.poll(() => form.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

  // The template's artwork follows another palette: no forest green is left in the hero picture.
  await page.getByTestId('editor-design').click();
  await page.getByTestId('design-palette').click();
  await page.locator('.ant-select-item-option', { hasText: 'Imperial red' }).click();
  const hero = canvas(page).locator('[style*="products-hero.svg"]').first();
  await expect(hero).toHaveAttribute('style', /tint=b71c1c-b8860b/);
  const art = (await hero.getAttribute('style'))?.match(/url\(["']?([^"')]+)/)?.[1] ?? '';
  const svg = await (await page.request.get(art)).text();
  expect(svg).toContain('<svg');
  expect(svg.toLowerCase()).not.toContain('#2f6b3a');
  await page.keyboard.press('Escape');

  // The footer's links are listed by their labels.
  await openSection(page, 'footer');
  await canvas(page)
    .locator('footer.sw-footer')
    .click({ position: { x: 4, y: 4 } });
  const fields = page.getByTestId('editor-fields');
  await expect(fields.getByText('Catalogue', { exact: true })).toBeVisible();
  await expect(fields.getByText('Item #0')).toHaveCount(0);
  await page.getByTestId('editor-section-done').click();
  await expect(page).not.toHaveURL(/\?section=/, { timeout: 30_000 });

  // The header: the top bar's buttons all show side by side at 1366 px.
  await openSection(page, 'header');
  await expect(page.getByTestId('editor-section-banner')).toBeVisible();
  const bar = ['editor-undo', 'editor-redo', 'editor-design', 'editor-publish'];
  for (const id of bar) await expect(page.getByTestId(id)).toBeVisible();
  const boxes = await Promise.all(bar.map((id) => box(page.getByTestId(id))));
  for (const [i, b] of boxes.entries()) {
    expect(b.x + b.width, `${bar[i]} within the window`).toBeLessThanOrEqual(1366);
    for (const [j, other] of boxes.entries())
      if (j > i) expect(overlaps(b, other), `${bar[i]} clear of ${bar[j]}`).toBe(false);
  }
  // Without the language strip the menu is the page's first block: its chip goes under it, not on
  // its last item.
  await canvas(page).locator('.sw-lang').first().click();
  await page.keyboard.press('Delete');
  await expect(canvas(page).locator('.sw-lang')).toHaveCount(0);
  const menu = canvas(page).locator('header.sw-nav');
  await menu.click({ position: { x: 4, y: 4 } });
  const chip = canvas(page).getByTestId('canvas-block-chip');
  await expect(chip).toBeVisible();
  const lastItem = menu.locator('.sw-nav__menu a').last();
  expect(overlaps(await box(chip), await box(lastItem))).toBe(false);
  await page.screenshot({ path: '/tmp/shots/canvas-defects-header.png' });

  // "Show site name: No" keeps the canvas as wide as before.
  const wide = (await box(page.getByTestId('editor-canvas'))).width;
  await page.getByTestId('editor-fields').getByText('No', { exact: true }).first().click();
  await expect(page.getByTestId('editor-status')).not.toHaveText('');
  expect((await box(page.getByTestId('editor-canvas'))).width).toBeGreaterThan(wide - 2);
  await expect(menu).toBeVisible();
});
