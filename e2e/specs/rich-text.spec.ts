import { crc32, deflateSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signInAsAdmin } from './support/session.ts';
import { freshWebsite, openTemplateWebsite } from './support/websites.ts';
import { canvas, editPage } from './support/page-editor.ts';

/** A small orange PNG, as a photo the operator has on disk. */
function orangePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0xff, 0x80, 0x00]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TEXT = 'Market reviews, growth plans and investment cases that a board can act on.';

test('an operator writes rich text: an image from the media library, a table drawn as a chart, full screen, the word limit and 20 undo steps', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAsAdmin(page);
  await openTemplateWebsite(page, freshWebsite('Rich Text Story'));
  await editPage(page, 'Home');

  // Selecting a text block opens it in the rich-text editor, which speaks the back office's English
  // (its own switch turns it to Chinese and back), in a field labelled for what it holds.
  await canvas(page).getByText(TEXT).click();
  const editor = page.getByTestId('rich-text-editor');
  const content = editor.getByTestId('rich-text-content');
  await expect(content).toContainText(TEXT);
  await expect(editor.getByRole('button', { name: 'Bold', exact: true })).toBeVisible();
  await expect(editor.getByTestId('rich-text-word-count')).toHaveText('13 / 10000 words');
  // The field's label (the toolbar's paragraph-style select also reads "Text").
  const labels = page.getByTestId('editor-fields').locator('[class*="Input-label"]');
  await expect(labels.getByText('Text', { exact: true })).toBeVisible();
  await expect(labels.getByText('Html', { exact: true })).toHaveCount(0);
  await editor.getByText('中', { exact: true }).click();
  await expect(editor.getByRole('button', { name: '加粗' })).toBeVisible();
  await editor.getByText('EN', { exact: true }).click();
  await expect(editor.getByRole('button', { name: 'Bold', exact: true })).toBeVisible();

  // An image: uploaded into the media library from the image dialog, picked, described, inserted.
  await content.getByText(TEXT).click();
  await page.keyboard.press('Control+End');
  await editor.getByRole('button', { name: 'Image', exact: true }).click();
  const imageDialog = page.getByRole('dialog', { name: 'Image' });
  await imageDialog.getByRole('button', { name: 'Choose from the media library' }).click();
  const picker = page.getByTestId('media-picker');
  // One modal at a time: the library takes the image dialog's place until a file is picked.
  await expect(picker.getByTestId('media-picker-body')).toBeVisible();
  await expect(imageDialog).toBeHidden();
  await picker.locator('input[type=file]').setInputFiles({
    name: 'orange.png',
    mimeType: 'image/png',
    buffer: orangePng(64, 48),
  });
  await expect(picker.getByTestId('media-picker-ok')).toBeEnabled();
  await picker.getByTestId('media-picker-ok').click();
  await expect(imageDialog.getByRole('textbox', { name: 'Address' })).toHaveValue(
    /^\/files\/[0-9a-f]{64}\.png$/,
  );
  await imageDialog.getByRole('textbox', { name: 'Alternative text' }).fill('An orange square');
  await expect(imageDialog.getByRole('spinbutton', { name: 'Border (px)' })).toHaveValue('1');
  await imageDialog.getByRole('button', { name: 'Insert' }).click();
  await expect(imageDialog).toBeHidden();
  await expect(content.getByRole('img', { name: 'An orange square' })).toBeVisible();
  await expect(canvas(page).getByRole('img', { name: 'An orange square' })).toBeVisible();

  // A pasted screenshot is stored through the editor endpoint; one the server refuses is an alert.
  const paste = (bytes: number[]) =>
    content.evaluate((el, data) => {
      const clipboard = new DataTransfer();
      clipboard.items.add(new File([new Uint8Array(data)], 'screenshot.png', { type: 'image/png' }));
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
      );
    }, bytes);
  await paste([...orangePng(32, 16)]);
  await expect(content.locator('img[src^="/files/"]')).toHaveCount(2);
  await paste([...Buffer.from('this is not a picture')]);
  const alert = page.locator('.ant-modal-confirm-error');
  await expect(alert).toContainText('The screenshot could not be saved:');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(content.locator('img[src^="/files/"]')).toHaveCount(2);

  // A table from the picker, which grows past 10×10 under the pointer.
  await editor.getByRole('button', { name: 'Table', exact: true }).click();
  const grid = page.locator('.rte-table-picker__grid');
  await expect(grid.locator('button')).toHaveCount(100);
  await grid.locator('[data-cell="5x5"]').hover();
  await expect(page.locator('.rte-table-picker__size')).toHaveText('5 × 5');
  await grid.locator('[data-cell="10x10"]').hover();
  await expect(page.locator('.rte-table-picker__size')).toHaveText('10 × 10');
  await expect(grid.locator('button')).toHaveCount(121);
  await grid.locator('[data-cell="1x1"]').hover();
  await grid.locator('[data-cell="3x2"]').click();
  // A person types once the new table stands in the text with the cursor in its first cell; a
  // Tab pressed before that would move nothing, and every later cell would be one off.
  await expect(content.locator('table').last().locator('td, th')).toHaveCount(6);
  await expect(content).toBeFocused();
  for (const [i, cell] of ['', 'Sales', 'Q1', '120', 'Q2', '150'].entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    if (cell) await page.keyboard.type(cell);
  }
  const table = content.locator('table').filter({ hasText: 'Sales' });
  await expect(table.locator('th')).toHaveCount(2);

  // The chart needs a header column too, and says so; with one it draws the table.
  await editor.getByRole('button', { name: 'Chart', exact: true }).click();
  const chartDialog = page.getByRole('dialog', { name: 'Chart' });
  await expect(chartDialog).toContainText('A chart needs a table with a header row and a header column');
  // Clicks while a dialog is still zooming in can be lost; a person clicks once it stands still.
  await expect(chartDialog).not.toHaveClass(/ant-zoom-appear/);
  await expect(chartDialog.getByRole('button', { name: 'Insert' })).toBeDisabled();
  await chartDialog.getByRole('button', { name: 'Cancel' }).click();
  await editor.getByRole('button', { name: 'Header column' }).click();
  await expect(table.locator('th')).toHaveCount(4);
  await editor.getByRole('button', { name: 'Chart', exact: true }).click();
  await expect(chartDialog.locator('.rte-chart-preview svg')).toBeVisible();
  await expect(chartDialog).not.toHaveClass(/ant-zoom-appear/);
  await chartDialog.getByRole('button', { name: 'Insert' }).click();
  await expect(chartDialog).toBeHidden();
  await expect(content.locator('.rte-chart-preview svg')).toContainText('Sales · Q1: 120');
  // The page shows the chart, drawn from the table's numbers, not the table.
  await expect(canvas(page).locator('.sw-rich-text figure.sw-chart svg')).toContainText('Sales · Q2: 150');
  await expect(canvas(page).locator('.sw-rich-text table')).toHaveCount(0);

  // Alt+Z fills the window with the editor and gives the page back.
  await content.getByText(TEXT).click();
  await page.keyboard.press('Alt+z');
  await expect(editor).toHaveClass(/rte--fullscreen/);
  await expect(editor).toHaveCSS('z-index', '999999');
  const viewport = page.viewportSize();
  await expect.poll(async () => (await editor.boundingBox())?.width).toBe(viewport?.width);
  await page.keyboard.press('Alt+z');
  await expect(editor).not.toHaveClass(/rte--fullscreen/);

  // Undo goes back 20 steps and no further, and the page editor's own undo is left alone.
  await content.getByText(TEXT).click();
  await page.keyboard.press('Control+Home');
  const paragraph = content.locator('p', { hasText: 'Market reviews' });
  const typed: string[] = [];
  for (let i = 1; i <= 25; i++) {
    // One input per word: on a busy machine a slow key inside a word would otherwise start an undo
    // step of its own and use up the 20.
    await page.keyboard.insertText(`w${i} `);
    typed.push(`w${i}`);
    // The word is in before the pause starts: on a busy machine the browser may take its keys
    // late, and two words arriving together would make one undo step.
    await expect(paragraph).toHaveText(new RegExp(`^${typed.join(' ')} Market reviews`));
    // A pause closes the step, as a person's pause between words would.
    await page.waitForTimeout(700);
  }
  await expect(paragraph).toContainText('w24 w25');
  for (let i = 0; i < 25; i++) await page.keyboard.press('Control+z');
  await expect(paragraph).toHaveText(`w1 w2 w3 w4 w5 ${TEXT}`);
  await expect(editor.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
  await expect(canvas(page).getByText(`w1 w2 w3 w4 w5 ${TEXT}`)).toBeVisible();
  await expect(canvas(page).locator('.sw-rich-text figure.sw-chart')).toBeVisible();

  // The counter follows the text and warns past 10000 words.
  await expect(editor.getByTestId('rich-text-word-count')).toHaveText(/^\d+ \/ 10000 words$/);
  await expect(editor.getByText('Over the limit of 10000 words')).toHaveCount(0);
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(' more'.repeat(10_000));
  await expect(
    editor.getByText('Over the limit of 10000 words: shorten the text before saving.'),
  ).toBeVisible();
  const count = Number((await editor.getByTestId('rich-text-word-count').textContent())?.split(' ')[0]);
  expect(count).toBeGreaterThan(10_000);
});
