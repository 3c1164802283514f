import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { openDemoWebsite } from './support/navigation.ts';
import { png } from './support/png.ts';
import { signInAsAdmin } from './support/session.ts';
import { createWebsite, freshWebsite } from './support/websites.ts';

/** Calls the API with the browser's session, marked as the app's own request (the CSRF check asks for it). */
async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(url, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: E2E_BASE_URL },
  });
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code, `${method} ${url}`).toBe(0);
  return answer.data;
}

async function demoWebsiteId(page: Page): Promise<number> {
  const websites = await api<{ list: { website_id: number; name: string }[] }>(
    page,
    'GET',
    '/api/website/website-list?page=1&page_size=100',
  );
  return websites.list.find((w) => w.name === 'Demo Website')?.website_id as number;
}

/** Opens the article list from the left menu's Articles group. */
async function openArticles(page: Page) {
  const menu = page.getByTestId('side-menu');
  const list = menu.getByRole('menuitem', { name: 'Article list' });
  if (!(await list.isVisible())) await menu.getByRole('menuitem', { name: 'Articles' }).click();
  await list.click();
  await expect(page).toHaveURL(/\/news\/index$/);
  await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible();
}

const rowOf = (page: Page, title: string) =>
  page
    .getByTestId('item-table')
    .locator('tbody tr', { has: page.getByRole('link', { name: title, exact: true }) });

test('an operator writes the first article with a cover image, sees it autosaved, publishes it from the list and deletes it', async ({
  page,
}) => {
  // Writing, uploading, autosaving and publishing take longer than one screen's test.
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  // A website of its own, made without a template: other stories (and templates' sample content)
  // put articles on the demo website, and this one begins where every operator begins, with none.
  await createWebsite(page, freshWebsite('Articles Trial'), null, { backToCenter: false });
  await openArticles(page);

  // Nothing written yet: the screen says what to do first.
  const empty = page.getByTestId('item-empty');
  await expect(empty).toContainText('No articles yet');
  await empty.getByRole('button', { name: 'Write your first article' }).click();
  await expect(page).toHaveURL(/\/news\/edit$/);
  await expect(page.getByRole('heading', { name: 'New article', level: 1 })).toBeVisible();

  // The address follows the title as it is typed.
  await page.getByTestId('item-title-input').fill('Spring Fair Recap');
  await expect(page.getByTestId('item-slug')).toHaveValue('spring-fair-recap');
  await expect(page.getByTestId('item-url')).toContainText('/news/spring-fair-recap');

  await page.getByTestId('item-body').getByTestId('rich-text-content').click();
  await page.keyboard.type('Our stand welcomed four hundred visitors this year.');

  // The cover comes from the media library, uploaded in the picker itself.
  await page.getByTestId('item-field-cover-choose').click();
  const picker = page.getByTestId('media-picker-body');
  await picker.locator('input[type=file]').setInputFiles({
    name: 'fair-cover.png',
    mimeType: 'image/png',
    buffer: png([30, 120, 200]),
  });
  await expect(page.getByTestId('media-picker-count')).toHaveText('1 file chosen', { timeout: 15_000 });
  await page.getByTestId('media-picker-ok').click();
  const cover = page.getByTestId('item-field-cover-preview');
  await expect(cover).toHaveAttribute('src', /^\/files\/.+\.png$/);
  const coverUrl = (await cover.getAttribute('src')) as string;

  await page.getByTestId('item-save').click();
  await expect(page.getByText('Created.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/news\/edit\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit article', level: 1 })).toBeVisible();
  await expect(page.getByTestId('item-edit').getByTestId('item-status')).toHaveAttribute(
    'data-status',
    'draft',
  );

  // In the list as a draft, with its cover.
  await page.getByTestId('item-back').click();
  await expect(page).toHaveURL(/\/news\/index$/);
  const row = rowOf(page, 'Spring Fair Recap');
  await expect(row.getByTestId('item-status')).toHaveAttribute('data-status', 'draft');
  await expect(row.getByTestId('item-status')).toHaveText('Draft');
  await expect(row.getByTestId('item-thumb')).toHaveAttribute('src', coverUrl);

  // A change to the title is saved on its own a moment after the typing stops.
  await row.getByRole('link', { name: 'Spring Fair Recap' }).click();
  await expect(page.getByTestId('item-title-input')).toHaveValue('Spring Fair Recap');
  await page.getByTestId('item-title-input').fill('Spring Fair 2026 Recap');
  await expect(page.getByTestId('item-save-state')).toHaveText('Unsaved changes');
  await expect(page.getByTestId('item-save-state')).toHaveText('All changes saved', { timeout: 10_000 });
  // A saved article keeps its address: links to it are out there.
  await expect(page.getByTestId('item-slug')).toHaveValue('spring-fair-recap');

  // Leaving asks nothing now: all is saved.
  await page.getByTestId('item-back').click();
  await expect(page).toHaveURL(/\/news\/index$/);
  const renamed = rowOf(page, 'Spring Fair 2026 Recap');
  await expect(renamed).toBeVisible();
  await expect(rowOf(page, 'Spring Fair Recap')).toHaveCount(0);

  // Published from the list, ticked.
  await renamed.getByRole('checkbox').check();
  await expect(page.getByTestId('item-batch-count')).toHaveText('1 selected');
  await page.getByTestId('item-batch-publish').click();
  await expect(page.getByText(/^Published 1\./)).toBeVisible();
  await expect(renamed.getByTestId('item-status')).toHaveAttribute('data-status', 'published');
  await expect(renamed.getByTestId('item-status')).toHaveText('Published');

  // Deleting asks first, naming how many go.
  await page.getByTestId('item-batch-delete').click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Delete 1 article?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(renamed).toBeVisible();
  await page.getByTestId('item-batch-delete').click();
  await page.getByTestId('item-batch-delete-confirm').click();
  await expect(page.getByText('Deleted 1.')).toBeVisible();
  await expect(page.getByTestId('item-empty')).toContainText('No articles yet');
});

test('a save over a version someone else saved meanwhile is refused, keeps what was typed, and Reload shows the other version', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const websiteId = await demoWebsiteId(page);
  const created = await api<{ id: number; version: number }>(page, 'POST', '/api/website/news/save', {
    website_id: websiteId,
    title: 'Opening hours',
    body: '<p>Open daily.</p>',
  });
  await openDemoWebsite(page);
  await page.goto(`/news/edit?id=${created.id}`);
  await expect(page.getByTestId('item-title-input')).toHaveValue('Opening hours');

  // Another operator saves the article from elsewhere.
  await api(page, 'POST', '/api/website/news/save', {
    website_id: websiteId,
    id: created.id,
    version: created.version,
    title: 'Opening hours (summer)',
    body: '<p>Open daily until nine.</p>',
  });

  // This screen's autosave started from the older version: refused, and nothing typed is lost.
  await page.getByTestId('item-summary').fill('We open at eight.');
  const conflict = page.getByTestId('item-conflict');
  await expect(conflict).toContainText('Someone else saved this article meanwhile.', { timeout: 10_000 });
  await expect(page.getByTestId('item-summary')).toHaveValue('We open at eight.');
  await expect(page.getByTestId('item-save')).toBeDisabled();

  // Reload shows the version the other operator saved.
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('item-title-input')).toHaveValue('Opening hours (summer)');
  await expect(page.getByTestId('item-conflict')).toHaveCount(0);
  await expect(page.getByTestId('item-body').getByTestId('rich-text-content')).toContainText(
    'Open daily until nine.',
  );
});

test('the same screens serve products: a product with a model and a price shows them in the product list', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  const menu = page.getByTestId('side-menu');
  await menu.getByRole('menuitem', { name: 'Products' }).click();
  await menu.getByRole('menuitem', { name: 'Product list' }).click();
  await expect(page).toHaveURL(/\/product\/index$/);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();

  await page
    .getByRole('button', { name: /New product|Write your first product/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();
  // A product has a name and a description, not a title and a body.
  const form = page.getByTestId('item-form');
  await expect(form.getByText('Name', { exact: true })).toBeVisible();
  await expect(form.getByText('Description', { exact: true })).toBeVisible();
  await page.getByTestId('item-title-input').fill('Heat Pump HP-9');
  await page.getByTestId('item-field-model').fill('HP-9');
  await page.getByTestId('item-field-price').fill('1299');
  await page.getByTestId('item-save').click();
  await expect(page.getByText('Created.', { exact: true })).toBeVisible();

  await page.getByTestId('item-back').click();
  const row = rowOf(page, 'Heat Pump HP-9');
  await expect(row).toContainText('HP-9');
  await expect(row).toContainText('$1,299.00');
  await expect(row.getByTestId('item-status')).toHaveText('Draft');
});

test('articles are put in order by dragging their rows, and the list keeps the new order', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const websiteId = await demoWebsiteId(page);
  for (const title of ['First steps', 'Second thoughts', 'Third time']) {
    await api(page, 'POST', '/api/website/news/save', { website_id: websiteId, title });
  }
  await openDemoWebsite(page);
  await openArticles(page);
  const titles = page.getByTestId('item-table').getByTestId('item-title');
  await expect(titles.filter({ hasText: 'Third time' })).toBeVisible();
  const before = await titles.allTextContents();
  expect(before).toEqual(expect.arrayContaining(['First steps', 'Second thoughts', 'Third time']));

  // The last row dragged onto the first takes its place; the others move down one.
  const rows = page.getByTestId('item-table').locator('tbody tr');
  const last = before.length - 1;
  await rows.nth(last).dragTo(rows.nth(0));
  await expect(page.getByText('Order saved.')).toBeVisible();
  const moved = [before[last] as string, ...before.slice(0, last)];
  await expect(titles).toHaveText(moved);

  // Still so when the list is loaded afresh.
  await page.reload();
  await expect(titles).toHaveText(moved);
});
