import { attributeCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createAttributeService } from './attribute.service.ts';

/** Product attributes of a website (/attribute/index): list, save, delete, order. */
export const attributeRoutes: FastifyPluginAsync = async (app) => {
  const service = createAttributeService({ db: app.db });
  const company = (request: FastifyRequest) => sessionOf(request).companyId;

  addCall(app, attributeCalls.list, async (request) =>
    service.list(company(request), request.query.website_id),
  );
  addCall(app, attributeCalls.save, async (request) => service.save(company(request), request.body));
  addCall(app, attributeCalls.del, async (request) => service.del(company(request), request.body));
  addCall(app, attributeCalls.sort, async (request) => service.sort(company(request), request.body));
};
