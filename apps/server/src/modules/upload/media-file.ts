import { type MediaFile, type MediaFolder, type MediaKind, mediaFileUrl } from '@sitewright/contract';
import type { mediaFiles, mediaFolders } from '../../db/schema.ts';

export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type MediaFolderRow = typeof mediaFolders.$inferSelect;

/** Extensions of images a browser may show inline; everything else is served as a download. */
export const RASTER_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);

const KIND_BY_EXTENSION: Readonly<Record<string, MediaKind>> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'svg',
  pdf: 'document',
  doc: 'document',
  docx: 'document',
  ppt: 'document',
  pptx: 'document',
  txt: 'document',
  csv: 'document',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  zip: 'archive',
  tar: 'archive',
  mp4: 'video',
  webm: 'video',
  mp3: 'audio',
  wav: 'audio',
};

export function mediaKindOf(extension: string): MediaKind {
  return KIND_BY_EXTENSION[extension] ?? 'other';
}

/**
 * Where a file's bytes live: named after the SHA-256 of what was uploaded (so every website that
 * has the file shares one object) and spread over 256 directories by its first two hex digits.
 */
export function mediaStorageKey(sha256: string, extension: string, width?: number): string {
  return `media/${sha256.slice(0, 2)}${mediaFileUrl(sha256, extension, width).slice('/files'.length)}`;
}

/** The extension of a storage key (`media/ab/<sha>-w480.webp` → `webp`). */
function extensionOfKey(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}

export function toMediaFile(row: MediaFileRow): MediaFile {
  return {
    id: row.id,
    website_id: row.websiteId,
    folder_id: row.folderId,
    name: row.name,
    alt: row.alt,
    kind: row.kind,
    mime: row.mime,
    ext: row.ext,
    size: row.size,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    url: mediaFileUrl(row.sha256, extensionOfKey(row.storageKey)),
    variants: row.variants.map((v) => ({
      width: v.width,
      mime: v.mime,
      url: mediaFileUrl(row.sha256, extensionOfKey(v.key), v.width),
    })),
    created_at: row.createdAt.toISOString(),
  };
}

export function toMediaFolder(row: MediaFolderRow): MediaFolder {
  return {
    id: row.id,
    website_id: row.websiteId,
    parent_id: row.parentId,
    name: row.name,
    created_at: row.createdAt.toISOString(),
  };
}
