import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseMediaFileUrl } from '@sitewright/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema.ts';
import { MIME_BY_EXTENSION } from '../../lib/files/detect-type.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { mediaStorageKey, RASTER_EXTENSIONS } from './media-file.ts';

/**
 * Headers of a served user file. Its name carries its content hash, so it may be cached for good.
 * Only raster images are shown inline; anything else (SVG, PDF, text, office files) downloads, and
 * even opened directly it runs in a sandbox with nothing allowed to load.
 */
export function mediaFileHeaders(ext: string, size: number, sha256: string, width: number | null) {
  const headers: Record<string, string | number> = {
    'content-type': MIME_BY_EXTENSION[ext] ?? 'application/octet-stream',
    'content-length': size,
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=31536000, immutable',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    etag: `"${sha256}${width === null ? '' : `-w${width}`}.${ext}"`,
    'cross-origin-resource-policy': 'cross-origin',
  };
  if (!RASTER_EXTENSIONS.has(ext)) headers['content-disposition'] = 'attachment';
  return headers;
}

export interface MediaFileAnswer {
  status: 200 | 304;
  headers: Record<string, string | number>;
  /** The bytes to send; null for HEAD and 304. */
  body: Readable | null;
}

/**
 * Answers `/files/<sha256>[-w<width>].<ext>` from storage, streamed. With `websiteId`, only files
 * of that website are served (a site's host never reveals another site's files). Answers null
 * when the path is not a stored file, so the caller sends its own 404.
 */
export function createMediaFileServer(deps: { db: Db; storage: Storage }) {
  async function known(sha256: string, websiteId: number | undefined): Promise<boolean> {
    if (websiteId === undefined) return true;
    const rows = await deps.db
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.websiteId, websiteId), eq(mediaFiles.sha256, sha256)))
      .limit(1);
    return rows.length > 0;
  }

  return async function answerMediaFile(
    request: { method?: string | undefined; headers: IncomingHttpHeaders },
    path: string,
    websiteId?: number,
  ): Promise<MediaFileAnswer | null> {
    const parsed = parseMediaFileUrl(path);
    if (!parsed || !(await known(parsed.sha256, websiteId))) return null;
    const key = mediaStorageKey(parsed.sha256, parsed.ext, parsed.width ?? undefined);
    const { 'content-length': _, ...headers } = mediaFileHeaders(parsed.ext, 0, parsed.sha256, parsed.width);
    const match = request.headers['if-none-match'];
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === headers.etag)) {
      if (!(await deps.storage.head(key))) return null;
      return { status: 304, headers, body: null };
    }
    if (request.method === 'HEAD') {
      const head = await deps.storage.head(key);
      return head ? { status: 200, headers: { ...headers, 'content-length': head.size }, body: null } : null;
    }
    const object = await deps.storage.open(key);
    return object
      ? { status: 200, headers: { ...headers, 'content-length': object.size }, body: object.body }
      : null;
  };
}

/** Writes an answer straight to a Node response (the site server answers without Fastify). */
export async function writeMediaFile(res: ServerResponse, answer: MediaFileAnswer): Promise<void> {
  res.writeHead(answer.status, answer.headers);
  if (!answer.body) {
    res.end();
    return;
  }
  await pipeline(answer.body, res).catch(() => res.destroy());
}

export type MediaFileServer = ReturnType<typeof createMediaFileServer>;
