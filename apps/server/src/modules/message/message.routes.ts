import { messageCalls, userCalls } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { countMessages } from './message.repository.ts';
import { deleteOwnMessages, messageList, setMessagesRead } from './message.service.ts';

/** The message bell and the message centre: each operator reads and clears their own messages. */
export const messageRoutes: FastifyPluginAsync = async (app) => {
  const readerOf = (request: Parameters<typeof sessionOf>[0]) => {
    const session = sessionOf(request);
    return { companyId: session.companyId, userId: session.userId };
  };
  addCall(app, userCalls.messageCount, async (request) => {
    const reader = readerOf(request);
    return countMessages(app.db, reader.companyId, reader.userId);
  });
  addCall(app, messageCalls.list, async (request) =>
    messageList(app.db, readerOf(request), request.query, requestLang(request)),
  );
  addCall(app, messageCalls.setIsRead, async (request) => ({
    count: await setMessagesRead(app.db, readerOf(request), request.body),
  }));
  addCall(app, messageCalls.del, async (request) => ({
    count: await deleteOwnMessages(app.db, readerOf(request), request.query.ids),
  }));
};
