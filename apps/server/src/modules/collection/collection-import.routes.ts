import {
  COLLECTIONS,
  type CollectionDefinition,
  collectionCalls,
  collectionDownloadPath,
  type FieldDef,
  ItemListQuery,
  WebsiteQuery,
} from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { XLSX_MIME } from '../../lib/files/xlsx-writer.ts';
import { addCall } from '../../lib/route.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createImportService } from './collection-import.service.ts';

/** Sends a workbook as a download (not an envelope), never cached. */
function sendWorkbook(reply: FastifyReply, fileName: string, workbook: Buffer) {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(workbook);
}

/**
 * The spreadsheet import of every collection (`/api/website/<collection>/import`), and its two
 * downloads: the import template and the export of the filtered list, both gated like the items.
 */
export const collectionImportRoutes: FastifyPluginAsync = async (app) => {
  const service = createImportService({ db: app.db, storage: app.storage });
  // Each definition types its own fields; import and export serve them all through the common shape.
  for (const definition of Object.values(COLLECTIONS) as unknown as CollectionDefinition<
    Record<string, FieldDef>
  >[]) {
    const calls = collectionCalls(definition);
    const config = { roles: [definition.roles.items] };
    addCall(app, calls.import, async (request) => {
      const { companyId, userId } = sessionOf(request);
      return service.import(definition, { companyId, userId }, request.body, requestLang(request));
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      collectionDownloadPath(definition.name, 'import-template'),
      { schema: { querystring: WebsiteQuery }, config },
      async (request, reply) => {
        const workbook = await service.template(
          definition,
          sessionOf(request).companyId,
          request.query.website_id,
        );
        return sendWorkbook(reply, `${definition.name}-import-template.xlsx`, workbook);
      },
    );
    routes.get(
      collectionDownloadPath(definition.name, 'export'),
      { schema: { querystring: ItemListQuery }, config },
      async (request, reply) => {
        const workbook = await service.export(definition, sessionOf(request).companyId, request.query);
        return sendWorkbook(reply, `${definition.name}-export.xlsx`, workbook);
      },
    );
  }
};
