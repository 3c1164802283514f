import { blockIpCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import { announceAccessChange as announce } from '../../lib/site-change.ts';
import { createBlockIpService } from './block-ip.service.ts';

/** The addresses and ranges a website's public site refuses (403). */
export const blockIpRoutes: FastifyPluginAsync<{ onChange?: (websiteId: number) => Promise<void> }> = async (
  app,
  options,
) => {
  const service = createBlockIpService({ db: app.db, onChange: options.onChange ?? announce(app) });
  const company = (request: FastifyRequest) => sessionOf(request).companyId;

  addCall(app, blockIpCalls.list, async (request) =>
    service.list(company(request), request.query.website_id),
  );
  // request.ip follows TRUST_PROXY, as the site server's view of a visitor's address does.
  addCall(app, blockIpCalls.save, async (request) =>
    service.save(company(request), request.body, request.ip),
  );
  addCall(app, blockIpCalls.add, async (request) => service.add(company(request), request.body, request.ip));
  addCall(app, blockIpCalls.del, async (request) =>
    service.del(company(request), request.query.website_id, request.query.id),
  );
};
