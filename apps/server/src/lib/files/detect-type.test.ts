import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_DEFAULT_EXTENSIONS } from '@sitewright/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { checkExtension, checkUploadedFile, detectFileType, detectType } from './detect-type.ts';
import { UPLOADS_DIR } from './test-fixtures.ts';

const files = UPLOAD_DEFAULT_EXTENSIONS.file;

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

async function check(name: string, allowed = files) {
  const { type } = await detectFileType(path.join(UPLOADS_DIR, name));
  return refusal(() => checkExtension(name, type, allowed));
}

describe('magic-byte check of the hostile uploads', () => {
  it('refuses HTML named .png as content that is not a PNG', async () => {
    const error = await check('html-as-png.png');
    expect(error.key).toBe('FILE_CONTENT_MISMATCH');
    expect(error.data).toEqual({ extension: 'png' });
  });

  it('refuses a PHP script named .jpg (hidden extension, and no real JPEG segment)', async () => {
    const error = await check('shell.php.jpg');
    expect(error.key).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(error.data).toMatchObject({ extension: 'php' });
    const bytes = await detectFileType(path.join(UPLOADS_DIR, 'shell.php.jpg'));
    expect(bytes.type).not.toBe('jpeg');
  });

  it('refuses .html, naming the allowed list', async () => {
    const error = await check('evil.html', UPLOAD_DEFAULT_EXTENSIONS.image);
    expect(error.key).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(error.data).toEqual({ extension: 'html', allowed: 'jpg, jpeg, png, gif, webp, svg' });
  });

  it('recognises the polyglot GIF and the SVG samples for what they claim', async () => {
    expect((await detectFileType(path.join(UPLOADS_DIR, 'gif-js-polyglot.gif'))).type).toBe('gif');
    for (const name of ['svg-script.svg', 'svg-onload.svg', 'svg-xlink-js.svg', 'svg-xxe.svg']) {
      expect((await detectFileType(path.join(UPLOADS_DIR, name))).type, name).toBe('svg');
    }
  });
});

describe('detectType', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

  it('knows each accepted format by its signature', () => {
    expect(detectType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]))).toBe('png');
    expect(detectType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF\0'))).toBe('jpeg');
    expect(detectType(bytes([0xff, 0xd8, 0xff, 0xe1, 0, 40], 'Exif\0\0'))).toBe('jpeg');
    expect(detectType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(detectType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('wav');
    expect(detectType(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(detectType(bytes('PK', [3, 4, 20, 0]))).toBe('zip');
    expect(detectType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('ole2');
    expect(detectType(bytes([0, 0, 0, 0x20], 'ftypisom'))).toBe('mp4');
    expect(detectType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('webm');
    expect(detectType(bytes('ID3', [4, 0, 0]))).toBe('mp3');
    expect(detectType(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    const tar = Buffer.alloc(512);
    tar.write('ustar\u000000', 257, 'latin1');
    expect(detectType(tar)).toBe('tar');
    expect(detectType(bytes('<?xml version="1.0"?>\n<!-- x -->\n<svg:svg xmlns:svg="x"/>'))).toBe('svg');
    expect(detectType(Buffer.from('name,price\nTea,3\n'))).toBe('text');
    expect(detectType(Buffer.from('中文'.repeat(3)).subarray(0, 8))).toBe('text');
  });

  it('recognises nothing it is not sure of', () => {
    expect(detectType(Buffer.alloc(0))).toBeNull();
    expect(detectType(bytes('MZ', [0x90, 0, 3, 0, 0, 0]))).toBeNull();
    expect(detectType(bytes('abc', [0], 'def'))).toBeNull();
    expect(detectType(bytes([0xc3, 0x28]))).toBeNull();
    expect(detectType(bytes('RIFF', [0, 0, 0, 0], 'AVI '))).toBeNull();
  });
});

describe('checkExtension', () => {
  it('accepts office files in their containers and answers the extension', () => {
    expect(checkExtension('Report.DOCX', 'zip', files)).toBe('docx');
    expect(checkExtension('old.xls', 'ole2', files)).toBe('xls');
    expect(checkExtension('notes.txt', 'text', files)).toBe('txt');
    expect(refusal(() => checkExtension('old.doc', 'zip', files)).key).toBe('FILE_CONTENT_MISMATCH');
    expect(refusal(() => checkExtension('README', 'text', files)).key).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(refusal(() => checkExtension('pic.png', null, files)).key).toBe('FILE_CONTENT_MISMATCH');
  });
});

describe('checkUploadedFile', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'detect-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses empty and oversized files naming the limit, and answers the MIME type to serve', async () => {
    const empty = path.join(dir, 'empty.txt');
    await writeFile(empty, '');
    await expect(
      checkUploadedFile(empty, 'empty.txt', { allowed: files, maxBytes: 10 }),
    ).rejects.toMatchObject({
      key: 'FILE_EMPTY',
    });
    const csv = path.join(dir, 'upload');
    await writeFile(csv, 'a,b\n1,2\n');
    await expect(checkUploadedFile(csv, 'data.csv', { allowed: files, maxBytes: 4 })).rejects.toMatchObject({
      key: 'FILE_TOO_LARGE',
      data: { limit: '4 B' },
    });
    const binaryTail = path.join(dir, 'tail');
    await writeFile(binaryTail, Buffer.concat([Buffer.alloc(10_000, 'a'), Buffer.from([0, 1, 2])]));
    await expect(
      checkUploadedFile(binaryTail, 'notes.txt', { allowed: files, maxBytes: 20_000 }),
    ).rejects.toMatchObject({
      key: 'FILE_CONTENT_MISMATCH',
    });
    expect(await checkUploadedFile(csv, 'data.csv', { allowed: files, maxBytes: 1024 })).toEqual({
      extension: 'csv',
      type: 'text',
      mime: 'text/csv; charset=utf-8',
      size: 8,
    });
  });
});
