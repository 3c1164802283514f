import { FONT_PATH } from '@sitewright/blocks';
import type { FastifyPluginAsync } from 'fastify';
import { createFontFiles } from './font-files.ts';

/** The files never change under a name (the packages are pinned): cached for a year. */
export const FONT_CACHE = 'public, max-age=31536000, immutable';

/**
 * The sites' web fonts for the editor canvas and previews, at the address published sites serve
 * them from, so a theme's CSS works in both. Public, like the fonts on any published site.
 */
export const fontRoutes: FastifyPluginAsync<{ fontFile?: ReturnType<typeof createFontFiles> }> = async (
  app,
  options,
) => {
  const fontFile = options.fontFile ?? createFontFiles();
  app.get<{ Params: { file: string } }>(`${FONT_PATH}/:file`, async (request, reply) => {
    const font = fontFile(request.params.file);
    if (!font) return reply.callNotFound();
    reply
      .header('cache-control', FONT_CACHE)
      .header('etag', font.etag)
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === font.etag) return reply.code(304).send();
    return reply.type('font/woff2').send(font.body);
  });
};
