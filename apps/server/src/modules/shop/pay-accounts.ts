import {
  type AddPaySetBody,
  type Lang,
  PROVIDER_CURRENCIES,
  PROVIDER_FIELDS,
  type PayAccount,
  type PayAccountList,
  type PayAccountTest,
  type PayProvider,
  payProviderNames,
} from '@sitewright/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentDriver } from '../../lib/payments/types.ts';
import { PaymentProviderError } from '../../lib/payments/types.ts';
import { notOwned } from '../../lib/tenancy.ts';
import { payAccounts, websitePayRoutes } from './shop.schema.ts';

/** Encrypts and decrypts accounts' credentials (the key vault). */
export interface SecretBox {
  encrypt(plain: string, context: string): Promise<string>;
  decrypt(stored: string, context: string): Promise<string>;
}

/** Makes a driver for an account's provider and decrypted credentials (app.payments.driver). */
export type DriverFor = (
  provider: PayProvider,
  credentials: Record<string, string>,
  scope: { payAccountId: number | null },
) => PaymentDriver;

export type PayAccountRow = typeof payAccounts.$inferSelect;

/**
 * What an account's credentials are bound to: the company and the row. Credentials copied onto
 * another row do not decrypt there.
 */
export const credentialContext = (companyId: number, accountId: number) =>
  `pay-account:${companyId}:${accountId}`;

/** Where a provider posts the notifications of one account (served on the API host). */
export const accountNotifyUrl = (publicBaseUrl: string, accountId: number) =>
  `${publicBaseUrl.replace(/\/$/, '')}/api/pay/account-notify/${accountId}`;

/** Secret fields as the last four characters behind dots; the others as saved. */
export function hintsOf(provider: PayProvider, credentials: Record<string, string>): Record<string, string> {
  const hints: Record<string, string> = {};
  for (const field of PROVIDER_FIELDS[provider]) {
    const value = credentials[field.key];
    if (value === undefined) continue;
    hints[field.key] = field.secret ? `••••${value.slice(-4)}` : value;
  }
  return hints;
}

/** The company's live account, or 1105 (another company's, deleted or unknown). */
export async function requireAccount(
  db: Db,
  companyId: number,
  accountId: number,
  options: { lock?: boolean } = {},
): Promise<PayAccountRow> {
  const query = db
    .select()
    .from(payAccounts)
    .where(
      and(eq(payAccounts.id, accountId), eq(payAccounts.companyId, companyId), isNull(payAccounts.deletedAt)),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? notOwned();
}

/** The stored credentials of an account, decrypted (never leave the server). */
export async function credentialsOf(secrets: SecretBox, row: PayAccountRow): Promise<Record<string, string>> {
  const plain = await secrets.decrypt(row.credentials, credentialContext(row.companyId, row.id));
  return JSON.parse(plain) as Record<string, string>;
}

/** The company's payment accounts (/pay/pay-set): list, add or edit, delete, test. */
export function createPayAccountService(deps: {
  db: Db;
  secrets: SecretBox;
  publicBaseUrl: string;
  driver: () => DriverFor;
}) {
  const { db } = deps;

  async function usage(companyId: number): Promise<Map<number, number>> {
    const rows = await db
      .select({ id: websitePayRoutes.payAccountId, n: count() })
      .from(websitePayRoutes)
      .where(eq(websitePayRoutes.companyId, companyId))
      .groupBy(websitePayRoutes.payAccountId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  function view(row: PayAccountRow, websiteCount: number): PayAccount {
    return {
      id: row.id,
      name: row.name,
      provider: row.provider as PayProvider,
      currency: row.currency as PayAccount['currency'],
      credential_hints: row.hints,
      notify_url: accountNotifyUrl(deps.publicBaseUrl, row.id),
      website_count: websiteCount,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  return {
    async list(companyId: number): Promise<PayAccountList> {
      const rows = await db
        .select()
        .from(payAccounts)
        .where(and(eq(payAccounts.companyId, companyId), isNull(payAccounts.deletedAt)))
        .orderBy(payAccounts.id);
      const used = await usage(companyId);
      return { list: rows.map((row) => view(row, used.get(row.id) ?? 0)) };
    },

    async add(companyId: number, body: z.output<typeof AddPaySetBody>): Promise<PayAccount> {
      if (!PROVIDER_CURRENCIES[body.provider].includes(body.currency)) {
        throw new AppError('PAY_CURRENCY_UNSUPPORTED', {
          data: { provider: payProviderNames[body.provider].en, currency: body.currency },
        });
      }
      const credentials = body.credentials as Record<string, string> | undefined;
      const row = await db.transaction(async (tx) => {
        if (body.id === undefined) {
          if (!credentials) throw new AppError('PAY_CREDENTIALS_REQUIRED');
          const [created] = await tx
            .insert(payAccounts)
            .values({
              companyId,
              name: body.name,
              provider: body.provider,
              currency: body.currency,
              credentials: '',
              hints: hintsOf(body.provider, credentials),
            })
            .returning();
          if (!created) throw new Error('the account was not written');
          const sealed = await deps.secrets.encrypt(
            JSON.stringify(credentials),
            credentialContext(companyId, created.id),
          );
          const [saved] = await tx
            .update(payAccounts)
            .set({ credentials: sealed })
            .where(eq(payAccounts.id, created.id))
            .returning();
          if (!saved) throw new Error('the account was not written');
          return saved;
        }
        const before = await requireAccount(tx as unknown as Db, companyId, body.id, { lock: true });
        // Another provider needs its own credentials: the stored ones are another provider's.
        if (!credentials && before.provider !== body.provider) throw new AppError('PAY_CREDENTIALS_REQUIRED');
        const [inUse] = await tx
          .select({ n: count() })
          .from(websitePayRoutes)
          .where(
            and(eq(websitePayRoutes.payAccountId, before.id), eq(websitePayRoutes.companyId, companyId)),
          );
        // A route takes payments in the account's currency: changing it under a website would break the rule.
        if (Number(inUse?.n ?? 0) > 0 && before.currency !== body.currency) {
          throw new AppError('PAY_ACCOUNT_IN_USE', { data: { count: Number(inUse?.n ?? 0) } });
        }
        const [saved] = await tx
          .update(payAccounts)
          .set({
            name: body.name,
            provider: body.provider,
            currency: body.currency,
            ...(credentials
              ? {
                  credentials: await deps.secrets.encrypt(
                    JSON.stringify(credentials),
                    credentialContext(companyId, before.id),
                  ),
                  hints: hintsOf(body.provider, credentials),
                }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(payAccounts.id, before.id))
          .returning();
        if (!saved) throw new Error('the account was not written');
        return saved;
      });
      const used = await usage(companyId);
      return view(row, used.get(row.id) ?? 0);
    },

    async del(companyId: number, accountId: number): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const row = await requireAccount(tx as unknown as Db, companyId, accountId, { lock: true });
        const [inUse] = await tx
          .select({ n: count() })
          .from(websitePayRoutes)
          .where(eq(websitePayRoutes.payAccountId, row.id));
        const n = Number(inUse?.n ?? 0);
        if (n > 0) throw new AppError('PAY_ACCOUNT_IN_USE', { data: { count: n } });
        await tx.update(payAccounts).set({ deletedAt: new Date() }).where(eq(payAccounts.id, row.id));
        return { id: row.id };
      });
    },

    /** Reaches the provider with the account's credentials; answers in words, never with a 5xx. */
    async test(companyId: number, accountId: number, lang: Lang): Promise<PayAccountTest> {
      const row = await requireAccount(db, companyId, accountId);
      try {
        const driver = deps.driver()(row.provider as PayProvider, await credentialsOf(deps.secrets, row), {
          payAccountId: row.id,
        });
        await driver.test();
        return { ok: true, message: lang === 'zh' ? '连接成功' : 'Connected' };
      } catch (error) {
        const name = payProviderNames[row.provider as PayProvider]?.[lang] ?? row.provider;
        if (error instanceof PaymentProviderError && error.reason === 'refused') {
          return {
            ok: false,
            message:
              lang === 'zh' ? `${name}拒绝了请求：${error.detail}` : `${name} refused: ${error.detail}`,
          };
        }
        return {
          ok: false,
          message: lang === 'zh' ? `无法连接${name}` : `${name} could not be reached`,
        };
      }
    },
  };
}
