import type { Readable } from 'node:stream';

/** A stored object opened for reading. */
export interface StoredObject {
  body: Readable;
  /** Bytes in the object. */
  size: number;
}

/**
 * Where uploaded files live (DESIGN §7). Keys are relative, slash-separated names made by the
 * server (`media/ab/<sha256>.jpg`), never by a user, and `assertStorageKey` refuses anything else.
 * Writing a key that exists replaces it; readers never see half an object.
 */
export interface Storage {
  readonly driver: 'disk' | 's3';
  /** Stores a stream or a buffer under `key`. A stream is read once and never held whole in memory. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** Opens an object for reading; null when there is none. */
  open(key: string): Promise<StoredObject | null>;
  /** The object's size, or null when there is none. */
  head(key: string): Promise<{ size: number } | null>;
  /** Removes an object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Rejects unless the store can be written now (readiness): the directory takes a file, or the
   * bucket answers. Honours `signal`, so a probe that gave up does not leave a request behind.
   */
  check(signal?: AbortSignal): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Refuses keys that could leave the storage root or that the server would never make. */
export function assertStorageKey(key: string): void {
  if (
    key.length > 512 ||
    !KEY.test(key) ||
    key.split('/').some((part) => part === '..' || part.endsWith('.'))
  ) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
