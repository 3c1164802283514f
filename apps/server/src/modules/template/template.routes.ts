import { tintArtwork } from '@sitewright/blocks';
import { TEMPLATE_ASSETS_PATH, templateCalls } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addCall } from '../../lib/route.ts';
import type { CatalogueData } from '../commerce/index.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { loadTemplateAssets, templateAssetsDir } from './template-assets.ts';
import { createTemplateService } from './template.service.ts';

/** File names are not content-hashed, so a week rather than forever; the ETag makes the rest cheap. */
const ASSET_CACHE = 'public, max-age=604800';

/** `?tint=<primary>-<accent>` (hex without '#'): the artwork in a palette's colours, as published. */
const TINT = /^([0-9a-f]{6})-([0-9a-f]{6})$/;
/** Tinted copies kept in memory; palettes in use are few, and the oldest copy goes first. */
const TINTED_MAX = 200;

/** Site templates: the picker's list, applying one to a website, and their demo images. */
export const templateRoutes: FastifyPluginAsync<{
  assetsDir?: string;
  catalogue?: CatalogueData;
  /** Renders a live website again (the publisher's refresh), after its sample items are removed. */
  refreshSite?: (companyId: number, websiteId: number) => Promise<number>;
}> = async (app, options) => {
  const service = createTemplateService({
    db: app.db,
    currency: app.config.payments.platform.currency,
    ...(options.catalogue ? { catalogue: options.catalogue } : {}),
    ...(options.refreshSite ? { refreshSite: options.refreshSite } : {}),
  });
  const assets = loadTemplateAssets(options.assetsDir ?? templateAssetsDir());

  addCall(app, templateCalls.list, async (request) =>
    service.list(requestLang(request), sessionOf(request).companyId),
  );
  addCall(app, templateCalls.layouts, async (request) =>
    service.layouts(requestLang(request), sessionOf(request).companyId, request.query.website_id),
  );
  addCall(app, templateCalls.apply, async (request) => {
    const session = sessionOf(request);
    return service.apply({ companyId: session.companyId, userId: session.userId }, request.body);
  });
  addCall(app, templateCalls.sampleContent, async (request) =>
    service.sampleContent(sessionOf(request).companyId, request.query.website_id),
  );
  addCall(app, templateCalls.removeSampleContent, async (request) =>
    service.removeSampleContent(sessionOf(request).companyId, request.body.website_id),
  );

  const tinted = new Map<string, { body: Buffer; etag: string }>();
  /** The asset as drawn, or tinted as publishing tints it for a site of that palette. */
  function variant(file: string, tint: string | undefined) {
    const asset = assets.get(file);
    const colors = tint === undefined ? null : TINT.exec(tint.toLowerCase());
    if (!asset || !colors) return asset;
    const key = `${file}|${colors[0]}`;
    let found = tinted.get(key);
    if (!found) {
      const body = Buffer.from(
        tintArtwork(asset.body.toString('utf8'), { primary: `#${colors[1]}`, accent: `#${colors[2]}` }),
      );
      found = { body, etag: `${asset.etag.slice(0, -1)}-${colors[0]}"` };
      if (tinted.size >= TINTED_MAX) tinted.delete(tinted.keys().next().value as string);
      tinted.set(key, found);
    }
    return found;
  }

  app.get<{ Params: { file: string }; Querystring: { tint?: string } }>(
    `${TEMPLATE_ASSETS_PATH}/:file`,
    async (request, reply) => {
      const asset = variant(
        request.params.file,
        typeof request.query.tint === 'string' ? request.query.tint : undefined,
      );
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
    },
  );
};
