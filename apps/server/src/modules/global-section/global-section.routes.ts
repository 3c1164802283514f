import { globalSectionCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createGlobalSectionService } from './global-section.service.ts';

/** The website's shared header and footer: read and saved per language from the page editor. */
export const globalSectionRoutes: FastifyPluginAsync = async (app) => {
  const service = createGlobalSectionService({ db: app.db });
  const company = (request: FastifyRequest) => sessionOf(request).companyId;

  addCall(app, globalSectionCalls.get, async (request) =>
    service.get(company(request), request.query.website_id, request.query.lang),
  );
  addCall(app, globalSectionCalls.save, async (request) => service.save(company(request), request.body));
};
