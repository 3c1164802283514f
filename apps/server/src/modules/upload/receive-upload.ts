import { createHash, type Hash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formatBytes } from '@sitewright/contract';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { AppError } from '../../lib/app-error.ts';

/** The file part of a multipart upload, written to a temporary file. */
export interface ReceivedFile {
  path: string;
  /** The name the browser sent (not trusted: only ever shown, never used as a path). */
  name: string;
  size: number;
  sha256: string;
}

/** Counts and hashes bytes on their way to disk, and stops the stream once they pass the limit. */
class HashingLimit extends Transform {
  readonly hash: Hash = createHash('sha256');
  size = 0;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(new AppError('FILE_TOO_LARGE', { data: { limit: formatBytes(this.maxBytes) } }));
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }
}

/**
 * Reads a multipart upload: its text fields, and its one `file` part streamed to `dir` while its
 * SHA-256 is computed, so a file is never whole in memory. The limit comes from `limitFor(name)`
 * once the file's name is known; a file over it is refused as soon as it passes it, and its
 * partial copy removed.
 */
export async function receiveUpload(
  request: FastifyRequest,
  dir: string,
  limitFor: (name: string) => number,
  /** Runs on the fields sent before the file, so a request that will be refused is refused before its file is read. */
  beforeFile: (fields: Record<string, string>) => Promise<void> = async () => {},
): Promise<{ fields: Record<string, string>; file: ReceivedFile | undefined }> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (file || part.fieldname !== 'file') {
      part.file.resume();
      throw new AppError('VALIDATION', {
        data: { fields: [{ path: part.fieldname, message: 'one file part named "file" is expected' }] },
      });
    }
    await beforeFile(fields).catch((error) => {
      part.file.resume();
      throw error;
    });
    const path = join(dir, 'upload');
    const counter = new HashingLimit(limitFor(part.filename));
    try {
      await pipeline(part.file, counter, createWriteStream(path));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    // Multipart's own bound (the largest of all limits) ends the stream early without an error.
    if (part.file.truncated) {
      await rm(path, { force: true });
      throw new AppError('FILE_TOO_LARGE', { data: { limit: formatBytes(limitFor(part.filename)) } });
    }
    file = { path, name: part.filename, size: counter.size, sha256: counter.hash.digest('hex') };
  }
  return { fields, file };
}
