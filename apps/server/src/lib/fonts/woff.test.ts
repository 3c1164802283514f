import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
const woff = readFileSync(
  require.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff'),
);

describe('woffToSfnt', () => {
  it('gives the OpenType font inside a WOFF: text set in it measures the same', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const doc = new PDFDocument();
    doc.registerFont('wrapped', woff);
    doc.registerFont('plain', sfnt);
    for (const text of ['Receipt ¥349.00', '收据：模板 SaaS 产品发布']) {
      const wrapped = doc.font('wrapped').fontSize(12).widthOfString(text);
      const plain = doc.font('plain').fontSize(12).widthOfString(text);
      expect(plain).toBeGreaterThan(0);
      expect(plain).toBe(wrapped);
    }
  });

  it('refuses what is not a WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('OTTO and more bytes than a header holds, certainly'))).toThrow(
      'not a WOFF',
    );
  });
});
