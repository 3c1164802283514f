import { hostCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createHostService } from './host.service.ts';
import { createKeyVault, type KeyVault } from './key-vault.ts';

/** A website's domains, its 'HTTPS required' switch and the certificates of its domains. */
export const hostRoutes: FastifyPluginAsync<{ vault?: KeyVault }> = async (app, options) => {
  const vault = options.vault ?? createKeyVault(app.config, (message) => app.log.warn(message));
  const service = createHostService({ db: app.db, config: app.config, vault });
  const company = (request: FastifyRequest) => sessionOf(request).companyId;

  addCall(app, hostCalls.list, async (request) => service.list(company(request), request.query.website_id));
  addCall(app, hostCalls.change, async (request) => service.change(company(request), request.body));
  addCall(app, hostCalls.saveSsl, async (request) => service.saveSsl(company(request), request.body));
  addCall(app, hostCalls.sslStatus, async (request) => service.sslStatus(company(request), request.body));
};
