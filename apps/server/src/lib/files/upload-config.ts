import {
  ARCHIVE_DEFAULT_LIMITS,
  type ArchiveLimits,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_PIXELS,
  UPLOAD_DEFAULT_EXTENSIONS,
  UPLOAD_DEFAULT_LIMITS,
  UPLOAD_KINDS,
  type UploadConfig,
  type UploadKind,
} from '@sitewright/contract';
import { ConfigError } from '../../config.ts';
import { CHECKABLE_EXTENSIONS } from './detect-type.ts';

/** Everything the upload checks need: what the client is told, plus the server-side bounds. */
export interface UploadSettings {
  /** Served to the client so it can check a file before sending it. */
  client: UploadConfig;
  archive: ArchiveLimits;
  maxImagePixels: number;
}

const MB = 1024 * 1024;

/** Extensions each kind may be configured to allow: what its checker can verify. */
const ALLOWED_FOR_KIND: Readonly<Record<UploadKind, readonly string[]>> = {
  image: IMAGE_EXTENSIONS,
  file: CHECKABLE_EXTENSIONS,
  xlsx: ['xlsx', 'csv'],
  zip: ['zip', 'tar'],
};

/**
 * Reads the upload limits from the environment, defaults from the contract. Pure, like
 * `loadConfig`; empty values count as unset. Sizes are in megabytes:
 * `UPLOAD_MAX_MB_IMAGE|FILE|XLSX|ZIP`; extensions are comma-separated lists
 * `UPLOAD_EXTENSIONS_IMAGE|FILE|XLSX|ZIP`; and `ARCHIVE_MAX_ENTRIES`, `ARCHIVE_MAX_TOTAL_MB`,
 * `ARCHIVE_MAX_RATIO`, `IMAGE_MAX_MEGAPIXELS`. Refuses (ConfigError, naming every variable) a
 * value that is not a positive number, or an extension whose content no checker can verify.
 */
export function loadUploadSettings(env: Record<string, string | undefined>): UploadSettings {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const positive = (name: string, fallback: number, scale = 1): number => {
    const value = read(name);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !(number > 0)) {
      problems.push(`  ${name}: must be a positive number (got ${JSON.stringify(value)})`);
      return fallback;
    }
    return Math.round(number * scale);
  };

  const limits = {} as Record<UploadKind, number>;
  const extensions = {} as Record<UploadKind, string[]>;
  for (const kind of UPLOAD_KINDS) {
    const suffix = kind.toUpperCase();
    limits[kind] = positive(`UPLOAD_MAX_MB_${suffix}`, UPLOAD_DEFAULT_LIMITS[kind], MB);
    const name = `UPLOAD_EXTENSIONS_${suffix}`;
    const list = read(name)
      ?.split(',')
      .map((e) => e.trim().toLowerCase().replace(/^\./, ''))
      .filter(Boolean);
    const unknown = (list ?? []).filter((e) => !ALLOWED_FOR_KIND[kind].includes(e));
    if (list && (list.length === 0 || unknown.length > 0)) {
      problems.push(
        `  ${name}: may only list ${ALLOWED_FOR_KIND[kind].join(', ')} (got ${JSON.stringify(read(name))})`,
      );
    }
    extensions[kind] = [...new Set(list ?? UPLOAD_DEFAULT_EXTENSIONS[kind])];
  }
  const archive: ArchiveLimits = {
    maxEntries: positive('ARCHIVE_MAX_ENTRIES', ARCHIVE_DEFAULT_LIMITS.maxEntries),
    maxTotalBytes: positive('ARCHIVE_MAX_TOTAL_MB', ARCHIVE_DEFAULT_LIMITS.maxTotalBytes, MB),
    maxRatio: positive('ARCHIVE_MAX_RATIO', ARCHIVE_DEFAULT_LIMITS.maxRatio),
  };
  const maxImagePixels = positive('IMAGE_MAX_MEGAPIXELS', IMAGE_MAX_PIXELS, 1_000_000);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return { client: { limits, extensions }, archive, maxImagePixels };
}
