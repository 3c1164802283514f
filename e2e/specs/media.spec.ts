import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { openDemoWebsite, openFromMenu } from './support/navigation.ts';
import { png } from './support/png.ts';
import { signInAsAdmin } from './support/session.ts';

/** Drops files on an element the way a browser does when they are dragged from the desktop. */
async function dropFiles(page: Page, target: Locator, files: { name: string; data: Buffer }[]) {
  const transfer = await page.evaluateHandle(
    (list) => {
      const dt = new DataTransfer();
      for (const f of list) dt.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: 'image/png' }));
      return dt;
    },
    files.map((f) => ({ name: f.name, bytes: [...f.data] })),
  );
  await target.dispatchEvent('dragenter', { dataTransfer: transfer });
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  await target.dispatchEvent('drop', { dataTransfer: transfer });
}

/** Calls the API with the browser's session, marked as the app's own request (the CSRF check asks for it). */
async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(url, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: E2E_BASE_URL },
  });
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code, `${method} ${url}`).toBe(0);
  return answer.data;
}

/** A new page of the demo website showing the named image of its media library. */
async function pageShowing(page: Page, pageName: string, fileName: string) {
  const websites = await api<{ list: { website_id: number; name: string }[] }>(
    page,
    'GET',
    '/api/website/website-list?page=1&page_size=100',
  );
  const websiteId = websites.list.find((w) => w.name === 'Demo Website')?.website_id;
  const files = await api<{ list: { name: string; url: string }[] }>(
    page,
    'GET',
    `/api/media/files?website_id=${websiteId}&name=${encodeURIComponent(fileName)}`,
  );
  const created = await api<{ id: number; version: number }>(page, 'POST', '/api/website/page-detail', {
    website_id: websiteId,
    page_name: pageName,
  });
  await api(page, 'POST', '/api/website/save-page-element', {
    id: created.id,
    version: created.version,
    document: {
      version: 1,
      blocks: [
        { id: 'hero', type: 'image', props: { src: files.list[0]?.url, alt: 'Sunrise over the bay' } },
      ],
    },
  });
}

const card = (page: Page, name: string) =>
  page.getByTestId('media-card').filter({ has: page.getByText(name, { exact: true }) });

test('an operator uploads images by dropping them, sorts one into a folder, finds, renames, describes them, is warned about one in use and deletes another', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  await openFromMenu(page, 'Media');
  await expect(page).toHaveURL(/\/media\/list$/);
  await expect(page.getByRole('heading', { name: 'Media' })).toBeVisible();

  // Three images dropped at once: each gets a progress bar, then all three are in the library.
  const names = ['sunrise.png', 'harbour.png', 'lighthouse.png'];
  await dropFiles(
    page,
    page.getByTestId('media-upload').locator('.ant-upload-btn'),
    names.map((name, i) => ({ name, data: png([40 + i * 80, 120, 200 - i * 60], 24) })),
  );
  const items = page.getByTestId('media-upload-item');
  await expect(items).toHaveCount(3);
  await expect(items.getByTestId('media-upload-progress')).toHaveCount(3);
  await expect(page.getByTestId('media-upload-list')).toContainText('3 of 3 uploaded');
  for (const name of names) await expect(card(page, name)).toBeVisible();
  await expect(page.getByTestId('media-count')).toHaveText('3 files');

  // The same image again is recognised, not stored twice.
  await dropFiles(page, page.getByTestId('media-upload').locator('.ant-upload-btn'), [
    { name: 'sunrise-again.png', data: png([40, 120, 200], 24) },
  ]);
  await expect(page.getByTestId('media-upload-message').first()).toContainText(
    'Already in the library as “sunrise.png”',
  );
  await expect(page.getByTestId('media-count')).toHaveText('3 files');

  // A folder, and the harbour photo dragged into it.
  await page.getByTestId('media-new-folder').click();
  await page.getByTestId('media-folder-name').fill('Holidays');
  await page.getByTestId('media-folder-save').click();
  const folder = page.locator('[data-testid^="media-folder-f:"]', { hasText: 'Holidays' });
  await expect(folder).toBeVisible();
  await card(page, 'harbour.png').dragTo(folder);
  await expect(page.getByText('File moved to “Holidays”.')).toBeVisible();

  // Found in the folder, and by searching its name from all files.
  await folder.click();
  await expect(page.getByTestId('media-heading')).toHaveText('Holidays');
  await expect(page.getByTestId('media-card')).toHaveCount(1);
  await expect(card(page, 'harbour.png')).toBeVisible();
  await page.getByTestId('media-folder-all').click();
  await expect(page.getByTestId('media-card')).toHaveCount(3);
  await page.getByTestId('media-search').locator('input').fill('HARB');
  await page.getByTestId('media-search').locator('input').press('Enter');
  await expect(page.getByTestId('media-card')).toHaveCount(1);
  await expect(card(page, 'harbour.png')).toBeVisible();

  // Renamed (the extension stays) and described for screen readers.
  await card(page, 'harbour.png').locator('.media-card-body').click();
  const details = page.getByTestId('media-details');
  await expect(details.getByTestId('media-details-name')).toHaveValue('harbour');
  await details.getByTestId('media-details-name').fill('Harbour at dawn');
  await details.getByTestId('media-details-rename').click();
  await expect(page.getByText('File renamed.')).toBeVisible();
  await details.getByTestId('media-details-alt').fill('Fishing boats in the harbour at dawn');
  await details.getByTestId('media-details-alt-save').click();
  await expect(page.getByText('Alternative text saved.')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('media-search').locator('input').fill('dawn');
  await page.getByTestId('media-search').locator('input').press('Enter');
  await expect(card(page, 'Harbour at dawn.png')).toBeVisible();
  await expect(
    card(page, 'Harbour at dawn.png').getByRole('img', { name: 'Fishing boats in the harbour at dawn' }),
  ).toBeVisible();

  // An image on a page: deleting it warns on which page it is used.
  await pageShowing(page, 'Gallery', 'sunrise.png');
  await page.getByTestId('media-search').locator('input').fill('');
  await expect(page.getByTestId('media-card')).toHaveCount(3);
  // Ticked files move with the selection's menu too.
  await card(page, 'lighthouse.png').getByTestId('media-card-check').click();
  await page.getByTestId('media-move').click();
  await page.getByRole('menuitem', { name: 'Holidays' }).click();
  await expect(folder).toContainText('2');
  await expect(page.getByTestId('media-selection')).toHaveCount(0);
  await expect(card(page, 'sunrise.png')).toContainText('Used on 1 page');
  await card(page, 'sunrise.png').getByTestId('media-card-check').click();
  await page.getByTestId('media-delete-selected').click();
  const warned = page.getByRole('dialog', { name: 'Delete “sunrise.png”?' });
  await expect(warned.getByTestId('media-delete-warning')).toContainText(
    'sunrise.png: Used on 1 page (Gallery)',
  );
  await warned.getByRole('button', { name: 'Cancel' }).click();
  await expect(warned).toBeHidden();
  await page.getByTestId('media-selection').getByRole('button', { name: 'Clear selection' }).click();

  // One unused image deleted: no warning, and it is gone afterwards.
  await card(page, 'lighthouse.png').getByTestId('media-card-check').click();
  await expect(page.getByTestId('media-selection')).toContainText('1 selected');
  await page.getByTestId('media-delete-selected').click();
  const dialog = page.getByRole('dialog', { name: 'Delete “lighthouse.png”?' });
  await expect(dialog.getByTestId('media-delete-unused')).toHaveText('No page uses this file.');
  await dialog.getByTestId('media-delete-confirm').click();
  await expect(page.getByText('File deleted.')).toBeVisible();
  await expect(card(page, 'lighthouse.png')).toHaveCount(0);
  await expect(page.getByTestId('media-count')).toHaveText('2 files');
});

test('a folder with folders in it says so before it goes, and its contents move up or go with it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  await openDemoWebsite(page);
  await openFromMenu(page, 'Media');
  const folderEntry = (name: string) => page.locator('[data-testid^="media-folder-f:"]', { hasText: name });
  const newFolder = async (name: string) => {
    await page.getByTestId('media-new-folder').click();
    await page.getByTestId('media-folder-name').fill(name);
    await page.getByTestId('media-folder-save').click();
    await expect(folderEntry(name)).toBeVisible();
  };
  const deleteFolder = async (name: string) => {
    const testId = await folderEntry(name).getAttribute('data-testid');
    const id = testId?.replace('media-folder-f:', '');
    await page.getByTestId(`media-folder-more-${id}`).click();
    await page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
      .getByRole('menuitem', { name: 'Delete' })
      .click();
  };

  await newFolder('Archive 2026');
  await folderEntry('Archive 2026').click();
  await newFolder('Inner kept');

  // The folder icon sits on the same line as the name.
  const node = page.locator('.media-folder-tree .ant-tree-treenode', { hasText: 'Archive 2026' });
  const icon = await node.locator('.ant-tree-iconEle').boundingBox();
  const name = await folderEntry('Archive 2026').boundingBox();
  expect(
    Math.abs((icon?.y ?? 0) + (icon?.height ?? 0) / 2 - ((name?.y ?? 0) + (name?.height ?? 0) / 2)),
  ).toBeLessThan(6);

  // It still holds a folder: the dialog says so and offers to move it out of any folder.
  await deleteFolder('Archive 2026');
  const dialog = page.getByRole('dialog', { name: 'Delete the folder “Archive 2026”?' });
  await expect(dialog.getByTestId('media-folder-delete-holds')).toHaveText(
    'It still holds 0 files and 1 folder. What should happen to them?',
  );
  await expect(dialog.getByRole('radio', { name: 'Move them out of any folder' })).toBeChecked();
  await dialog.getByTestId('media-folder-delete-ok').click();
  await expect(page.getByText('Folder “Archive 2026” deleted.')).toBeVisible();
  await expect(folderEntry('Archive 2026')).toHaveCount(0);
  await expect(folderEntry('Inner kept')).toBeVisible();
  // Now at the top level: no indent before it.
  await expect(
    page
      .locator('.media-folder-tree .ant-tree-treenode', { hasText: 'Inner kept' })
      .locator('.ant-tree-indent-unit'),
  ).toHaveCount(0);

  // Deleting it with what it holds takes the folder inside along.
  await folderEntry('Inner kept').click();
  await newFolder('Inner gone');
  await deleteFolder('Inner kept');
  await page.getByRole('radio', { name: 'Delete them with the folder' }).check();
  await page.getByTestId('media-folder-delete-ok').click();
  await expect(page.getByText('Folder “Inner kept” deleted.')).toBeVisible();
  await expect(folderEntry('Inner kept')).toHaveCount(0);
  await expect(folderEntry('Inner gone')).toHaveCount(0);
});
