import { websiteAddFromTemplateCall, websiteCalls } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { auditBefore } from '../audit/index.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createWebsiteService, type TemplateFiller } from './website.service.ts';

/** The website centre: a company's websites. */
export const websiteRoutes: FastifyPluginAsync<{ fillFromTemplate?: TemplateFiller }> = async (
  app,
  options,
) => {
  const service = createWebsiteService({
    db: app.db,
    config: app.config,
    ...(options.fillFromTemplate ? { fillFromTemplate: options.fillFromTemplate } : {}),
  });
  const company = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).companyId;

  addCall(app, websiteCalls.list, async (request) =>
    service.list(company(request), request.query.page, request.query.page_size),
  );
  addCall(app, websiteCalls.info, async (request) =>
    service.info(company(request), request.query.website_id),
  );
  addCall(app, websiteAddFromTemplateCall, async (request) => {
    const session = sessionOf(request);
    return service.add(session.companyId, request.body, session.userId);
  });
  addCall(app, websiteCalls.edit, async (request) => {
    // The audit log lists the settings that changed, with their old values.
    auditBefore(request, await service.info(company(request), request.body.website_id));
    return service.edit(company(request), request.body);
  });
  addCall(app, websiteCalls.del, async (request) =>
    service.remove(company(request), request.query.website_id),
  );
};
