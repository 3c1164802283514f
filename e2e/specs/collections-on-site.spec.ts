import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_BASE_URL, E2E_PORT, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { png } from './support/png.ts';
import { signInAsAdmin } from './support/session.ts';
import { createWebsite, freshWebsite, publishWebsite } from './support/websites.ts';

const APP = { 'x-requested-with': 'XMLHttpRequest', origin: E2E_BASE_URL };

/** An entry of one group of the left menu (the Articles and Products groups share entry names). */
async function openFromGroup(page: Page, group: string, entry: string) {
  const submenu = page.getByTestId('side-menu').locator('.ant-menu-submenu').filter({ hasText: group });
  const item = submenu.getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await submenu.getByRole('menuitem', { name: group }).click();
  await item.click();
  await expect(item).toHaveClass(/ant-menu-item-selected/);
}

async function websiteIdOf(page: Page, name: string): Promise<number> {
  const list = await page.request.get('/api/website/website-list', { params: { page: 1, page_size: 100 } });
  const websites = (await list.json()) as { data: { list: { website_id: number; name: string }[] } };
  return websites.data.list.find((w) => w.name === name)?.website_id as number;
}

test('an article with a category and a cover is previewed, published, and visitors find it on the list, its page, the home page and by a Chinese word', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const website = freshWebsite('Newsroom Trial');
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await signInAsAdmin(page);
  await createWebsite(page, website, 'Corporate', { backToCenter: false });
  await publishWebsite(page, website.name);

  // A category of its own first.
  await openFromGroup(page, 'Articles', 'Categories');
  await page.getByTestId('category-add').click();
  await page.getByTestId('category-form').getByTestId('category-name').fill('Press releases');
  await page.getByTestId('category-submit').click();
  await expect(page.locator('[data-testid="category-node"][data-name="Press releases"]')).toBeVisible();

  // The article: title, a body with a Chinese sentence, the category and a cover from the library.
  await openFromGroup(page, 'Articles', 'Article list');
  await page.getByTestId('item-add').click();
  await page.getByTestId('item-title-input').fill('Solar Roof Launch');
  await expect(page.getByTestId('item-slug')).toHaveValue('solar-roof-launch');
  await page.getByTestId('item-body').getByTestId('rich-text-content').click();
  await page.keyboard.type('我们发布了新型太阳能屋顶。 Our new roof tiles make power all day.');
  await page.getByTestId('item-categories').click();
  await page.locator('.ant-select-tree').getByTitle('Press releases', { exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('item-field-cover-choose').click();
  await page
    .getByTestId('media-picker-body')
    .locator('input[type=file]')
    .setInputFiles({ name: 'solar-cover.png', mimeType: 'image/png', buffer: png([240, 180, 20]) });
  await expect(page.getByTestId('media-picker-count')).toHaveText('1 file chosen', { timeout: 15_000 });
  await page.getByTestId('media-picker-ok').click();
  await expect(page.getByTestId('item-field-cover-preview')).toHaveAttribute('src', /^\/files\/.+\.png$/);
  await page.getByTestId('item-save').click();
  await expect(page.getByText('Created.', { exact: true })).toBeVisible();

  // Preview: the draft as it will look, in the site's frame, before anything is published.
  const popup = context.waitForEvent('page');
  await page.getByTestId('item-preview').click();
  const preview = await popup;
  await expect(preview.getByRole('heading', { name: 'Solar Roof Launch', level: 1 })).toBeVisible();
  await expect(preview.getByText('Our new roof tiles make power all day.')).toBeVisible();
  await preview.close();
  // Visitors do not see it yet.
  const visitor = await context.newPage();
  expect((await visitor.goto(`${site}/news/solar-roof-launch`))?.status()).toBe(404);
  await visitor.close();

  // Published from its edit screen.
  await page.getByTestId('item-publish').click();
  await expect(page.getByTestId('item-edit').getByTestId('item-status')).toHaveAttribute(
    'data-status',
    'published',
    { timeout: PUBLISH_TIMEOUT_MS },
  );

  // Visitors: the list, the article's page with its category and cover, the home page's latest news.
  await page.goto(`${site}/news/`);
  await page.getByRole('link', { name: 'Solar Roof Launch' }).first().click();
  await expect(page).toHaveURL(`${site}/news/solar-roof-launch`);
  await expect(page.getByRole('heading', { name: 'Solar Roof Launch', level: 1 })).toBeVisible();
  await expect(page.getByText('我们发布了新型太阳能屋顶。')).toBeVisible();
  await expect(page.locator('main img[src$=".png"]').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Press releases');
  await page.goto(`${site}/`);
  await expect(
    page.locator('.sw-latest--articles').getByRole('link', { name: 'Solar Roof Launch' }),
  ).toBeVisible();

  // The site's search finds it by a Chinese word inside the sentence.
  await page.goto(`${site}/search?q=${encodeURIComponent('太阳能')}`);
  await expect(
    page.locator('.sw-search-results').getByRole('link', { name: 'Solar Roof Launch' }),
  ).toBeVisible();
  // The word is marked in the snippet (as the words it is cut into: 太阳 and 能).
  const marks = page.locator('.sw-search-results mark');
  await expect(marks.first()).toBeVisible();
  expect((await marks.allTextContents()).join('')).toContain('太阳能');
});

test('fifty products imported from a spreadsheet are filtered by an attribute on the published site', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const website = freshWebsite('Catalogue Import Trial');
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await signInAsAdmin(page);
  await createWebsite(page, website, 'Corporate', { backToCenter: false });
  const websiteId = await websiteIdOf(page, website.name);
  const saved = await page.request.post('/api/website/attribute/save', {
    data: {
      website_id: websiteId,
      name: 'Body material',
      kind: 'choice',
      options: [
        { id: 'steel', name: 'Steel' },
        { id: 'brass', name: 'Brass' },
      ],
    },
    headers: APP,
  });
  expect(((await saved.json()) as { code: number }).code).toBe(0);

  // Fifty rows: even ones of brass, odd ones of steel. (The template's sample products have a
  // Material attribute of their own.)
  const rows = Array.from({ length: 50 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return `valve-${n},Valve ${n},A sturdy valve.,VL-${n},${i % 2 === 0 ? 'Brass' : 'Steel'}`;
  });
  const csv = ['slug,title,summary,model,attr:Body material', ...rows].join('\n');

  await openFromGroup(page, 'Products', 'Product list');
  await page.getByTestId('collection-import-open').click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'valves.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByTestId('import-ready')).toHaveText('50 rows ready: 50 new, 0 updated.', {
    timeout: 30_000,
  });
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('import-success')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('import-done').click();

  // All fifty are in the list as drafts; a page of a hundred ticks them all to publish at once.
  await expect(page.getByText('Valve 50', { exact: true })).toBeVisible();
  await page.locator('.ant-pagination-options .ant-select').click();
  await page.getByTitle('100 / page').click();
  await expect(page.getByText('Valve 01', { exact: true })).toBeVisible();
  await page.getByTestId('item-table').locator('thead').getByRole('checkbox').check();
  await expect(page.getByTestId('item-batch-count')).toContainText('selected');
  await page.getByTestId('item-batch-publish').click();
  await expect(page.getByText(/^Published \d+\./)).toBeVisible({ timeout: PUBLISH_TIMEOUT_MS });
  await publishWebsite(page, website.name);

  // Visitors filter the product list by material, with no script on the page.
  await page.goto(`${site}/products/`);
  const facet = page.getByRole('navigation', { name: 'Body material' });
  await facet.getByRole('link', { name: 'Brass' }).click();
  await expect(page).toHaveURL(/\/products\/filter\/\d+-brass\/$/);
  const list = page.locator('main');
  await expect(list.getByRole('link', { name: 'Valve 49', exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Valve 50', exact: true })).toHaveCount(0);
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
});
