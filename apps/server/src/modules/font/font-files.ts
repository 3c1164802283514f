import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ALL_FONT_FILES } from '@sitewright/blocks';

export interface FontFileBody {
  body: Buffer;
  etag: string;
}

const require = createRequire(import.meta.url);

/**
 * The web-font files sites may use, read from their pinned `@fontsource/*` packages on first use.
 * Only names in the curated list are looked up, so a request path never reaches the file system:
 * `../` or any other name is simply unknown.
 */
export function createFontFiles(): (name: string) => FontFileBody | undefined {
  const cache = new Map<string, FontFileBody>();
  return (name) => {
    const known = ALL_FONT_FILES.get(name);
    if (!known) return undefined;
    const cached = cache.get(name);
    if (cached) return cached;
    const body = readFileSync(require.resolve(`@fontsource/${known.font}/files/${known.file}`));
    const file = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
    cache.set(name, file);
    return file;
  };
}
