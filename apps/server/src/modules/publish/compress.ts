import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { SiteFileDraft } from './site-build.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A site file as stored: the body, its compressed variants (made once, here) and its ETag. */
export interface CompressedSiteFile extends SiteFileDraft {
  etag: string;
  gzip: Buffer | null;
  brotli: Buffer | null;
}

/** Below this a compressed variant saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 512;
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg\+xml)/;

/**
 * Brotli quality 6 and gzip level 6: close to the best sizes at a fraction of quality 11's time,
 * which matters when a whole site of thousands of pages is published at once.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };
const GZIP_OPTIONS = { level: 6 };

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

const worthCompressing = (file: SiteFileDraft) =>
  file.body.length >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(file.contentType);

/** The variants made in the calling thread: for worker threads, which have a core to themselves. */
export function compressedVariants(file: SiteFileDraft): NonNullable<SiteFileDraft['compressed']> {
  const etag = etagOf(file.body);
  if (!worthCompressing(file)) return { etag, gzip: null, brotli: null };
  const gz = gzipSync(file.body, GZIP_OPTIONS);
  const br = brotliCompressSync(file.body, BROTLI_OPTIONS);
  return {
    etag,
    gzip: gz.length < file.body.length ? gz : null,
    brotli: br.length < file.body.length ? br : null,
  };
}

async function compressOne(file: SiteFileDraft): Promise<CompressedSiteFile> {
  if (file.compressed) {
    const { compressed, ...rest } = file;
    return { ...rest, ...compressed };
  }
  const etag = etagOf(file.body);
  if (!worthCompressing(file)) return { ...file, etag, gzip: null, brotli: null };
  // zlib's async calls run on libuv's thread pool, so many files compress on every core at once.
  const [gz, br] = await Promise.all([
    gzipAsync(file.body, GZIP_OPTIONS),
    brotliAsync(file.body, BROTLI_OPTIONS),
  ]);
  return {
    ...file,
    etag,
    gzip: gz.length < file.body.length ? gz : null,
    brotli: br.length < file.body.length ? br : null,
  };
}

/** Compresses files with a bounded number in flight, so memory stays flat for large sites. */
export async function compressFiles(
  files: readonly SiteFileDraft[],
  concurrency = 8,
): Promise<CompressedSiteFile[]> {
  const out = new Array<CompressedSiteFile>(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      out[index] = await compressOne(files[index] as SiteFileDraft);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return out;
}
