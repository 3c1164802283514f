import type { MessageCount } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import {
  body,
  call,
  createCompany,
  createUser,
  login,
  loginAdmin,
  setupApiTest,
} from '../../../test/helper.ts';
import { messages } from '../../db/schema.ts';

const t = setupApiTest();

describe('GET /api/website/message-count', () => {
  it('answers zero counts while there are no messages', async () => {
    const { token } = await loginAdmin(t.app);
    const response = await call(t.app, token, 'GET', '/api/website/message-count');
    expect(body(response)).toEqual({ code: 0, message: 'OK', data: { is_read_count: 0, not_read_count: 0 } });
  });

  it('counts the caller’s own read and unread messages only', async () => {
    const { token, response } = await loginAdmin(t.app);
    const admin = body<{ id: number; company: { id: number } }>(response).data;
    const otherCompany = await createCompany(t.app, 'msg-other');
    const otherUser = await createUser(t.app, {
      companyId: otherCompany,
      userName: 'u',
      password: 'other-password',
    });
    await t.app.db.insert(messages).values([
      { companyId: admin.company.id, userId: admin.id, title: 'a', isRead: true },
      { companyId: admin.company.id, userId: admin.id, title: 'b' },
      { companyId: admin.company.id, userId: admin.id, title: 'c' },
      { companyId: otherCompany, userId: otherUser, title: 'not mine' },
    ]);
    const counts = body<MessageCount>(await call(t.app, token, 'GET', '/api/website/message-count')).data;
    expect(counts).toEqual({ is_read_count: 1, not_read_count: 2 });

    const other = (await login(t.app, { companyId: 'msg-other', username: 'u', password: 'other-password' }))
      .token;
    const theirs = body<MessageCount>(await call(t.app, other, 'GET', '/api/website/message-count')).data;
    expect(theirs).toEqual({ is_read_count: 0, not_read_count: 1 });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/website/message-count' });
    expect(response.statusCode).toBe(401);
  });
});
