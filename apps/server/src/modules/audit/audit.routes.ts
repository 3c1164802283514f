import { auditCalls } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { scopeOf } from '../../lib/tenancy.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createAuditService } from './audit.service.ts';

/** The audit log screen's calls (administrators only, by the contract's roles). */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const service = createAuditService({ db: app.db });
  addCall(app, auditCalls.list, async (request) => service.list(scopeOf(sessionOf(request)), request.query));
  addCall(app, auditCalls.export, async (request) =>
    service.exportCsv(scopeOf(sessionOf(request)), request.query, requestLang(request)),
  );
};
