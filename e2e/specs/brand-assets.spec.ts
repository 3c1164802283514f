import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT } from './support/env.ts';
import { openFromMenu } from './support/navigation.ts';
import { signInAsAdmin } from './support/session.ts';
import { createWebsite, freshWebsite, publishWebsite } from './support/websites.ts';

/** A 4×4 PNG, as an operator's logo file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMQCVgARwzEcQCeAxBBH2qSigAAAABJRU5ErkJggg==',
  'base64',
);

test('the create-website dialog shows the templates as picture cards', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByTestId('website-create').click();
  const dialog = page.getByRole('dialog', { name: 'Create website' });
  const choice = dialog.getByTestId('website-form-template');
  for (const name of ['Corporate', 'Exhibition and events', 'Products and catalogue']) {
    const preview = choice.getByRole('img', { name: `Preview of ${name}` });
    await expect(preview).toBeVisible();
    // The picture has loaded, not just its frame.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  // No template is chosen until the operator picks one.
  await expect(choice.getByRole('radio', { name: /^None/ })).toBeChecked();
  await choice.getByRole('radio', { name: 'Corporate', exact: true }).check();
  await expect(choice.getByRole('radio', { name: /^None/ })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a logo and phone chosen in Website settings → Brand show on the published site', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const website = freshWebsite('Brand Kit Trial');
  await createWebsite(page, website, 'Corporate', { backToCenter: false });

  await openFromMenu(page, 'Website settings');
  await page.getByRole('tab', { name: 'Brand' }).click();
  await expect(page).toHaveURL(/\/page\/web_set\?tab=brand$/);

  // The logo comes from the media library: uploaded in the picker and chosen there.
  await page.getByTestId('brand-logo-choose').click();
  const picker = page.getByTestId('media-picker');
  await expect(picker.getByTestId('media-picker-body')).toBeVisible();
  await picker
    .locator('input[type=file]')
    .setInputFiles({ name: 'brand-logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(picker.getByTestId('media-picker-ok')).toBeEnabled();
  await picker.getByTestId('media-picker-ok').click();
  await expect(picker).toBeHidden();
  const preview = page.getByTestId('brand-logo-preview');
  await expect(preview).toHaveAttribute('src', /^\/files\/[0-9a-f]{64}\.png$/);
  const logo = (await preview.getAttribute('src')) ?? '';

  // A phone with letters is refused on its field before the round trip.
  const phone = page.getByTestId('brand-phone');
  await phone.fill('call us');
  await page.getByTestId('brand-save').click();
  await expect(page.getByText('Use digits, spaces and + ( ) - . / only.')).toBeVisible();
  await phone.fill('+1 555 0142');
  await page.getByTestId('brand-save').click();
  await expect(page.getByText('Brand saved.')).toBeVisible();

  // Saved: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId('brand-logo-preview')).toHaveAttribute('src', logo);
  await expect(page.getByTestId('brand-phone')).toHaveValue('+1 555 0142');

  await publishWebsite(page, website.name);
  await page.goto(`http://${website.slug}.localhost:${E2E_PORT}/`);
  const headerLogo = page.locator('header.sw-nav img.sw-nav__logo');
  await expect(headerLogo).toHaveAttribute('src', logo);
  await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
  await expect(page.locator('footer.sw-footer')).toContainText('+1 555 0142');
  await expect(page.locator('footer.sw-footer')).toContainText(`© ${website.name}`);
  // The template's copy names this website, not the sample company.
  await expect(page).toHaveTitle(`${website.name}: strategy and technology for growing companies`);
  await expect(page.locator('body')).not.toContainText('Northbridge');
});
