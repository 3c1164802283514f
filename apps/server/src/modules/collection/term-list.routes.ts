import { COLLECTIONS, type CollectionDefinition, type FieldDef, termListCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createTermListService } from './term-list.service.ts';

/** The term lists of every collection that declares some (`/api/website/<collection>/<list>`). */
export const termListRoutes: FastifyPluginAsync = async (app) => {
  const service = createTermListService({ db: app.db });
  const company = (request: FastifyRequest) => sessionOf(request).companyId;
  for (const definition of Object.values(COLLECTIONS) as unknown as CollectionDefinition<
    Record<string, FieldDef>
  >[]) {
    for (const key of Object.keys(definition.lists ?? {})) {
      const calls = termListCalls(definition, key);
      addCall(app, calls.list, async (request) =>
        service.list(definition, key, company(request), request.query),
      );
      addCall(app, calls.save, async (request) =>
        service.save(definition, key, company(request), request.body),
      );
      addCall(app, calls.del, async (request) =>
        service.del(definition, key, company(request), request.body),
      );
    }
  }
};
