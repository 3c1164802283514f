import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  MEDIA_NAME_MAX,
  type MediaFile,
  type MediaFolder,
  type UploadKind,
  XLSX_PREVIEW_ROWS,
} from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import type { MediaVariantValue } from '../../db/schema.ts';
import { AppError, isAppError } from '../../lib/app-error.ts';
import { forEachArchiveEntry, inspectArchive } from '../../lib/files/archive.ts';
import { checkUploadedFile, type DetectedType } from '../../lib/files/detect-type.ts';
import { processRasterImage } from '../../lib/files/raster-image.ts';
import { readCsvRows, readSpreadsheetPreview } from '../../lib/files/spreadsheet.ts';
import { sanitizeSvgFile } from '../../lib/files/svg.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { requireWebsite, notOwned } from '../../lib/tenancy.ts';
import { type MediaFileRow, mediaKindOf, mediaStorageKey, toMediaFile, toMediaFolder } from './media-file.ts';
import {
  findFileBySha,
  findFolderOf,
  insertFile,
  insertFolder,
  type NewMediaFile,
  type Runner,
  shaInUse,
} from './upload.repository.ts';
import { createSlots } from './slots.ts';
import { rulesFor } from './upload-rules.ts';
import { makeUploadDir } from './upload-temp.ts';
import type { UploadSettings } from '../../lib/files/upload-config.ts';

/** A file to add to a website's media library: on disk already, or in memory. */
export interface StoreUploadInput {
  companyId: number;
  websiteId: number;
  folderId?: number | null;
  /** The name the operator gave the file; its extension decides which checks apply. */
  name: string;
  path?: string;
  buffer?: Buffer;
  /** Which upload's rules apply (sizes and extensions): 'image', 'file', 'xlsx' or 'zip'. */
  kind: UploadKind;
  /** SHA-256 of the bytes, when the caller computed it while receiving them. */
  sha256?: string;
}

export interface StoreUploadResult {
  file: MediaFile;
  /** True when the website already had these bytes: nothing new was stored. */
  existing: boolean;
}

/** One object to write: its key, type and bytes (in memory, or a file to stream). */
interface PendingObject {
  key: string;
  contentType: string;
  body: Buffer | { path: string };
}

/** A checked, processed file, ready to be stored and recorded. */
export interface PreparedFile {
  row: Omit<NewMediaFile, 'companyId' | 'websiteId' | 'folderId'>;
  objects: PendingObject[];
  /** What the content sniffer found (e.g. 'zip' for an .xlsx). */
  detected: DetectedType;
}

/** A name safe to show and keep: the last path segment, without control characters, bounded. */
export function cleanFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const cleaned = base === '' ? `file.${extension}` : base;
  return cleaned.length > MEDIA_NAME_MAX ? cleaned.slice(cleaned.length - MEDIA_NAME_MAX) : cleaned;
}

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * Images decoded at once in this process, whichever service instance asks: each takes tens of
 * megabytes while it is re-encoded.
 */
const imageSlots = createSlots(2);

export function createUploadService(deps: {
  db: Db;
  storage: Storage;
  rules: UploadSettings;
  /** Where files are unpacked or written while they are checked (see upload-temp.ts). */
  tempDir: string;
}) {
  const { db, storage, rules, tempDir } = deps;

  /** Checks a file on disk and turns it into the objects to store (re-encoded image and variants). */
  async function prepare(
    path: string,
    name: string,
    kind: UploadKind,
    sha256: string,
  ): Promise<PreparedFile> {
    const checked = await checkUploadedFile(path, name, rulesFor(rules, kind, name));
    const ext = checked.extension;
    const base = {
      name: cleanFileName(name, ext),
      kind: mediaKindOf(ext),
      ext,
      sha256,
      width: null as number | null,
      height: null as number | null,
      variants: [] as MediaVariantValue[],
    };
    if (['jpeg', 'png', 'gif', 'webp'].includes(checked.type)) {
      const image = await imageSlots(() => processRasterImage(path, { maxPixels: rules.maxImagePixels }));
      const key = mediaStorageKey(sha256, ext);
      const objects: PendingObject[] = [{ key, contentType: image.mime, body: image.data }];
      const variants: MediaVariantValue[] = [];
      for (const variant of image.variants) {
        const variantKey = mediaStorageKey(sha256, 'webp', variant.width);
        objects.push({ key: variantKey, contentType: variant.mime, body: variant.data });
        variants.push({ width: variant.width, mime: variant.mime, key: variantKey });
      }
      return {
        row: {
          ...base,
          mime: image.mime,
          size: image.data.length,
          storageKey: key,
          width: image.width,
          height: image.height,
          variants,
        },
        objects,
        detected: checked.type,
      };
    }
    const key = mediaStorageKey(sha256, ext);
    if (checked.type === 'svg' && ext === 'svg') {
      // Stored as rewritten, so that even an SVG opened on its own carries nothing active.
      const clean = Buffer.from(await sanitizeSvgFile(path), 'utf8');
      return {
        row: { ...base, mime: checked.mime, size: clean.length, storageKey: key },
        objects: [{ key, contentType: checked.mime, body: clean }],
        detected: checked.type,
      };
    }
    return {
      row: { ...base, mime: checked.mime, size: checked.size, storageKey: key },
      objects: [{ key, contentType: checked.mime, body: { path } }],
      detected: checked.type,
    };
  }

  /**
   * Writes objects that are not stored yet; answers the keys this call wrote, which are the ones to
   * remove if what they belong to is not recorded after all.
   */
  async function putObjects(objects: PendingObject[]): Promise<string[]> {
    const written: string[] = [];
    for (const object of objects) {
      if (await storage.head(object.key)) continue;
      const body = Buffer.isBuffer(object.body) ? object.body : createReadStream(object.body.path);
      await storage.put(object.key, body, object.contentType);
      written.push(object.key);
    }
    return written;
  }

  /** Removes objects this request wrote, unless a file row took them meanwhile. */
  async function discardObjects(written: { sha256: string; keys: string[] }[]): Promise<void> {
    for (const { sha256, keys } of written) {
      if (keys.length === 0 || (await shaInUse(db, sha256))) continue;
      for (const key of keys) await storage.delete(key).catch(() => {});
    }
  }

  async function requireTarget(
    runner: Runner,
    companyId: number,
    websiteId: number,
    folderId: number | null | undefined,
  ) {
    await requireWebsite(runner, { companyId }, websiteId);
    if (
      folderId !== undefined &&
      folderId !== null &&
      !(await findFolderOf(runner, companyId, websiteId, folderId))
    ) {
      notOwned();
    }
  }

  /** Records a prepared file, or answers the website's existing one with the same bytes. */
  async function record(
    runner: Runner,
    target: { companyId: number; websiteId: number; folderId: number | null },
    prepared: PreparedFile,
  ): Promise<{ row: MediaFileRow; existing: boolean }> {
    const inserted = await insertFile(runner, { ...prepared.row, ...target });
    if (inserted) return { row: inserted, existing: false };
    const row = await findFileBySha(runner, target.websiteId, prepared.row.sha256);
    if (!row) throw new Error('media file neither inserted nor found');
    return { row, existing: true };
  }

  /**
   * Adds a file to a website's media library, or finds the one it already has with the same bytes.
   * Checks the website (and folder) belong to the company (1105 otherwise), the size and extension
   * against the rules of `kind`, the content against the extension; re-encodes raster images and
   * makes their WebP variants. Other modules (the rich-text editor) store their uploads through it.
   */
  async function storeUpload(input: StoreUploadInput): Promise<StoreUploadResult> {
    await requireTarget(db, input.companyId, input.websiteId, input.folderId);
    const dir = input.path === undefined ? await makeUploadDir(tempDir, 'sw-store-') : undefined;
    try {
      let path = input.path;
      if (path === undefined) {
        if (!input.buffer) throw new Error('storeUpload needs a path or a buffer');
        path = join(dir as string, 'upload');
        await writeFile(path, input.buffer);
      }
      const sha256 = input.sha256 ?? (await sha256OfFile(path));
      const known = await findFileBySha(db, input.websiteId, sha256);
      if (known) return { file: toMediaFile(known), existing: true };
      const prepared = await prepare(path, input.name, input.kind, sha256);
      const keys = await putObjects(prepared.objects);
      try {
        const { row, existing } = await record(
          db,
          { companyId: input.companyId, websiteId: input.websiteId, folderId: input.folderId ?? null },
          prepared,
        );
        return { file: toMediaFile(row), existing };
      } catch (error) {
        await discardObjects([{ sha256, keys }]);
        throw error;
      }
    } finally {
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * Unpacks an archive into a new folder named after it, every file through the same checks as a
   * single upload. All or nothing: the archive is inspected first (unsafe names, links, duplicates,
   * bombs refuse it whole), entries are streamed out one at a time without ever using their names
   * as paths, and if any entry is refused, every object this call stored is removed and no row is
   * written. Files the website already had are answered as they are, where they are.
   */
  async function storeArchive(input: {
    companyId: number;
    websiteId: number;
    folderId?: number | null;
    name: string;
    path: string;
  }): Promise<{ folder: MediaFolder; files: MediaFile[] }> {
    await requireTarget(db, input.companyId, input.websiteId, input.folderId);
    const checked = await checkUploadedFile(input.path, input.name, rulesFor(rules, 'zip', input.name));
    const type = checked.type === 'tar' ? 'tar' : 'zip';
    const inspection = await inspectArchive(input.path, type, rules.archive);
    const dir = await makeUploadDir(tempDir, 'sw-archive-');
    const written: { sha256: string; keys: string[] }[] = [];
    const order: string[] = [];
    const pending = new Map<string, PreparedFile>();
    const known = new Map<string, MediaFileRow>();
    try {
      let index = 0;
      await forEachArchiveEntry(input.path, inspection, rules.archive, async (entry, stream) => {
        const path = join(dir, `entry-${index++}`);
        const hash = createHash('sha256');
        await pipeline(
          stream,
          new PassThrough().on('data', (chunk: Buffer) => hash.update(chunk)),
          createWriteStream(path),
        );
        const sha256 = hash.digest('hex');
        const name = entry.name.split('/').pop() ?? entry.name;
        try {
          if (pending.has(sha256) || known.has(sha256)) return;
          const existing = await findFileBySha(db, input.websiteId, sha256);
          if (existing) {
            known.set(sha256, existing);
          } else {
            const prepared = await prepare(path, name, 'file', sha256);
            written.push({ sha256, keys: await putObjects(prepared.objects) });
            pending.set(sha256, prepared);
          }
          order.push(sha256);
        } catch (error) {
          // Say which entry was refused: the archive may hold hundreds.
          if (isAppError(error))
            throw new AppError(error.key, {
              data: { ...(error.data as object), entry: entry.name },
              cause: error,
            });
          throw error;
        } finally {
          await rm(path, { force: true });
        }
      });
      const folderName = cleanFileName(input.name, type).replace(/\.(zip|tar)$/i, '') || 'archive';
      const result = await db.transaction(async (tx) => {
        const folder = await insertFolder(tx, {
          companyId: input.companyId,
          websiteId: input.websiteId,
          parentId: input.folderId ?? null,
          name: folderName,
        });
        const target = { companyId: input.companyId, websiteId: input.websiteId, folderId: folder.id };
        for (const [sha256, prepared] of pending) known.set(sha256, (await record(tx, target, prepared)).row);
        return {
          folder: toMediaFolder(folder),
          files: order.map((sha256) => toMediaFile(known.get(sha256) as MediaFileRow)),
        };
      });
      return result;
    } catch (error) {
      await discardObjects(written);
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * Stores an .xlsx workbook (or a .csv file) and answers the first rows of its first sheet for the import
   * preview. The workbook is read before anything is stored, so one that cannot be read (or
   * declares entities) is refused with nothing kept.
   */
  async function storeSpreadsheet(input: Omit<StoreUploadInput, 'kind' | 'buffer'> & { path: string }) {
    await requireTarget(db, input.companyId, input.websiteId, input.folderId);
    const checked = await checkUploadedFile(input.path, input.name, rulesFor(rules, 'xlsx', input.name));
    const preview =
      checked.extension === 'csv'
        ? await readCsvRows(input.path, { maxRows: XLSX_PREVIEW_ROWS, maxCellChars: 1000 })
        : await readSpreadsheetPreview(input.path, { maxRows: XLSX_PREVIEW_ROWS });
    const stored = await storeUpload({ ...input, kind: 'xlsx' });
    return { ...stored, preview: { sheet: preview.sheetName, rows: preview.rows } };
  }

  return {
    storeUpload,
    storeArchive,
    storeSpreadsheet,
    prepare,
    putObjects,
    discardObjects,
    requireTarget,
    record,
    rules,
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
