import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { openDemoWebsite } from './support/navigation.ts';
import { signInAsAdmin } from './support/session.ts';

const WEBSITE = 'Template Trial';

async function createAndOpenWebsite(page: Page) {
  await page.getByTestId('website-create').click();
  const dialog = page.getByRole('dialog', { name: 'Create website' });
  await dialog.getByTestId('website-form-name').fill(WEBSITE);
  await dialog.getByTestId('website-form-slug').fill('template-trial');
  await dialog.getByTestId('website-form-submit').click();
  await expect(dialog).toBeHidden();
  // The new website opens at once.
  await expect(page).toHaveURL(/\/page\/index$/);
}

test('the admin fills a new website from the corporate template; cancelling changes nothing', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await createAndOpenWebsite(page);

  // A new website has only its system pages.
  const system = page.getByTestId('page-group-function');
  await expect(system.locator('tbody tr', { hasText: 'Page not found' })).toBeVisible();
  const menuPages = page.getByTestId('page-group-menu');
  await expect(menuPages.locator('tbody tr')).toHaveCount(0);
  const systemRows = await page.getByTestId('page-group-function').locator('tbody tr').count();
  expect(systemRows).toBeGreaterThan(0);

  await page.getByTestId('page-choose-template').click();
  await expect(page).toHaveURL(/\/page\/template$/);
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  // Spec §2: no left menu on the template screen.
  await expect(page.getByTestId('side-menu')).toHaveCount(0);

  const corporate = page.getByTestId('template-card-corporate');
  await expect(corporate.getByRole('heading', { name: 'Corporate' })).toBeVisible();
  const preview = corporate.getByRole('img', { name: 'Preview of Corporate' });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.getByTestId('template-card-exhibition-and-events')).toBeVisible();
  await expect(page.getByTestId('template-card-products-and-catalogue')).toBeVisible();
  await expect(page.getByTestId('template-page-count-corporate')).toHaveText(/^\d+ pages$/);

  // Cancelling the confirmation leaves the website as it was.
  await page.getByTestId('template-use-corporate').click();
  await expect(page.getByTestId('template-confirm-text')).toHaveText(
    `This replaces the pages and menu of ${WEBSITE} in English with the template’s. System pages stay. Continue?`,
  );
  await page.getByTestId('template-cancel').click();
  await expect(page.getByTestId('template-confirm-text')).toBeHidden();
  await expect(page).toHaveURL(/\/page\/template$/);
  await page.getByTestId('template-back').click();
  await expect(page).toHaveURL(/\/page\/index$/);
  await expect(menuPages.locator('tbody tr')).toHaveCount(0);
  await expect(page.getByTestId('page-group-function').locator('tbody tr')).toHaveCount(systemRows);

  // Confirming fills the default language with the template's pages and menu.
  await page.getByTestId('page-choose-template').click();
  await page.getByTestId('template-use-corporate').click();
  // The confirmation is open (and done moving in) before it is answered.
  await expect(page.getByTestId('template-confirm-text')).toBeVisible();
  await page.getByTestId('template-confirm').click();
  await expect(page).toHaveURL(/\/page\/index$/);
  await expect(page.getByText(/^“Corporate” applied: \d+ pages created\.$/)).toBeVisible();
  await expect(menuPages.locator('tbody tr', { hasText: 'About us' })).toBeVisible();
  await expect(menuPages.locator('tbody tr', { hasText: 'Contact' })).toBeVisible();
  expect(await menuPages.locator('tbody tr').count()).toBeGreaterThan(6);
  // System pages stay.
  await expect(page.getByTestId('page-group-function').locator('tbody tr')).toHaveCount(systemRows);
});

test('the website home offers the template chooser to those who may use it', async ({ page }) => {
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  await page.goto('/page/empty');
  await page.getByTestId('page-empty-choose-template').click();
  await expect(page).toHaveURL(/\/page\/template$/);
  await expect(page.getByTestId('template-card-corporate')).toBeVisible();
});

test('a website created with a template starts with its pages', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByTestId('website-create').click();
  const dialog = page.getByRole('dialog', { name: 'Create website' });
  await dialog.getByTestId('website-form-name').fill('Catalogue Start');
  await dialog.getByTestId('website-form-slug').fill('catalogue-start');
  await dialog.getByRole('radio', { name: 'Products and catalogue', exact: true }).check();
  await dialog.getByTestId('website-form-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/page\/index$/);
  const menuPages = page.getByTestId('page-group-menu');
  await expect(menuPages.locator('tbody tr').first()).toBeVisible();
  expect(await menuPages.locator('tbody tr').count()).toBeGreaterThan(6);
});
