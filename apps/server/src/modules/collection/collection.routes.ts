import { COLLECTIONS, type CollectionDefinition, collectionCalls, type FieldDef } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import {
  createCollectionService,
  type RefreshSite,
  SCHEDULED_ITEM_JOB,
  type ScheduledItemJob,
} from './collection.service.ts';

export interface CollectionRoutesOptions {
  /**
   * Rebuilds a website's live site after items were published or unpublished, answering the live
   * site version (0 when the website is not published). Without it nothing is rebuilt and the
   * calls answer 0.
   */
  refreshSite?: RefreshSite;
}

/**
 * The item calls of every collection (`/api/website/<collection>/list|info|save|del|sort|batch`),
 * one loop over the definitions: a new collection is served as soon as it is defined.
 */
export const collectionRoutes: FastifyPluginAsync<CollectionRoutesOptions> = async (app, options) => {
  const company = (request: FastifyRequest) => sessionOf(request).companyId;
  // Each definition types its own fields; the engine serves them all through the common shape.
  for (const definition of Object.values(COLLECTIONS) as unknown as CollectionDefinition<
    Record<string, FieldDef>
  >[]) {
    const calls = collectionCalls(definition);
    const service = createCollectionService({ db: app.db, definition, refreshSite: options.refreshSite });
    addCall(app, calls.list, async (request) => service.list(company(request), request.query));
    addCall(app, calls.info, async (request) => service.info(company(request), request.query.id));
    addCall(app, calls.save, async (request) => {
      const session = sessionOf(request);
      return service.save({ companyId: session.companyId, userId: session.userId }, request.body);
    });
    addCall(app, calls.del, async (request) => service.del(company(request), request.body));
    addCall(app, calls.sort, async (request) => service.sort(company(request), request.body));
    addCall(app, calls.batch, async (request) => service.batch(company(request), request.body));
  }
};

const scheduledItemJob = z.object({ companyId: z.number().int(), websiteId: z.number().int() });

/**
 * The job that refreshes a website's live site when a scheduled item comes due. Registered
 * wherever jobs run (the default process and `--role worker`), so it takes its own `refreshSite`.
 */
export const collectionJobsPlugin = fp<CollectionRoutesOptions>(
  async (app, options) => {
    app.jobs.register(SCHEDULED_ITEM_JOB, async (payload) => {
      const { companyId, websiteId }: ScheduledItemJob = scheduledItemJob.parse(payload);
      if (!options.refreshSite) {
        app.log.warn({ websiteId }, 'a scheduled item came due but no site refresh is configured');
        return;
      }
      await options.refreshSite(companyId, websiteId);
    });
  },
  { name: 'collection-jobs', dependencies: ['db', 'jobs'] },
);
