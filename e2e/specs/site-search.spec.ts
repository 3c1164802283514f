import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_BASE_URL, E2E_PORT } from './support/env.ts';
import { signInAsAdmin } from './support/session.ts';
import { createWebsite, freshWebsite, publishWebsite } from './support/websites.ts';

const APP = { 'x-requested-with': 'XMLHttpRequest', origin: E2E_BASE_URL };

test('a visitor finds a page by a Chinese word through the search box, without script', async ({ page }) => {
  test.setTimeout(90_000);
  const website = freshWebsite('Search Trial');
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await signInAsAdmin(page);
  await createWebsite(page, website);

  // A page whose Chinese sentence holds the word searched for, written through the API as the editor saves it.
  const list = await page.request.get('/api/website/website-list', { params: { page: 1, page_size: 100 } });
  const websiteId = (
    (await list.json()) as { data: { list: { website_id: number; name: string }[] } }
  ).data.list.find((w) => w.name === website.name)?.website_id;
  const created = await page.request.post('/api/website/page-detail', {
    data: { website_id: websiteId, page_name: 'Quality' },
    headers: APP,
  });
  const detail = ((await created.json()) as { data: { id: number; version: number } }).data;
  const saved = await page.request.post('/api/website/save-page-element', {
    data: {
      id: detail.id,
      version: detail.version,
      document: {
        version: 1,
        blocks: [
          { id: 't', type: 'rich-text', props: { html: '<p>我们的产品质量很好，欢迎选购不锈钢螺丝。</p>' } },
        ],
      },
    },
    headers: APP,
  });
  expect(((await saved.json()) as { code: number }).code).toBe(0);
  await publishWebsite(page, website.name);

  await page.goto(`${site}/search`);
  const box = page.getByRole('search');
  await box.getByRole('searchbox', { name: 'Search this site' }).fill('质量');
  await box.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(`${site}/search?q=${encodeURIComponent('质量')}`);
  await expect(page.getByText('1 result for “质量”')).toBeVisible();
  const result = page.getByRole('link', { name: 'Quality' });
  await expect(result).toHaveAttribute('href', '/quality');
  await expect(page.locator('.sw-search-results mark')).toHaveText('质量');
  // The box keeps the query for the next search.
  await expect(box.getByRole('searchbox')).toHaveValue('质量');

  await result.click();
  await expect(page).toHaveURL(`${site}/quality`);
  await expect(page.getByText('我们的产品质量很好')).toBeVisible();
});
