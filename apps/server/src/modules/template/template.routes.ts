import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEMPLATE_ASSETS_PATH, templateCalls } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { serverPackageRoot } from '../../paths.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createTemplateService } from './template.service.ts';

/** The demo images the templates' pages show; shipped in the repository beside the migrations. */
export function templateAssetsDir(): string {
  return join(serverPackageRoot(), 'templates', 'assets');
}

/** File names are not content-hashed, so a week rather than forever; the ETag makes the rest cheap. */
const ASSET_CACHE = 'public, max-age=604800';
const ASSET_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;

interface Asset {
  body: Buffer;
  etag: string;
}

/**
 * The folder is read once at start: only the names found then are ever served, so no request
 * path reaches the file system and `..` tricks have nothing to resolve against.
 */
function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
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

/** Site templates: the picker's list, applying one to a website, and their demo images. */
export const templateRoutes: FastifyPluginAsync<{ assetsDir?: string }> = async (app, options) => {
  const service = createTemplateService({ db: app.db });
  const assets = loadAssets(options.assetsDir ?? templateAssetsDir());

  addCall(app, templateCalls.list, async (request) => service.list(requestLang(request)));
  addCall(app, templateCalls.apply, async (request) => {
    const session = sessionOf(request);
    return service.apply({ companyId: session.companyId, userId: session.userId }, request.body);
  });

  app.get<{ Params: { file: string } }>(`${TEMPLATE_ASSETS_PATH}/:file`, async (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) return reply.callNotFound();
    reply
      .header('cache-control', ASSET_CACHE)
      .header('etag', asset.etag)
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own is a document; it may draw, never run anything.
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(asset.body);
  });
};
