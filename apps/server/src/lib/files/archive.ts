import { createReadStream } from 'node:fs';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { ARCHIVE_DEFAULT_LIMITS, type ArchiveLimits, formatBytes } from '@sitewright/contract';
import { extract, type Header } from 'tar-stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, isAppError } from '../app-error.ts';
import { refuse } from './file-error.ts';

export type ArchiveType = 'zip' | 'tar';

/** One entry of an archive, as its headers declare it. */
export interface ArchiveEntry {
  /** Normalised relative path: `/` separators, no empty or `.` segments, no trailing slash. */
  name: string;
  directory: boolean;
  /** Declared uncompressed size in bytes (0 for folders). */
  size: number;
  /** Bytes the entry takes in the archive (equal to `size` in a tar). */
  compressedSize: number;
}

export interface ArchiveInspection {
  type: ArchiveType;
  entries: ArchiveEntry[];
  /** Declared uncompressed size of all entries together. */
  totalBytes: number;
}

/**
 * Below this size an entry's compression ratio is not judged: small files of repeated bytes
 * legitimately compress more than 100 to 1, and cannot add up to a bomb under the entry limit.
 */
const RATIO_MIN_BYTES = 1024 * 1024;

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in a name are refused
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/**
 * Normalises an entry name (an empty name means the archive's own root folder, `./`, which is
 * skipped), or refuses the whole archive (ARCHIVE_UNSAFE_PATH) when the name
 * could reach outside the folder it would be unpacked into: `..` segments, absolute paths, drive
 * letters and UNC names, or control characters. `\` counts as a separator, as Windows reads it.
 */
export function normaliseEntryName(raw: string): { name: string; directory: boolean } {
  const slashed = raw.replace(/\\/g, '/');
  const shown = raw.slice(0, 200);
  if (slashed === '' || CONTROL_CHARS.test(slashed)) refuse('ARCHIVE_UNSAFE_PATH', { entry: shown });
  if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed)) refuse('ARCHIVE_UNSAFE_PATH', { entry: shown });
  const segments = slashed.split('/');
  if (segments.includes('..')) refuse('ARCHIVE_UNSAFE_PATH', { entry: shown });
  const name = segments.filter((s) => s !== '' && s !== '.').join('/');
  // `./` is the folder being archived itself (`tar -cf x.tar .`): nothing to list.
  if (name === '' && /^\.(\/\.?)*\/?$/.test(slashed)) return { name: '', directory: true };
  if (name === '') refuse('ARCHIVE_UNSAFE_PATH', { entry: shown });
  return { name, directory: slashed.endsWith('/') };
}

/** Keeps the running checks of one archive: count, duplicates, ratio, declared total. */
class EntryChecker {
  private readonly seen = new Set<string>();
  readonly entries: ArchiveEntry[] = [];
  totalBytes = 0;

  constructor(private readonly limits: ArchiveLimits) {}

  expectCount(count: number): void {
    if (count > this.limits.maxEntries) refuse('ARCHIVE_TOO_MANY_ENTRIES', { limit: this.limits.maxEntries });
  }

  add(entry: ArchiveEntry): void {
    if (entry.name === '') return;
    this.expectCount(this.entries.length + 1);
    // Case and Unicode form are folded: on macOS and Windows `A.txt` and `a.txt` are one file.
    const key = entry.name.normalize('NFC').toLowerCase();
    if (this.seen.has(key)) refuse('ARCHIVE_DUPLICATE_ENTRY', { entry: entry.name });
    this.seen.add(key);
    if (
      entry.size >= RATIO_MIN_BYTES &&
      entry.size / Math.max(entry.compressedSize, 1) > this.limits.maxRatio
    ) {
      refuse('ARCHIVE_RATIO_TOO_HIGH', { entry: entry.name, limit: this.limits.maxRatio });
    }
    this.totalBytes += entry.size;
    if (this.totalBytes > this.limits.maxTotalBytes) {
      refuse('ARCHIVE_TOO_LARGE_UNCOMPRESSED', { limit: formatBytes(this.limits.maxTotalBytes) });
    }
    this.entries.push(entry);
  }
}

function zipEntryName(entry: Entry): string {
  const raw = entry.fileNameRaw;
  // The header name and the Info-ZIP Unicode path may differ; an unpacker could use either.
  normaliseEntryName(raw.toString('latin1'));
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
}

function zipEntry(entry: Entry): ArchiveEntry {
  const { name, directory } = normaliseEntryName(zipEntryName(entry));
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  // Unix modes sit in the high half of the external attributes: only plain files and folders pass.
  if (mode !== 0 && mode !== S_IFREG && mode !== S_IFDIR) refuse('ARCHIVE_LINK_ENTRY', { entry: name });
  return {
    name,
    directory: directory || mode === S_IFDIR,
    size: entry.uncompressedSize,
    compressedSize: entry.compressedSize,
  };
}

function tarEntry(header: Header): ArchiveEntry {
  const { name, directory } = normaliseEntryName(header.name);
  const type = header.type ?? 'file';
  if (type === 'directory') return { name, directory: true, size: 0, compressedSize: 0 };
  if (type !== 'file' && type !== 'contiguous-file') refuse('ARCHIVE_LINK_ENTRY', { entry: name });
  const size = header.size ?? 0;
  return { name, directory, size, compressedSize: size };
}

async function openZip(filePath: string): Promise<ZipFile> {
  try {
    return await yauzl.openPromise(filePath, {
      lazyEntries: true,
      autoClose: false,
      // Names are decoded and judged here, not trusted to a library's notion of safe.
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch (cause) {
    refuse('ARCHIVE_UNREADABLE', {}, cause);
  }
}

/** Refusals pass through; anything else a reader throws means the archive is damaged. */
function asRefusal(cause: unknown): never {
  if (isAppError(cause)) throw cause;
  refuse('ARCHIVE_UNREADABLE', {}, cause);
}

/** The bytes of one entry as a reader gives them (a Node stream for zip, a streamx one for tar). */
interface ContentSource {
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  pause(): unknown;
  resume(): unknown;
}

/**
 * Reads `source` to its end, writing into `sink` while the sink is open. A sink that is closed
 * early (a refusal, or a consumer that stopped) no longer receives bytes but the source is still
 * drained, so that a tar can move on to its next header. Bounded by the entry's declared size.
 */
function pump(source: ContentSource, sink: Transform | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = () => sink !== null && !sink.destroyed && !sink.writableEnded;
    sink?.once('close', () => source.resume());
    source.on('data', (chunk) => {
      if (!open() || sink?.write(chunk)) return;
      source.pause();
      sink?.once('drain', () => source.resume());
    });
    source.on('end', () => {
      if (open()) sink?.end();
      resolve();
    });
    source.on('error', (error) => {
      sink?.destroy(error);
      reject(error);
    });
  });
}

type EntryVisitor = (entry: ArchiveEntry, open: () => Promise<ContentSource>) => Promise<void>;

async function walkZip(filePath: string, limits: ArchiveLimits, visit: EntryVisitor): Promise<void> {
  const zip = await openZip(filePath);
  try {
    // The central directory states the count before any entry is read.
    if (zip.entryCount > limits.maxEntries) refuse('ARCHIVE_TOO_MANY_ENTRIES', { limit: limits.maxEntries });
    for await (const raw of zip.eachEntry()) {
      await visit(zipEntry(raw), () => zip.openReadStreamPromise(raw));
    }
  } catch (cause) {
    asRefusal(cause);
  } finally {
    zip.close();
  }
}

async function walkTar(filePath: string, visit: EntryVisitor): Promise<void> {
  const source = createReadStream(filePath);
  const extractor = extract();
  source.on('error', (error) => extractor.destroy(error));
  source.pipe(extractor);
  try {
    for await (const raw of extractor) {
      let opened = false;
      await visit(tarEntry(raw.header), async () => {
        opened = true;
        return raw as unknown as ContentSource;
      });
      // tar is one stream: an entry must be read through before the next header can be.
      if (!opened) await pump(raw as unknown as ContentSource, null);
    }
  } catch (cause) {
    asRefusal(cause);
  } finally {
    source.destroy();
    extractor.destroy();
  }
}

function walk(filePath: string, type: ArchiveType, limits: ArchiveLimits, visit: EntryVisitor) {
  return type === 'zip' ? walkZip(filePath, limits, visit) : walkTar(filePath, visit);
}

/**
 * Lists an archive's entries from their headers without unpacking anything, and refuses the
 * archive as a whole at the first entry that is unsafe: a name reaching outside (`..`, absolute,
 * drive letter, control characters), a symbolic or hard link or special file, a duplicate name
 * (case-insensitive), more than `maxEntries` entries, more than `maxTotalBytes` declared in all,
 * or one entry compressed more than `maxRatio` to 1.
 */
export async function inspectArchive(
  filePath: string,
  type: ArchiveType,
  limits: ArchiveLimits = ARCHIVE_DEFAULT_LIMITS,
): Promise<ArchiveInspection> {
  const checker = new EntryChecker(limits);
  await walk(filePath, type, limits, async (entry) => checker.add(entry));
  return { type, entries: checker.entries, totalBytes: checker.totalBytes };
}

/** Passes bytes through while counting them; fails past the entry's declared size or the total. */
class ByteCounter extends Transform {
  constructor(
    private readonly entry: ArchiveEntry,
    private readonly budget: { left: number; limit: number },
    private readonly onRefusal: (error: unknown) => void,
  ) {
    super();
  }

  private seen = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    this.budget.left -= chunk.length;
    try {
      // An entry that holds more than its header declares is lying about its size (a bomb).
      if (this.seen > this.entry.size) refuse('ARCHIVE_UNREADABLE', { entry: this.entry.name });
      if (this.budget.left < 0)
        refuse('ARCHIVE_TOO_LARGE_UNCOMPRESSED', { limit: formatBytes(this.budget.limit) });
    } catch (error) {
      this.onRefusal(error);
      callback(error as Error);
      return;
    }
    callback(null, chunk);
  }
}

/**
 * Streams the content of each file entry of an archive that `inspectArchive` accepted, in order,
 * to `onEntry`, which must consume (or destroy) the stream before its promise settles. Bytes are
 * counted as they are unpacked: an entry yielding more than it declared, or all entries more than
 * `maxTotalBytes`, stops everything with a refusal even if `onEntry` swallowed the stream's error.
 * Nothing is ever written by entry name; where the bytes go is `onEntry`'s choice.
 */
export async function forEachArchiveEntry(
  filePath: string,
  inspection: ArchiveInspection,
  limits: ArchiveLimits,
  onEntry: (entry: ArchiveEntry, stream: Readable) => Promise<void>,
): Promise<void> {
  const budget = { left: limits.maxTotalBytes, limit: limits.maxTotalBytes };
  let refusal: unknown = null;
  const fail = (error: unknown) => {
    refusal ??= isAppError(error) ? error : new AppError('ARCHIVE_UNREADABLE', { data: {}, cause: error });
  };
  let index = 0;
  await walk(filePath, inspection.type, limits, async (entry, open) => {
    if (entry.name === '') return;
    // The archive must read the same as when it was inspected.
    const expected = inspection.entries[index];
    index += 1;
    if (!expected || expected.name !== entry.name || expected.size !== entry.size)
      refuse('ARCHIVE_UNREADABLE');
    if (entry.directory) return;
    const counter = new ByteCounter(entry, budget, fail);
    // The refusal is recorded and thrown below; a consumer without an error listener must not
    // turn it into an uncaught exception.
    counter.on('error', () => {});
    const pumping = pump(await open(), counter).catch(fail);
    try {
      await onEntry(entry, counter);
    } finally {
      if (!counter.readableEnded) counter.destroy();
      await pumping;
    }
    if (refusal) throw refusal;
  });
}
