import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { editPage } from './support/page-editor.ts';
import { signInAsAdmin } from './support/session.ts';
import { createWebsite, freshWebsite } from './support/websites.ts';

/** The editor's publish dialog: the one with the publish types (the confirmation is titled Publish too). */
async function openPublishDialog(page: Page) {
  await page.getByTestId('editor-publish').click();
  await expect(
    page.getByRole('dialog', { name: 'Publish' }).filter({ has: page.getByTestId('publish-type-single') }),
  ).toBeVisible();
}

test('before publishing, the checklist names what is still sample text, links to it, and removes the sample items in one step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const website = freshWebsite('Sample Check Bakery');
  await signInAsAdmin(page);
  await createWebsite(page, website, 'Products and catalogue', { backToCenter: false });

  await editPage(page, 'Home');
  await openPublishDialog(page);
  const checklist = page.getByTestId('sample-checklist');
  await expect(checklist).toContainText('Still sample content from the template');
  // The home page's title still sells furniture: named, with a link to its settings.
  const seo = checklist.getByTestId('sample-checklist-seo');
  await expect(seo).toContainText('Home (title, description)');
  const seoLink = seo.getByRole('link', { name: 'Home', exact: true });
  await expect(checklist.getByTestId('sample-checklist-items')).toContainText('Oak lounge chair');
  await expect(checklist.getByTestId('sample-checklist-images')).toContainText('Home');
  await page.screenshot({ path: '/tmp/shots/sample-checklist.png' });

  await seoLink.click();
  await expect(page).toHaveURL(/\/page\/page_set\/\d+$/);
  await expect(page.getByTestId('page-settings-seo-title')).toHaveValue(
    /furniture, lighting and kitchenware/,
  );
  await page.getByTestId('page-settings-seo-title').fill('Sample Check Bakery: bread baked every morning');
  await page.getByTestId('page-settings-save').click();
  await expect(page.getByText('Page settings saved.').first()).toBeVisible();

  await page.goto('/page/index');
  await editPage(page, 'Home');
  await openPublishDialog(page);
  await expect(checklist.getByTestId('sample-checklist-items')).toBeVisible();
  await expect(checklist.getByTestId('sample-checklist-seo')).toContainText('Home (description)');

  await checklist.getByTestId('sample-remove-all').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('Remove all sample content?');
  await confirm.getByTestId('sample-remove-ok').click();
  await expect(page.getByText(/\d+ sample items removed\./)).toBeVisible();
  await expect(checklist.getByTestId('sample-checklist-items')).toHaveCount(0);
  await page.getByTestId('publish-dialog-cancel').click();

  // The product list no longer holds the samples.
  await page.goto('/product/index');
  await expect(page.getByTestId('item-empty')).toBeVisible();
  await expect(page.getByText('Oak lounge chair')).toHaveCount(0);
});
