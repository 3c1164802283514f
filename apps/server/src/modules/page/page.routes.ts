import { pageCalls, pageTranslateCall, websiteLanguageCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { translationProviderFor } from '../../lib/translation/index.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { type Caller, createPageService } from './page.service.ts';

/** Pages of a website: the page list, settings, content saves, copies, translations and deletion; its languages. */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  const service = createPageService({ db: app.db, translator: translationProviderFor(app.config) });
  const company = (request: FastifyRequest) => sessionOf(request).companyId;
  const caller = (request: FastifyRequest): Caller => {
    const session = sessionOf(request);
    return { companyId: session.companyId, userId: session.userId, lang: requestLang(request) };
  };

  addCall(app, pageCalls.list, async (request) =>
    service.list(company(request), request.query.website_id, request.query.lang, requestLang(request)),
  );
  addCall(app, pageCalls.del, async (request) => service.remove(company(request), request.query.id));
  addCall(app, pageCalls.detail, async (request) =>
    service.detail(company(request), request.query.id, requestLang(request)),
  );
  addCall(app, pageCalls.create, async (request) => service.create(caller(request), request.body));
  addCall(app, pageCalls.settings, async (request) => service.settings(company(request), request.query.id));
  addCall(app, pageCalls.saveSettings, async (request) =>
    service.saveSettings(caller(request), request.body),
  );
  addCall(app, pageCalls.saveElement, async (request) => service.saveElement(caller(request), request.body));
  addCall(app, pageCalls.versions, async (request) =>
    service.versions(company(request), request.query.page_id),
  );
  addCall(app, pageCalls.version, async (request) => service.version(company(request), request.query.id));
  addCall(app, pageCalls.restoreVersion, async (request) =>
    service.restoreVersion(caller(request), request.body.id),
  );
  addCall(app, pageCalls.nameVersion, async (request) =>
    service.nameVersion(company(request), request.body.id, request.body.name),
  );
  addCall(app, pageCalls.copy, async (request) => service.copy(caller(request), request.body.id));
  addCall(app, pageTranslateCall, async (request) =>
    service.translate(caller(request), request.body.id, request.body.lang),
  );
  addCall(app, websiteLanguageCalls.list, async (request) =>
    service.languages(company(request), request.query.website_id),
  );
  addCall(app, websiteLanguageCalls.add, async (request) =>
    service.addLanguage(caller(request), request.body.website_id, request.body.lang),
  );
};
