import { pluginCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import type { CatalogueData } from '../commerce/index.ts';
import { createPluginService, type SecretBox } from './plugin.service.ts';

export interface PluginRoutesOptions {
  /** Encrypts the plugins' secrets (the key vault). */
  secrets: SecretBox;
  /** What the app centre sells: a priced plugin is turned on only with the company's licence. */
  catalogue?: CatalogueData;
}

/** Third-party plugins of a website (/plugin/plugin-set): list, settings, save, push log. */
export const pluginRoutes: FastifyPluginAsync<PluginRoutesOptions> = async (app, options) => {
  const config: Config = app.config;
  const service = createPluginService({
    db: app.db,
    config,
    secrets: options.secrets,
    ...(options.catalogue ? { catalogue: options.catalogue } : {}),
  });
  const company = (request: FastifyRequest) => sessionOf(request).companyId;

  addCall(app, pluginCalls.list, async (request) => service.list(company(request), request.query.website_id));
  addCall(app, pluginCalls.info, async (request) =>
    service.info(company(request), request.query.website_id, request.query.plugin),
  );
  addCall(app, pluginCalls.save, async (request) => service.save(company(request), request.body));
  addCall(app, pluginCalls.pushLog, async (request) => service.pushLog(company(request), request.query));
};
