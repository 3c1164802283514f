import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { saveNewItem } from './support/items.ts';
import { E2E_PORT, PUBLISH_TIMEOUT_MS } from './support/env.ts';
import { signInAsAdmin } from './support/session.ts';
import { createWebsite, freshWebsite, publishWebsite } from './support/websites.ts';

/** An entry of the left menu's Products group. */
async function openFromProducts(page: Page, entry: string) {
  const submenu = page.getByTestId('side-menu').locator('.ant-menu-submenu').filter({ hasText: 'Products' });
  const item = submenu.getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await submenu.getByRole('menuitem', { name: 'Products' }).click();
  await item.click();
  await expect(item).toHaveClass(/ant-menu-item-selected/);
}

test('a product shows its price in the currency’s format, its weight with the unit and only its category’s attributes, and a category combines with a filter', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const website = freshWebsite('Bakery Prices');
  const site = `http://${website.slug}.localhost:${E2E_PORT}`;
  await signInAsAdmin(page);
  await createWebsite(page, website, 'Corporate', { backToCenter: false });
  await publishWebsite(page, website.name);

  // A number attribute in grams.
  await openFromProducts(page, 'Attributes');
  await page.getByTestId('attribute-add').click();
  const form = page.getByTestId('attribute-form');
  await form.getByTestId('attribute-name').fill('Weight');
  await form.getByTestId('attribute-kind').click();
  await page.locator('.ant-select-item-option', { hasText: 'Number' }).click();
  await form.getByTestId('attribute-unit').fill('g');
  await page.getByTestId('attribute-submit').click();
  await expect(form).toHaveCount(0);
  // And one that only lamps have.
  await page.getByTestId('attribute-add').click();
  await form.getByTestId('attribute-name').fill('Wattage');
  await form.getByTestId('attribute-kind').click();
  await page.locator('.ant-select-item-option', { hasText: 'Number' }).click();
  await form.getByTestId('attribute-unit').fill('W');
  await form.getByTestId('attribute-categories').click();
  await page.locator('.ant-select-tree').getByTitle('Lighting', { exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('attribute-submit').click();
  await expect(form).toHaveCount(0);
  const wattage = page.getByTestId('attribute-table').locator('tbody tr', { hasText: 'Wattage' });
  await expect(wattage.getByTestId('attribute-row-categories')).toHaveText('Lighting');
  await page.screenshot({ path: '/tmp/shots/attributes-categories.png' });

  // A croissant at 3.20 (US dollars, the default) weighing 90 g, published.
  await openFromProducts(page, 'Product list');
  await page.getByTestId('item-add').click();
  await page.getByTestId('item-title-input').fill('Butter croissant');
  await page.getByTestId('item-field-price').fill('3.20');
  // A croissant has a weight, not a wattage.
  const attributes = page.getByTestId('item-field-attributes');
  await attributes.getByLabel('Weight').fill('90');
  await expect(attributes.getByText('Wattage')).toHaveCount(0);
  await expect(attributes.getByTestId('attributes-hidden')).toContainText('not shown: 1');
  await saveNewItem(page);
  await page.getByTestId('item-publish').click();
  await expect(page.getByTestId('item-edit').getByTestId('item-status')).toHaveAttribute(
    'data-status',
    'published',
    { timeout: PUBLISH_TIMEOUT_MS },
  );

  // Visitors read "$3.20" and "90 g".
  await page.goto(`${site}/products/butter-croissant`);
  const facts = page.locator('.sw-item__facts');
  await expect(facts.locator('div', { hasText: 'Price' }).locator('dd')).toHaveText('$3.20');
  await expect(page.locator('.sw-item__specs tr', { hasText: 'Weight' }).locator('td')).toHaveText('90 g');
  await page.screenshot({ path: '/tmp/shots/product-price.png' });

  // A category, then a filter: the filter stays within the category and offers what it holds.
  await page.goto(`${site}/products/`);
  await page.locator('.sw-items__categories').getByRole('link', { name: 'Lighting' }).click();
  const material = page.getByRole('navigation', { name: 'Material' });
  await expect(material.getByRole('link', { name: 'Oak' })).toHaveCount(0);
  await page.locator('.sw-items__categories').getByRole('link', { name: 'All' }).click();
  await page.locator('.sw-items__categories').getByRole('link', { name: 'Furniture' }).click();
  await material.getByRole('link', { name: 'Oak' }).click();
  await expect(page).toHaveURL(/\/products\/category\/furniture\/filter\/\d+-oak\/$/);
  await expect(page.getByRole('link', { name: 'Oak lounge chair' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Steel desk lamp' })).toHaveCount(0);
  await expect(page.locator('.sw-items__categories [aria-current="page"]')).toHaveText('Furniture');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/shots/product-filters-390.png', fullPage: true });
});
