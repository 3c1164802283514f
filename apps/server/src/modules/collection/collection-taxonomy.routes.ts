import { COLLECTIONS, type CollectionDefinition, collectionCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createTaxonomyService } from './collection-taxonomy.service.ts';

/** Categories and tags of every collection (`/api/website/<collection>/type`, `…/tag`), one set of handlers for all. */
export const collectionTaxonomyRoutes: FastifyPluginAsync = async (app) => {
  const service = createTaxonomyService({ db: app.db });
  const company = (request: FastifyRequest) => sessionOf(request).companyId;

  // Categories and tags do not depend on a definition's own fields; `imageField` (a key of them)
  // keeps TypeScript from widening a definition to the general type without this cast.
  for (const definition of Object.values(COLLECTIONS) as unknown as CollectionDefinition[]) {
    const calls = collectionCalls(definition);
    addCall(app, calls.types, async (request) =>
      service.categories(definition, company(request), request.query.website_id),
    );
    addCall(app, calls.typeSave, async (request) =>
      service.saveCategory(definition, company(request), request.body),
    );
    addCall(app, calls.typeDel, async (request) =>
      service.deleteCategory(definition, company(request), request.body),
    );
    addCall(app, calls.typeOrder, async (request) =>
      service.orderCategories(definition, company(request), request.body),
    );
    addCall(app, calls.tags, async (request) => service.tags(definition, company(request), request.query));
    addCall(app, calls.tagSave, async (request) =>
      service.saveTag(definition, company(request), request.body),
    );
    addCall(app, calls.tagDel, async (request) =>
      service.deleteTag(definition, company(request), request.body),
    );
    addCall(app, calls.tagMerge, async (request) =>
      service.mergeTags(definition, company(request), request.body),
    );
  }
};
