import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_PORT } from './support/env.ts';
import { canvas, editPage } from './support/page-editor.ts';
import { signInAsAdmin } from './support/session.ts';
import { freshWebsite, openTemplateWebsite, publishWebsite } from './support/websites.ts';

test('a contact page made before the brand kit was filled shows the phone once it is, on the canvas and the published site', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const website = freshWebsite('Rye Bakery');
  await signInAsAdmin(page);
  await openTemplateWebsite(page, website);

  // The template's contact page, before any business detail is known: the canvas says where to
  // fill the phone, and nothing reads "Phone number".
  await editPage(page, 'Contact');
  const frame = canvas(page);
  await expect(frame.getByText('Phone: [add your phone number in website settings → Brand]')).toBeVisible();
  await expect(frame.getByText('Phone: Phone number')).toHaveCount(0);
  await expect(frame.getByText('Street, postcode and city')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/brand-details-canvas-empty.png' });

  // The brand kit is filled afterwards.
  await page.goto('/page/web_set?tab=brand');
  await page.getByTestId('brand-phone').fill('+1 555 0142');
  await page.getByTestId('brand-address').fill('4 Mill Lane, Ashford');
  await page.getByTestId('brand-save').click();
  await expect(page.getByText('Brand saved.')).toBeVisible();

  // The same page, untouched, now shows them.
  await page.goto('/page/index');
  await editPage(page, 'Contact');
  await expect(frame.getByText('Phone: +1 555 0142')).toBeVisible();
  await expect(frame.getByText('4 Mill Lane, Ashford').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/brand-details-canvas-filled.png' });

  // Visitors get them too, and no hint meant for the operator.
  await publishWebsite(page, website.name);
  await page.goto(`http://${website.slug}.localhost:${E2E_PORT}/contact`);
  await expect(page.getByText('Phone: +1 555 0142')).toBeVisible();
  await expect(page.getByText('4 Mill Lane, Ashford').first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('website settings → Brand');
  await expect(page.locator('body')).not.toContainText('Phone: Phone number');
  // No e-mail in the brand kit: the line that would name it is left out.
  await expect(page.locator('body')).not.toContainText('Email:');
  await page.screenshot({ path: '/tmp/shots/brand-details-site.png', fullPage: true });
});
