import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { openDemoWebsite } from './support/navigation.ts';
import { signInAsAdmin } from './support/session.ts';

// A name no other spec uses: the demo website is shared by the specs of one run.
const PAGE_NAME = 'Language trial';

test('the admin adds Deutsch; it starts as a copy of the default language, marked as needing translation', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  await expect(page).toHaveURL(/\/page\/index$/);

  // An ordinary page in the default language, so there is something to copy.
  await page.getByTestId('page-create').click();
  await page.getByTestId('new-page-name').fill(PAGE_NAME);
  await page.getByTestId('new-page-ok').click();
  await expect(page.getByTestId('new-page-form')).toHaveCount(0);
  await expect(
    page.getByTestId('page-group-unassociated').locator('tbody tr', { hasText: PAGE_NAME }),
  ).toBeVisible();

  await page.getByTestId('page-languages').click();
  await expect(page).toHaveURL(/\/page\/add_language$/);
  await expect(page.getByRole('heading', { name: 'Languages', level: 1 })).toBeVisible();
  // Spec §2: no left menu on the add-language screen.
  await expect(page.getByTestId('side-menu')).toHaveCount(0);

  const english = page.getByTestId('language-en');
  await expect(english).toContainText('English');
  await expect(english).toContainText('Default');
  await expect(page.getByTestId('language-de')).toHaveCount(0);

  await page.getByTestId('language-select').click();
  await page.locator('.ant-select-item-option[title="Deutsch (German)"]').click();
  await page.getByTestId('language-add').click();
  await expect(
    page.getByText(
      /^Deutsch added: \d+ pages copied; texts are in the original language until translated\.$/,
    ),
  ).toBeVisible();
  const german = page.getByTestId('language-de');
  await expect(german).toContainText('Deutsch');
  await expect(german).not.toContainText('Default');
  // An added language is no longer offered.
  await page.getByTestId('language-select').click();
  await expect(page.locator('.ant-select-item-option[title="Deutsch (German)"]')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The German page list holds the copy, marked as needing translation.
  await page.getByTestId('languages-back').click();
  await expect(page).toHaveURL(/\/page\/index$/);
  await page.getByTestId('page-language').click();
  await page.locator('.ant-select-item-option[title="Deutsch"]').click();
  const copy = page.getByTestId('page-group-unassociated').locator('tbody tr', { hasText: PAGE_NAME });
  await expect(copy).toBeVisible();
  await expect(copy).toContainText('Needs translation');
  await expect(copy).toContainText('/de/');
  // Without a translation service configured, Translate refills the copy and says the texts are unchanged.
  await copy.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Translate' }).click();
  await expect(
    page.getByText(
      'No translation service ran: texts stay in the original language and still need translating.',
    ),
  ).toBeVisible();
  await expect(copy).toContainText('Needs translation');
  // System pages come with the language too.
  await expect(
    page.getByTestId('page-group-function').locator('tbody tr', { hasText: 'Page not found' }),
  ).toBeVisible();
});
