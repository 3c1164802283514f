import { z } from 'zod';
import { defineCall, Id } from './envelope.ts';
import { ROLES } from './roles.ts';
import { UploadConfig } from './upload.ts';

/**
 * The media library's records and the upload calls (spec §7: /api/upload/upload_file,
 * upload_xlsx, upload_zip). Files are addressed by the SHA-256 of the bytes the operator sent, so
 * the same file uploaded twice to one website is stored once.
 */

export const MEDIA_KINDS = [
  'image',
  'svg',
  'document',
  'spreadsheet',
  'archive',
  'video',
  'audio',
  'other',
] as const;
export const MediaKind = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof MediaKind>;

/** Longest file or folder name kept. */
export const MEDIA_NAME_MAX = 255;
/** Longest alternative text of an image. */
export const MEDIA_ALT_MAX = 500;
/** Rows of a spreadsheet the import preview shows. */
export const XLSX_PREVIEW_ROWS = 20;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** A smaller rendering of an image, made once at upload. */
export const MediaVariant = z.object({
  width: z.number().int().positive(),
  mime: z.string(),
  url: z.string(),
});
export type MediaVariant = z.infer<typeof MediaVariant>;

export const MediaFile = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  folder_id: z.number().int().nullable(),
  name: z.string(),
  alt: z.string(),
  kind: MediaKind,
  mime: z.string(),
  ext: z.string(),
  /** Bytes of the stored file (after re-encoding, for raster images). */
  size: z.number().int(),
  /** SHA-256 of the bytes the operator uploaded: the file's identity within a website. */
  sha256: Sha256,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  variants: z.array(MediaVariant),
  created_at: z.string(),
});
export type MediaFile = z.infer<typeof MediaFile>;

export const MediaFolder = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  created_at: z.string(),
});
export type MediaFolder = z.infer<typeof MediaFolder>;

/** Served path of a stored file: `/files/<sha256>.<ext>`, variants `/files/<sha256>-w<width>.<ext>`. */
export function mediaFileUrl(sha256: string, ext: string, width?: number): string {
  return `/files/${sha256}${width === undefined ? '' : `-w${width}`}.${ext}`;
}

/** Reads a served path back; null when it is not one `mediaFileUrl` makes. */
export function parseMediaFileUrl(
  path: string,
): { sha256: string; width: number | null; ext: string } | null {
  const m = /^\/files\/([0-9a-f]{64})(?:-w([1-9][0-9]{0,4}))?\.([a-z0-9]{1,10})$/.exec(path);
  if (!m) return null;
  return { sha256: m[1] as string, width: m[2] === undefined ? null : Number(m[2]), ext: m[3] as string };
}

/**
 * Multipart fields sent with every upload, before the file part: the website, and optionally the
 * folder the file goes into.
 */
export const UploadFields = z.object({
  website_id: Id,
  folder_id: Id.optional(),
});
export type UploadFields = z.infer<typeof UploadFields>;

export const UploadFileResult = z.object({
  file: MediaFile,
  /** True when the website already had this file: nothing new was stored. */
  existing: z.boolean(),
});
export type UploadFileResult = z.infer<typeof UploadFileResult>;

export const XlsxPreview = z.object({
  sheet: z.string(),
  /** The first XLSX_PREVIEW_ROWS rows of the first sheet, cells as text. */
  rows: z.array(z.array(z.string())),
});
export type XlsxPreview = z.infer<typeof XlsxPreview>;

export const UploadXlsxResult = z.object({
  file: MediaFile,
  existing: z.boolean(),
  preview: XlsxPreview,
});
export type UploadXlsxResult = z.infer<typeof UploadXlsxResult>;

export const UploadZipResult = z.object({
  /** A new folder named after the archive, holding every file of it. */
  folder: MediaFolder,
  files: z.array(MediaFile),
});
export type UploadZipResult = z.infer<typeof UploadZipResult>;

export const uploadCalls = {
  /** Multipart: fields of UploadFields, then one `file` part. */
  // Files and archives land in the media library, so they need its role; spreadsheets are read for
  // importers, whose screens have roles of their own.
  file: defineCall({
    method: 'POST',
    path: '/api/upload/upload_file',
    form: UploadFields,
    data: UploadFileResult,
    roles: [ROLES.mediaList],
  }),
  xlsx: defineCall({
    method: 'POST',
    path: '/api/upload/upload_xlsx',
    form: UploadFields,
    data: UploadXlsxResult,
  }),
  zip: defineCall({
    method: 'POST',
    path: '/api/upload/upload_zip',
    form: UploadFields,
    data: UploadZipResult,
    roles: [ROLES.mediaList],
  }),
  config: defineCall({ method: 'GET', path: '/api/upload/config', data: UploadConfig }),
};
