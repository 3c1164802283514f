import { type ErrorKey, formatBytes, REMOTE_IMAGE_TIMEOUT_MS } from '@sitewright/contract';
import { AppError } from '../../lib/app-error.ts';
import { type DetectedType, detectType, SNIFF_BYTES } from '../../lib/files/detect-type.ts';
import { inspectRasterImage } from '../../lib/files/raster-image.ts';
import {
  type HostResolver,
  SAFE_FETCH_MAX_REDIRECTS,
  type SafeFetchRefusal,
  safeFetch,
} from '../../lib/safe-fetch/index.ts';

/** Where remote capture may connect and how long it waits; tests permit a local server here. */
export interface RemoteFetchPolicy {
  resolve?: HostResolver;
  isPermitted?: (address: string) => boolean;
  /** How long one capture request may take for all its addresses together. */
  timeoutMs?: number;
  connectTimeoutMs?: number;
}

/** Remote capture takes raster images only: an SVG from elsewhere is a document, not a picture. */
export const REMOTE_IMAGE_EXTENSIONS: Readonly<Partial<Record<DetectedType, string>>> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
};

export interface RemoteImage {
  bytes: Buffer;
  /** A file name for the media library, ending in the extension the content has. */
  name: string;
  extension: string;
}

const REFUSALS: Readonly<Record<SafeFetchRefusal, ErrorKey>> = {
  'invalid-url': 'REMOTE_IMAGE_INVALID_URL',
  'unsupported-scheme': 'REMOTE_IMAGE_INVALID_URL',
  credentials: 'REMOTE_IMAGE_INVALID_URL',
  'private-address': 'REMOTE_IMAGE_PRIVATE_ADDRESS',
  'dns-failed': 'REMOTE_IMAGE_UNREACHABLE',
  'connect-timeout': 'REMOTE_IMAGE_UNREACHABLE',
  network: 'REMOTE_IMAGE_UNREACHABLE',
  'http-status': 'REMOTE_IMAGE_UNREACHABLE',
  timeout: 'REMOTE_IMAGE_TIMEOUT',
  'too-many-redirects': 'REMOTE_IMAGE_TOO_MANY_REDIRECTS',
  'too-large': 'FILE_TOO_LARGE',
};

/** The last path segment of an address as a file name stem, or a neutral one. */
function stemOf(url: string): string {
  const raw = new URL(url).pathname.split('/').pop() ?? '';
  let segment: string;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    segment = raw;
  }
  segment = segment.replace(/\.[^.]*$/, '');
  const clean = segment
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return clean === '' ? 'remote-image' : clean;
}

/**
 * Downloads an image the operator pasted by address, through the SSRF-safe fetch, and keeps it
 * only when its bytes are an allowed raster image whose header decodes within the pixel limit. Refusals are AppErrors
 * whose message the editor shows for that address.
 */
export async function fetchRemoteImage(
  source: string,
  rules: { allowed: readonly string[]; maxBytes: number; maxPixels?: number },
  policy: RemoteFetchPolicy = {},
  /** When the capture request gives up (epoch ms); by default `timeoutMs` from now. */
  deadline?: number,
): Promise<RemoteImage> {
  const timeoutMs = policy.timeoutMs ?? REMOTE_IMAGE_TIMEOUT_MS;
  const result = await safeFetch(source, {
    maxBytes: rules.maxBytes,
    timeoutMs: deadline === undefined ? timeoutMs : Math.max(1, deadline - Date.now()),
    ...(policy.connectTimeoutMs ? { connectTimeoutMs: policy.connectTimeoutMs } : {}),
    ...(policy.resolve ? { resolve: policy.resolve } : {}),
    ...(policy.isPermitted ? { isPermitted: policy.isPermitted } : {}),
  });
  if (!result.ok) {
    throw new AppError(REFUSALS[result.reason], {
      data: {
        seconds: Math.round(timeoutMs / 1000),
        limit: result.reason === 'too-large' ? formatBytes(rules.maxBytes) : SAFE_FETCH_MAX_REDIRECTS,
      },
    });
  }
  const allowed = Object.values(REMOTE_IMAGE_EXTENSIONS).filter((ext) =>
    ext === 'jpg'
      ? rules.allowed.includes('jpg') || rules.allowed.includes('jpeg')
      : rules.allowed.includes(ext),
  );
  const notImage = () => new AppError('REMOTE_IMAGE_NOT_IMAGE', { data: { allowed: allowed.join(', ') } });
  const detected = detectType(result.body.subarray(0, SNIFF_BYTES));
  const extension = detected === null ? undefined : REMOTE_IMAGE_EXTENSIONS[detected];
  if (extension === undefined || !allowed.includes(extension)) throw notImage();
  await inspectRasterImage(result.body, rules.maxPixels);
  return { bytes: result.body, name: `${stemOf(result.url)}.${extension}`, extension };
}
