import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { openDemoWebsite, openFromMenu } from './support/navigation.ts';
import { signInAsAdmin } from './support/session.ts';

async function rename(page: Page, name: string) {
  await page.getByTestId('website-form-name').fill(name);
  await page.getByTestId('web-set-save').click();
  await expect(page.getByText('Website saved.').last()).toBeVisible();
  await expect(page.getByTestId('website-switcher')).toContainText(name);
}

async function pick(page: Page, filter: string, option: string) {
  await page.getByTestId(filter).click();
  await page
    .locator('.ant-select-item-option', { hasText: option })
    .filter({ visible: true })
    .first()
    .click();
}

test('an administrator renames a website, finds the change in the audit log under their name, filters and exports it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  await openFromMenu(page, 'Website settings');
  await rename(page, 'Audit Trail Site');
  // Other specs expect the seeded name.
  await rename(page, 'Demo Website');

  // Users and the audit log leave the left menu while a website is selected (spec §4): the audit
  // log opens from the user dropdown.
  await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/user\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  const rows = page.getByTestId('audit-row');
  // Only what changed, old and new.
  const renamed = rows.filter({ hasText: 'name: Demo Website → Audit Trail Site' });
  await expect(renamed).toHaveCount(1);
  await expect(renamed.getByTestId('audit-row-user')).toHaveText('admin');
  await expect(renamed.getByTestId('audit-row-action')).toHaveText('Changed website settings');
  await expect(renamed.getByTestId('audit-row-changes')).toHaveText('name: Demo Website → Audit Trail Site');
  // Signing in is on the log too.
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();

  // Only website settings changes, today, by admin.
  await pick(page, 'audit-call-filter', 'Changed website settings');
  await pick(page, 'audit-date-filter', 'Today');
  await pick(page, 'audit-user-filter', 'admin');
  await expect(rows.filter({ hasText: 'Signed in' })).toHaveCount(0);
  await expect(renamed).toHaveCount(1);
  const shown = await rows.count();
  await expect(rows.getByTestId('audit-row-action')).toHaveText(
    Array(shown).fill('Changed website settings'),
  );

  // The export holds the same entries, opens in Excel with Chinese intact (BOM) and has a header.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('audit-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toContain('"Time (UTC)","User"');
  expect(lines).toHaveLength(shown + 1);
  expect(lines.some((line) => line.includes('"name: Demo Website → Audit Trail Site"'))).toBe(true);
  expect(lines.slice(1).every((line) => line.includes('"Changed website settings"'))).toBe(true);
});
