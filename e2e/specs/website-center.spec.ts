import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signInAsAdmin } from './support/session.ts';
import { publishWebsite } from './support/websites.ts';

test('an operator creates, edits and deletes a website through the website center', async ({ page }) => {
  await signInAsAdmin(page);

  await page.getByTestId('website-create').click();
  const dialog = page.getByRole('dialog', { name: 'Create website' });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('website-form-name').fill('Acme Europe');
  await dialog.getByTestId('website-form-slug').fill('acme-europe');
  await dialog.getByTestId('website-form-submit').click();
  await expect(dialog).toBeHidden();

  // The new website opens at once: its page list, with the website chosen in the switcher.
  await expect(page).toHaveURL(/\/page\/index$/);
  await expect(page.getByTestId('website-switcher')).toContainText('Acme Europe');
  await page.getByTestId('nav-website-center').click();
  await expect(page).toHaveURL(/\/system\/web_manage$/);

  const row = page.getByRole('row', { name: /Acme Europe/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('acme-europe.localhost');
  // The flag is drawn as an image (flag emoji do not exist on every desktop).
  await expect(row.getByRole('img', { name: 'US' })).toBeVisible();

  // The same address cannot be taken twice: the form says why and keeps what was typed.
  await page.getByTestId('website-create').click();
  await dialog.getByTestId('website-form-name').fill('Acme Again');
  await dialog.getByTestId('website-form-slug').fill('acme-europe');
  await dialog.getByTestId('website-form-submit').click();
  await expect(dialog.getByText('This site address is already taken. Choose another one.')).toBeVisible();
  await expect(dialog.getByTestId('website-form-name')).toHaveValue('Acme Again');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Edit the name (under More, next to the two main actions).
  await row.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit website' });
  await expect(editDialog.getByTestId('website-form-name')).toHaveValue('Acme Europe');
  await editDialog.getByTestId('website-form-name').fill('Acme Europe GmbH');
  await editDialog.getByTestId('website-form-submit').click();
  await expect(editDialog).toBeHidden();
  const renamed = page.getByRole('row', { name: /Acme Europe GmbH/ });
  await expect(renamed).toBeVisible();

  // Survives a reload: it is really stored.
  await page.reload();
  await expect(renamed).toBeVisible();

  // Deleting a whole website asks for its name; cancelling keeps the website.
  await renamed.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “Acme Europe GmbH”?' });
  await expect(confirm).toBeVisible();
  // A click while the dialog is still zooming in can be lost; a person clicks once it stands still.
  await expect(confirm).not.toHaveClass(/ant-zoom-appear/);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const remove = confirm.getByRole('button', { name: 'Delete website' });
  await expect(remove).toBeDisabled();
  await confirm.getByTestId('website-delete-confirm-input').fill('Acme Europe');
  await expect(remove).toBeDisabled();
  await confirm.getByTestId('website-delete-confirm-input').fill('Acme Europe GmbH');
  await remove.click();
  await expect(page.getByText('Website deleted.')).toBeVisible();
  await expect(renamed).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Demo Website')).toBeVisible();
  await expect(page.getByRole('row', { name: /Acme Europe/ })).toHaveCount(0);
});

test('every website row keeps its actions on one line, published or not', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  // A published website is the row with the most to offer.
  await publishWebsite(page, 'Demo Website');
  await page.reload();
  const row = page.getByRole('row', { name: /Demo Website/ });
  await expect(row.getByTestId(/^website-status-/)).toContainText('Published');
  const actions = row.locator('.data-table-actions-row');
  const buttons = actions.getByRole('button');
  await expect(buttons).toHaveText([/Manage/, /Publish/, /More/]);
  const tops = await buttons.evaluateAll((els) =>
    els.map((el) => Math.round(el.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(1);
  await row.getByRole('button', { name: 'More' }).click();
  await expect(page.locator('.ant-dropdown-menu').getByRole('menuitem')).toHaveText([
    'Edit',
    'Un-publish',
    'Delete',
  ]);
});

test('choosing Manage opens the website in the management shell with its left menu', async ({ page }) => {
  await signInAsAdmin(page);
  // The website center has no left menu.
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await page
    .getByRole('row', { name: /Demo Website/ })
    .getByRole('button', { name: 'Manage' })
    .click();
  // The admin may list pages, so managing a website starts at the page list.
  await expect(page).toHaveURL(/\/page\/index$/);
  await expect(page.getByTestId('page-index')).toContainText('Demo Website');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('website-switcher')).toContainText('Demo Website');

  // The selection survives a reload; going back to the website center clears it.
  await page.reload();
  await expect(page.getByTestId('page-index')).toContainText('Demo Website');
  await page.getByTestId('nav-website-center').click();
  await expect(page).toHaveURL(/\/system\/web_manage$/);
  await expect(page.getByTestId('website-switcher')).not.toContainText('Demo Website');
  await page.goto('/page/index');
  await expect(page).toHaveURL(/\/system\/web_manage$/);
});
