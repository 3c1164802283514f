import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT, EDITOR } from './support/env.ts';
import { openDemoWebsite, openFromMenu } from './support/navigation.ts';
import { signIn, signInAsAdmin } from './support/session.ts';
import { freshWebsite, openTemplateWebsite, publishWebsite } from './support/websites.ts';

test('the admin redirects an old address of a published site, sees the visit counted, and imports more from a CSV file', async ({
  page,
}) => {
  // Creating, publishing, visiting and importing take longer than one screen's test.
  test.setTimeout(60_000);
  const website = freshWebsite('Redirect Trial');
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);
  await publishWebsite(page, website.name);

  // Before any redirect, the old address is not a page of the site.
  const before = await page.goto(`${site}/old-home`);
  expect(before?.status()).toBe(404);
  await page.goto('/page/index');

  await openFromMenu(page, 'Page redirects');
  await expect(page).toHaveURL(/\/page\/web_redirect_set$/);
  await expect(page.getByRole('heading', { name: 'Page redirect management', level: 1 })).toBeVisible();
  await expect(page.getByTestId('redirect-empty')).toContainText('sends visitors who open an old');

  // A source that is not a path is refused before anything is sent, with the server's own words.
  await page.getByTestId('redirect-add').click();
  const form = page.getByTestId('redirect-form');
  await form.getByTestId('redirect-source').fill('https://old.example.com/old-home');
  await form.getByTestId('redirect-target').fill('/');
  await page.getByTestId('redirect-submit').click();
  await expect(form).toContainText('The redirect source must be a path on this site starting with "/"');

  // A path typed without its leading "/" is taken as that path.
  await form.getByTestId('redirect-source').fill('old-home');
  await page.getByTestId('redirect-submit').click();
  await expect(page.getByText('Redirect added.')).toBeVisible();
  await expect(form).toBeHidden();
  const row = page.getByTestId('redirect-table').locator('tbody tr', { hasText: '/old-home' });
  await expect(row.getByTestId('redirect-row-target')).toHaveText('/');
  await expect(row.getByTestId('redirect-row-status')).toHaveText('301');
  await expect(row.getByTestId('redirect-row-hits')).toHaveText('0');

  // A rule back to the old address would send visitors round in a loop: the server refuses it
  // and the dialog says so on the target, which is what has to change.
  await page.getByTestId('redirect-add').click();
  await form.getByTestId('redirect-source').fill('/');
  await form.getByTestId('redirect-target').fill('/old-home');
  await page.getByTestId('redirect-submit').click();
  // "/" is the published home page: the operator is asked first, and goes on.
  await page.getByRole('button', { name: 'Redirect anyway' }).click();
  await expect(form).toContainText('These redirects would send visitors round in a loop.');
  await page.getByRole('dialog').filter({ has: form }).getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('redirect-table').locator('tbody tr')).toHaveCount(1);

  // A visitor of the old address lands on the home page.
  await page.goto(`${site}/old-home`);
  await expect(page).toHaveURL(`${site}/`);
  await expect(
    page.getByRole('heading', { name: 'Clear advice for companies that are ready to grow' }),
  ).toBeVisible();

  // The visit is counted; counts are written in batches about every second.
  await page.goto('/page/web_redirect_set');
  const hits = page
    .getByTestId('redirect-table')
    .locator('tbody tr', { hasText: '/old-home' })
    .getByTestId('redirect-row-hits');
  await expect(async () => {
    await page.getByTestId('redirect-refresh').click();
    await expect(hits).toHaveText('1', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });

  // Two more from a CSV file chosen from disk.
  await page.getByTestId('redirect-import-open').click();
  const dialog = page.getByTestId('redirect-import');
  await expect(dialog).toContainText('source,target,status,match');
  await dialog.getByTestId('redirect-import-file').setInputFiles({
    name: 'moved-pages.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('source,target,status,match\n/about-us,/about,301,exact\n/blog/,/news/,302,prefix\n'),
  });
  await expect(dialog.getByTestId('redirect-import-text')).toHaveValue(/\/about-us,\/about,301,exact/);
  await expect(dialog).toContainText('From moved-pages.csv');
  await page.getByTestId('redirect-import-submit').click();
  await expect(page.getByText('Import done: 2 added, 0 updated.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const rows = page.getByTestId('redirect-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const blog = rows.filter({ hasText: '/blog/' });
  await expect(blog).toContainText('Prefix');
  await expect(blog.getByTestId('redirect-row-target')).toHaveText('/news/');
  await expect(blog.getByTestId('redirect-row-status')).toHaveText('302');
  await expect(rows.filter({ hasText: '/about-us' }).getByTestId('redirect-row-target')).toHaveText('/about');

  // A file with a bad line imports nothing and names the line.
  await page.getByTestId('redirect-import-open').click();
  await dialog
    .getByTestId('redirect-import-text')
    .fill('source,target\n/fine,/contact\n/bad,javascript:alert(1)\n');
  await page.getByTestId('redirect-import-submit').click();
  await expect(dialog.getByTestId('redirect-import-line-3')).toContainText('The redirect target must be');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(3);

  // The export downloads every rule as a CSV file.
  const download = page.waitForEvent('download');
  await page.getByTestId('redirect-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^redirects-\d+\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain('/old-home');
  expect(csv).toContain('/blog/');

  // Deleting asks first, then the rule is gone.
  await rows.filter({ hasText: '/about-us' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('redirect-delete-confirm').click();
  await expect(page.getByText('Redirect deleted.')).toBeVisible();
  await expect(rows).toHaveCount(2);
});

test('an editor without page.web_set finds no redirect management and is turned away at its address', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, EDITOR);
  await expect(page).toHaveURL(/\/system\/web_manage$/);
  await openDemoWebsite(page);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('menuitem', { name: 'Pages' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Page redirects' })).toHaveCount(0);
  await page.goto('/page/web_redirect_set');
  await expect(page).toHaveURL(/\/401\?noGoBack=true$/);
  await expect(page.getByTestId('redirects')).toHaveCount(0);
});
