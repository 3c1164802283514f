import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MEDIA_NAME_MAX, type MediaFile, type UploadKind } from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import type { MediaVariantValue } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkUploadedFile, type DetectedType } from '../../lib/files/detect-type.ts';
import { processRasterImage } from '../../lib/files/raster-image.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { findWebsiteOf } from '../host/host.repository.ts';
import { type MediaFileRow, mediaKindOf, mediaStorageKey, toMediaFile } from './media-file.ts';
import {
  findFileBySha,
  findFolderOf,
  insertFile,
  type NewMediaFile,
  type Runner,
  shaInUse,
} from './upload.repository.ts';
import { rulesFor, type UploadRules } from './upload-rules.ts';

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

export function createUploadService(deps: { db: Db; storage: Storage; rules: UploadRules }) {
  const { db, storage, rules } = deps;

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
      const image = await processRasterImage(path, { maxPixels: rules.maxImagePixels });
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
    const website = await findWebsiteOf(runner, companyId, websiteId);
    if (!website) throw new AppError('ILLEGAL_OPERATION');
    if (
      folderId !== undefined &&
      folderId !== null &&
      !(await findFolderOf(runner, companyId, websiteId, folderId))
    ) {
      throw new AppError('ILLEGAL_OPERATION');
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
    const dir = input.path === undefined ? await mkdtemp(join(tmpdir(), 'sw-store-')) : undefined;
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

  return { storeUpload, prepare, putObjects, discardObjects, requireTarget, record, rules };
}

export type UploadService = ReturnType<typeof createUploadService>;
