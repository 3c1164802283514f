import { z } from 'zod';

/**
 * What may be uploaded and how big it may be. The server reads its limits from configuration with
 * these defaults and serves the result (`UploadConfig`) so the client can check a file before
 * sending it; the server checks again, since the client is never trusted.
 */

export const UPLOAD_KINDS = ['image', 'file', 'xlsx', 'zip'] as const;
export const UploadKind = z.enum(UPLOAD_KINDS);
export type UploadKind = z.infer<typeof UploadKind>;

const MB = 1024 * 1024;

/** Largest upload per kind, in bytes. */
export const UPLOAD_DEFAULT_LIMITS: Readonly<Record<UploadKind, number>> = {
  image: 10 * MB,
  file: 50 * MB,
  xlsx: 20 * MB,
  zip: 200 * MB,
};

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'] as const;

/**
 * Uploads counted per operator and per client address in a sliding window: every upload is
 * decoded, re-encoded or unpacked, so a script must not be able to keep the server doing that.
 * Generous enough for a 100-file selection of small images.
 */
export const UPLOAD_RATE_WINDOW_MS = 60 * 1000;
export const UPLOAD_RATE_MAX_PER_ACCOUNT = 300;
/** Higher than per operator: the operators of one office may share an address behind NAT. */
export const UPLOAD_RATE_MAX_PER_IP = 600;

/** Extensions accepted per kind, lower case, without the dot. */
export const UPLOAD_DEFAULT_EXTENSIONS: Readonly<Record<UploadKind, readonly string[]>> = {
  image: IMAGE_EXTENSIONS,
  file: [
    'pdf',
    'doc',
    'docx',
    'xls',
    'xlsx',
    'ppt',
    'pptx',
    'txt',
    'csv',
    'zip',
    'mp4',
    'webm',
    'mp3',
    'wav',
    ...IMAGE_EXTENSIONS,
  ],
  /** A .csv file is taken where a workbook is: imports read either. */
  xlsx: ['xlsx', 'csv'],
  zip: ['zip', 'tar'],
};

/** Bounds on what an archive may unpack to; an archive over any of them is refused as a whole. */
export interface ArchiveLimits {
  /** Most entries (files and folders). */
  maxEntries: number;
  /** Most bytes all entries together may unpack to. */
  maxTotalBytes: number;
  /** Highest uncompressed-to-compressed size ratio of one entry. */
  maxRatio: number;
}

export const ARCHIVE_DEFAULT_LIMITS: Readonly<ArchiveLimits> = {
  maxEntries: 1000,
  maxTotalBytes: 500 * MB,
  maxRatio: 100,
};

/** Most pixels (width × height) of a raster image; checked from the header before decoding. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** What the server tells the client about uploads: size limits (bytes) and extensions per kind. */
export const UploadConfig = z.object({
  limits: z.object({
    image: z.number().int().positive(),
    file: z.number().int().positive(),
    xlsx: z.number().int().positive(),
    zip: z.number().int().positive(),
  }),
  extensions: z.object({
    image: z.array(z.string()),
    file: z.array(z.string()),
    xlsx: z.array(z.string()),
    zip: z.array(z.string()),
  }),
});
export type UploadConfig = z.infer<typeof UploadConfig>;

export const DEFAULT_UPLOAD_CONFIG: UploadConfig = {
  limits: { ...UPLOAD_DEFAULT_LIMITS },
  extensions: {
    image: [...UPLOAD_DEFAULT_EXTENSIONS.image],
    file: [...UPLOAD_DEFAULT_EXTENSIONS.file],
    xlsx: [...UPLOAD_DEFAULT_EXTENSIONS.xlsx],
    zip: [...UPLOAD_DEFAULT_EXTENSIONS.zip],
  },
};

/** A byte count as people read it in a refusal ("10 MB", "512 KB"). */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} B`;
}

/** The lower-case extension of a file name without the dot, or '' when it has none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
