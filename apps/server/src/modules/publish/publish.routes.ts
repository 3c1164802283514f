import { publishCalls } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createPublishService, type PublishDeps } from './publish.service.ts';

/** Publishing a website (all of it or chosen pages) and taking it offline. */
export const publishRoutes: FastifyPluginAsync<Omit<PublishDeps, 'db' | 'config' | 'events'>> = async (
  app,
  options,
) => {
  const service = createPublishService({
    ...options,
    db: app.db,
    config: app.config,
    events: app.siteEvents,
  });
  // Before the first visitor: a live version that lost files is rendered again (see repair).
  app.addHook('onReady', async () => {
    await service.repair((message, websiteId) => app.log.warn({ websiteId }, message));
  });
  addCall(app, publishCalls.publish, async (request) =>
    service.publish(sessionOf(request).companyId, request.body, sessionOf(request).userId),
  );
  addCall(app, publishCalls.linkCheck, async (request) =>
    service.linkCheck(sessionOf(request).companyId, request.body),
  );
  addCall(app, publishCalls.unpublish, async (request) =>
    service.unpublish(sessionOf(request).companyId, request.body.id),
  );
};
