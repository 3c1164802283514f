import type { FormUnreadCount } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { body, call, createCompany, loginAdmin, setupApiTest } from '../../../test/helper.ts';
import { formRecords, websites } from '../../db/schema.ts';

const t = setupApiTest();

const url = '/api/form/record/company/not-read-count';

describe('GET /api/form/record/company/not-read-count', () => {
  it('answers zero while no inquiry has arrived', async () => {
    const { token } = await loginAdmin(t.app);
    expect(body(await call(t.app, token, 'GET', url))).toEqual({
      code: 0,
      message: 'OK',
      data: { not_read_count: 0 },
    });
  });

  it('counts the company’s unread inquiries on its live websites', async () => {
    const { token, response } = await loginAdmin(t.app);
    const companyId = body<{ company: { id: number } }>(response).data.company.id;
    const [live] = await t.app.db
      .insert(websites)
      .values({ companyId, name: 'Live', slug: 'form-live', flagCode: 'US', defaultLanguage: 'en' })
      .returning();
    const [deleted] = await t.app.db
      .insert(websites)
      .values({
        companyId,
        name: 'Deleted',
        slug: 'form-deleted',
        flagCode: 'US',
        defaultLanguage: 'en',
        deletedAt: new Date(),
      })
      .returning();
    const other = await createCompany(t.app, 'form-other');
    const [theirs] = await t.app.db
      .insert(websites)
      .values({
        companyId: other,
        name: 'Theirs',
        slug: 'form-theirs',
        flagCode: 'US',
        defaultLanguage: 'en',
      })
      .returning();
    if (!live || !deleted || !theirs) throw new Error('setup failed');
    await t.app.db.insert(formRecords).values([
      { companyId, websiteId: live.id, formId: 1 },
      { companyId, websiteId: live.id, formId: 1 },
      { companyId, websiteId: live.id, formId: 2, isRead: true },
      { companyId, websiteId: deleted.id, formId: 1 },
      { companyId: other, websiteId: theirs.id, formId: 1 },
    ]);
    // The admin app sends a query string; it does not change the company-wide count.
    const counts = body<FormUnreadCount>(
      await call(t.app, token, 'GET', `${url}?website_id=${live.id}`),
    ).data;
    expect(counts).toEqual({ not_read_count: 2 });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
  });
});
