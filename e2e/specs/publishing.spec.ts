import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { signInAsAdmin } from './support/session.ts';
import { createWebsite, freshWebsite } from './support/websites.ts';

function websiteRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
}

/** The confirmation the publish and un-publish actions ask first. */
function confirmation(page: Page): Locator {
  return page.locator('.ant-modal-confirm');
}

/** The row of the page whose shown name is exactly `name`. */
function pageRow(page: Page, name: string): Locator {
  return page
    .getByTestId('page-group-menu')
    .locator('tbody tr', { has: page.getByText(name, { exact: true }) });
}

async function setSeoTitle(page: Page, row: Locator, title: string) {
  await row.getByRole('button', { name: 'Settings' }).click();
  await page.getByTestId('page-settings-seo-title').fill(title);
  await page.getByTestId('page-settings-save').click();
  await expect(page.getByText('Page settings saved.').first()).toBeVisible();
  await expect(page.getByTestId('page-settings-form')).toHaveCount(0);
}

async function titleAt(page: Page, url: string): Promise<string> {
  await page.goto(url);
  return page.title();
}

test('the admin publishes a template site, then one page, and takes the site offline again', async ({
  page,
  context,
}) => {
  // A whole journey: two publishes, two site visits, page settings, an un-publish.
  test.setTimeout(90_000);
  const website = freshWebsite('Publish Trial');
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await signInAsAdmin(page);
  await createWebsite(page, website);

  const row = websiteRow(page, website.name);
  await expect(row.getByTestId(/^website-status-/)).toContainText('Not published');
  await expect(row.getByRole('link', { name: 'Visit site' })).toHaveCount(0);

  // A cancelled confirmation publishes nothing.
  await row.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(confirmation(page)).toContainText('Publish the whole website?');
  await confirmation(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Publishing cancelled')).toBeVisible();
  await expect(row.getByTestId(/^website-status-/)).toContainText('Not published');

  await row.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(confirmation(page)).toContainText('Publish the whole website?');
  await confirmation(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Published!')).toBeVisible({ timeout: PUBLISH_TIMEOUT_MS });
  await expect(row.getByTestId(/^website-status-/)).toContainText('Published');

  // The site opens at its fixed domain, the address the website center shows.
  await expect(row.getByRole('link', { name: `${website.slug}.localhost` })).toBeVisible();
  const visit = row.getByRole('link', { name: 'Visit site' });
  await expect(visit).toHaveAttribute('href', `${site}/`);
  const [tab] = await Promise.all([context.waitForEvent('page'), visit.click()]);
  await expect(tab).toHaveURL(`${site}/`);
  await expect(
    tab.getByRole('heading', { name: 'Clear advice for companies that are ready to grow' }),
  ).toBeVisible();

  // Titles as visitors see them now.
  const aboutBefore = await titleAt(tab, `${site}/about`);
  const contactBefore = await titleAt(tab, `${site}/contact`);
  expect(aboutBefore).toContain(`About ${website.name}`);
  expect(contactBefore).toContain(`Contact | ${website.name}`);

  // Two pages get new SEO titles; only one of them is published.
  await row.getByRole('button', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/page\/index$/);
  const about = pageRow(page, 'About us');
  const contact = pageRow(page, 'Contact');
  await expect(about).toContainText('Published');
  await setSeoTitle(page, about, 'About the new us');
  await setSeoTitle(page, contact, 'Write to the new us');
  await expect(about).toContainText('Updated');
  await expect(contact).toContainText('Updated');

  // The operator's preview shows the draft before it is published.
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    (async () => {
      await about.getByRole('button', { name: 'More' }).click();
      // The menu zooms open; a click before it settles lands on the item beside the one aimed at.
      await page.waitForTimeout(400);
      await page.getByRole('menuitem', { name: 'Preview', exact: true }).click();
    })(),
  ]);
  await expect(preview).toHaveURL(/\/preview\?id=\d+$/);
  await expect(preview).toHaveTitle(/About the new us/);
  await preview.close();

  // Nothing ticked: refused before anything is asked.
  await page.getByTestId('page-publish-selected').click();
  await expect(page.getByText('Please choose the pages to publish!')).toBeVisible();
  await expect(confirmation(page)).toHaveCount(0);

  // Pages without a usable id cannot be ticked; the ordinary ones can.
  await about.getByRole('checkbox').check();
  await expect(page.getByTestId('page-ticked-count')).toHaveText('1 selected');
  await page.getByTestId('page-publish-selected').click();
  await expect(confirmation(page)).toContainText('Publish the selected pages?');
  await confirmation(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Published!')).toBeVisible({ timeout: PUBLISH_TIMEOUT_MS });
  // The list asks again: the published page is current, the other still has unpublished changes.
  await expect(about).not.toContainText('Updated');
  await expect(contact).toContainText('Updated');
  await expect(about.getByRole('checkbox')).not.toBeChecked();

  // On the site, only the published page changed.
  expect(await titleAt(tab, `${site}/about`)).toContain('About the new us');
  expect(await titleAt(tab, `${site}/contact`)).toBe(contactBefore);

  // Un-publishing asks first, then the site tells visitors it is not published.
  await page.goto('/system/web_manage');
  await row.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Un-publish' }).click();
  await expect(confirmation(page)).toContainText('Take the website offline?');
  await confirmation(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('The website is offline.')).toBeVisible();
  await expect(row.getByTestId(/^website-status-/)).toContainText('Not published');
  await expect(row.getByRole('link', { name: 'Visit site' })).toHaveCount(0);
  await tab.goto(`${site}/`);
  await expect(tab.getByText('This website is not published')).toBeVisible();
});

test('a share link shows the draft to someone who is not signed in', async ({ page, browser }) => {
  const website = freshWebsite('Share Trial');
  await signInAsAdmin(page);
  await createWebsite(page, website);
  await websiteRow(page, website.name).getByRole('button', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/page\/index$/);
  const about = pageRow(page, 'About us');
  await setSeoTitle(page, about, 'A draft worth sharing');

  await about.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Share preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a preview of About us' });
  const url = dialog.getByTestId('share-preview-url');
  await expect(url).toHaveValue(/^http:\/\/.+/);
  await expect(dialog.getByRole('img', { name: 'Preview QR code' })).toBeVisible();
  await expect(dialog.getByTestId('share-preview-expires')).toContainText('until');
  const link = await url.inputValue();

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(link);
  await expect(visitor).toHaveTitle(/A draft worth sharing/);
  await stranger.close();
});

test('a refused publish names what to fix and leads to the website settings (spec §8)', async ({ page }) => {
  const website = freshWebsite('Bare Trial');
  await signInAsAdmin(page);
  // Without a template the website has no menu yet, so it cannot be published.
  await createWebsite(page, website, '');
  await websiteRow(page, website.name).getByRole('button', { name: 'Publish', exact: true }).click();
  await confirmation(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.ant-message-error')).toContainText('The language English has no menu.');
  await expect(page).toHaveURL(/\/system\/web_manage$/);
  // Two seconds later that website's settings open (/page/web_set).
  await expect(page).toHaveURL(/\/page\/web_set$/, { timeout: 5_000 });
  await expect(page.getByTestId('website-switcher')).toContainText(website.name);
});

test('the page list speaks Chinese when publishing nothing', async ({ page }) => {
  const website = freshWebsite('Chinese Trial');
  await signInAsAdmin(page);
  await createWebsite(page, website);
  await page.getByTestId('language-switch').getByText('中文').click();
  await websiteRow(page, website.name)
    .getByTestId(/^website-manage-/)
    .click();
  await expect(page).toHaveURL(/\/page\/index$/);
  await page.getByTestId('page-publish-selected').click();
  await expect(page.getByText('请选择发布页面！')).toBeVisible();
  await page.getByTestId('page-publish-site').click();
  await expect(confirmation(page)).toContainText('确定发布该网站？');
  await confirmation(page).getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('发布取消')).toBeVisible();
  await page.getByTestId('language-switch').getByText('EN').click();
});
