import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { signInAsAdmin } from './support/session.ts';
import { freshWebsite, openTemplateWebsite } from './support/websites.ts';

test('a blank page in the menu does not hold the site back: the rest is published, the page named, the site one click away', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const website = freshWebsite('Blank Page Bakery');
  const site = `http://${website.slug}.localhost:${E2E_PORT}/`;
  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);

  // A page for later, put in the menu before anything is written on it.
  await page.getByTestId('page-create').click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByTestId('new-page-name').fill('Opening hours');
  await dialog.getByTestId('new-page-path').fill('opening-hours');
  await dialog.getByTestId('new-page-menu-position').click();
  await page.locator('.ant-select-item-option[title="Top level"]').click();
  await dialog.getByTestId('new-page-ok').click();
  await expect(dialog).toBeHidden();
  const blankRow = page.getByTestId('page-group-menu').locator('tbody tr', { hasText: 'Opening hours' });
  await expect(blankRow).toBeVisible();
  await expect(page.getByTestId('page-view-site')).toHaveCount(0);

  await page.getByTestId('page-publish-site').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
  const notice = page.getByTestId('published-notice');
  await expect(notice).toBeVisible({ timeout: PUBLISH_TIMEOUT_MS });
  await expect(page.getByText('Published!')).toBeVisible();
  await expect(page.getByTestId('published-left-out')).toContainText('Opening hours (English)');
  await page.screenshot({ path: '/tmp/shots/publish-blank-page-notice.png' });

  // The rest is live; the blank page is not.
  await expect(page.getByTestId('page-group-menu').locator('tbody tr', { hasText: 'Contact' })).toContainText(
    'Published',
  );
  await expect(blankRow).toContainText('Not published');

  const view = notice.getByRole('link', { name: 'View site' });
  await expect(view).toHaveAttribute('href', site);
  const [tab] = await Promise.all([context.waitForEvent('page'), view.click()]);
  await expect(tab).toHaveURL(site);
  await expect(
    tab.getByRole('heading', { name: 'Clear advice for companies that are ready to grow' }),
  ).toBeVisible();
  await tab.close();

  // The page list keeps offering the live site.
  const listView = page.getByTestId('page-view-site');
  await expect(listView).toHaveAttribute('href', site);
  await expect(listView).toHaveAttribute('target', '_blank');
});
