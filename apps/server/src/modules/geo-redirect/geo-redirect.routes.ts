import { geoRuleCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { announceAccessChange as announce } from '../../lib/site-change.ts';
import { createGeoRedirectService } from './geo-redirect.service.ts';

/** Visitor country → language version or URL, per website. */
export const geoRedirectRoutes: FastifyPluginAsync<{
  onChange?: (websiteId: number) => Promise<void>;
}> = async (app, options) => {
  const service = createGeoRedirectService({
    db: app.db,
    siteDomainSuffix: app.config.siteDomainSuffix,
    onChange: options.onChange ?? announce(app),
  });
  const company = (request: FastifyRequest) => sessionOf(request).companyId;

  addCall(app, geoRuleCalls.list, async (request) =>
    service.list(company(request), request.query.website_id),
  );
  addCall(app, geoRuleCalls.save, async (request) =>
    service.save(company(request), request.body, requestLang(request)),
  );
  addCall(app, geoRuleCalls.del, async (request) =>
    service.del(company(request), request.query.website_id, request.query.id),
  );
};
