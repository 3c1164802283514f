import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT } from './support/env.ts';
import { openFromMenu } from './support/navigation.ts';
import { canvas, editPage } from './support/page-editor.ts';
import { signInAsAdmin } from './support/session.ts';
import { freshWebsite, openTemplateWebsite, publishWebsite } from './support/websites.ts';

const BRAND_RED = 'rgb(225, 29, 72)';
const HEADING_FONT = 'Playfair Display';
const HERO = 'Clear advice for companies that are ready to grow';

/** Whether the page loaded the heading family's bold face (not a system stand-in). */
async function fontLoaded(page: Page | ReturnType<Page['mainFrame']>): Promise<boolean> {
  return page.evaluate(async (family) => {
    await document.fonts.ready;
    await document.fonts.load(`700 32px "${family}"`);
    return [...document.fonts].some((f) => f.family.replace(/"/g, '') === family && f.status === 'loaded');
  }, HEADING_FONT);
}

async function expectBrand(heading: Locator, button: Locator) {
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Playfair Display"/);
  await expect(button).toHaveCSS('background-color', BRAND_RED);
}

test('a brand colour and font chosen in settings show on the canvas and the published site', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const website = freshWebsite('Brand Kit');
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  // No request may leave for a font host or any other third party.
  const hosts = new Set<string>();
  context.on('request', (request) => hosts.add(new URL(request.url()).hostname));

  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);
  await openFromMenu(page, 'Website settings');
  await page.getByRole('tab', { name: 'Theme' }).click();

  // A custom palette starts from the colours shown; the operator sets the primary colour.
  await page.getByTestId('web-set-palette-custom').check();
  await page.getByTestId('web-set-color-primary').click();
  const hex = page.locator('.ant-color-picker-input input').last();
  await hex.fill('e11d48');
  await hex.press('Enter');
  await page.keyboard.press('Escape');
  const preview = page.getByTestId('web-set-theme-preview');
  await expect(preview.locator('.web-set-preview-button')).toHaveCSS('background-color', BRAND_RED);

  await page.getByTestId('web-set-heading-font').click();
  await page.waitForTimeout(400);
  await page.locator('.ant-select-item-option', { hasText: HEADING_FONT }).click();
  await expect(page.getByTestId('web-set-heading-font')).toContainText(HEADING_FONT);
  await expect(preview.locator('h3')).toHaveCSS('font-family', /^"Playfair Display"/);
  await page.getByTestId('web-set-theme-save').click();
  await expect(page.getByText('Theme saved.')).toBeVisible();

  // The editor's canvas draws the page in the brand's colour and font.
  await openFromMenu(page, 'Pages');
  await editPage(page, 'Home');
  const frame = canvas(page);
  await expectBrand(
    frame.locator('h1', { hasText: HERO }),
    frame.locator('a.sw-button--primary, span.sw-button--primary').first(),
  );
  // Template artwork on the canvas asks for the brand's colours, as the published copies have them.
  const artwork = frame.locator('[src*="/template-assets/"], [style*="/template-assets/"]').first();
  await expect
    .poll(() => artwork.evaluate((el) => `${el.getAttribute('src') ?? ''}${el.getAttribute('style') ?? ''}`))
    .toContain('?tint=e11d48-');
  const canvasFrame = page.frames().find((f) => f !== page.mainFrame() && f.url() !== 'about:blank');
  if (canvasFrame) expect(await fontLoaded(canvasFrame)).toBe(true);

  // Published, the site shows the same, with the font served by the site itself.
  await publishWebsite(page, website.name);
  const visitor = await context.newPage();
  await visitor.goto(`${site}/`);
  await expectBrand(
    visitor.locator('h1', { hasText: HERO }),
    visitor.locator('a.sw-button--primary, span.sw-button--primary').first(),
  );
  expect(await fontLoaded(visitor)).toBe(true);
  // Fetched by the browser: only it resolves the site's *.localhost name.
  const font = await visitor.evaluate(async () => {
    const response = await fetch('/_sw/fonts/playfair-display-latin-700-normal.woff2');
    return { status: response.status, cache: response.headers.get('cache-control') ?? '' };
  });
  expect(font.status).toBe(200);
  expect(font.cache).toContain('immutable');

  expect([...hosts].filter((h) => h !== 'localhost' && !h.endsWith('.localhost'))).toEqual([]);
});
