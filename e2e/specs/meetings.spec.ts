import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { saveNewItem } from './support/items.ts';
import { E2E_BASE_URL, E2E_PORT, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { signInAsAdmin } from './support/session.ts';
import { createWebsite, freshWebsite, publishWebsite } from './support/websites.ts';

const APP = { 'x-requested-with': 'XMLHttpRequest', origin: E2E_BASE_URL };

/** An entry of the left menu's Meetings group. */
async function openFromMeetings(page: Page, entry: string) {
  const submenu = page.getByTestId('side-menu').locator('.ant-menu-submenu').filter({ hasText: 'Meetings' });
  const item = submenu.getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await submenu.getByRole('menuitem', { name: 'Meetings' }).click();
  await item.click();
  await expect(item).toHaveClass(/ant-menu-item-selected/);
}

async function websiteIdOf(page: Page, name: string): Promise<number> {
  const list = await page.request.get('/api/website/website-list', { params: { page: 1, page_size: 100 } });
  const websites = (await list.json()) as { data: { list: { website_id: number; name: string }[] } };
  return websites.data.list.find((w) => w.name === name)?.website_id as number;
}

/** Picks an item by its title in a searchable select (a relation field). */
async function choose(page: Page, select: ReturnType<Page['getByTestId']>, title: string) {
  await select.click();
  await page.keyboard.type(title.split(' ')[0] as string);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();
  await page.keyboard.press('Escape');
}

test('a meeting with two speakers and a sponsor is published, and visitors see its agenda, speakers, sponsor wall and calendar file', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const website = freshWebsite('Summit Trial');
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await signInAsAdmin(page);
  await createWebsite(page, website, 'Corporate', { backToCenter: false });
  const websiteId = await websiteIdOf(page, website.name);

  // The first speaker is added on the experts screen.
  await openFromMeetings(page, 'Experts');
  await page.getByTestId('item-add').click();
  await page.getByTestId('item-title-input').fill('Alice Moreau');
  await page.getByTestId('item-field-job_title').fill('Chief Engineer');
  await saveNewItem(page);
  await page.getByTestId('item-publish').click();
  await expect(page.getByTestId('item-edit').getByTestId('item-status')).toHaveAttribute(
    'data-status',
    'published',
    { timeout: PUBLISH_TIMEOUT_MS },
  );

  // The second speaker and the sponsor through the same calls the screens use.
  const created: number[] = [];
  for (const [collection, fields, title] of [
    ['expert', { job_title: 'Researcher' }, 'Bob Li'],
    ['sponsor', { level: 'gold', url: 'https://gold.example.com' }, 'Gold Corp'],
  ] as const) {
    const saved = await page.request.post(`/api/website/${collection}/save`, {
      data: { website_id: websiteId, title, fields },
      headers: APP,
    });
    const answer = (await saved.json()) as { code: number; data: { id: number } };
    expect(answer.code).toBe(0);
    created.push(answer.data.id);
    const published = await page.request.post(`/api/website/${collection}/batch`, {
      data: { website_id: websiteId, ids: [answer.data.id], action: 'publish' },
      headers: APP,
    });
    expect(((await published.json()) as { code: number }).code).toBe(0);
  }

  // The sponsor shows on its list with its level.
  await openFromMeetings(page, 'Sponsors');
  await expect(page.getByTestId('item-table')).toContainText('Gold Corp');
  await expect(page.getByTestId('item-table')).toContainText('Gold');

  // The meeting: dates in Berlin, a venue, one session with both speakers, and the sponsor.
  await openFromMeetings(page, 'Meeting list');
  await page.getByTestId('item-add').click();
  await page.getByTestId('item-title-input').fill('Harbour Summit 2030');
  await page.getByTestId('item-field-when-start').fill('2030-05-14T09:00');
  await page.getByTestId('item-field-when-end').fill('2030-05-14T17:30');
  await page.getByTestId('item-field-when-zone').click();
  await page.keyboard.type('Europe/Berl');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Europe/Berlin"]').click();
  await page.getByTestId('item-field-venue-name').fill('Harbour Hall');
  await page.getByTestId('item-field-venue-address').fill('Am Kai 1, Hamburg');
  await page.getByTestId('item-field-agenda-add').click();
  const session = page.getByTestId('agenda-session').first();
  await session.getByTestId('agenda-session-start').fill('2030-05-14T10:00');
  await session.getByTestId('agenda-session-end').fill('2030-05-14T11:15');
  await session.getByTestId('agenda-session-title').fill('Ships that steer themselves');
  await session.getByTestId('agenda-session-room').fill('Hall B');
  await choose(page, session.getByTestId('agenda-session-speakers'), 'Alice Moreau');
  await choose(page, session.getByTestId('agenda-session-speakers'), 'Bob Li');
  await choose(page, page.getByTestId('item-field-sponsors'), 'Gold Corp');
  await saveNewItem(page);
  await page.getByTestId('item-publish').click();
  await expect(page.getByTestId('item-edit').getByTestId('item-status')).toHaveAttribute(
    'data-status',
    'published',
    { timeout: PUBLISH_TIMEOUT_MS },
  );
  await publishWebsite(page, website.name);

  // Visitors: the upcoming list, then the meeting's page with its times named in Berlin's zone.
  await page.goto(`${site}/meetings/`);
  await expect(
    page.getByText('Tuesday, May 14, 2030, 9:00 AM – 5:30 PM GMT+2 (Europe/Berlin)'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Harbour Summit 2030' }).first().click();
  await expect(page.getByRole('heading', { name: 'Harbour Summit 2030', level: 1 })).toBeVisible();
  const agenda = page.locator('.sw-item__agenda');
  await expect(agenda.getByRole('heading', { name: 'Tuesday, May 14, 2030' })).toBeVisible();
  await expect(agenda).toContainText('10:00 AM – 11:15 AM GMT+2');
  await expect(agenda).toContainText('Ships that steer themselves');
  await expect(agenda).toContainText('Hall B');
  await expect(agenda.getByRole('link', { name: 'Alice Moreau' })).toBeVisible();
  await expect(agenda.getByRole('link', { name: 'Bob Li' })).toBeVisible();
  const wall = page.locator('.sw-sponsors');
  await expect(wall.getByRole('heading', { name: 'Gold', level: 3 })).toBeVisible();
  await expect(wall.getByRole('link', { name: 'Gold Corp' })).toHaveAttribute(
    'href',
    'https://gold.example.com',
  );

  // The calendar file beside the page starts at 09:00 Berlin time, 07:00 UTC.
  const calendarHref = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
  expect(calendarHref).toMatch(/\.ics$/);
  const calendar = await page.evaluate(async (href) => {
    const response = await fetch(href as string);
    return { type: response.headers.get('content-type'), text: await response.text() };
  }, calendarHref);
  expect(calendar.type).toContain('text/calendar');
  expect(calendar.text).toContain('DTSTART:20300514T070000Z\r\n');
  expect(calendar.text).toContain('SUMMARY:Harbour Summit 2030\r\n');

  // A speaker's page names the meeting they speak at.
  await agenda.getByRole('link', { name: 'Bob Li' }).click();
  await expect(page.getByRole('heading', { name: 'Bob Li', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Harbour Summit 2030' })).toBeVisible();
});
