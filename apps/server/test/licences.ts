import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies, companyLicences, companyOrders } from '../src/db/schema.ts';

/**
 * Gives a company a paid item, as a paid app-centre order would (tests that use a priced plugin
 * or template without buying it first). Answers the licence's order id.
 */
export async function grantLicence(
  app: FastifyInstance,
  kind: 'template' | 'plugin',
  key: string,
  companyCode = 'demo',
): Promise<number> {
  const [company] = await app.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.code, companyCode));
  if (!company) throw new Error(`no company ${companyCode}`);
  const now = new Date();
  const [order] = await app.db
    .insert(companyOrders)
    .values({
      companyId: company.id,
      number: `CTEST-${company.id}-${kind}-${key}`,
      kind,
      itemKey: key,
      itemName: key,
      amount: 100,
      currency: 'USD',
      status: 'paid',
      provider: 'sandbox',
      userId: 0,
      userName: 'test',
      expiresAt: now,
      paidAt: now,
    })
    .returning({ id: companyOrders.id });
  if (!order) throw new Error('the order was not stored');
  await app.db
    .insert(companyLicences)
    .values({ companyId: company.id, kind, itemKey: key, orderId: order.id })
    .onConflictDoNothing();
  return order.id;
}
