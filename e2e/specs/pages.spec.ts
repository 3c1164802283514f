import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { openDemoWebsite } from './support/navigation.ts';
import { EDITOR } from './support/env.ts';
import { signIn, signInAsAdmin } from './support/session.ts';
import { freshWebsite, openTemplateWebsite } from './support/websites.ts';

/** The row of the page whose shown name is exactly `name`. */
function pageRow(group: Locator, page: Page, name: string): Locator {
  return group.locator('tbody tr', { has: page.getByText(name, { exact: true }) });
}

async function rowId(row: Locator): Promise<string> {
  const testId = await row.getAttribute('data-testid');
  const id = testId?.replace('page-row-', '');
  if (!id) throw new Error('page row without an id');
  return id;
}

test('the admin lists, creates, sets up, copies and deletes pages', async ({ page }) => {
  // A whole journey through the list, its drawer and its menus.
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  await expect(page).toHaveURL(/\/page\/index$/);
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();

  // The system pages the server seeds come with the website; they cannot be copied or deleted.
  const system = page.getByTestId('page-group-function');
  await expect(pageRow(system, page, 'Page not found')).toBeVisible();
  await expect(pageRow(system, page, 'Search results')).toBeVisible();
  const notFound = pageRow(system, page, 'Page not found');
  await notFound.getByRole('button', { name: 'More' }).click();
  await expect(page.locator('.ant-dropdown-menu').getByRole('menuitem')).toHaveText([
    'Preview',
    'Share preview',
    'Download HTML',
  ]);
  await page.keyboard.press('Escape');

  // A new page lands among the unassociated pages.
  await page.getByTestId('page-create').click();
  await page.getByTestId('new-page-ok').click();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await page.getByTestId('new-page-name').fill('About us');
  await page.getByTestId('new-page-ok').click();
  await expect(page.getByTestId('new-page-form')).toHaveCount(0);
  const unassociated = page.getByTestId('page-group-unassociated');
  const about = pageRow(unassociated, page, 'About us');
  await expect(about).toBeVisible();
  await expect(about).toContainText('/about-us');
  await expect(about).toContainText('Not published');
  await expect(about).toContainText('admin');
  const aboutId = await rowId(about);

  // The search box narrows the list by name or path.
  const search = page.getByRole('searchbox', { name: 'Search by name or path' });
  await search.fill('about');
  await expect(about).toBeVisible();
  await expect(pageRow(system, page, 'Page not found')).toHaveCount(0);
  await search.fill('no-such-page');
  await expect(page.getByTestId('page-no-match')).toBeVisible();
  await search.fill('');
  await expect(pageRow(system, page, 'Page not found')).toBeVisible();

  // Settings save with the version they were loaded at and show again on the next opening.
  await page.getByTestId(`page-settings-${aboutId}`).click();
  const seoTitle = page.getByTestId('page-settings-seo-title');
  await expect(page.getByTestId('page-settings-name')).toHaveValue('About us');
  await seoTitle.fill('About Acme – who we are');
  await page.getByTestId('page-settings-save').click();
  await expect(page.getByText('Page settings saved.')).toBeVisible();
  await expect(page.getByTestId('page-settings-form')).toHaveCount(0);
  await page.getByTestId(`page-settings-${aboutId}`).click();
  await expect(page.getByTestId('page-settings-seo-title')).toHaveValue('About Acme – who we are');
  // A path the contract refuses is caught on the field.
  await page.getByTestId('page-settings-path').fill('About Us');
  await page.getByTestId('page-settings-save').click();
  await expect(
    page.getByText('Use lowercase letters, digits and single hyphens between them.'),
  ).toBeVisible();
  // Closing with that edit unsaved asks first; discarding it closes the drawer.
  await page.locator('.ant-drawer').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByTestId('page-settings-form')).toHaveCount(0);

  // A copy appears next to the page; deleting it asks first.
  const more = async (id: string) => {
    await page.getByTestId(`page-more-${id}`).click();
    // The menu zooms open; a click before it settles lands on the item beside the one aimed at.
    await page.waitForTimeout(400);
  };
  await more(aboutId);
  await page.getByTestId(`page-copy-${aboutId}`).click();
  const copy = pageRow(unassociated, page, 'About us (copy)');
  await expect(copy).toBeVisible();
  const copyId = await rowId(copy);
  await more(copyId);
  await page.getByTestId(`page-delete-${copyId}`).click();
  await expect(page.getByText('Delete “About us (copy)”?').filter({ visible: true })).toBeVisible();
  await page.getByTestId('page-delete-confirm').click();
  await expect(copy).toHaveCount(0);
  await expect(about).toBeVisible();

  // The page's HTML file is one plain link away, and it is a whole HTML document.
  await more(aboutId);
  const link = page.getByTestId(`page-download-${aboutId}`);
  await expect(link).toHaveAttribute('href', `/api/website/page-html/download?id=${aboutId}`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.html?$/);
  const html = await readFile(await download.path(), 'utf8');
  expect(html).toMatch(/^\s*<!doctype html>/i);
  expect(html).toContain('About Acme – who we are');

  // The settings have an address of their own; closing them returns to the list.
  await page.goto(`/page/page_set/${aboutId}`);
  await expect(page.getByTestId('page-settings-seo-title')).toHaveValue('About Acme – who we are');
  await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: 'Pages' })).toHaveClass(
    /selected/,
  );
  await page.locator('.ant-drawer').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/page\/index$/);
  await expect(page.getByTestId('page-settings-form')).toHaveCount(0);

  // The list survives a reload.
  await page.reload();
  await expect(pageRow(page.getByTestId('page-group-unassociated'), page, 'About us')).toBeVisible();
});

/** Saves a page's SEO title the way a second editor would, from the same browser session. */
async function saveSeoTitleElsewhere(page: Page, id: number, seoTitle: string) {
  await page.evaluate(
    async ({ id, seoTitle }) => {
      const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
      const current = await (await fetch(`/api/website/page-set?id=${id}`, { headers })).json();
      const saved = await fetch('/api/website/page-set', {
        method: 'POST',
        headers,
        body: JSON.stringify({ id, version: current.data.version, seo_title: seoTitle }),
      });
      if ((await saved.json()).code !== 0) throw new Error('the other save failed');
    },
    { id, seoTitle },
  );
}

test('a save over someone else’s newer settings is refused and the drawer shows theirs', async ({ page }) => {
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  await page.getByTestId('page-create').click();
  await page.getByTestId('new-page-name').fill('Contact');
  await page.getByTestId('new-page-ok').click();
  const contact = pageRow(page.getByTestId('page-group-unassociated'), page, 'Contact');
  await expect(contact).toBeVisible();
  const id = await rowId(contact);

  await page.getByTestId(`page-settings-${id}`).click();
  await expect(page.getByTestId('page-settings-name')).toHaveValue('Contact');
  await saveSeoTitleElsewhere(page, Number(id), 'Their title');

  await page.getByTestId('page-settings-seo-title').fill('My title');
  await page.getByTestId('page-settings-save').click();
  await expect(
    page.getByText('This page was changed by someone else. Reload it to see their changes.'),
  ).toBeVisible();
  await expect(page.getByTestId('page-settings-seo-title')).toHaveValue('Their title');

  // Saving again now starts from their version and goes through.
  await page.getByTestId('page-settings-seo-title').fill('My title');
  await page.getByTestId('page-settings-save').click();
  await expect(page.getByText('Page settings saved.')).toBeVisible();
  await page.getByTestId(`page-settings-${id}`).click();
  await expect(page.getByTestId('page-settings-seo-title')).toHaveValue('My title');
});

test('each row keeps Edit and Settings on one line with the rest under More; template pages name their creator', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Pages Rows'));
  const menuPages = page.getByTestId('page-group-menu');
  const home = pageRow(menuPages, page, 'Home');
  const actions = home.locator('.data-table-actions-row');
  // Edit is a link (it can open in a new tab); Settings and More are buttons.
  const controls = actions.locator('a, button');
  await expect(controls).toHaveText(['Edit', 'Settings', /More/]);
  const tops = await controls.evaluateAll((els) =>
    els.map((el) => Math.round(el.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(1);
  await home.getByRole('button', { name: 'More' }).click();
  await expect(page.locator('.ant-dropdown-menu').getByRole('menuitem')).toHaveText([
    'Preview',
    'Share preview',
    'Copy',
    'Download HTML',
    'Delete',
  ]);
  await page.keyboard.press('Escape');

  // The template's pages were made by the operator who created the website from it.
  const creators = await menuPages.getByTestId('page-creator').allTextContents();
  expect(creators.length).toBeGreaterThan(5);
  for (const creator of creators) expect(creator).toBe('admin');
});

test('the list’s New page starts from a template page and takes its place in the menu', async ({ page }) => {
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Pages New'));
  await page.getByTestId('page-create').click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByTestId('new-page-name').fill('Team day');
  await dialog.getByTestId('new-page-path').fill('team-day');
  await dialog.getByTestId('new-page-from-layout').click();
  await dialog.getByTestId('new-page-layout').click();
  await page.locator('.ant-select-item-option').first().click();
  await dialog.getByTestId('new-page-menu-position').click();
  await page.locator('.ant-select-item-option[title="Under “About”"]').click();
  await dialog.getByTestId('new-page-ok').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Page created.')).toBeVisible();

  // It is in the menu, under About, at its own address, and starts with the template page's blocks.
  const row = pageRow(page.getByTestId('page-group-menu'), page, 'Team day');
  await expect(row).toContainText('/team-day');
  await expect(row).toContainText('About');
  const id = await rowId(row);
  const blocks = await page.evaluate(async (pageId) => {
    const headers = { 'X-Requested-With': 'XMLHttpRequest' };
    const answer = await (await fetch(`/api/website/page-detail?id=${pageId}`, { headers })).json();
    return answer.data.document.blocks.length as number;
  }, id);
  expect(blocks).toBeGreaterThan(0);
});

test('the list is in Chinese with the Chinese interface', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByTestId('language-switch').getByText('中文').click();
  await page
    .getByRole('row', { name: /Demo Website/ })
    .getByRole('button', { name: '管理' })
    .click();
  await expect(page).toHaveURL(/\/page\/index$/);
  await expect(page.getByTestId('page-group-function')).toContainText('系统页面');
  await expect(page.getByTestId('page-create')).toContainText('新建页面');
  await page.getByTestId('language-switch').getByText('EN').click();
});

test('an editor without page.page.page_set keeps the website home and is turned away from the list', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, EDITOR);
  await expect(page).toHaveURL(/\/system\/web_manage$/);
  await openDemoWebsite(page);
  await expect(page).toHaveURL(/\/page\/empty$/);
  await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Pages' }).click();
  await expect(page).toHaveURL(/\/page\/empty$/);

  for (const address of ['/page/index', '/page/page_set/1']) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/401\?noGoBack=true$/);
  }
  await expect(page.getByTestId('page-index')).toHaveCount(0);
});
