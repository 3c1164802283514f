import {
  PAY_ACCOUNT_NOTIFY_PATH,
  type PayProvider,
  paySetCalls,
  websitePayCalls,
} from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { addCall } from '../../lib/route.ts';
import type { IncomingNotification, PaymentDriver } from '../../lib/payments/types.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { notOwned } from '../../lib/tenancy.ts';
import { createPayAccountService, credentialsOf, type DriverFor, type SecretBox } from './pay-accounts.ts';
import { payAccounts } from './shop.schema.ts';
import { createWebsitePayService } from './website-pay.ts';

export interface ShopRoutesOptions {
  /** Encrypts the accounts' credentials (the key vault). */
  secrets: SecretBox;
  /** The payment core's driver factory (app.payments.driver). */
  driver: () => DriverFor;
  /**
   * Renders a live website again without taking its pages (the publish service's refresh), so
   * product pages gain or lose their Buy form as soon as the website's payment settings change.
   */
  refreshSite?: (companyId: number, websiteId: number) => Promise<number>;
}

/** The company's payment accounts and each website's payment settings and orders. */
export const shopRoutes: FastifyPluginAsync<ShopRoutesOptions> = async (app, options) => {
  const accounts = createPayAccountService({
    db: app.db,
    secrets: options.secrets,
    publicBaseUrl: app.config.publicBaseUrl,
    driver: options.driver,
  });
  const websitePay = createWebsitePayService({ db: app.db });
  const company = (request: FastifyRequest) => sessionOf(request).companyId;

  addCall(app, paySetCalls.list, async (request) => accounts.list(company(request)));
  addCall(app, paySetCalls.add, async (request) => accounts.add(company(request), request.body));
  addCall(app, paySetCalls.del, async (request) => accounts.del(company(request), request.query.id));
  addCall(app, paySetCalls.test, async (request) =>
    accounts.test(company(request), request.body.id, requestLang(request)),
  );
  addCall(app, websitePayCalls.info, async (request) =>
    websitePay.info(company(request), request.query.website_id),
  );
  addCall(app, websitePayCalls.save, async (request) => {
    const saved = await websitePay.save(company(request), request.body);
    try {
      await options.refreshSite?.(company(request), saved.website_id);
    } catch (error) {
      // The settings are kept; the website's next publish shows them.
      request.log.warn({ err: error, websiteId: saved.website_id }, 'the live site was not refreshed');
    }
    return saved;
  });
  addCall(app, websitePayCalls.accounts, async (request) => websitePay.accounts(company(request)));
  addCall(app, websitePayCalls.orders, async (request) => websitePay.orders(company(request), request.query));
};

export interface AccountNotifyOptions {
  secrets: SecretBox;
  driver: () => DriverFor;
  /** app.payments.receive: verifies, records once and settles. */
  receive: (
    driver: PaymentDriver,
    notification: IncomingNotification,
  ) => Promise<{ status: number; contentType: string; body: string }>;
}

/**
 * Providers' notifications for a company's own account, on the API host. The body is kept as
 * bytes, because signatures cover them.
 */
export const accountNotifyRoutes: FastifyPluginAsync<AccountNotifyOptions> = async (app, options) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.post<{ Params: { accountId: string } }>(
    PAY_ACCOUNT_NOTIFY_PATH,
    // From the provider: no session, no cookie, and its bytes are no operator's change to audit.
    { config: { public: true, cookieless: true, audit: false } },
    async (request, reply) => {
      const id = Number(request.params.accountId);
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notOwned();
      const [account] = await app.db.select().from(payAccounts).where(eq(payAccounts.id, id)).limit(1);
      if (!account) notOwned();
      const driver = options.driver()(
        account.provider as PayProvider,
        await credentialsOf(options.secrets, account),
        {
          payAccountId: account.id,
        },
      );
      const answer = await options.receive(driver, {
        headers: request.headers,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        query: request.query as Record<string, string>,
      });
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    },
  );
};
