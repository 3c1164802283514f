import { redirectCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createRedirectService } from './redirect.service.ts';

export interface RedirectRoutesOptions {
  /** Told after a website's redirects changed, so the site server can drop its compiled rules. */
  onChange?: (websiteId: number) => void;
}

/** Page redirects of a website (/page/web_redirect_set): list with hits, save, delete, CSV import and export. */
export const redirectRoutes: FastifyPluginAsync<RedirectRoutesOptions> = async (app, options) => {
  const service = createRedirectService({
    db: app.db,
    ...(options.onChange ? { onChange: options.onChange } : {}),
  });
  const company = (request: FastifyRequest) => sessionOf(request).companyId;

  addCall(app, redirectCalls.list, async (request) =>
    service.list(company(request), request.query.website_id),
  );
  addCall(app, redirectCalls.save, async (request) => service.save(company(request), request.body));
  addCall(app, redirectCalls.del, async (request) =>
    service.del(company(request), request.query.website_id, request.query.id),
  );
  addCall(app, redirectCalls.import, async (request) =>
    service.importCsv(company(request), request.body, requestLang(request)),
  );
  addCall(app, redirectCalls.export, async (request) =>
    service.exportCsv(company(request), request.query.website_id),
  );
};
