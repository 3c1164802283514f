import { initForCopyCall, menuCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createMenuService } from './menu.service.ts';

/** The menu of each website language: the editable tree, checks before saving, saves, deletions. */
export const menuRoutes: FastifyPluginAsync = async (app) => {
  const service = createMenuService({ db: app.db });
  const company = (request: FastifyRequest) => sessionOf(request).companyId;

  addCall(app, menuCalls.edit, async (request) =>
    service.edit(company(request), request.query.website_id, request.query.lang),
  );
  addCall(app, menuCalls.save, async (request) =>
    service.save(company(request), request.body, requestLang(request)),
  );
  addCall(app, menuCalls.del, async (request) => service.del(company(request), request.query.id));
  addCall(app, menuCalls.exam, async (request) =>
    service.exam(company(request), request.body, requestLang(request)),
  );
  addCall(app, menuCalls.language, async (request) =>
    service.language(
      company(request),
      request.query.id,
      request.query.lang,
      request.query.is_preview === '1',
    ),
  );
  addCall(app, initForCopyCall, async (request) => {
    const session = sessionOf(request);
    return service.initForCopy({ companyId: session.companyId, userId: session.userId }, request.body);
  });
};
