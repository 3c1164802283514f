import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { canvas } from './support/page-editor.ts';
import { signInAsAdmin } from './support/session.ts';
import { freshWebsite, openTemplateWebsite } from './support/websites.ts';

/** Opens the page settings of the menu page named `name` from the page list. */
async function openSettings(page: Page, name: string) {
  await page
    .getByTestId('page-group-menu')
    .locator('tbody tr', { has: page.getByText(name, { exact: true }) })
    .getByRole('button', { name: 'Settings' })
    .click();
  await expect(page.getByTestId('page-settings-form')).toBeVisible();
}

test('a new page shows the shared header and footer; a header edit reaches every published page; a page can hide them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const website = freshWebsite('Shared Sections');
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);

  // The contact page goes without the shared header and footer (a page setting).
  await openSettings(page, 'Contact');
  await page.getByTestId('page-settings-hide-header').click();
  await page.getByTestId('page-settings-hide-footer').click();
  await page.getByTestId('page-settings-save').click();
  await expect(page.getByText('Page settings saved.').first()).toBeVisible();
  await expect(page.getByTestId('page-settings-form')).toHaveCount(0);

  // A new, blank page is not blank on the canvas: the site's header and footer frame a drop hint.
  await page
    .getByTestId('page-group-menu')
    .locator('tbody tr', { has: page.getByText('Home', { exact: true }) })
    .getByRole('link', { name: 'Edit' })
    .click();
  // The editor's chunk loads on first use; a busy machine takes a while.
  await expect(page.getByTestId('page-editor')).toBeVisible({ timeout: 45_000 });
  await page.getByTestId('editor-add').click();
  await page.getByTestId('editor-add-page').click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByTestId('new-page-name').fill('Opening hours');
  await page.getByTestId('new-page-ok').click();
  await expect(page.getByTestId('page-picker')).toContainText('Opening hours', { timeout: 30_000 });
  const header = canvas(page).getByTestId('canvas-header');
  await expect(header.locator('.sw-nav__brand')).toContainText(website.name);
  await expect(header.locator('.sw-nav__menu')).toContainText('Contact');
  await expect(canvas(page).getByTestId('canvas-footer').locator('footer.sw-footer')).toBeVisible();
  await expect(canvas(page).getByTestId('canvas-drop-hint')).toHaveText(
    'Drag blocks here from the library on the left',
  );

  // "Edit header" opens the shared header in the same editor.
  await header.hover();
  await canvas(page).getByTestId('canvas-edit-header').click();
  await expect(page).toHaveURL(/\?section=header$/, { timeout: 30_000 });
  await expect(page.getByTestId('editor-section-banner')).toContainText(
    'Shared header: shown on every page in English',
  );
  const menu = canvas(page).locator('header.sw-nav');
  await expect(menu).toBeVisible();
  await menu.click({ position: { x: 4, y: 4 } });
  await page.getByTestId('editor-fields').getByText('center', { exact: true }).click();
  await expect(menu).toHaveClass(/sw-nav--center/);

  // Back on the page, its canvas frames it with the header as just edited, without a reload.
  await page.getByTestId('editor-section-done').click();
  await expect(page).not.toHaveURL(/\?section=/, { timeout: 30_000 });
  await expect(page.getByTestId('editor-section-banner')).toHaveCount(0);
  await expect(header.locator('header.sw-nav')).toHaveClass(/sw-nav--center/);
  // Opening the header again continues from that edit.
  await header.hover();
  await canvas(page).getByTestId('canvas-edit-header').click();
  await expect(page).toHaveURL(/\?section=header$/, { timeout: 30_000 });
  await expect(menu).toHaveClass(/sw-nav--center/);

  // Publishing from the header publishes the whole website.
  await page.getByTestId('editor-publish').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('Publish the whole website?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Published!')).toBeVisible({ timeout: PUBLISH_TIMEOUT_MS });
  const editorUrl = page.url();

  // Every published page carries the edited header and the footer, once.
  for (const path of ['/', '/about', '/services']) {
    await page.goto(`${site}${path}`);
    await expect(page.locator('header.sw-nav')).toHaveCount(1);
    await expect(page.locator('header.sw-nav')).toHaveClass(/sw-nav--center/);
    await expect(page.locator('footer.sw-footer')).toHaveCount(1);
  }

  // The contact page hides both.
  await page.goto(`${site}/contact`);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('header.sw-nav')).toHaveCount(0);
  await expect(page.locator('footer.sw-footer')).toHaveCount(0);

  // An address the site lacks answers with the site's own header, footer and language.
  const missing = await page.goto(`${site}/no-such-page`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('header.sw-nav')).toHaveClass(/sw-nav--center/);
  await expect(page.locator('footer.sw-footer')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(`${site}/`);

  // Back in the editor, the page's canvas shows the header as edited.
  await page.goBack();
  await page.goto(`http://localhost:${E2E_PORT}${new URL(editorUrl).pathname}`);
  await expect(page.getByTestId('page-editor')).toBeVisible({ timeout: 45_000 });
  await expect(canvas(page).getByTestId('canvas-header').locator('header.sw-nav')).toHaveClass(
    /sw-nav--center/,
  );
});
