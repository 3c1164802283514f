import { COMPANY_ORDER_RECEIPT_PATH, CompanyOrderQuery, companyInfoCalls, ROLES } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addCall } from '../../lib/route.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createCompanyService } from './company.service.ts';

/** Company information (GET for every operator, POST for administrators) and order receipts. */
export const companyRoutes: FastifyPluginAsync = async (app) => {
  const service = createCompanyService({ db: app.db, config: app.config, storage: app.storage });

  addCall(app, companyInfoCalls.info, async (request) => service.info(sessionOf(request).companyId));
  addCall(app, companyInfoCalls.save, async (request) => {
    const { companyId, userId } = sessionOf(request);
    return service.save({ companyId, userId }, request.body);
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      COMPANY_ORDER_RECEIPT_PATH,
      { schema: { querystring: CompanyOrderQuery }, config: { roles: [ROLES.orderIndex] } },
      async (request, reply) => {
        const { number, pdf } = await service.receipt(
          sessionOf(request).companyId,
          request.query.id,
          requestLang(request),
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="receipt-${number}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
};
