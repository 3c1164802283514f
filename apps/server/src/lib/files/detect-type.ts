import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { fileExtension, formatBytes } from '@sitewright/contract';
import { refuse } from './file-error.ts';

/** What the first bytes of a file say it is. Only types some upload kind accepts are recognised. */
export type DetectedType =
  | 'jpeg'
  | 'png'
  | 'gif'
  | 'webp'
  | 'svg'
  | 'pdf'
  | 'zip'
  | 'ole2'
  | 'mp4'
  | 'webm'
  | 'mp3'
  | 'wav'
  | 'tar'
  | 'text';

/** How many leading bytes the sniffer reads; enough for the tar header and an SVG prologue. */
export const SNIFF_BYTES = 8192;

/** The content each accepted extension must have. Office formats are zip (OOXML) or OLE2 containers. */
const CONTENT_BY_EXTENSION: Readonly<Record<string, readonly DetectedType[]>> = {
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  svg: ['svg'],
  pdf: ['pdf'],
  zip: ['zip'],
  docx: ['zip'],
  xlsx: ['zip'],
  pptx: ['zip'],
  doc: ['ole2'],
  xls: ['ole2'],
  ppt: ['ole2'],
  mp4: ['mp4'],
  webm: ['webm'],
  mp3: ['mp3'],
  wav: ['wav'],
  tar: ['tar'],
  // An SVG is also plain text; as a .txt it is stored and served as text.
  txt: ['text', 'svg'],
  csv: ['text', 'svg'],
};

/** Extensions whose content this module can check; configuration may allow only these. */
export const CHECKABLE_EXTENSIONS: readonly string[] = Object.keys(CONTENT_BY_EXTENSION);

/** The Content-Type a stored file is served with, from its checked extension. */
export const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  tar: 'application/x-tar',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/**
 * Inner extensions that make a name dangerous on a misconfigured server or when a user saves and
 * opens it (`shell.php.jpg`, `page.html.png`), whatever the last extension says.
 */
const EXECUTABLE_EXTENSIONS = new Set([
  'php',
  'php3',
  'php4',
  'php5',
  'php7',
  'php8',
  'phtml',
  'phar',
  'asp',
  'aspx',
  'jsp',
  'jspx',
  'cgi',
  'pl',
  'py',
  'rb',
  'sh',
  'exe',
  'dll',
  'bat',
  'cmd',
  'ps1',
  'vbs',
  'js',
  'mjs',
  'html',
  'htm',
  'xhtml',
  'shtml',
  'svgz',
  'hta',
]);

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((b, i) => head[offset + i] === b);
}

function ascii(head: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...head.subarray(offset, offset + length));
}

/** A JPEG starts with SOI and a well-formed first segment; APP0 must really be JFIF/JFXX. */
function isJpeg(head: Uint8Array): boolean {
  if (!startsWith(head, [0xff, 0xd8, 0xff]) || head.length < 6) return false;
  const marker = head[3] ?? 0;
  const length = ((head[4] ?? 0) << 8) | (head[5] ?? 0);
  if (marker === 0xe0) {
    const id = ascii(head, 6, 5);
    return length >= 16 && (id === 'JFIF\0' || id === 'JFXX\0');
  }
  if (marker === 0xe1) {
    const id = ascii(head, 6, 6);
    return length >= 8 && (id === 'Exif\0\0' || id.startsWith('http:'));
  }
  // Other segments a JPEG may open with: APPn, DQT, DHT, SOFn, DRI, COM.
  const opening = (marker >= 0xe2 && marker <= 0xef) || [0xdb, 0xc4, 0xc0, 0xc2, 0xdd, 0xfe].includes(marker);
  return opening && length >= 2;
}

/** An MPEG audio frame header: sync bits, a defined version and layer, a valid bitrate and rate. */
function isMp3Frame(head: Uint8Array): boolean {
  if (head.length < 4 || head[0] !== 0xff) return false;
  const b1 = head[1] ?? 0;
  const b2 = head[2] ?? 0;
  if ((b1 & 0xe0) !== 0xe0) return false;
  if (((b1 >> 3) & 0x03) === 0x01 || ((b1 >> 1) & 0x03) === 0x00) return false;
  return b2 >> 4 !== 0x0f && ((b2 >> 2) & 0x03) !== 0x03;
}

const UTF8_BOM = '\ufeff';

/** Whether the leading text of a file is XML whose first element is `<svg>` (any namespace prefix). */
function hasSvgRoot(text: string): boolean {
  let rest = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  for (;;) {
    rest = rest.trimStart();
    if (rest.startsWith('<?')) {
      const end = rest.indexOf('?>');
      if (end < 0) return false;
      rest = rest.slice(end + 2);
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end < 0) return false;
      rest = rest.slice(end + 3);
    } else if (rest.startsWith('<!DOCTYPE')) {
      // Recognised as SVG here so that the SVG checker can refuse it by name.
      const subset = rest.indexOf('[');
      const close = rest.indexOf('>');
      const end = subset >= 0 && subset < close ? rest.indexOf(']', subset) : close;
      if (end < 0) return false;
      rest = rest.slice(rest.indexOf('>', end) + 1);
    } else {
      return /^<(?:[A-Za-z_][\w.-]*:)?svg[\s/>]/.test(rest);
    }
  }
}

/** Valid UTF-8 without NUL bytes; a multi-byte character cut off at the end of `head` is fine. */
function decodeText(head: Uint8Array): string | null {
  if (head.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return null;
  }
}

/**
 * What a file is, from its first bytes (read at least `SNIFF_BYTES` of it, or all of a shorter
 * file). Returns null for anything unrecognised, including empty input, HTML is plain text here
 * and only an extension that allows text accepts it.
 */
export function detectType(head: Uint8Array): DetectedType | null {
  if (head.length === 0) return null;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (isJpeg(head)) return 'jpeg';
  const six = ascii(head, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF') {
    const form = ascii(head, 8, 4);
    if (form === 'WEBP') return 'webp';
    if (form === 'WAVE') return 'wav';
    return null;
  }
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  if (ascii(head, 4, 4) === 'ftyp') return 'mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (ascii(head, 0, 3) === 'ID3' || isMp3Frame(head)) return 'mp3';
  if (ascii(head, 257, 5) === 'ustar') return 'tar';
  const text = decodeText(head);
  if (text === null) return null;
  return hasSvgRoot(text) ? 'svg' : 'text';
}

/** Reads the first `SNIFF_BYTES` of a file and detects its type; also answers the file's size. */
export async function detectFileType(filePath: string): Promise<{ type: DetectedType | null; size: number }> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.min(SNIFF_BYTES, size));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return { type: detectType(buffer.subarray(0, bytesRead)), size };
  } finally {
    await handle.close();
  }
}

/**
 * Checks a file name against the allowed extensions and the detected content, and answers the
 * lower-case extension. Refuses (FILE_TYPE_NOT_ALLOWED) an extension outside `allowed` or a name
 * hiding an executable extension inside (`shell.php.jpg`), and (FILE_CONTENT_MISMATCH) content that
 * is not what the extension claims.
 */
export function checkExtension(
  name: string,
  detected: DetectedType | null,
  allowed: readonly string[],
): string {
  const extension = fileExtension(name);
  const list = allowed.join(', ');
  if (extension === '' || !allowed.includes(extension)) {
    refuse('FILE_TYPE_NOT_ALLOWED', { extension: extension || '?', allowed: list });
  }
  const base = name.split(/[\\/]/).pop() ?? '';
  const inner = base.toLowerCase().split('.').slice(1, -1);
  const hidden = inner.find((part) => EXECUTABLE_EXTENSIONS.has(part));
  if (hidden) refuse('FILE_TYPE_NOT_ALLOWED', { extension: hidden, allowed: list });
  const expected = CONTENT_BY_EXTENSION[extension];
  if (!expected || detected === null || !expected.includes(detected)) {
    refuse('FILE_CONTENT_MISMATCH', { extension });
  }
  return extension;
}

/** Whether a whole file is UTF-8 without NUL bytes, read as a stream. */
export async function isTextFile(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(filePath) as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * The first check of every upload: size (FILE_EMPTY, FILE_TOO_LARGE), then name and content.
 * Answers the checked extension, the detected type and the MIME type to serve the file with.
 */
export async function checkUploadedFile(
  filePath: string,
  name: string,
  rules: { allowed: readonly string[]; maxBytes: number },
): Promise<{ extension: string; type: DetectedType; mime: string; size: number }> {
  const { type, size } = await detectFileType(filePath);
  if (size === 0) refuse('FILE_EMPTY');
  if (size > rules.maxBytes) refuse('FILE_TOO_LARGE', { limit: formatBytes(rules.maxBytes) });
  const extension = checkExtension(name, type, rules.allowed);
  // Text is served as text: all of it must be, not only the part the sniffer saw.
  if (type === 'text' && !(await isTextFile(filePath))) refuse('FILE_CONTENT_MISMATCH', { extension });
  return {
    extension,
    type: type as DetectedType,
    mime: MIME_BY_EXTENSION[extension] ?? 'application/octet-stream',
    size,
  };
}
