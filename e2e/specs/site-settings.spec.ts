import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { openDemoWebsite, openFromMenu } from './support/navigation.ts';
import { signInAsAdmin } from './support/session.ts';

/** Website settings of the demo website, on one of its sections. */
async function openSettings(
  page: Page,
  tab: 'General' | 'Theme' | 'Domains and HTTPS' | 'Blocked IPs' | 'Geo-redirect',
) {
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  await openFromMenu(page, 'Website settings');
  await expect(page).toHaveURL(/\/page\/web_set$/);
  await page.getByRole('tab', { name: tab }).click();
}

test('an operator changes the theme and finds it saved after a reload', async ({ page }) => {
  await openSettings(page, 'Theme');
  await expect(page).toHaveURL(/\/page\/web_set\?tab=theme$/);

  const original = await page.locator('.web-set-palettes input:checked').getAttribute('value');
  const originalFont = await page
    .locator('input[data-testid^="web-set-font-"]:checked')
    .getAttribute('value');
  const target = original === 'sunset' ? 'rose' : 'sunset';
  const targetRadio = page.getByTestId(`web-set-palette-${target}`);
  const preview = page.getByTestId('web-set-theme-preview');

  // The palette shows its colours and name; the preview follows the choice before saving.
  const card = page.locator('.web-set-palette', { has: targetRadio });
  await expect(card.locator('.web-set-swatch')).toHaveCount(5);
  await expect(card).toContainText(target === 'sunset' ? 'Sunset' : 'Rose');
  await targetRadio.check();
  await expect(preview).toHaveAttribute('data-palette', target);
  await page.getByTestId('web-set-font-classic').check();
  await page.getByTestId('web-set-theme-save').click();
  await expect(page.getByText('Theme saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId(`web-set-palette-${target}`)).toBeChecked();
  await expect(page.getByTestId('web-set-font-classic')).toBeChecked();
  await expect(preview).toHaveAttribute('data-palette', target);
  await expect(page.getByTestId('web-set-theme-save')).toBeDisabled();

  // In Chinese the choices carry their Chinese names.
  await page.getByTestId('language-switch').getByText('中文').click();
  await expect(
    page.locator('.web-set-palette', { has: page.getByTestId('web-set-palette-sunset') }),
  ).toContainText('日落');
  await expect(page.getByRole('tab', { name: '主题' })).toBeVisible();
  await page.getByTestId('language-switch').getByText('EN').click();

  // Other specs expect the demo's own theme.
  await page.getByTestId(`web-set-palette-${original ?? 'ocean'}`).check();
  await page.getByTestId(`web-set-font-${originalFont ?? 'system'}`).check();
  await page.getByTestId('web-set-theme-save').click();
  await expect(page.getByText('Theme saved.')).toBeVisible();
});

test('an operator binds a domain, sees it listed with its certificate status, and unbinds it', async ({
  page,
}) => {
  await openSettings(page, 'Domains and HTTPS');
  await expect(page.getByTestId('web-set-fixed-domain')).toHaveText('demo.localhost');
  await expect(page.getByTestId('web-set-bound-domain')).toHaveText('No domain bound yet.');

  // A pasted address is reduced to its host.
  await page.getByTestId('web-set-bind-domain').fill('https://shop.e2e-example.com/about');
  await page.getByTestId('web-set-bind').click();
  await expect(page.getByText('shop.e2e-example.com is bound.', { exact: false })).toBeVisible();
  const row = page.getByTestId('web-set-domain-shop.e2e-example.com');
  await expect(row).toContainText('shop.e2e-example.com');
  await expect(row).toContainText('No certificate');
  await expect(page.getByTestId('web-set-domain-count')).toHaveText('1 of 10 domains bound');

  // An address that is not a domain is refused on the field.
  await page.getByTestId('web-set-bind-domain').fill('203.0.113.5');
  await page.getByTestId('web-set-bind').click();
  await expect(page.getByTestId('web-set-bind-form').getByText(/Enter a domain name such as/)).toBeVisible();

  // A certificate that is not one is refused in the dialog, on the certificate field.
  await page.getByTestId('web-set-upload-shop.e2e-example.com').click();
  const dialog = page.getByRole('dialog', { name: 'Certificate for shop.e2e-example.com' });
  await expect(dialog.getByTestId('web-set-cert-key')).toHaveValue('');
  await dialog.getByTestId('web-set-cert-chain').fill('not a certificate');
  await dialog
    .getByTestId('web-set-cert-key')
    .fill('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----');
  await dialog.getByTestId('web-set-cert-submit').click();
  await expect(dialog.getByText('Paste PEM text starting with -----BEGIN CERTIFICATE-----.')).toBeVisible();
  await dialog
    .getByTestId('web-set-cert-chain')
    .fill('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----');
  await dialog.getByTestId('web-set-cert-submit').click();
  await expect(dialog.getByText(/^The certificate cannot be used\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // The key is never kept: the dialog opens empty again.
  await page.getByTestId('web-set-upload-shop.e2e-example.com').click();
  await expect(dialog.getByTestId('web-set-cert-key')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // HTTPS only: switched on, kept across a reload, switched off again.
  const https = page.getByTestId('web-set-https');
  await expect(https).not.toBeChecked();
  await https.click();
  await expect(page.getByText('HTTPS only is on.')).toBeVisible();

  await page.reload();
  await expect(row).toBeVisible();
  await expect(https).toBeChecked();
  await https.click();
  await expect(page.getByText('HTTPS only is off.')).toBeVisible();
  await expect(https).not.toBeChecked();

  await page.getByTestId('web-set-unbind-shop.e2e-example.com').click();
  await page.getByTestId('web-set-unbind-confirm').click();
  await expect(page.getByText('shop.e2e-example.com is unbound.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('web-set-bound-domain')).toHaveText('No domain bound yet.');
});

test('an operator blocks an address range and sees it listed; a repeat and a non-address are refused', async ({
  page,
}) => {
  await openSettings(page, 'Blocked IPs');
  await page.getByTestId('web-set-block-ip').fill('not-an-address');
  await page.getByTestId('web-set-block').click();
  await expect(
    page.getByText('Enter an IPv4 or IPv6 address, or a range such as 203.0.113.0/24.'),
  ).toBeVisible();

  await page.getByTestId('web-set-block-ip').fill('203.0.113.77/24');
  await expect(page.getByText('Blocks 203.0.113.0/24')).toBeVisible();
  await page.getByTestId('web-set-block-note').fill('scraper');
  await page.getByTestId('web-set-block').click();
  await expect(page.getByText('203.0.113.0/24 is blocked.')).toBeVisible();
  const row = page.getByTestId('web-set-blocked-203.0.113.0/24');
  await expect(row).toContainText('203.0.113.0/24');
  await expect(row).toContainText('scraper');

  // The same range again: the server's refusal is shown on the field.
  await page.getByTestId('web-set-block-ip').fill('203.0.113.0/24');
  await page.getByTestId('web-set-block').click();
  await expect(
    page
      .getByTestId('web-set-block-form')
      .getByText('This address or range is already blocked for this website.'),
  ).toBeVisible();

  await page.reload();
  await expect(row).toContainText('scraper');

  await page.getByTestId('web-set-unblock-203.0.113.0/24').click();
  await page.getByTestId('web-set-unblock-confirm').click();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('web-set-no-blocked')).toBeVisible();
});

async function chooseCountry(page: Page, index: number, name: string) {
  await page.getByTestId(`web-set-geo-countries-${index}`).click();
  await page.keyboard.type(name);
  await page.locator(`.ant-select-item-option[title^="${name} ("]`).click();
  await page.keyboard.press('Escape');
}

test('an operator adds a geo-redirect rule and finds it after a reload; clashing rules are refused', async ({
  page,
}) => {
  // Four saves and two reloads: more than one story's 30 s on a machine shared with the API suite.
  test.setTimeout(60_000);
  await openSettings(page, 'Geo-redirect');
  await expect(page.getByTestId('web-set-no-geo')).toBeVisible();

  await page.getByTestId('web-set-geo-add').click();
  await chooseCountry(page, 0, 'Germany');
  await chooseCountry(page, 0, 'Austria');
  await page.getByTestId('web-set-geo-target-0').fill('https://example.de/shop');
  await page.getByTestId('web-set-geo-mode-0').click();
  await page.locator('.ant-select-item-option[title="Suggest (banner)"]').click();
  await page.getByTestId('web-set-geo-save').click();
  await expect(page.getByText('Geo-redirect rules saved.')).toBeVisible();

  await page.reload();
  const rule = page.getByTestId('web-set-geo-rule-0');
  await expect(rule).toContainText('Germany (DE)');
  await expect(rule).toContainText('Austria (AT)');
  await expect(page.getByTestId('web-set-geo-target-0')).toHaveValue('https://example.de/shop');
  await expect(page.getByTestId('web-set-geo-mode-0')).toContainText('Suggest (banner)');

  // A second rule sending German visitors elsewhere clashes with the first: the server refuses,
  // its explanation is shown on the editor, both rules are marked and nothing is saved.
  await page.getByTestId('web-set-geo-add').click();
  await chooseCountry(page, 1, 'Germany');
  await page.getByTestId('web-set-geo-target-1').fill('https://example.com/');
  await page.getByTestId('web-set-geo-save').click();
  const refusal = page.getByTestId('web-set-geo-refusal');
  await expect(refusal).toContainText('would send some visitors from one place to another and back again');
  await expect(page.getByTestId('web-set-geo-rule-0')).toHaveClass(/web-set-rule-refused/);
  await expect(page.getByTestId('web-set-geo-rule-1')).toHaveClass(/web-set-rule-refused/);
  await page.reload();
  await expect(page.getByTestId('web-set-geo-rule-1')).toHaveCount(0);

  // An empty rule is caught before the round trip.
  await page.getByTestId('web-set-geo-add').click();
  await page.getByTestId('web-set-geo-save').click();
  await expect(page.getByText('Fix the marked rules before saving.')).toBeVisible();
  await expect(page.getByText('Choose at least one country.')).toBeVisible();
  await page.getByTestId('web-set-geo-remove-1').click();

  // Back to no rules, as other specs expect.
  await page.getByTestId('web-set-geo-remove-0').click();
  await page.getByTestId('web-set-geo-save').click();
  await expect(page.getByText('Geo-redirect rules saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('web-set-no-geo')).toBeVisible();
});

test('SEO defaults are saved', async ({ page }) => {
  await openSettings(page, 'General');
  const title = page.getByTestId('web-set-seo-title');
  const description = page.getByTestId('web-set-seo-description');
  await expect(page.getByTestId('website-form-name')).toHaveValue('Demo Website');
  const before = { title: await title.inputValue(), description: await description.inputValue() };
  await title.fill('Demo — quality goods');
  await description.fill('Everything about the demo.');
  await page.getByTestId('web-set-save').click();
  await expect(page.getByText('Website saved.')).toBeVisible();
  await page.reload();
  await expect(title).toHaveValue('Demo — quality goods');
  await expect(description).toHaveValue('Everything about the demo.');

  // Other specs publish the demo website with its own defaults.
  await title.fill(before.title);
  await description.fill(before.description);
  await page.getByTestId('web-set-save').click();
  await expect(page.getByText('Website saved.').first()).toBeVisible();

  // The website's languages, with the way to the language screen.
  await expect(page.getByTestId('web-set-languages')).toContainText('(en)');
  await page.getByTestId('web-set-manage-languages').click();
  await expect(page).toHaveURL(/\/page\/add_language$/);
});
