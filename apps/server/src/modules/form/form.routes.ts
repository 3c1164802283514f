import { userCalls } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import { countUnreadRecords } from './form.repository.ts';

/** The inquiry centre badge. */
export const formRoutes: FastifyPluginAsync = async (app) => {
  addCall(app, userCalls.formUnreadCount, async (request) => ({
    not_read_count: await countUnreadRecords(app.db, sessionOf(request).companyId),
  }));
};
