import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { engineRequests, ENGINES_URL } from './support/engines.ts';
import { E2E_BASE_URL, E2E_PORT, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { openDemoWebsite, openFromMenu } from './support/navigation.ts';
import { signInAsAdmin } from './support/session.ts';

const SITE = `http://demo.localhost:${E2E_PORT}`;
const TOKEN = 'e2eBaiduPushToken9876';
const CODE = 'codeva-e2eDemo42';

/** The card of one plugin in the plugin list. */
function card(page: Page, plugin: string): Locator {
  return page.getByTestId(`plugin-card-${plugin}`);
}

/** The first push listed on a plugin's screen, waiting until the engine has answered it. */
async function answeredPush(page: Page): Promise<Locator> {
  const row = page.getByTestId('push-table').locator('tbody tr').first();
  // The screen asks again by itself while a push waits for its turn.
  await expect(row.getByTestId('push-status')).toHaveText('Sent', { timeout: 30_000 });
  return row;
}

/** Makes the next publish change a page, whatever earlier stories published on this server. */
async function changeAboutPage(page: Page) {
  await openFromMenu(page, 'Pages');
  const about = page
    .getByTestId('page-group-menu')
    .locator('tbody tr', { has: page.getByText('About us', { exact: true }) });
  await about.getByRole('button', { name: 'Settings' }).click();
  await page.getByTestId('page-settings-seo-title').fill(`About us, pushed ${Date.now()}`);
  await page.getByTestId('page-settings-save').click();
  await expect(page.getByText('Page settings saved.').first()).toBeVisible();
  await expect(page.getByTestId('page-settings-form')).toHaveCount(0);
}

test('the admin enables IndexNow and Baidu on the demo website, publishes, and sees the search engines’ answers', async ({
  page,
  context,
}) => {
  // Two plugins set up, a publish, and pushes that run in the background.
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await openDemoWebsite(page);

  // The marketing tool the server names is a link of the left menu, opening in a new tab.
  const marketing = page.getByTestId('side-menu').getByRole('link', { name: 'Marketing tool' });
  await expect(marketing).toHaveAttribute('href', `${ENGINES_URL}/marketing`);
  await expect(marketing).toHaveAttribute('target', '_blank');
  await expect(marketing).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(marketing).toHaveAttribute('title', 'Cross-border marketing tool (opens in a new tab)');
  const [tool] = await Promise.all([context.waitForEvent('page'), marketing.click()]);
  await expect(tool).toHaveURL(`${ENGINES_URL}/marketing`);
  await tool.close();
  await expect(page).toHaveURL(/\/page\/(empty|index)$/);

  await openFromMenu(page, 'Third-party plugins');
  await expect(page).toHaveURL(/\/plugin\/plugin-set$/);
  await expect(page.getByRole('heading', { name: 'Third-party plugins', level: 1 })).toBeVisible();
  for (const plugin of ['bdzz', 'google-indexing', 'indexnow', 'verification', 'analytics']) {
    await expect(card(page, plugin).getByTestId('plugin-card-enabled')).toHaveText('Off');
  }
  await expect(card(page, 'bdzz')).toContainText('Baidu webmaster');
  await expect(card(page, 'indexnow')).toContainText('Tells Bing, Yandex, Seznam, Naver');

  // IndexNow: turned on, it gets its key and says where the site serves it.
  await page.getByTestId('plugin-open-indexnow').click();
  await expect(page).toHaveURL(/\/plugin\/plugin-indexnow-set\/\d+$/);
  await expect(page.getByRole('heading', { name: 'IndexNow', level: 1 })).toBeVisible();
  await expect(page.getByTestId('push-log-empty')).toBeVisible();
  await page.getByTestId('plugin-enabled').click();
  await page.getByTestId('plugin-save').click();
  await expect(page.getByText('Plugin settings saved.')).toBeVisible();
  const key = (await page.getByTestId('indexnow-key').textContent()) ?? '';
  expect(key).toMatch(/^[A-Za-z0-9-]{8,128}$/);
  await expect(page.getByTestId('indexnow-key-url')).toHaveText(`${SITE}/${key}.txt`);
  await expect(page.getByTestId('plugin-publish-note')).toContainText('at its next publish');

  // Baidu: without a token it cannot push; the server says what is missing.
  await page.getByTestId('plugin-back').click();
  await expect(card(page, 'indexnow').getByTestId('plugin-card-enabled')).toHaveText('Enabled');
  await page.getByTestId('plugin-open-bdzz').click();
  await expect(page).toHaveURL(/\/plugin\/plugin-bdzz-set\/\d+$/);
  await expect(page.getByTestId('bdzz-token')).toHaveAttribute('placeholder', 'No token stored');
  // The whole tag, as Baidu's console shows it, is pasted; the site will serve the file.
  await page
    .getByTestId('bdzz-verify-code')
    .fill(`<meta name="baidu-site-verification" content="${CODE}" />`);
  await expect(page.getByTestId('bdzz-verify-preview')).toContainText(
    `baidu-site-verification meta tag with ${CODE}`,
  );
  await page.getByTestId('bdzz-verify-as').getByText('File at the site root').click();
  await expect(page.getByTestId('bdzz-verify-preview')).toHaveText(
    `The site serves the file /baidu_verify_${CODE}.html.`,
  );
  await page.getByTestId('plugin-enabled').click();
  await page.getByTestId('bdzz-token').fill(TOKEN);
  // The first plugin's notice is gone first, so the one seen next is this save's.
  await expect(page.getByText('Plugin settings saved.')).toHaveCount(0, { timeout: 15_000 });
  await page.getByTestId('plugin-save').click();
  await expect(page.getByText('Plugin settings saved.')).toBeVisible();
  // The token is stored but never comes back: only its last four characters, as the hint.
  await expect(page.getByTestId('bdzz-token')).toHaveValue('');
  await expect(page.getByTestId('bdzz-token')).toHaveAttribute('placeholder', '••••9876');
  await expect(page.getByTestId('bdzz-token-stored')).toHaveText('A token is stored (••••9876).');
  await expect(page.getByTestId('bdzz-verify-code')).toHaveValue(CODE);
  await expect(page.getByTestId('bdzz-quota-left')).toHaveText('Known after the first push');

  // The next publish must change something, whatever this server published before.
  await changeAboutPage(page);
  await openFromMenu(page, 'Third-party plugins');
  await page.getByTestId('plugin-open-bdzz').click();
  await page.getByTestId('plugin-publish').click();
  const confirmation = page.locator('.ant-modal-confirm');
  await expect(confirmation).toContainText('Publish the whole website?');
  await confirmation.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Published!')).toBeVisible({ timeout: PUBLISH_TIMEOUT_MS });

  // Baidu's push is listed with its answer: accepted, and the quota left today.
  const baiduPush = await answeredPush(page);
  await expect(baiduPush.getByTestId('push-outcome')).toHaveText('Accepted.');
  await expect(baiduPush.getByTestId('push-answer')).toContainText('"remain":4999');
  await expect(baiduPush.getByTestId('push-quota-left')).toHaveText('4,999');
  await expect(baiduPush.getByTestId('push-attempts')).toHaveText('1');
  await baiduPush.getByTestId('push-url-count').click();
  await expect(baiduPush.locator('li', { hasText: `${SITE}/about` }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('bdzz-quota-left')).toHaveText('4,999');

  // The engine got the URLs as Baidu documents it: plain text, site and token in the query.
  const requests = await engineRequests();
  const toBaidu = requests.find((r) => r.path === '/urls' && r.query.token === TOKEN);
  expect(toBaidu?.query.site).toBe(SITE);
  expect(toBaidu?.body.split('\n')).toContain(`${SITE}/about`);
  const toIndexNow = requests.find((r) => r.path === '/indexnow');
  expect(JSON.parse(toIndexNow?.body ?? '{}')).toMatchObject({ key, keyLocation: `${SITE}/${key}.txt` });

  // The token shows nowhere: not on the screen, not in what the screens read.
  await expect(page.locator('body')).not.toContainText(TOKEN);
  const websiteId = /plugin-bdzz-set\/(\d+)$/.exec(page.url())?.[1];
  for (const path of [
    `/api/website/plugin/info?website_id=${websiteId}&plugin=bdzz`,
    `/api/website/plugin/push-log?website_id=${websiteId}&plugin=bdzz`,
    `/api/website/plugin/list?website_id=${websiteId}`,
  ]) {
    const text = await (await page.request.get(path)).text();
    expect(text).toContain('"code":0');
    expect(text).not.toContain(TOKEN);
  }

  // IndexNow's push too, accepted (202).
  await page.getByTestId('plugin-back').click();
  await page.getByTestId('plugin-open-indexnow').click();
  const indexNowPush = await answeredPush(page);
  await expect(indexNowPush.getByTestId('push-outcome')).toHaveText('Accepted.');
  await expect(indexNowPush.getByTestId('push-answer')).toContainText('HTTP 202');

  // The list sums it up: both on, set up, their last push sent.
  await page.getByTestId('plugin-back').click();
  for (const plugin of ['bdzz', 'indexnow']) {
    await expect(card(page, plugin).getByTestId('plugin-card-enabled')).toHaveText('Enabled');
    await expect(card(page, plugin).getByTestId('plugin-card-configured')).toHaveText('Set up');
    await expect(card(page, plugin).getByTestId('push-status')).toHaveText('Sent');
    await expect(card(page, plugin).getByTestId('plugin-card-activity')).toContainText('Last activity');
  }
  await expect(card(page, 'google-indexing').getByTestId('plugin-card-enabled')).toHaveText('Off');

  // The published site serves what Baidu and IndexNow fetch to check it (the browser resolves
  // the site's *.localhost address).
  const verifyFile = await page.goto(`${SITE}/baidu_verify_${CODE}.html`);
  expect(verifyFile?.status()).toBe(200);
  const keyFile = await page.goto(`${SITE}/${key}.txt`);
  expect(keyFile?.status()).toBe(200);
  expect((await keyFile?.text())?.trim()).toBe(key);
});

test('pushing every page to Google asks first, quoting Google’s policy', async ({ page }) => {
  // It buys the plugin on the sandbox first.
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  // Google Indexing is a paid plugin: the company buys it first, paying on the sandbox's page.
  const ordered = await page.request.post(
    `${E2E_BASE_URL}/api/website/company-order/create-website-plugin-order`,
    {
      headers: { 'x-requested-with': 'XMLHttpRequest', origin: E2E_BASE_URL },
      data: { plugin: 'google-indexing' },
    },
  );
  const order = (await ordered.json()) as { code: number; data: { pay_url: string } };
  // 2002: another story on this server bought it already.
  expect([0, 2002]).toContain(order.code);
  if (order.code === 0) {
    await page.goto(order.data.pay_url);
    await expect(page.getByText('Sitewright sandbox: no real money moves')).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/index\?order=\d+$/);
    await page.goto('/system/web_manage');
  }
  await openDemoWebsite(page);
  await openFromMenu(page, 'Third-party plugins');
  await page.getByTestId('plugin-open-google-indexing').click();
  await expect(page).toHaveURL(/\/plugin\/plugin-google-indexing-set\/\d+$/);
  await expect(page.getByTestId('google-key-state')).toHaveText('No key stored');

  // A pasted text that is no key is named as such before anything is sent.
  await page.getByTestId('google-key-text').fill('{"type":"authorized_user"}');
  await expect(page.getByTestId('google-key-preview')).toHaveText('This JSON is not a service account key.');
  await page.getByTestId('google-key-text').fill('');

  const pushAll = page.getByTestId('google-push-all');
  await pushAll.click();
  const dialog = page.getByRole('dialog', { name: 'Google’s policy for the Indexing API' });
  await expect(dialog).toContainText(
    'Currently, the Indexing API can only be used to crawl pages with either JobPosting or BroadcastEvent embedded in a VideoObject.',
  );
  // Cancelled: the box stays clear.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(pushAll).not.toBeChecked();

  await pushAll.click();
  await dialog.getByRole('button', { name: 'I understand, push every page' }).click();
  await expect(pushAll).toBeChecked();

  // Turning it on without a key: the server's refusal, in the operator's language.
  await page.getByTestId('plugin-enabled').click();
  await page.getByTestId('plugin-save').click();
  await expect(page.locator('.ant-message-error')).toContainText('before turning this plugin on');
});
