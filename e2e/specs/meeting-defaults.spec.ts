import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { saveNewItem } from './support/items.ts';
import { E2E_PORT, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { signInAsAdmin } from './support/session.ts';
import { createWebsite, freshWebsite, publishWebsite } from './support/websites.ts';

async function openMeetingList(page: Page) {
  const submenu = page.getByTestId('side-menu').locator('.ant-menu-submenu').filter({ hasText: 'Meetings' });
  const item = submenu.getByRole('menuitem', { name: 'Meeting list', exact: true });
  if (!(await item.isVisible())) await submenu.getByRole('menuitem', { name: 'Meetings' }).click();
  await item.click();
  await expect(item).toHaveClass(/ant-menu-item-selected/);
}

test('a new meeting starts in the website’s time zone, says UTC once, and its venue links the operator’s map', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const website = freshWebsite('Harbour Talks');
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await signInAsAdmin(page);
  // The website's country is the United States (the English form's default flag).
  await createWebsite(page, website, 'Corporate', { backToCenter: false });

  await openMeetingList(page);
  await page.getByTestId('item-add').click();
  await page.getByTestId('item-title-input').fill('Night Market Meetup');
  await expect(page.getByTestId('item-field-when-zone')).toContainText('America/New_York');
  await page.getByTestId('item-field-when-start').fill('2030-05-14T09:00');
  await page.getByTestId('item-field-when-end').fill('2030-05-14T17:30');
  // This one is held on UTC.
  await page.getByTestId('item-field-when-zone').click();
  await page.keyboard.type('UTC');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="UTC"]').click();
  await page.getByTestId('item-field-venue-name').fill('Pier 4');
  await page.getByTestId('item-field-venue-address').fill('Pier 4, Harbour Road');
  await page.getByTestId('item-field-venue-map').fill('https://maps.example.com/pier-4');
  await page.screenshot({ path: '/tmp/shots/meeting-venue.png', fullPage: true });
  await saveNewItem(page);
  await page.getByTestId('item-publish').click();
  await expect(page.getByTestId('item-edit').getByTestId('item-status')).toHaveAttribute(
    'data-status',
    'published',
    { timeout: PUBLISH_TIMEOUT_MS },
  );
  await publishWebsite(page, website.name);

  await page.goto(`${site}/meetings/`);
  await page.getByRole('link', { name: 'Night Market Meetup' }).first().click();
  const when = page.locator('.sw-item__facts div', { hasText: 'Tuesday, May 14, 2030' }).locator('dd');
  await expect(when).toHaveText('Tuesday, May 14, 2030, 9:00 AM – 5:30 PM UTC');
  await expect(page.locator('.sw-item__map address')).toHaveText('Pier 4, Harbour Road');
  await expect(page.getByRole('link', { name: 'Open the map' })).toHaveAttribute(
    'href',
    'https://maps.example.com/pier-4',
  );
  await page.screenshot({ path: '/tmp/shots/meeting-site.png', fullPage: true });
});
