import { companyOrderCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import type { CommerceService } from './commerce.service.ts';

/** The app centre's catalogue and the company's orders, all under the caller's session and company. */
export const commerceRoutes: FastifyPluginAsync<{ service: CommerceService }> = async (app, { service }) => {
  const caller = (request: FastifyRequest) => {
    const session = sessionOf(request);
    return { companyId: session.companyId, userId: session.userId, lang: requestLang(request) };
  };
  const company = (request: FastifyRequest) => sessionOf(request).companyId;

  addCall(app, companyOrderCalls.catalogue, async (request) =>
    service.catalogue(company(request), requestLang(request), request.query.kind),
  );
  addCall(app, companyOrderCalls.createTemplateOrder, async (request) =>
    service.createOrder(caller(request), 'template', request.body.template_id),
  );
  addCall(app, companyOrderCalls.createPluginOrder, async (request) =>
    service.createOrder(caller(request), 'plugin', request.body.plugin),
  );
  addCall(app, companyOrderCalls.get, async (request) => service.get(company(request), request.query.id));
  addCall(app, companyOrderCalls.paySearch, async (request) =>
    service.paySearch(company(request), request.query.id),
  );
  addCall(app, companyOrderCalls.list, async (request) => service.list(company(request), request.query));
  addCall(app, companyOrderCalls.payAgain, async (request) =>
    service.payAgain(caller(request), request.body.id),
  );
  addCall(app, companyOrderCalls.cancel, async (request) =>
    service.cancel(company(request), request.body.id),
  );
};
