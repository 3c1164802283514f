import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signInAsAdmin } from './support/session.ts';
import { freshWebsite, openTemplateWebsite } from './support/websites.ts';

test('a field added to a form is labelled by its kind, and its key and pattern wait under "Advanced"', async ({
  page,
}) => {
  const website = freshWebsite('Form Builder Story');
  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);
  await page.goto('/form/form_list');
  await page.getByTestId('form-add').click();
  const drawer = page.getByTestId('form-drawer');
  await drawer.getByTestId('form-name').fill('Call back');

  // A phone field: named "Phone" at once, on its card and in the preview visitors' form.
  await drawer.getByTestId('form-add-kind').click();
  await page.locator('.ant-select-item-option', { hasText: /^Phone$/ }).click();
  await drawer.getByTestId('form-add-field').click();
  await expect(drawer.getByTestId('field-label-2')).toHaveValue('Phone');
  await expect(drawer.getByTestId('field-card-2').locator('.form-field-title')).toHaveText('Phone');
  await expect(drawer.getByTestId('form-preview').contentFrame().getByLabel('Phone')).toBeVisible();

  // A text field: its key and pattern are folded away until "Advanced" is opened.
  await drawer.getByTestId('form-add-kind').click();
  await page.locator('.ant-select-item-option', { hasText: /^Text$/ }).click();
  await drawer.getByTestId('form-add-field').click();
  const card = drawer.getByTestId('field-card-3');
  await expect(drawer.getByTestId('field-label-3')).toHaveValue('Text');
  await expect(card.getByTestId('field-key-3')).toBeHidden();
  await expect(card.getByTestId('field-pattern-3')).toBeHidden();
  await card.getByText('Advanced', { exact: true }).click();
  await expect(card.getByLabel('Key (name in records and exports)')).toHaveValue('text_1');
  await expect(card.getByLabel('Pattern (regular expression)')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/form-builder-advanced.png' });
});
