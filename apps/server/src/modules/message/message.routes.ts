import { userCalls } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import { countMessages } from './message.repository.ts';

/** The message bell. Counting has no rules of its own, so the route reads the repository directly. */
export const messageRoutes: FastifyPluginAsync = async (app) => {
  addCall(app, userCalls.messageCount, async (request) => {
    const session = sessionOf(request);
    return countMessages(app.db, session.companyId, session.userId);
  });
};
