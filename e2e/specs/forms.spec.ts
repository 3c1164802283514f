import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { mailsTo, nextMailTo } from './support/outbox.ts';
import { canvas, editPage } from './support/page-editor.ts';
import { signInAsAdmin } from './support/session.ts';
import { freshWebsite, openTemplateWebsite, publishWebsite } from './support/websites.ts';

/** The site server takes a form sent faster than this after the page rendered for a robot's. */
const HUMAN_FILL_MS = 3_000;
const THANKS = 'Thanks, we will be in touch within a day.';
const XSS = '<img src=x onerror="document.title=\'pwned\'">Need 40 panels';

async function openFromGroup(page: Page, group: string, entry: string) {
  const submenu = page.getByTestId('side-menu').locator('.ant-menu-submenu').filter({ hasText: group });
  const item = submenu.getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await submenu.getByRole('menuitem', { name: group }).click();
  await item.click();
}

/** The inquiry centre narrowed to one website's inquiries. */
async function showWebsite(page: Page, name: string) {
  await page.getByTestId('records-website').click();
  await page.locator(`.ant-select-item-option[title="${name}"]`).click();
  await expect(page.getByTestId('records-website')).toContainText(name);
}

/** A visitor fills in the published contact page's form, as a person would, and sends it. */
async function sendInquiry(
  browser: Browser,
  url: string,
  javaScriptEnabled: boolean,
  visitor: { name: string; email: string; message: string },
) {
  const context = await browser.newContext({ javaScriptEnabled });
  const site = await context.newPage();
  await site.goto(url);
  const form = site.locator('form', { has: site.getByLabel('Your name') });
  await form.getByLabel('Your name').fill(visitor.name);
  await form.getByLabel('Your e-mail').fill(visitor.email);
  await form.getByLabel('Message').fill(visitor.message);
  // People take a few seconds to fill a form in; the site keeps faster ones as spam.
  await site.waitForTimeout(HUMAN_FILL_MS);
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(site.getByText(THANKS)).toBeVisible();
  await context.close();
}

test('an inquiry form is built, put on a page and published; visitors send it with and without JavaScript; the operator reads it in the inquiry centre and replies by e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const website = freshWebsite('Inquiry Story');
  const siteUrl = `http://${website.slug}.localhost:${E2E_PORT}`;
  // A story run again (a retry) meets the same server: its addresses are its own.
  const sales = `sales.${website.slug}@example.com`;
  const adaEmail = `ada.${website.slug}@example.com`;
  const graceEmail = `grace.${website.slug}@example.com`;
  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);

  // The form builder: a name, the fields' English labels, a message field, recipients, the thanks.
  await openFromGroup(page, 'Inquiries', 'Forms');
  await expect(page.getByTestId('forms-empty')).toBeVisible();
  await page.getByTestId('form-add').click();
  const drawer = page.getByTestId('form-drawer');
  await drawer.getByTestId('form-name').fill('Quote request');
  await drawer.getByTestId('field-label-0').fill('Your name');
  await drawer.getByTestId('field-label-1').fill('Your e-mail');
  await drawer.getByTestId('form-add-kind').click();
  await page.locator('.ant-select-item-option', { hasText: /^Long text$/ }).click();
  await drawer.getByTestId('form-add-field').click();
  // A new field is labelled from the start; its key waits under "Advanced".
  await expect(drawer.getByTestId('field-label-2')).toHaveValue('Message');
  await expect(drawer.getByTestId('field-key-2')).toBeHidden();
  await drawer.getByTestId('field-advanced-2').click();
  await drawer.getByTestId('field-key-2').fill('message');
  await drawer.getByTestId('field-required-2').click();
  await drawer.getByTestId('form-submit-label').fill('Send inquiry');
  await drawer.getByTestId('form-success-message').fill(THANKS);
  await drawer.getByTestId('form-recipients').locator('input').fill(sales);
  await page.keyboard.press('Enter');

  // The preview is the form visitors get, with their checks.
  const preview = drawer.getByTestId('form-preview').contentFrame();
  await expect(preview.getByLabel('Your name')).toBeVisible();
  await preview.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(preview.getByText('Fill in this field.').first()).toBeVisible();
  await preview.getByLabel('Your name').fill('Preview Person');
  await preview.getByLabel('Your e-mail').fill('not-an-address');
  await preview.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(preview.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();

  await drawer.getByTestId('form-save').click();
  await expect(page.getByText('Form created.')).toBeVisible();
  const row = page.getByTestId('form-table').locator('tbody tr', { hasText: 'Quote request' });
  await expect(row).toContainText('Accepting');

  // The form block on the contact page, saved and published with the site.
  await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Pages' }).click();
  await editPage(page, 'Contact');
  await page.getByTestId('editor-add').click();
  await page.getByTestId('editor-add-component').click();
  await page.getByRole('dialog', { name: 'Add a block' }).getByTestId('insert-block-form').click();
  await page.getByTestId('editor-fields').getByTestId('field-formId').click();
  await page.locator('.ant-select-item-option', { hasText: 'Quote request' }).click();
  await expect(canvas(page).getByLabel('Your name')).toBeVisible();
  await page.getByTestId('editor-save').click();
  await expect(page.getByText('Page saved.')).toBeVisible();
  await publishWebsite(page, website.name);

  // The operator works on in the office while visitors send it: one browser without JavaScript
  // (a plain HTML POST), one with. The company's earlier inquiries (a retried run's) count too.
  const counted = page.waitForResponse((r) => r.url().includes('/api/form/record/company/not-read-count'));
  await page.goto('/form/form_list');
  const badge = page.getByTestId('badge-inquiry-button');
  const unread = ((await (await counted).json()) as { data: { not_read_count: number } }).data.not_read_count;
  const contact = `${siteUrl}/contact`;
  await sendInquiry(browser, contact, false, {
    name: 'Ada Lovelace',
    email: adaEmail,
    message: XSS,
  });
  await sendInquiry(browser, contact, true, {
    name: 'Grace Hopper',
    email: graceEmail,
    message: 'Please send a quote for a warehouse roof.',
  });
  // The team was told of each.
  await expect.poll(() => mailsTo(sales).length, { timeout: 15_000 }).toBe(2);

  // The badge counts both without a reload, as soon as the operator looks at the window again.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(badge).toHaveAttribute('aria-label', `Inquiry centre: ${unread + 2} unread`, {
    timeout: 15_000,
  });
  await page.getByTestId('forms-refresh').click();
  await expect(row.getByTestId('form-row-records')).toHaveText('2');

  // The inquiry centre lists them, unread ones in bold, across websites and forms.
  await badge.click();
  await expect(page).toHaveURL(/\/form\/form_center_list$/);
  await showWebsite(page, website.name);
  const table = page.getByTestId('records-table');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr.records-unread')).toHaveCount(2);
  const ada = table.locator('tbody tr', { hasText: 'Ada Lovelace' });
  await expect(ada).toContainText('Quote request');

  // A word of any value finds its inquiry.
  await page.getByTestId('records-keyword').fill('warehouse');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('Grace Hopper');
  await page.getByTestId('records-keyword').fill('');
  await expect(table.locator('tbody tr')).toHaveCount(2);

  // The export holds what the filters show, as a file the server names.
  const download = page.waitForEvent('download');
  await page.getByTestId('records-export-csv').click();
  const csv = await readFile((await (await download).path()) as string, 'utf8');
  expect(csv).toContain('Ada Lovelace');
  expect(csv).toContain(graceEmail);

  // Opening one shows every field as text, where it came from, and marks it read.
  await ada.getByRole('button', { name: /Ada Lovelace/ }).click();
  const record = page.getByTestId('record-drawer');
  const sent = record.getByTestId('record-fields');
  await expect(sent).toContainText('Ada Lovelace');
  await expect(sent.getByText(XSS, { exact: true })).toBeVisible();
  await expect(sent.locator('img')).toHaveCount(0);
  expect(await page.title()).not.toBe('pwned');
  await expect(record.getByTestId('record-context')).toContainText('/contact');
  await expect(badge).toHaveAttribute('aria-label', `Inquiry centre: ${unread + 1} unread`);

  // The reply goes out by e-mail and stays on the thread with its delivery state.
  const before = mailsTo(adaEmail).length;
  await record.getByTestId('reply-subject').fill('Your quote for 40 panels');
  await record.getByTestId('reply-body').fill('Dear Ada, a quote is attached to this mail.');
  await record.getByTestId('reply-send').click();
  const mail = await nextMailTo(adaEmail, before);
  expect(mail).toContain('Your quote for 40 panels');
  expect(mail).toContain('Dear Ada, a quote is attached to this mail.');
  const reply = record.getByTestId('thread-reply');
  await expect(reply).toContainText('Dear Ada, a quote is attached to this mail.');
  await expect(reply.getByTestId('thread-reply-status')).toHaveText('Sent', { timeout: PUBLISH_TIMEOUT_MS });

  // Stopped and deleted after a confirmation that says the inquiries stay; they do.
  // (The inquiry centre is full width; the forms are in the left menu's Inquiries.)
  await page.goto('/form/form_list');
  await row.getByRole('button', { name: 'Stop and delete' }).click();
  await expect(page.getByTestId('form-stop-hint')).toContainText(
    'Its 2 inquiries stay in the inquiry centre',
  );
  const formId = ((await row.getAttribute('data-testid')) ?? '').replace('form-row-', '');
  await page.getByTestId('form-stop-confirm').click();
  await expect(page.getByTestId('forms-empty')).toBeVisible();
  await page.goto(`/form/list/${formId}`);
  await expect(page.getByTestId('records-table').locator('tbody tr')).toHaveCount(2);
  await page.goto('/form/form_center_list');
  await showWebsite(page, website.name);
  await expect(page.getByTestId('records-table').locator('tbody tr')).toHaveCount(2);
});
