import { hostCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createHostService, type HostChange } from './host.service.ts';
import { createKeyVault, type KeyVault } from './key-vault.ts';

/** A website's domains, its 'HTTPS required' switch and the certificates of its domains. */
export const hostRoutes: FastifyPluginAsync<{
  vault?: KeyVault;
  /** E.g. the site server's `sni.invalidate(domain)` and host-table refresh, when in this process. */
  onHostChange?: (change: HostChange) => void;
}> = async (app, options) => {
  const vault = options.vault ?? createKeyVault(app.config, (message) => app.log.warn(message));
  const service = createHostService({
    db: app.db,
    config: app.config,
    vault,
    ...(options.onHostChange ? { onChange: options.onHostChange } : {}),
  });
  const company = (request: FastifyRequest) => sessionOf(request).companyId;

  addCall(app, hostCalls.list, async (request) => service.list(company(request), request.query.website_id));
  addCall(app, hostCalls.change, async (request) => service.change(company(request), request.body));
  addCall(app, hostCalls.saveSsl, async (request) => service.saveSsl(company(request), request.body));
  addCall(app, hostCalls.sslStatus, async (request) => service.sslStatus(company(request), request.body));
};
