import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { openDemoWebsite, openFromMenu } from './support/navigation.ts';
import { signInAsAdmin } from './support/session.ts';

async function rename(page: Page, name: string) {
  await page.getByTestId('website-form-name').fill(name);
  await page.getByTestId('web-set-save').click();
  await expect(page.getByText('Website saved.')).toBeVisible();
}

test('an operator renames the website in Website settings and the whole shell follows', async ({ page }) => {
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  await openFromMenu(page, 'Website settings');
  await expect(page).toHaveURL(/\/page\/web_set$/);

  const name = page.getByTestId('website-form-name');
  const switcher = page.getByTestId('website-switcher');
  await expect(name).toHaveValue('Demo Website');

  await rename(page, 'Demo Site Renamed');
  await expect(switcher).toContainText('Demo Site Renamed');

  // Stored, and remembered as the selected website.
  await page.reload();
  await expect(name).toHaveValue('Demo Site Renamed');
  await expect(switcher).toContainText('Demo Site Renamed');

  // Other specs expect the seeded name.
  await rename(page, 'Demo Website');
  await expect(switcher).toContainText('Demo Website');
  await page.reload();
  await expect(name).toHaveValue('Demo Website');
});

test('the addresses and the preview QR code are shown read-only', async ({ page }) => {
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  await openFromMenu(page, 'Website settings');
  await page.getByRole('tab', { name: 'Domains and HTTPS' }).click();

  await expect(page.getByTestId('web-set-fixed-domain')).toHaveText('demo.localhost');
  await expect(page.getByTestId('web-set-bound-domain')).toHaveText('No domain bound yet.');
  const link = page.getByTestId('web-set-preview-link');
  await expect(link).toHaveAttribute('href', /^https?:\/\/.+/);
  await expect(link).toHaveAttribute('target', '_blank');

  // Drawn, at the spec's 200×200 px (quiet zone included).
  const qr = page.getByRole('img', { name: 'Preview QR code' });
  await expect(qr.locator('canvas, svg').first()).toBeVisible();
  const box = await qr.boundingBox();
  expect(box?.width).toBe(200);
  expect(box?.height).toBe(200);
});

test('an empty name is refused on the field and nothing is saved', async ({ page }) => {
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  await openFromMenu(page, 'Website settings');

  const edits: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/website/website-edit')) edits.push(request.method());
  });

  const name = page.getByTestId('website-form-name');
  await expect(name).toHaveValue('Demo Website');
  await name.fill('');
  await page.getByTestId('web-set-save').click();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  // Spaces alone are no name either.
  await name.fill('   ');
  await page.getByTestId('web-set-save').click();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  expect(edits).toEqual([]);
  await expect(page.getByTestId('website-switcher')).toContainText('Demo Website');

  await page.reload();
  await expect(name).toHaveValue('Demo Website');
});

test('a name the server refuses is explained on the field and nothing is saved', async ({ page }) => {
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  await openFromMenu(page, 'Website settings');

  // A zero-width space passes the form's own check; the server wants something visible.
  const name = page.getByTestId('website-form-name');
  await expect(name).toHaveValue('Demo Website');
  await name.fill('\u200B');
  await page.getByTestId('web-set-save').click();
  await expect(page.getByTestId('web-set-form').getByText('Enter a visible name')).toBeVisible();
  await expect(page.getByText('Website saved.')).toHaveCount(0);
  await expect(page.getByTestId('website-switcher')).toContainText('Demo Website');

  await page.reload();
  await expect(name).toHaveValue('Demo Website');
});
