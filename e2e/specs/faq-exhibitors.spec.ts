import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { saveNewItem } from './support/items.ts';
import { E2E_PORT, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { signInAsAdmin } from './support/session.ts';
import { createWebsite, freshWebsite, publishWebsite } from './support/websites.ts';

/** An entry of one group of the left menu (several groups share entry names). */
async function openFromGroup(page: Page, group: string, entry: string) {
  const submenu = page.getByTestId('side-menu').locator('.ant-menu-submenu').filter({ hasText: group });
  const item = submenu.getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await submenu.getByRole('menuitem', { name: group }).click();
  await item.click();
  await expect(item).toHaveClass(/ant-menu-item-selected/);
}

async function addTerm(page: Page, name: string, parent?: string) {
  await page.getByTestId('term-add').click();
  const form = page.getByTestId('term-form');
  if (parent) {
    await form.getByTestId('term-parent').click();
    await page.locator('.ant-select-dropdown').getByTitle(parent, { exact: true }).click();
  }
  await form.getByTestId('term-name').fill(name);
  await page.getByTestId('term-submit').click();
  await expect(page.getByTestId('term-table').getByRole('cell', { name, exact: true })).toBeVisible();
}

test('thirty exhibitors imported from a spreadsheet are filtered by hall zone on the published site', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const website = freshWebsite('Trade Fair Directory');
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await signInAsAdmin(page);
  await createWebsite(page, website, 'Corporate', { backToCenter: false });

  // The halls and an area of one of them, on their own screens.
  await openFromGroup(page, 'Exhibitors', 'Hall zones');
  await addTerm(page, 'Hall A');
  await addTerm(page, 'Hall B');
  await openFromGroup(page, 'Exhibitors', 'Areas');
  await addTerm(page, 'North wing', 'Hall A');

  // Thirty rows: odd ones in Hall A (North wing), even ones in Hall B; zones and areas by name.
  const rows = Array.from({ length: 30 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    const inA = i % 2 === 0;
    return `exhibitor-${n},Exhibitor ${n},Makers of parts.,${inA ? 'A' : 'B'}${i + 1},${inA ? 'Hall A' : 'Hall B'},${inA ? 'North wing' : ''},${inA ? 'Germany' : 'Japan'}`;
  });
  const csv = ['slug,title,summary,booth,zone,area,country', ...rows].join('\n');
  await openFromGroup(page, 'Exhibitors', 'Exhibitor list');
  await page.getByTestId('collection-import-open').click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'exhibitors.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByTestId('import-ready')).toHaveText('30 rows ready: 30 new, 0 updated.', {
    timeout: 30_000,
  });
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('import-success')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('import-done').click();

  // All thirty in the list, with their zone, published at once.
  await expect(page.getByText('Exhibitor 30', { exact: true })).toBeVisible();
  await page.locator('.ant-pagination-options .ant-select').click();
  await page.getByTitle('100 / page').click();
  await expect(page.getByText('Exhibitor 01', { exact: true })).toBeVisible();
  await expect(page.getByTestId('item-table').getByText('Hall A').first()).toBeVisible();
  await page.getByTestId('item-table').locator('thead').getByRole('checkbox').check();
  await page.getByTestId('item-batch-publish').click();
  await expect(page.getByText(/^Published \d+\./)).toBeVisible({ timeout: PUBLISH_TIMEOUT_MS });
  await publishWebsite(page, website.name);

  // A hall in use is kept, and the refusal says what uses it.
  await openFromGroup(page, 'Exhibitors', 'Hall zones');
  const hallA = page.getByTestId('term-table').locator('tr', { hasText: 'Hall A' });
  await hallA.getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('term-delete-confirm').click();
  await expect(page.getByText(/"Hall A" is still used by "North wing"/)).toBeVisible();

  // Visitors filter the directory by hall, with no script on the page; the hall's page lists its booths.
  await page.goto(`${site}/exhibitors/`);
  await page.getByRole('navigation', { name: 'Hall zone' }).getByRole('link', { name: 'Hall A' }).click();
  await expect(page).toHaveURL(`${site}/exhibitors/zone/hall-a/`);
  const list = page.locator('main');
  await expect(list.getByRole('heading', { name: 'Hall zone: Hall A', level: 1 })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Exhibitor 01', exact: true })).toBeVisible();
  await expect(list.getByText('Booth number: A1 · Hall zone: Hall A · Area: North wing')).toBeVisible();
  await expect(list.getByRole('link', { name: 'Exhibitor 02', exact: true })).toHaveCount(0);
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
});

test('an FAQ accordion on the published site opens without JavaScript', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const website = freshWebsite('Help Centre Trial');
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await signInAsAdmin(page);
  await createWebsite(page, website, 'Corporate', { backToCenter: false });

  await openFromGroup(page, 'FAQ', 'Questions');
  await page.getByTestId('item-add').click();
  await page.getByTestId('item-title-input').fill('Can I bring my own stand?');
  await page.getByTestId('item-body').getByTestId('rich-text-content').click();
  await page.keyboard.type('Yes, if it fits your booth and passes the safety check.');
  await saveNewItem(page);
  await page.getByTestId('item-publish').click();
  await expect(page.getByTestId('item-edit').getByTestId('item-status')).toHaveAttribute(
    'data-status',
    'published',
    { timeout: PUBLISH_TIMEOUT_MS },
  );
  await publishWebsite(page, website.name);

  // A visitor whose browser runs no script: the answer is closed, and opens on the question.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await noScript.newPage();
  await visitor.goto(`${site}/faq`);
  const question = visitor.locator('summary', { hasText: 'Can I bring my own stand?' });
  const answer = visitor.getByText('Yes, if it fits your booth and passes the safety check.');
  await expect(question).toBeVisible();
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await noScript.close();
});
