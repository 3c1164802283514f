import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT, EDITOR } from './support/env.ts';
import { openDemoWebsite, openFromMenu } from './support/navigation.ts';
import { signIn, signInAsAdmin } from './support/session.ts';

async function chooseOption(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}

test('the back office has one address, and its menus, page list and audit log read as an operator expects', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Opened on another name of the same server, the back office moves to its one address first.
  await page.goto(`http://127.0.0.1:${E2E_PORT}/login?redirect=%2Fsystem%2Fweb_manage`);
  await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/login?redirect=%2Fsystem%2Fweb_manage`);
  await expect(page.getByTestId('login-form')).toBeVisible();

  await signInAsAdmin(page);
  await openDemoWebsite(page);
  const menu = page.getByTestId('side-menu');
  // FAQ comes before Meetings; Users and the audit log are not in the menu while a website is selected.
  const entries = await menu.locator(':scope > li').allInnerTexts();
  expect(entries.indexOf('FAQ')).toBeGreaterThan(-1);
  expect(entries.indexOf('FAQ')).toBeLessThan(entries.indexOf('Meetings'));
  await expect(menu.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0);

  // Menu management is one click from the page list.
  await page.getByTestId('page-menus').click();
  await expect(page).toHaveURL(/\/page\/menu\?lang=en$/);
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();

  // The menu highlights the screen on show, however it was opened: here from its tab, with its
  // group folded meanwhile.
  await menu.getByRole('menuitem', { name: 'Articles' }).click();
  await openFromMenu(page, 'Article list');
  await openFromMenu(page, 'Pages');
  await menu.getByRole('menuitem', { name: 'Articles' }).click();
  await expect(menu.getByRole('menuitem', { name: 'Article list' })).toBeHidden();
  await page.getByTestId('tabs-bar').getByText('Article list', { exact: true }).click();
  await expect(page).toHaveURL(/\/news\/index$/);
  await expect(menu.getByRole('menuitem', { name: 'Article list' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Article list' })).toHaveClass(/ant-menu-item-selected/);
  await page.screenshot({ path: '/tmp/shots/left-menu-highlight.png' });

  // An invitation, then the audit log (from the user dropdown) names it in words.
  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: 'User management' }).click();
  await page.getByTestId('user-invite').click();
  const dialog = page.getByRole('dialog', { name: 'Invite by e-mail' });
  await dialog.getByTestId('invite-email').fill(`audit-words-${test.info().retry}@example.com`);
  await chooseOption(page, 'invite-role', 'Administrator');
  await dialog.getByTestId('invite-send').click();
  await expect(page.getByText(/^Invitation sent to/)).toBeVisible();
  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/user\/audit$/);
  const actions = page.getByTestId('audit-row-action');
  await expect(actions.filter({ hasText: 'Invited a user' }).first()).toBeVisible();
  for (const text of await actions.allInnerTexts())
    expect(text).not.toMatch(/^[\w]+\.[\w]+$|^(POST|PUT|DELETE) \//);

  // A product's price field is named by its label, so a click on the label (or a screen reader) finds it.
  await page.goto('/product/edit');
  await page.getByLabel('Price', { exact: true }).fill('3.2');
  await page.getByLabel('Price', { exact: true }).blur();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('3.20');
});

test('the Chinese back office names languages in Chinese', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByTestId('language-switch').getByText('中文').click();
  await expect(page.getByRole('heading', { name: '网站中心' })).toBeVisible();
  // The website list's default language, and the language list of a new website.
  await expect(page.getByRole('row', { name: /Demo Website/ })).toContainText('英语');
  await page.getByTestId('website-create').click();
  await page.getByTestId('website-form-language').click();
  const options = page.locator('.ant-select-item-option');
  await expect(options.filter({ hasText: '英语' })).toHaveCount(1);
  await expect(options.filter({ hasText: /English|French|German/ })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/zh-languages.png' });
});

test('a role that cannot list pages is told so; a new role starts from a preset that says what it may do', async ({
  page,
  browser,
}) => {
  // The editor holds the website center and the menu, not the page list.
  const other = await browser.newContext();
  const editor = await other.newPage();
  await editor.goto('/login');
  await signIn(editor, EDITOR);
  await expect(editor).toHaveURL(/\/system\/web_manage$/);
  await openDemoWebsite(editor);
  await expect(editor.getByTestId('page-empty-no-access')).toHaveText('Your role cannot see pages');
  await expect(editor.getByText('This website has no pages yet', { exact: false })).toHaveCount(0);
  await other.close();

  await signInAsAdmin(page);
  await page.goto('/role/index');
  await page.getByTestId('role-add').click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await expect(dialog.getByRole('radio', { name: /^Editor/ })).toBeVisible();
  await expect(dialog.getByText('Builds the website: pages, menu')).toBeVisible();
  await dialog.getByRole('radio', { name: /^Sales/ }).check();
  await expect(dialog.getByTestId('role-form-name')).toHaveValue('Sales');
  await expect(dialog.getByRole('checkbox', { name: 'Orders', exact: true })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Products', exact: true })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Page list', exact: true })).not.toBeChecked();
  await page.screenshot({ path: '/tmp/shots/role-presets.png' });
  await page.getByTestId('role-form-submit').click();
  // Six features: the first four shown, the rest counted.
  await expect(page.getByTestId('role-row-Sales')).toContainText(
    'ProductsProduct categoriesProduct tagsMedia library+2',
  );
});
