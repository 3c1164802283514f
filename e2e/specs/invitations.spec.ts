import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { mailsTo, nextMailTo } from './support/outbox.ts';
import { signIn, signInAsAdmin } from './support/session.ts';
import { createWebsite, freshWebsite } from './support/websites.ts';

async function openUserManagement(page: Page) {
  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: 'User management' }).click();
  await expect(page).toHaveURL(/\/user\/index$/);
}

async function chooseOption(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}

test('an administrator invites a colleague by e-mail, who accepts and lands signed in; the link works once', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const address = `ines-${test.info().retry}@example.com`;
  await signInAsAdmin(page);
  await openUserManagement(page);

  const before = mailsTo(address).length;
  await page.getByTestId('user-invite').click();
  const dialog = page.getByRole('dialog', { name: 'Invite by e-mail' });
  await dialog.getByTestId('invite-email').fill(address);
  await chooseOption(page, 'invite-role', 'Administrator');
  await dialog.getByTestId('invite-send').click();
  await expect(page.getByText(`Invitation sent to ${address}.`)).toBeVisible();
  await expect(page.getByTestId(`invitation-row-${address}`)).toContainText('Administrator');

  // The mail (written to the outbox, no SMTP here) carries the link, in text and HTML.
  const mail = await nextMailTo(address, before);
  expect(mail).toContain('invited you to');
  const link = /(http:\/\/localhost:\d+\/auth-redirect\?invite=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(link, 'the mail holds the invitation link').toBeDefined();

  // The invitee, in a browser of their own, chooses a name and password and is signed in.
  const theirs = await browser.newContext();
  const invitee = await theirs.newPage();
  await invitee.goto(link as string);
  await expect(invitee.getByRole('heading', { name: 'Join Demo Company' })).toBeVisible();
  await expect(invitee.getByTestId('invite-intro')).toContainText(address);
  await invitee.getByTestId('invite-user-name').fill(`ines${test.info().retry}`);
  await invitee.getByTestId('invite-nick-name').fill('Ines Invited');
  await invitee.getByTestId('invite-password').fill('ines-password-1');
  await invitee.getByTestId('invite-password-again').fill('ines-password-1');
  await invitee.getByTestId('invite-submit').click();
  await expect(invitee).toHaveURL(/\/system\/web_manage$/);
  await expect(invitee.getByRole('heading', { name: 'Website center' })).toBeVisible();
  await expect(invitee.getByTestId('user-dropdown')).toContainText('Ines Invited');

  // The link is used up: opened again it says so and offers the sign-in form.
  const later = await (await browser.newContext()).newPage();
  await later.goto(link as string);
  await expect(later.getByTestId('auth-redirect-error')).toContainText('not valid any more');
  await later.getByTestId('auth-redirect-login').click();
  await expect(later).toHaveURL(/\/login$/);

  // The administrator sees the new user, and the invitation is no longer pending.
  await page.reload();
  await expect(page.getByTestId(`user-row-ines${test.info().retry}`)).toContainText('Administrator');
  await expect(page.getByTestId(`invitation-row-${address}`)).toHaveCount(0);
  await theirs.close();
});

test('a one-time sign-in link that is not valid says why, and never leads to another site', async ({
  page,
}) => {
  await page.goto(
    `/auth-redirect?code=${'A'.repeat(43)}&redirect=${encodeURIComponent('//evil.example.com/')}`,
  );
  await expect(page.getByTestId('auth-redirect-error')).toContainText('not valid any more');
  // The way on is the sign-in form of this site; the foreign address is not kept.
  await expect(page.getByTestId('auth-redirect-login')).toHaveAttribute('href', '/login');
});

test('a sub-account sees the one website granted to it; the other one answers 1105', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const branch = freshWebsite('Branch office');
  await createWebsite(page, branch, null);
  const headers = { 'x-requested-with': 'XMLHttpRequest', origin: E2E_BASE_URL };
  const sites = (await (
    await page.request.get('/api/website/website-list', { params: { page: 1, page_size: 100 } })
  ).json()) as { data: { list: { website_id: number; name: string }[] } };
  const demo = sites.data.list.find((w) => w.name === 'Demo Website');
  expect(demo).toBeDefined();
  // A role for the team's editors (the Administrator role is never a sub-account's).
  const role = await page.request.post('/api/website/role/role', {
    data: {
      name: `Site editors ${test.info().retry}`,
      roles: ['system.web_manage', 'page.page.page_set', 'media.list'],
    },
    headers,
  });
  expect(((await role.json()) as { code: number }).code).toBe(0);

  // The administrator adds a sub-account for the branch office only.
  await openUserManagement(page);
  await expect(page.getByTestId('sub-account-suffix-value')).toHaveText('@demo.localhost');
  await page.getByTestId('user-add').click();
  await page.getByTestId('user-form-sub-account').click();
  const name = `sam${test.info().retry}`;
  await page.getByTestId('user-form-user-name').fill(name);
  await expect(page.getByText('@demo.localhost', { exact: true })).toBeVisible();
  await page.getByTestId('user-form-password').fill('sam-password-1');
  await chooseOption(page, 'user-form-websites', branch.name);
  await page.keyboard.press('Escape');
  await chooseOption(page, 'user-form-role', `Site editors ${test.info().retry}`);
  await page.getByTestId('user-form-submit').click();
  await expect(page).toHaveURL(/\/user\/index$/);
  await expect(page.getByTestId(`user-row-${name}@demo.localhost`)).toContainText('Sub-account');

  // Sam signs in and finds one website in the website center and the switcher.
  const sams = await browser.newContext();
  const sam = await sams.newPage();
  await sam.goto('/login');
  await signIn(sam, { username: `${name}@demo.localhost`, password: 'sam-password-1' });
  await expect(sam).toHaveURL(/\/system\/web_manage$/);
  await expect(sam.getByRole('row', { name: new RegExp(branch.name) })).toBeVisible();
  await expect(sam.getByRole('row', { name: /Demo Website/ })).toHaveCount(0);
  await expect(sam.getByTestId('website-create')).toHaveCount(0);
  // The switcher offers the same single website.
  await sam.getByTestId('website-switcher').click();
  const choices = sam.getByRole('menu').getByRole('menuitem');
  await expect(choices.filter({ hasText: branch.name })).toHaveCount(1);
  await expect(choices.filter({ hasText: 'Demo Website' })).toHaveCount(0);
  await sam.keyboard.press('Escape');
  // The other website, asked for by its id, is refused as an illegal operation.
  const refused = await sam.request.get('/api/website/website-info', {
    params: { website_id: demo?.website_id as number },
  });
  expect(((await refused.json()) as { code: number }).code).toBe(1105);
  await sams.close();
});

/** A 4×4 PNG, as a portrait. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMQCVgARwzEcQCeAxBBH2qSigAAAABJRU5ErkJggg==',
  'base64',
);

test('an administrator gives a user a picture from the media library, uploaded in the picker', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openUserManagement(page);
  await page.getByTestId('user-edit-admin').click();
  await expect(page).toHaveURL(/\/user\/edit\?id=\d+$/);
  await page.getByTestId('user-form-avatar-choose').click();
  const picker = page.getByTestId('media-picker');
  await expect(picker.getByTestId('media-picker-body')).toBeVisible();
  await picker
    .locator('input[type=file]')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
  await expect(picker.getByTestId('media-picker-ok')).toBeEnabled();
  await picker.getByTestId('media-picker-ok').click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('user-form-avatar-preview').locator('img')).toHaveAttribute(
    'src',
    /^\/files\/[0-9a-f]{64}\.png$/,
  );
  await page.getByTestId('user-form-submit').click();
  await expect(page).toHaveURL(/\/user\/index$/);
  // Opened again, the picture is the one saved.
  await page.getByTestId('user-edit-admin').click();
  await expect(page.getByTestId('user-form-avatar-preview').locator('img')).toHaveAttribute(
    'src',
    /^\/files\/[0-9a-f]{64}\.png$/,
  );
});
