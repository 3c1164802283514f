import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { linkInMailTo, newCodeFor, nextMailTo, textsTo } from './support/outbox.ts';
import { signIn, signInAsAdmin } from './support/session.ts';

/** Asks for a code on the current form and reads it from the server's SMS outbox. */
async function sendCode(page: Page, phone: string): Promise<string> {
  const before = textsTo(phone).length;
  await page.getByTestId('code-send').click();
  await expect(page.getByTestId('code-send')).toContainText('Resend in');
  return newCodeFor(phone, before);
}

test('a visitor registers by phone with an e-mail address, keeps the company code from the welcome screen and mail, has it sent again, and signs in by SMS', async ({
  page,
  browser,
}) => {
  const phone = '+8613900000001';
  await page.goto('/login');
  await page.getByTestId('login-register').click();
  await expect(page).toHaveURL(/\/phone-add-user$/);
  await expect(page.getByRole('heading', { name: 'Create your company account' })).toBeVisible();

  await page.getByTestId('phone-number').fill('+86 139 0000 0001');
  const code = await sendCode(page, phone);
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('register-company').fill('Blue Harbor');
  await page.getByTestId('register-username').fill('harbor');
  await page.getByTestId('new-password').fill('harbor-password');
  await page.getByTestId('confirm-password').fill('harbor-password');
  // The e-mail address is asked for: the company code is mailed there and a reset by e-mail works.
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Enter the e-mail address of your account.')).toBeVisible();
  await page.getByTestId('register-email').fill('owner@blueharbor.example');
  await page.getByTestId('register-submit').click();

  // A welcome screen keeps the company code in sight until the operator moves on; the mail keeps it too.
  await expect(page.getByRole('heading', { name: 'Welcome to Sitewright' })).toBeVisible();
  await expect(page.getByTestId('welcome-company-code')).toContainText('blueharbor');
  await expect(page.getByTestId('welcome-mail-note')).toHaveText(
    'We also mailed it to owner@blueharbor.example.',
  );
  await page.screenshot({ path: '/tmp/shots/registered-welcome.png' });
  const welcome = await nextMailTo('owner@blueharbor.example', 0);
  expect(welcome).toContain("Welcome: Blue Harbor's company code is blueharbor");
  await page.getByTestId('welcome-continue').click();

  // Signed in as the administrator of a new company, with no website yet.
  await expect(page).toHaveURL(/\/system\/web_manage$/);
  await expect(page.getByText('All websites of Blue Harbor.')).toBeVisible();
  await expect(page.getByTestId('website-empty')).toContainText('pick a template');
  await page.getByTestId('website-empty').getByRole('button', { name: 'Create website' }).click();
  await expect(page.getByTestId('website-form-template')).toBeVisible();

  // Elsewhere, the company code is forgotten: it is sent to the e-mail address, whose link fills it in.
  const other = await browser.newContext();
  const phonePage = await other.newPage();
  await phonePage.goto('/login');
  await phonePage.getByTestId('login-forgot-company').click();
  await expect(phonePage.getByRole('tab', { name: 'Company code' })).toHaveAttribute('aria-selected', 'true');
  await phonePage.getByTestId('company-code-email').fill('owner@blueharbor.example');
  await phonePage.getByTestId('company-code-submit').click();
  await expect(phonePage.getByTestId('company-code-sent')).toContainText('its company code is on its way');
  // The welcome mail has a sign-in link too: wait for the second mail before following one.
  const codeMail = await nextMailTo('owner@blueharbor.example', 1);
  expect(codeMail).toContain('company code blueharbor (user name harbor)');
  const signInLink = await linkInMailTo('owner@blueharbor.example', `${E2E_BASE_URL}/login?company=`);
  await phonePage.goto(signInLink);
  await expect(phonePage.getByTestId('login-company')).toHaveValue('blueharbor');
  // Or to the phone.
  const texts = textsTo(phone).length;
  await phonePage.goto('/forget-the-password?by=company');
  await phonePage.getByTestId('company-code-channel').getByText('My phone').click();
  await phonePage.getByTestId('phone-number').fill('+86 139 0000 0001');
  await phonePage.getByTestId('company-code-submit').click();
  await expect(phonePage.getByTestId('company-code-sent')).toBeVisible();
  await expect.poll(() => textsTo(phone).length, { timeout: 15_000 }).toBeGreaterThan(texts);
  expect(textsTo(phone).at(-1)?.text).toContain('Blue Harbor: blueharbor');

  // The same person signs in with a code instead of the password.
  await phonePage.goto('/login');
  await phonePage.getByRole('tab', { name: 'SMS code' }).click();
  await phonePage.getByTestId('phone-number').fill('+86 139 0000 0001');
  await phonePage.getByTestId('code-input').fill('000000');
  const signInCode = await sendCode(phonePage, phone);
  // A wrong code first: refused with the reason, then the right one.
  await phonePage.getByTestId('code-input').fill(signInCode === '000000' ? '111111' : '000000');
  await phonePage.getByTestId('phone-login-submit').click();
  await expect(phonePage.getByTestId('login-error')).toContainText('The code is wrong or has expired.');
  await phonePage.getByTestId('code-input').fill(signInCode);
  await phonePage.getByTestId('phone-login-submit').click();
  await expect(phonePage).toHaveURL(/\/system\/web_manage$/);
  await expect(phonePage.getByTestId('website-empty')).toBeVisible();
  await other.close();
});

test('an operator who forgot the password follows the link from the mail and signs in with a new one', async ({
  page,
  browser,
}) => {
  // The administrator adds Mila with her e-mail address.
  await signInAsAdmin(page);
  await page.goto('/user/add');
  await page.getByTestId('user-form-user-name').fill('mila');
  await page.getByTestId('user-form-password').fill('mila-first-password');
  await page.getByTestId('user-form-email').fill('mila@example.com');
  await page.getByTestId('user-form-role').click();
  await page.locator('.ant-select-item-option', { hasText: 'Administrator' }).click();
  await page.getByTestId('user-form-submit').click();
  await expect(page).toHaveURL(/\/user\/index$/);
  await expect(page.getByTestId('user-row-mila')).toBeVisible();

  // Mila forgot it: "Forgot password?" on the sign-in page, by e-mail.
  const context = await browser.newContext();
  const mila = await context.newPage();
  await mila.goto('/login');
  await mila.getByTestId('login-forgot').click();
  await expect(mila).toHaveURL(/\/forget-the-password$/);
  await mila.getByRole('tab', { name: 'By e-mail' }).click();
  await mila.getByTestId('reset-company').fill('demo');
  await mila.getByTestId('reset-email').fill('mila@example.com');
  await mila.getByTestId('reset-mail-submit').click();
  await expect(mila.getByTestId('reset-mail-sent')).toContainText(
    'a link to choose a new password is on its way',
  );

  // The link in the mail (the server's outbox, as no SMTP is configured).
  const link = await linkInMailTo('mila@example.com', `${E2E_BASE_URL}/forget?token=`);
  await mila.goto(link);
  await expect(mila.getByTestId('reset-link-for')).toHaveText('For mila of company demo.');
  await mila.getByTestId('new-password').fill('mila-second-password');
  await mila.getByTestId('confirm-password').fill('mila-other-typing');
  await mila.getByTestId('reset-link-submit').click();
  await expect(mila.getByText('The two passwords differ.')).toBeVisible();
  await mila.getByTestId('confirm-password').fill('mila-second-password');
  await mila.getByTestId('reset-link-submit').click();
  await expect(mila.getByTestId('reset-done')).toContainText('Your password was changed');

  // Next step: sign in, with the new password.
  await mila.getByTestId('reset-sign-in').click();
  await expect(mila).toHaveURL(/\/login$/);
  await signIn(mila, { company: 'demo', username: 'mila', password: 'mila-second-password' });
  await expect(mila).toHaveURL(/\/system\/web_manage$/);

  // The link worked once.
  await mila.goto(link);
  await expect(mila.getByTestId('reset-link-invalid')).toContainText('This link is no longer valid');
  await context.close();
});
