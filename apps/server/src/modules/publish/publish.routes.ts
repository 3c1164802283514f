import { publishCalls } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import type { PublishService } from './publish.service.ts';

/**
 * Publishing a website (all of it or chosen pages) and taking it offline. app.ts creates the
 * service once, so the collections can refresh the live site through the same one.
 */
export const publishRoutes: FastifyPluginAsync<{ service: PublishService }> = async (app, { service }) => {
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
