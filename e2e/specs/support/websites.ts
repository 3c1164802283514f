import { expect, type Page, test } from '@playwright/test';
import { E2E_BASE_URL } from './env.ts';

/** A website name and slug not taken by an earlier run of the same test against this server. */
export function freshWebsite(name: string): { name: string; slug: string } {
  const { repeatEachIndex, retry } = test.info();
  const suffix = repeatEachIndex + retry > 0 ? ` ${repeatEachIndex}x${retry}` : '';
  const full = `${name}${suffix}`;
  return { name: full, slug: full.toLowerCase().replace(/[^a-z0-9]+/g, '-') };
}

/**
 * Creates a website in the website center, from a template (the corporate one unless told
 * otherwise; `null` for none). The choice is checked before submitting: a site made without its
 * template would fail much later for a reason the test does not name.
 */
export async function createWebsite(
  page: Page,
  website: { name: string; slug: string },
  template: string | null = 'Corporate',
  { backToCenter = true }: { backToCenter?: boolean } = {},
): Promise<void> {
  await page.getByTestId('website-create').click();
  const dialog = page.getByRole('dialog', { name: 'Create website' });
  await dialog.getByTestId('website-form-name').fill(website.name);
  await dialog.getByTestId('website-form-slug').fill(website.slug);
  if (template) {
    // The templates are picture cards; the choice is checked before submitting.
    const card = dialog
      .getByTestId('website-form-template')
      .getByRole('radio', { name: template, exact: true });
    await card.check();
    await expect(card).toBeChecked();
  }
  await dialog.getByTestId('website-form-submit').click();
  await expect(dialog).toBeHidden();
  // A new website opens at once, on its page list.
  await expect(page).toHaveURL(/\/page\/index$/);
  await expect(page.getByTestId('website-switcher')).toContainText(website.name);
  if (backToCenter) {
    await page.getByTestId('nav-website-center').click();
    await expect(page).toHaveURL(/\/system\/web_manage$/);
  }
}

/** Creates a website from the corporate template and opens its page list, its pages in view. */
export async function openTemplateWebsite(
  page: Page,
  website: { name: string; slug: string },
): Promise<void> {
  await createWebsite(page, website, 'Corporate', { backToCenter: false });
  await expect(page.getByTestId('page-group-menu').locator('tbody tr', { hasText: 'Contact' })).toBeVisible();
}

/**
 * Publishes the whole website through the signed-in browser session, as the publish button does
 * (a same-origin call marked as the app's own, which the server's CSRF check asks for).
 */
export async function publishWebsite(page: Page, name: string) {
  const list = await page.request.get('/api/website/website-list', { params: { page: 1, page_size: 100 } });
  const websites = (await list.json()) as {
    code: number;
    data: { list: { website_id: number; name: string }[] };
  };
  expect(websites.code).toBe(0);
  const website = websites.data.list.find((w) => w.name === name);
  expect(website, `website ${name} is listed`).toBeDefined();
  const published = await page.request.post('/api/website/publish-website', {
    data: { id: website?.website_id, website_page_id: 0 },
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: E2E_BASE_URL },
  });
  expect(((await published.json()) as { code: number }).code).toBe(0);
}
