import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverPackageRoot } from '../../paths.ts';

/** The demo images the templates' pages show; shipped in the repository beside the migrations. */
export function templateAssetsDir(): string {
  return join(serverPackageRoot(), 'templates', 'assets');
}

const ASSET_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;

export interface TemplateAsset {
  body: Buffer;
  etag: string;
}

/**
 * The folder is read once at start: only the names found then are ever served (by the back office,
 * and by published sites whose pages show them), so no request path reaches the file system and
 * `..` tricks have nothing to resolve against.
 */
export function loadTemplateAssets(dir: string = templateAssetsDir()): Map<string, TemplateAsset> {
  const assets = new Map<string, TemplateAsset>();
  for (const name of readdirSync(dir)) {
    if (!ASSET_NAME.test(name)) continue;
    const body = readFileSync(join(dir, name));
    assets.set(name, {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    });
  }
  return assets;
}
