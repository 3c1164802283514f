import { type CompanyInfo, errors, ROLES } from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, call, send, setupApiTest, signInDemoOperator } from '../../../test/helper.ts';
import { auditLog, companies, companyOrders } from '../../db/schema.ts';

const t = setupApiTest({ rival: true, dataDir: 'sw-company-' });

const INFO = '/api/website/company/info';
const receipt = (id: number, token = t.admin, lang = 'en') =>
  call(t.app, token, 'GET', `/api/website/company-order/receipt?id=${id}`, {
    headers: { 'accept-language': lang },
  });

async function companyId(code: string): Promise<number> {
  const [row] = await t.app.db.select({ id: companies.id }).from(companies).where(eq(companies.code, code));
  return row?.id as number;
}

let serial = 0;
async function order(code: string, status: string, itemName = 'Google indexing'): Promise<number> {
  serial += 1;
  const [row] = await t.app.db
    .insert(companyOrders)
    .values({
      companyId: await companyId(code),
      number: `C20261128-${String(serial).padStart(6, '0')}`,
      kind: 'plugin',
      itemKey: 'google-indexing',
      itemName,
      amount: 1990,
      currency: 'USD',
      status,
      provider: 'sandbox',
      userId: 1,
      userName: 'admin',
      expiresAt: new Date(Date.now() + 30 * 60_000),
      paidAt: status === 'paid' ? new Date('2026-11-28T10:20:00Z') : null,
    })
    .returning({ id: companyOrders.id });
  return row?.id as number;
}

async function pdfText(payload: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(payload), { mergePages: true });
  return text;
}

describe('company information', () => {
  let operator: string;
  beforeAll(async () => {
    operator = await signInDemoOperator(t.app, 'clerk', [ROLES.orderIndex]);
  });

  it('shows the company with an empty profile before any save, to every operator', async () => {
    const info = body<CompanyInfo>(await send(t.app, operator, 'GET', INFO));
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({ code: 'demo', logo: '', contact_name: '', tax_id: '' });
    expect(info.data.sub_account_suffix).toContain('demo');
  });

  it('saves name and profile for an administrator, and records the change in the audit log', async () => {
    const saved = body<CompanyInfo>(
      await send(t.app, t.admin, 'POST', INFO, {
        name: '  Demo Trading Ltd ',
        contact_name: 'Ada',
        phone: '+44 117 496 0000',
        email: 'Billing@Demo.Example',
        address: '1 Quay St, Bristol',
        tax_id: 'GB123456789',
      }),
    );
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ name: 'Demo Trading Ltd', email: 'billing@demo.example', logo: '' });
    const again = body<CompanyInfo>(await send(t.app, operator, 'GET', INFO));
    expect(again.data).toMatchObject({ name: 'Demo Trading Ltd', tax_id: 'GB123456789' });
    await t.app.audit.flush();
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.path, INFO));
    expect(entries.some((e) => e.outcome === 'ok')).toBe(true);
  });

  it('refuses a save by an operator who is not a company administrator, in their language', async () => {
    const refused = await send(
      t.app,
      operator,
      'POST',
      INFO,
      { name: 'Hijacked' },
      { 'accept-language': 'zh' },
    );
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({
      code: errors.COMPANY_ADMIN_ONLY.code,
      message: errors.COMPANY_ADMIN_ONLY.zh,
    });
    expect(body<CompanyInfo>(await send(t.app, operator, 'GET', INFO)).data.name).toBe('Demo Trading Ltd');
  });

  it('refuses an empty name, a bad e-mail, a logo outside the media library and an unknown library file', async () => {
    expect(body(await send(t.app, t.admin, 'POST', INFO, { name: ' ' })).code).not.toBe(0);
    expect(body(await send(t.app, t.admin, 'POST', INFO, { name: 'Demo', email: 'nope' })).code).not.toBe(0);
    expect(
      body(await send(t.app, t.admin, 'POST', INFO, { name: 'Demo', logo: 'https://evil.example/x.png' }))
        .code,
    ).not.toBe(0);
    const unknown = await send(t.app, t.admin, 'POST', INFO, {
      name: 'Demo',
      logo: `/files/${'a'.repeat(64)}.png`,
    });
    expect(body(unknown).code).toBe(errors.COMPANY_LOGO_UNKNOWN.code);
  });
});

describe('order receipts', { timeout: 120_000 }, () => {
  it('downloads a paid order as an A4 PDF naming the order, the company and the seller', async () => {
    const id = await order('demo', 'paid');
    const answer = await receipt(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="receipt-C20261128-\d{6}\.pdf"$/,
    );
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(answer.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = await pdfText(answer.rawPayload);
    const [number] = /C20261128-\d{6}/.exec(String(answer.headers['content-disposition'])) ?? [];
    expect(text).toContain(number);
    expect(text).toContain('Demo Trading Ltd');
    expect(text).toContain('GB123456789');
    expect(text).toContain('Sitewright');
    expect(text).toContain('$19.90');
    expect(text).toContain('2026-11-28 10:20');
  });

  it('sets a Chinese company name and the Chinese words when the operator reads Chinese', async () => {
    await send(t.app, t.admin, 'POST', INFO, { name: '深圳示例科技有限公司', tax_id: '91440300MA5XXXXXXX' });
    const answer = await receipt(await order('demo', 'paid', '谷歌收录'), t.admin, 'zh-CN,zh;q=0.9');
    expect(answer.statusCode).toBe(200);
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('深圳示例科技有限公司');
    expect(text).toContain('收据');
    expect(text).toContain('谷歌收录');
    expect(text).toContain('已支付');
  });

  it('has no receipt for an order that is not paid', async () => {
    const answer = await receipt(await order('demo', 'pending'));
    expect(answer.statusCode).toBe(409);
    expect(body(answer)).toMatchObject({ code: errors.RECEIPT_UNAVAILABLE.code });
    expect(body(answer).message).toContain('pending');
  });

  it("never shows another company's order", async () => {
    const theirs = await order('rival', 'paid');
    const answer = await receipt(theirs);
    expect(body(answer).code).toBe(errors.ILLEGAL_OPERATION.code);
    expect(answer.headers['content-type']).not.toBe('application/pdf');
  });

  it('needs the order-management role', async () => {
    const writer = await signInDemoOperator(t.app, 'writer', [ROLES.pageSet]);
    const answer = await receipt(await order('demo', 'paid'), writer);
    expect(body(answer).code).toBe(errors.ROLE_REQUIRED.code);
  });
});
