import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { signInAsAdmin } from './support/session.ts';
import { freshWebsite, openTemplateWebsite } from './support/websites.ts';

/** The row of the menu page whose shown name is exactly `name`. */
function pageRow(page: Page, name: string) {
  return page
    .getByTestId('page-group-menu')
    .locator('tbody tr', { has: page.getByText(name, { exact: true }) });
}

test('publishing only the home page names the unpublished pages it links to, and still publishes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const website = freshWebsite('Link Warning');
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);

  await pageRow(page, 'Home').getByRole('checkbox').check();
  await expect(page.getByTestId('page-ticked-count')).toHaveText('1 selected');
  await page.getByTestId('page-publish-selected').click();
  const confirmation = page.locator('.ant-modal-confirm');
  await expect(confirmation).toContainText('Publish the selected pages?');

  // The home page's buttons and the shared footer lead to pages that stay unpublished.
  const warning = confirmation.getByTestId('publish-link-warning');
  await expect(warning).toContainText('Some links will lead to pages that are not published');
  const lines = warning.locator('li');
  for (const target of ['Services', 'Advisory', 'Technology', 'Case studies', 'Our team']) {
    await expect(lines.filter({ hasText: `Home → ${target} (English)` })).toHaveCount(1);
  }
  for (const target of ['About us', 'Services', 'News', 'Contact']) {
    await expect(lines.filter({ hasText: `Footer → ${target} (English)` })).toHaveCount(1);
  }
  await expect(lines).toHaveCount(9);

  // The warning informs; the operator may publish anyway.
  await confirmation.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Published!')).toBeVisible({ timeout: PUBLISH_TIMEOUT_MS });
  const tab = await page.context().newPage();
  expect((await tab.goto(`${site}/`))?.status()).toBe(200);
  expect((await tab.goto(`${site}/services`))?.status()).toBe(404);
  await tab.close();

  // With Services ticked too, it is no longer named.
  await pageRow(page, 'Home').getByRole('checkbox').check();
  await pageRow(page, 'Services').getByRole('checkbox').check();
  await page.getByTestId('page-publish-selected').click();
  await expect(confirmation.getByTestId('publish-link-warning')).toBeVisible();
  await expect(confirmation.getByTestId('publish-link-warning')).not.toContainText('→ Services (');
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Publishing cancelled')).toBeVisible();
});
