import { type MediaFile, type MediaFolder, mediaFileUrl } from '@sitewright/contract';
import type { MediaFileRow, MediaFolderRow } from './media-library.repository.ts';

/** The extension a variant is served under: the one its storage key ends with. */
function variantExt(key: string, fallback: string): string {
  return /\.([a-z0-9]{1,10})$/.exec(key)?.[1] ?? fallback;
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
    url: mediaFileUrl(row.sha256, row.ext),
    variants: row.variants.map((v) => ({
      width: v.width,
      mime: v.mime,
      url: mediaFileUrl(row.sha256, variantExt(v.key, row.ext), v.width),
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
