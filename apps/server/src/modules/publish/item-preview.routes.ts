import {
  COLLECTIONS,
  type CollectionDefinition,
  collectionCalls,
  collectionPreviewPath,
} from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { withWebsiteGrants } from '../../lib/tenancy.ts';
import { sessionOf } from '../../plugins/session.ts';
import { previewAccess, previewRefused, sendPreview } from '../page-html/index.ts';
import type { PublishService } from './publish.service.ts';

export interface ItemPreviewOptions {
  service: PublishService;
  /** Signs and checks shared preview links (the page previews' signing). */
  sign(message: string): Promise<string>;
  now?: () => Date;
}

/**
 * Every collection's draft preview (`/news/preview`, `/product/preview`) and its signed link
 * (`<c>/preview-link`), on the page previews' rules: signed-in operators of the company or a
 * valid signed link, never cached.
 */
export const itemPreviewRoutes: FastifyPluginAsync<ItemPreviewOptions> = async (app, options) => {
  const { service, sign } = options;
  const now = options.now ?? (() => new Date());
  for (const def of Object.values(COLLECTIONS) as unknown as CollectionDefinition[]) {
    const path = collectionPreviewPath(def.name);
    const previews = previewAccess({ sign, now, path, scope: def.name });

    addCall(app, collectionCalls(def).previewLink, async (request) => {
      const { companyId } = sessionOf(request);
      // Only an item the caller may see gets a link (another company's answers 1105).
      const id = await service.previewable(companyId, def.name, request.body.id);
      return previews.link(app, request, companyId, id);
    });

    app.get(path, async (request, reply) => {
      const access = await previews.open(app, request, reply);
      if (!access) return reply;
      try {
        const render = () => service.previewItem(access.companyId, def.name, access.id);
        // Outside /api the session hook does not run: a sub-account previews only its websites.
        const html = await (access.grants ? withWebsiteGrants(access.grants, render) : render());
        return sendPreview(reply, 200, html);
      } catch (error) {
        return previewRefused(reply, error);
      }
    });
  }
};
