import { describe, expect, it } from 'vitest';
import { IMAGE_DEFAULT_BORDER, isImageAddress } from './addresses.ts';
import { ATTACHMENT_MAX_FILES, addAttachments, attachmentList } from './attachments.ts';

const file = (i: number) => ({ name: `file-${i}.pdf`, url: `/files/${i}.pdf` });

describe('attachments', () => {
  it('takes at most 100 files per selection', () => {
    const first = addAttachments(
      [],
      Array.from({ length: 60 }, (_, i) => file(i)),
    );
    expect(first).toMatchObject({ refused: false });
    const second = addAttachments(
      first.files,
      Array.from({ length: 60 }, (_, i) => file(60 + i)),
    );
    expect(second.files).toHaveLength(ATTACHMENT_MAX_FILES);
    expect(second.refused).toBe(true);
  });

  it('inserts them as a list of links opening in a new tab, long addresses shortened', () => {
    const list = attachmentList([
      { name: '', url: 'https://example.com/some/long/report-2026.pdf' },
      file(1),
    ]);
    expect(list.content).toHaveLength(2);
    const first = list.content[0]?.content[0]?.content[0];
    expect(first).toEqual({
      type: 'text',
      text: 'https://example.com/…',
      marks: [
        { type: 'link', attrs: { href: 'https://example.com/some/long/report-2026.pdf', target: '_blank' } },
      ],
    });
  });
});

describe('image addresses', () => {
  it('accepts http(s) and site paths', () => {
    expect(isImageAddress('https://cdn.example.com/a.png')).toBe(true);
    expect(isImageAddress(' /files/ab.webp ')).toBe(true);
  });

  it('refuses script, data and protocol-relative addresses and broken quoting', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/onload=alert(1)>',
      '//evil.example/a.png',
      'a.png',
      '/a.png" onerror="x',
      '',
    ]) {
      expect(isImageAddress(bad)).toBe(false);
    }
  });

  it('gives images a 1 px border by default', () => {
    expect(IMAGE_DEFAULT_BORDER).toBe(1);
  });
});
