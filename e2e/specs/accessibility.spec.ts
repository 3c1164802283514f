import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { openDemoWebsite } from './support/navigation.ts';
import { signInAsAdmin } from './support/session.ts';

/**
 * Every screen of the back office, signed in at 1366 px, passes axe-core's WCAG 2.1 A and AA rules:
 * contrast, names and labels, list and table markup, ARIA. The screens are visited with real data
 * (the demo website's pages and items, a form, an exhibitor), so tables and tags are in view.
 */

const APP = { 'x-requested-with': 'XMLHttpRequest', origin: E2E_BASE_URL };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const COLLECTIONS = [
  'news',
  'product',
  'faq',
  'meeting',
  'organizer',
  'sponsor',
  'expert',
  'exhibitor',
  'exhibit',
] as const;
type Collection = (typeof COLLECTIONS)[number];

test.use({ viewport: { width: 1366, height: 900 } });

/** What the screens with ids in their address need: the demo website's own ids, and one of each item. */
interface Ids {
  website: number;
  page: number;
  form: number;
  items: Record<Collection, number>;
  user: number;
}

async function json<T>(page: Page, path: string, params: Record<string, string | number>): Promise<T> {
  const answer = (await (await page.request.get(path, { params })).json()) as { code: number; data: T };
  expect(answer.code, path).toBe(0);
  return answer.data;
}

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const answer = (await (await page.request.post(path, { data, headers: APP })).json()) as {
    code: number;
    data: T;
  };
  expect(answer.code, path).toBe(0);
  return answer.data;
}

/** The demo website's ids; an exhibitor, an exhibit and a form are added when it has none. */
async function demoIds(page: Page): Promise<Ids> {
  const websites = await json<{ list: { website_id: number; name: string }[] }>(
    page,
    '/api/website/website-list',
    { page: 1, page_size: 100 },
  );
  const website = websites.list.find((w) => w.name === 'Demo Website')?.website_id ?? 0;
  const pages = await json<{ menuPageList: { id: number }[] }>(page, '/api/website/page', {
    website_id: website,
  });
  const items = {} as Record<Collection, number>;
  for (const collection of COLLECTIONS) {
    const list = await json<{ list: { id: number }[] }>(page, `/api/website/${collection}/list`, {
      website_id: website,
    });
    items[collection] =
      list.list[0]?.id ??
      (
        await post<{ id: number }>(page, `/api/website/${collection}/save`, {
          website_id: website,
          title: `Sample ${collection}`,
          fields: {},
        })
      ).id;
  }
  const forms = await json<{ list: { id: number }[] }>(page, '/api/form/form/list', { website_id: website });
  const form =
    forms.list[0]?.id ??
    (
      await post<{ id: number }>(page, '/api/form/form/save', {
        website_id: website,
        name: 'Quote request',
        fields: [{ key: 'name', kind: 'text', label: { en: 'Your name' } }],
        submit_label: { en: 'Send' },
      })
    ).id;
  const users = await json<{ list: { id: number }[] }>(page, '/api/website/user/list', {
    page: 1,
    page_size: 10,
  });
  return { website, page: pages.menuPageList[0]?.id ?? 0, form, items, user: users.list[0]?.id ?? 0 };
}

/** Signs in, selects the demo website as an operator does, and reads the ids the addresses need. */
async function signedInWithDemo(page: Page): Promise<Ids> {
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  return demoIds(page);
}

/** One failing node, as the failure message lists it. */
interface Finding {
  path: string;
  rule: string;
  target: string;
  html: string;
  summary: string;
}

/** Opens a screen and waits until it has drawn its content (its title, nothing loading). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1, h2').first(), `${path} shows its title`).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, #nprogress')).toHaveCount(0);
}

/**
 * What axe finds on the page as it stands, within `parts` when given (those present), reported
 * under `label`.
 */
async function findings(page: Page, label: string, parts?: string[]): Promise<Finding[]> {
  // The editor's canvas frame shows the website being edited, which answers for itself as the
  // published site (the benchmark's Lighthouse runs): axe stays out of frames, and audits the editor
  // around it, the frame's own name included.
  // Only violations are read: axe then keeps one node per passing rule instead of every one.
  let axe = new AxeBuilder({ page })
    .options({ iframes: false, resultTypes: ['violations'] })
    .withTags(WCAG_TAGS);
  for (const part of parts ?? []) {
    if ((await page.locator(part).count()) > 0) axe = axe.include(part);
  }
  const results = await axe.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      path: label,
      rule: violation.id,
      target: node.target.join(' '),
      html: node.html.slice(0, 160),
      summary: (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
    })),
  );
}

/**
 * Opens a screen and returns what axe finds: on the whole page, or (`whole` false) on the
 * screen's own content and the drawer or dialog its address opens (page_set/:id), the shell
 * around it being the same on every screen.
 */
async function audit(page: Page, path: string, whole: boolean): Promise<Finding[]> {
  await open(page, path);
  const shell = (await page.locator('main').count()) > 0;
  return findings(page, path, whole || !shell ? undefined : ['main', '.ant-drawer', '.ant-modal-root']);
}

function report(found: Finding[]): string {
  return found.map((f) => `${f.path}  ${f.rule}  ${f.target}  ${f.summary}\n    ${f.html}`).join('\n');
}

/**
 * Audits the screens one after another (the first with its shell) and fails once, naming every
 * screen, rule and element found.
 */
async function expectAccessible(page: Page, paths: string[]) {
  const found: Finding[] = [];
  for (const [i, path] of paths.entries()) found.push(...(await audit(page, path, i === 0)));
  expect(found.length, `axe found on ${paths.length} screens:\n${report(found)}`).toBe(0);
}

test('the website center, app centre, orders, team and account screens pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  const ids = await signedInWithDemo(page);
  await expectAccessible(page, [
    '/system/web_manage',
    '/app/index',
    '/order/index',
    '/user/index',
    '/user/add',
    `/user/edit?id=${ids.user}`,
    '/user/audit',
    '/user/change_password',
    '/user/company',
    '/user/message',
    '/role/index',
    '/pay/pay-set',
    '/401',
    '/404',
  ]);
});

test("the website's pages, editor, media and forms pass axe", async ({ page }) => {
  test.setTimeout(90_000);
  const ids = await signedInWithDemo(page);
  await expectAccessible(page, [
    '/page/index',
    '/page/empty',
    `/page/page_set/${ids.page}`,
    '/page/template',
    '/page/add_language',
    '/page/menu',
    `/page_edit/${ids.page}/${ids.website}`,
    '/media/list',
    '/form/form_list',
    `/form/list/${ids.form}`,
    '/form/form_center_list',
    `/form/form_inquiry_list/${ids.form}/${ids.website}`,
  ]);
});

test("the website's payments, settings and plugins pass axe", async ({ page }) => {
  test.setTimeout(90_000);
  const ids = await signedInWithDemo(page);
  await expectAccessible(page, [
    '/page/web_set',
    '/pay/website-pay-set',
    '/page/web_redirect_set',
    '/plugin/plugin-set',
    ...['bdzz', 'google-indexing', 'indexnow', 'verification', 'analytics'].map(
      (plugin) => `/plugin/plugin-${plugin}-set/${ids.website}`,
    ),
  ]);
});

test('the articles, products and FAQ screens pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  const ids = await signedInWithDemo(page);
  await expectAccessible(page, [
    '/news/index',
    `/news/edit?id=${ids.items.news}`,
    '/news/type/index',
    '/news/tag/index',
    '/product/index',
    `/product/edit?id=${ids.items.product}`,
    '/product/type/index',
    '/product/tag/index',
    '/attribute/index',
    '/faq/index',
    `/faq/edit?id=${ids.items.faq}`,
    '/faq/type/index',
  ]);
});

test('the meeting screens pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  const ids = await signedInWithDemo(page);
  await expectAccessible(page, [
    '/meeting/index',
    `/meeting/edit?id=${ids.items.meeting}`,
    '/meeting/type/index',
    '/meeting/tag/index',
    '/meeting/organizers/index',
    `/meeting/organizers/edit?id=${ids.items.organizer}`,
    '/meeting/sponsor/index',
    `/meeting/sponsor/edit?id=${ids.items.sponsor}`,
    '/meeting/experts/index',
    `/meeting/experts/edit?id=${ids.items.expert}`,
  ]);
});

test('the exhibitor screens pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  const ids = await signedInWithDemo(page);
  await expectAccessible(page, [
    '/exhibitor/index',
    `/exhibitor/edit?id=${ids.items.exhibitor}`,
    '/exhibitor/add',
    '/exhibitor/type/index',
    '/exhibitor/zone/index',
    '/exhibitor/area/index',
    '/exhibitor/item/index',
    `/exhibitor/item/edit?id=${ids.items.exhibit}`,
    '/exhibitor/item/add',
  ]);
});

test("the page editor's add-block and publish dialogs pass axe", async ({ page }) => {
  test.setTimeout(90_000);
  const ids = await signedInWithDemo(page);
  await open(page, `/page_edit/${ids.page}/${ids.website}`);
  const found: Finding[] = [];

  await page.getByTestId('editor-add').click();
  await page.getByTestId('editor-add-component').click();
  const blocks = page.getByRole('dialog', { name: 'Add a block' });
  await expect(blocks.getByTestId('insert-block-form')).toBeVisible();
  found.push(...(await findings(page, 'add a block', ['.ant-modal-root'])));
  await page.keyboard.press('Escape');
  await expect(blocks).toBeHidden();

  await page.getByTestId('editor-publish').click();
  await expect(page.getByRole('dialog').getByRole('button').first()).toBeVisible();
  found.push(...(await findings(page, 'publish', ['.ant-modal-root'])));

  expect(found.length, `axe found in the editor's dialogs:\n${report(found)}`).toBe(0);
});

test('the sign-in, registration and password screens pass axe, signed out', async ({ page }) => {
  await expectAccessible(page, [
    '/login',
    '/phone-add-user',
    '/forget-the-password',
    '/forget',
    '/auth-redirect',
  ]);
});
