import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { diskStorage } from './disk-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export { assertStorageKey, type Storage, type StoredObject } from './storage.ts';

/** The storage the configuration names: DATA_DIR/files, or an S3-compatible bucket. */
export function storageFromConfig(config: Pick<Config, 'storage' | 'dataDir'>): Storage {
  const s = config.storage;
  if (s.driver === 's3') return s3Storage(s);
  return diskStorage(join(config.dataDir, 'files'));
}
