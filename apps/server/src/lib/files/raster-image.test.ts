import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectRasterImage, processRasterImage } from './raster-image.ts';
import { UPLOADS_DIR } from './test-fixtures.ts';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
}

/** Two red/blue frames of 20 × 10 as one raw strip. */
function animatedGif(): Promise<Buffer> {
  const frame = (rgb: number[]) => Buffer.alloc(20 * 10 * 3, Buffer.from(rgb));
  const strip = Buffer.concat([frame([255, 0, 0]), frame([0, 0, 255])]);
  return sharp(strip, { raw: { width: 20, height: 20, channels: 3, pageHeight: 10 } })
    .gif({ delay: [100, 100], loop: 0 })
    .toBuffer();
}

describe('raster images', () => {
  it('refuses the 100000 × 100000 pixel flood from its header, quickly', async () => {
    const started = Date.now();
    await expect(
      processRasterImage(path.join(UPLOADS_DIR, 'png-pixel-flood-100000x100000.png')),
    ).rejects.toMatchObject({
      key: 'IMAGE_TOO_MANY_PIXELS',
      data: { width: 100000, height: 100000, limit: 40 },
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('never serves the GIF/JavaScript polyglot: it has no frame to re-encode', async () => {
    await expect(processRasterImage(path.join(UPLOADS_DIR, 'gif-js-polyglot.gif'))).rejects.toMatchObject({
      key: 'IMAGE_UNREADABLE',
    });
  });

  it('re-encodes a valid GIF carrying a script comment: still a GIF, the script gone', async () => {
    const gif = await solid(8, 8).gif().toBuffer();
    const comment = Buffer.from('<script>alert(document.domain)</script>');
    const hostile = Buffer.concat([
      gif.subarray(0, -1),
      Buffer.from([0x21, 0xfe, comment.length]),
      comment,
      Buffer.from([0x00, 0x3b]),
    ]);
    expect(hostile.includes('alert')).toBe(true);
    const out = await processRasterImage(hostile);
    expect(out.data.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(out.data.includes('alert')).toBe(false);
    expect(out).toMatchObject({ format: 'gif', mime: 'image/gif', width: 8, height: 8, variants: [] });
  });

  it('drops EXIF from a JPEG and turns it upright', async () => {
    const jpeg = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret Owner', Artist: 'GPS here' } } })
      .toBuffer();
    expect(jpeg.includes('Secret Owner')).toBe(true);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const out = await processRasterImage(jpeg);
    expect(out.data.includes('Secret Owner')).toBe(false);
    const meta = await sharp(out.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.format).toBe('jpeg');
    expect([out.width, out.height, meta.width, meta.height]).toEqual([20, 40, 20, 40]);
  });

  it('makes WebP copies only at the responsive widths narrower than the original', async () => {
    const png = await solid(1000, 500).png().toBuffer();
    const out = await processRasterImage(png);
    expect(out).toMatchObject({ format: 'png', width: 1000, height: 500 });
    expect(out.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ['webp', 480, 240],
      ['webp', 960, 480],
    ]);
    expect((await sharp(out.variants[0]?.data).metadata()).format).toBe('webp');
  });

  it('keeps an animation animated, in the original and its copies', async () => {
    const out = await processRasterImage(await animatedGif(), { widths: [10] });
    expect((await sharp(out.data).metadata()).pages).toBe(2);
    expect([out.width, out.height]).toEqual([20, 10]);
    const variant = out.variants[0];
    expect(variant).toMatchObject({ format: 'webp', width: 10, height: 5 });
    expect((await sharp(variant?.data).metadata()).pages).toBe(2);
  });

  it('refuses SVG and other non-raster content before any decoder sees it', async () => {
    await expect(inspectRasterImage(path.join(UPLOADS_DIR, 'svg-onload.svg'))).rejects.toMatchObject({
      key: 'IMAGE_UNREADABLE',
    });
    await expect(inspectRasterImage(path.join(UPLOADS_DIR, 'shell.php.jpg'))).rejects.toMatchObject({
      key: 'IMAGE_UNREADABLE',
    });
    await expect(inspectRasterImage(await solid(10, 10).tiff().toBuffer())).rejects.toMatchObject({
      key: 'IMAGE_UNREADABLE',
    });
  });
});
