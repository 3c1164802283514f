import { createServer } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { JSON_BODY_LIMIT_BYTES } from '@sitewright/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { DataDirLock } from './db/data-dir-lock.ts';
import { type Drain, drainable } from './lib/http-drain.ts';
import { createRedisLimitHealth } from './lib/redis-rate-limiter.ts';
import { REDACT_PATHS, RequestLogController } from './lib/request-log.ts';
import { type AuditPluginOptions, auditPlugin, auditRoutes } from './modules/audit/index.ts';
import { blockIpRoutes } from './modules/block-ip/index.ts';
import {
  attributeRoutes,
  collectionImportRoutes,
  collectionJobsPlugin,
  collectionRoutes,
  collectionTaxonomyRoutes,
  type RefreshSite,
  termListRoutes,
} from './modules/collection/index.ts';
import { formFileRoutes, formJobsPlugin, formRoutes } from './modules/form/index.ts';
import { geoRedirectRoutes } from './modules/geo-redirect/index.ts';
import {
  createReadiness,
  databaseCheck,
  healthRoutes,
  migrationsCheck,
  type Readiness,
  type ReadinessCheck,
  redisCheck,
} from './modules/health/index.ts';
import { countJobs, type JobsPluginOptions, jobsPlugin } from './modules/jobs/index.ts';
import { createMetrics, metricsPlugin } from './modules/metrics/index.ts';
import { mailPlugin } from './modules/mail/index.ts';
import {
  type CatalogueData,
  type CommercePluginOptions,
  commercePlugin,
  commerceRoutes,
} from './modules/commerce/index.ts';
import {
  type PaymentRoutesOptions,
  type PaymentsPluginOptions,
  paymentRoutes,
  paymentsPlugin,
} from './modules/payment/index.ts';
import { type SmsProvider, smsPlugin } from './modules/sms/index.ts';
import {
  createMemoryCodeLimiters,
  createRedisCodeLimiters,
  type CodeLimiters,
  verificationPlugin,
} from './modules/verification/index.ts';
import {
  certificateExpiryCheck,
  certificateProblem,
  createKeyVault,
  domainResolvesHere,
  type HostResolver,
  hostRoutes,
} from './modules/host/index.ts';
import { createMenuService, menuRoutes } from './modules/menu/index.ts';
import { type PageHtmlSources, pageHtmlRoutes } from './modules/page-html/index.ts';
import { mediaLibraryRoutes } from './modules/media-library/index.ts';
import { messageRoutes } from './modules/message/index.ts';
import { createPageService, pageRoutes } from './modules/page/index.ts';
import {
  createPushListener,
  type PluginPushOptions,
  pluginJobsPlugin,
  pluginRoutes,
} from './modules/plugin/index.ts';
import { createGlobalSectionService, globalSectionRoutes } from './modules/global-section/index.ts';
import { redirectRoutes } from './modules/redirect/index.ts';
import { companyRoutes } from './modules/company/index.ts';
import { teamRoutes } from './modules/team/index.ts';
import {
  createPublishService,
  databaseSiteStore,
  diskSiteStore,
  itemPreviewRoutes,
  publishRoutes,
} from './modules/publish/index.ts';
import { createSiteAdditions } from './modules/plugin/index.ts';
import {
  BASE_HEADERS,
  createMemoryFormLimiters,
  createRedisFormLimiters,
  createSiteEvents,
  type FormLimiters,
  type SiteServer,
  sitePlugin,
} from './modules/site/index.ts';
import { createTemplateService, loadTemplateAssets, templateRoutes } from './modules/template/index.ts';
import { createFontFiles, fontRoutes } from './modules/font/index.ts';
import {
  createMemoryUploadLimiters,
  createRedisUploadLimiters,
  type UploadLimiters,
  uploadRoutes,
} from './modules/upload/index.ts';
import {
  accountJobsPlugin,
  accountRoutes,
  createMemoryLoginLimiters,
  createRedisLoginLimiters,
  createSignInLinks,
  type LoginLimiters,
  userRoutes,
} from './modules/user/index.ts';
import { type RemoteFetchPolicy, ueditorRoutes } from './modules/ueditor/index.ts';
import {
  accountNotifyRoutes,
  createCheckoutEndpoint,
  createWebsiteOrderHandler,
  shopJobsPlugin,
  shopRoutes,
} from './modules/shop/index.ts';
import { createWebsiteService, websiteRoutes } from './modules/website/index.ts';
import { defaultAdminDistDir, migrationsFolder } from './paths.ts';
import QRCode from 'qrcode';
import { adminSpaPlugin } from './plugins/admin-spa.ts';
import { configPlugin } from './plugins/config.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { passwordsPlugin } from './plugins/passwords.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { storagePlugin } from './plugins/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Another server whose requests this app answers (HTTPS): it stops accepting when the app
     * closes, and the database is closed only after its requests in flight are answered.
     */
    serveAlso(server: HttpsServer): void;
  }
}

/** What the app needs beyond its configuration; tests pass their own, production passes nothing. */
export interface AppDeps {
  /** An open database. Without one, the app opens the database the config names and closes it on close. */
  database?: Database;
  /** The DATA_DIR lock, when the process already holds it; the app releases it on close. */
  dataDirLock?: DataDirLock;
  loginLimiters?: LoginLimiters;
  uploadLimiters?: UploadLimiters;
  /** Destination of the first-start banner (default: stdout). */
  print?: (text: string) => void;
  /** Destination of log lines (default: stdout). */
  logStream?: NodeJS.WritableStream;
  codeLimiters?: CodeLimiters;
  /** Limits of visitors' form submissions (tests and the benchmark bring their own). */
  formLimiters?: FormLimiters;
  /**
   * What this process does (DESIGN §8): everything (default), only the API and admin app
   * (`api`), or only background jobs (`worker`, which answers nothing but its probes and
   * /metrics). A sites-only process does not build the app at all (site-main.ts).
   */
  role?: ServerRole;
  /** Whether this process runs durable jobs (server.ts: the default process and workers), and how. */
  jobs?: JobsPluginOptions;
  /** The SMS provider (tests pass a recording one); by default the one SMS_PROVIDER names. */
  sms?: SmsProvider;
  /** DNS for publishing's "does the bound domain point here" check (tests pass their own). */
  resolver?: HostResolver;
  /** DNS and address policy of the editor's remote image capture (tests permit a local server). */
  remoteFetch?: RemoteFetchPolicy;
  /** How the audit log writes its batches and how long it keeps entries. */
  audit?: AuditPluginOptions;
  /**
   * Rebuilds a website's live site after collection items were published, unpublished or came
   * due (tests pass a recording one). Without it items change in the admin only.
   */
  refreshSite?: RefreshSite;
  /** The payment core's clock and real drivers (tests bring a fake provider). */
  payments?: PaymentsPluginOptions;
  /** What the app centre sells and its clock (tests price anything). */
  commerce?: CommercePluginOptions;
  /** The pay routes' rate limit and clock. */
  paymentRoutes?: PaymentRoutesOptions;
  /** Batch sizes, tries and clock of the plugins' search-engine pushes (tests lower them). */
  pluginPush?: PluginPushOptions;
}

export type ServerRole = 'all' | 'api' | 'worker';

/** The abuse limits (DESIGN §4): failed sign-ins, uploads and one-time codes. */
interface AbuseLimiters {
  login: LoginLimiters;
  upload: UploadLimiters;
  code: CodeLimiters;
  form: FormLimiters;
  /** Whether the shared Redis answers (readiness); absent when the limits are kept in memory. */
  redisCheck?: ReadinessCheck;
}

/**
 * In memory on one process; on Redis when REDIS_URL is set, so that several servers share the
 * counts. Redis must answer at start-up: limits silently kept per process would be weaker than
 * the operator asked for.
 */
async function abuseLimitersFor(app: FastifyInstance, config: Config): Promise<AbuseLimiters> {
  if (!config.redisUrl) {
    return {
      login: createMemoryLoginLimiters(),
      upload: createMemoryUploadLimiters(),
      code: createMemoryCodeLimiters(),
      form: createMemoryFormLimiters(),
    };
  }
  const { Redis } = await import('ioredis');
  // A command waits at most a second for Redis: a limiter then refuses or allows (see whenDown).
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    commandTimeout: 1000,
  });
  const health = createRedisLimitHealth({
    warn: (message) => app.log.warn(message),
    info: (message) => app.log.info(message),
  });
  // Without a listener ioredis reports every reconnect attempt as an unhandled error; one line per
  // outage is enough (the limiters say what they do meanwhile).
  let connectionLost = false;
  redis.on('error', (error) => {
    if (connectionLost) return;
    connectionLost = true;
    app.log.warn({ err: error }, 'lost the connection to Redis; reconnecting');
  });
  redis.on('ready', () => {
    connectionLost = false;
    health.recovered();
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect to Redis (${(error as Error).message})`);
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return {
    login: createRedisLoginLimiters(redis, undefined, health),
    upload: createRedisUploadLimiters(redis, health),
    code: createRedisCodeLimiters(redis, undefined, health),
    form: createRedisFormLimiters(redis, health),
    redisCheck: redisCheck(redis),
  };
}

/**
 * /readyz of this process: the database answers, this build's migrations are applied, storage
 * takes a write and, where this process keeps its limits there, Redis answers. Failures are
 * logged when the answer changes, never per probe.
 */
function readinessFor(app: FastifyInstance, redis?: ReadinessCheck): Readiness {
  return createReadiness({
    checks: {
      database: databaseCheck(app.db),
      migrations: migrationsCheck(app.db, migrationsFolder()),
      storage: (signal) => app.storage.check(signal),
      ...(redis ? { redis } : {}),
    },
    onChange: (report, reasons) => {
      if (report.status === 'ready') app.log.info({ checks: report.checks }, 'ready again');
      else app.log.warn({ checks: report.checks, reasons }, 'not ready');
    },
  });
}

/** The page download reads pages, menus and websites; the features stay apart and meet here. */
function pageHtmlSources(app: FastifyInstance): PageHtmlSources {
  const pages = createPageService({ db: app.db });
  const menus = createMenuService({ db: app.db });
  const websites = createWebsiteService({ db: app.db, config: app.config });
  const sections = createGlobalSectionService({ db: app.db });
  return {
    page: (companyId, pageId, uiLang) => pages.detail(companyId, pageId, uiLang),
    sections: (companyId, websiteId, lang) => sections.get(companyId, websiteId, lang),
    languages: (companyId, websiteId) => pages.languages(companyId, websiteId),
    pages: (companyId, websiteId, lang, uiLang) => pages.list(companyId, websiteId, lang, uiLang),
    menu: async (companyId, websiteId, lang) => (await menus.language(companyId, websiteId, lang, true)).data,
    website: (companyId, websiteId) => websites.info(companyId, websiteId),
  };
}

export interface AppOptions {
  config: Config;
  deps: AppDeps;
}

/**
 * The whole application as one plugin: cross-cutting plugins first (their hooks run in this
 * order), then the features. Kept apart from the Fastify instance so it can be mounted in tests,
 * in server.ts, or later under another process role.
 */
export const appPlugin = fp<AppOptions>(
  async (app, { config, deps }) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    await app.register(configPlugin, { config });
    // First, so that its response hook times every request the app answers.
    const metrics = createMetrics();
    await app.register(metricsPlugin, { metrics });
    await app.register(securityHeadersPlugin);
    await app.register(errorsPlugin);
    await app.register(fastifyCookie);
    await app.register(passwordsPlugin);
    await app.register(storagePlugin);
    await app.register(dbPlugin, {
      database: deps.database,
      dataDirLock: deps.dataDirLock,
      print: deps.print,
    });
    // Registered after the database, so that it runs before the database is closed.
    const others: Drain[] = [];
    let othersClosed: Promise<unknown> = Promise.resolve();
    app.decorate('serveAlso', (server: HttpsServer) => void others.push(drainable(server)));
    app.addHook('preClose', async () => {
      othersClosed = Promise.all(others.map((other) => other.close()));
    });
    app.addHook('onClose', async () => {
      await othersClosed;
    });
    // Mail and SMS go out through durable jobs; their handlers are registered wherever jobs run.
    await app.register(jobsPlugin, deps.jobs ?? {});
    await app.register(mailPlugin);
    await app.register(smsPlugin, deps.sms ? { provider: deps.sms } : {});
    await app.register(accountJobsPlugin);
    // Payments settle (and refund through jobs) wherever jobs run, so every role has the core.
    await app.register(paymentsPlugin, deps.payments ?? {});
    await app.register(commercePlugin, deps.commerce ?? {});
    const catalogue: CatalogueData | undefined = deps.commerce?.catalogue;
    const role = deps.role ?? 'all';
    // The embedded database's process is the only one, so its sites' files sit on disk beside it;
    // with PostgreSQL every process must see them, so they go in the database.
    const siteStore =
      config.databaseUrl || deps.database
        ? databaseSiteStore(app.db)
        : diskSiteStore(join(config.dataDir, 'sites'));
    const fontFile = createFontFiles();
    const templateAssets = loadTemplateAssets();
    // One server secret signs preview links, hashes one-time codes, encrypts certificate keys and
    // plugins' secrets, and signs the stamps and proof-of-work challenges of the sites' forms.
    const vault = createKeyVault(config, (message) => app.log.warn(message));
    // Visitors' orders on published sites settle wherever payments settle; their refunds are jobs.
    app.payments.registerOrderKind(
      'website',
      'W',
      createWebsiteOrderHandler({
        mail: app.mail,
        jobs: app.jobs,
        warn: (detail, message) => app.log.warn(detail, message),
      }),
    );
    const payDriver = () => app.payments.driver;
    await app.register(shopJobsPlugin, { secrets: vault, payments: () => app.payments });
    // One publish service per process: publishing, and the collections refreshing the live site
    // after an item is published, unpublished or comes due. A worker has no site server; its
    // refreshes reach the site servers through the database's NOTIFY.
    const publisher = createPublishService({
      db: app.db,
      config: app.config,
      events: role === 'worker' ? createSiteEvents(app.db) : { changed: (id) => app.siteEvents.changed(id) },
      store: siteStore,
      checks: {
        domainResolves: (domain) =>
          domainResolvesHere(domain, config, deps.resolver ? { resolver: deps.resolver } : {}),
        certificateProblem: (websiteId) => certificateProblem(app.db, websiteId),
      },
      templateAsset: (name) => templateAssets.get(name)?.body,
      fontFile: (name) => fontFile(name)?.body,
      // Search-engine plugins hear which addresses changed; they only enqueue their pushes.
      onPublished: createPushListener({
        db: app.db,
        jobs: app.jobs,
        ...(deps.pluginPush ? { options: deps.pluginPush } : {}),
      }),
      siteAdditions: createSiteAdditions(app.db),
      warn: (detail, message) =>
        app.log.warn(
          detail instanceof Error || typeof detail !== 'object' || detail === null ? { err: detail } : detail,
          message,
        ),
      onFinished: (observation) => metrics.observePublish(observation),
    });
    // The queue's depth is one query at scrape time, in whichever process is scraped.
    metrics.addSources({ jobs: () => countJobs(app.db) });
    const refreshSite: RefreshSite =
      deps.refreshSite ?? ((companyId, websiteId) => publisher.refresh(companyId, websiteId));
    // Scheduled items come due in whichever process runs jobs, workers included.
    await app.register(collectionJobsPlugin, { refreshSite });
    // Replies' delivery states follow their mail jobs, wherever jobs run.
    await app.register(formJobsPlugin);
    // Search-engine pushes are sent wherever jobs run.
    await app.register(pluginJobsPlugin, {
      secrets: vault,
      ...(deps.pluginPush ? { push: deps.pluginPush } : {}),
    });
    if (role === 'worker') {
      // A worker keeps no limits, so it does not depend on Redis.
      await app.register(healthRoutes, { readiness: readinessFor(app) });
      return;
    }
    // Only what the caller did not bring is made here (and connects to Redis when configured).
    const limiters =
      deps.loginLimiters && deps.uploadLimiters && deps.codeLimiters
        ? {
            login: deps.loginLimiters,
            upload: deps.uploadLimiters,
            code: deps.codeLimiters,
            form: createMemoryFormLimiters(),
          }
        : await abuseLimitersFor(app, config);
    // Visitors of published sites are answered here, before sessions, CSRF and the API.
    await app.register(sitePlugin, {
      store: siteStore,
      serveVisitors: role !== 'api',
      formLimiters: deps.formLimiters ?? limiters.form,
      secret: (purpose) => vault.sign('site-form-secret', purpose),
      checkout: createCheckoutEndpoint({
        // WeChat Native and Alipay QR answer a code to scan: drawn as SVG on our own page.
        qrSvg: (text) => QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
        db: app.db,
        secrets: vault,
        payments: () => app.payments,
        jobs: app.jobs,
        publicBaseUrl: config.publicBaseUrl,
        baseHeaders: BASE_HEADERS,
        warn: (detail, message) => app.log.warn(detail, message),
      }),
    });
    await app.register(csrfPlugin);
    await app.register(sessionPlugin);
    // Before every route: one hook records each call that changes something, whatever its module.
    await app.register(auditPlugin, deps.audit ?? {});

    // Redis holds the sign-in limits of the back office, which refuse while it is away; a process
    // that also serves published sites (role all) stays ready for them, as their limits fail open.
    await app.register(healthRoutes, {
      readiness: readinessFor(app, role === 'api' ? limiters.redisCheck : undefined),
    });
    if (role !== 'api') {
      metrics.addSources({
        siteCache: () => {
          const stats = app.site.stats();
          return {
            hits: stats.hits,
            misses: stats.misses,
            cachedFiles: stats.cachedFiles,
            cachedBytes: stats.cachedBytes,
          };
        },
      });
    }
    await app.register(verificationPlugin, {
      limiters: deps.codeLimiters ?? limiters.code,
      hash: (material) => vault.sign(material, 'verification-code'),
    });
    // One-time sign-in links: issued by invitations (and later the app centre), redeemed at /auth-redirect.
    const signInLinks = createSignInLinks(app.db);
    await app.register(userRoutes, { limiters: deps.loginLimiters ?? limiters.login, signInLinks });
    await app.register(accountRoutes, { limiters: deps.codeLimiters ?? limiters.code });
    // A website created from a template gets its pages in the transaction that creates it.
    const templates = createTemplateService({
      db: app.db,
      currency: config.payments.platform.currency,
      ...(catalogue ? { catalogue } : {}),
    });
    await app.register(websiteRoutes, { fillFromTemplate: templates.fillNewWebsite });
    await app.register(pageRoutes);
    await app.register(globalSectionRoutes);
    await app.register(menuRoutes);
    await app.register(collectionTaxonomyRoutes);
    await app.register(termListRoutes);
    await app.register(collectionImportRoutes);
    await app.register(attributeRoutes);
    await app.register(pageHtmlRoutes, {
      sources: pageHtmlSources(app),
      sign: (message) => vault.sign(message, 'preview-link'),
    });
    await app.register(messageRoutes);
    await app.register(teamRoutes, { signInLinks });
    await app.register(auditRoutes);
    await app.register(formRoutes);
    await app.register(formFileRoutes);
    await app.register(blockIpRoutes);
    await app.register(geoRedirectRoutes);
    await app.register(templateRoutes, { ...(catalogue ? { catalogue } : {}), refreshSite });
    await app.register(fontRoutes, { fontFile });
    await app.register(publishRoutes, { service: publisher });
    await app.register(itemPreviewRoutes, {
      service: publisher,
      sign: (message) => vault.sign(message, 'preview-link'),
    });
    const announce = (websiteId: number) => {
      app.siteEvents
        .changed(websiteId)
        .catch((error) => app.log.warn({ err: error }, 'could not announce a site change'));
    };
    await app.register(redirectRoutes, { onChange: announce });
    await app.register(collectionRoutes, { refreshSite });
    await app.register(mediaLibraryRoutes);
    const uploadLimiters = deps.uploadLimiters ?? limiters.upload;
    await app.register(uploadRoutes, { limiters: uploadLimiters });
    await app.register(pluginRoutes, { secrets: vault, ...(catalogue ? { catalogue } : {}) });
    await app.register(shopRoutes, { secrets: vault, driver: payDriver, refreshSite });
    await app.register(accountNotifyRoutes, {
      secrets: vault,
      driver: payDriver,
      receive: (driver, notification) => app.payments.receive(driver, notification),
    });
    await app.register(paymentRoutes, deps.paymentRoutes ?? {});
    await app.register(commerceRoutes, { service: app.commerce });
    await app.register(companyRoutes);
    await app.register(hostRoutes, { vault, onHostChange: (change) => announce(change.websiteId) });
    // Operators hear of certificates about to expire in the message centre.
    await app.register(certificateExpiryCheck);
    await app.register(ueditorRoutes, {
      limiters: uploadLimiters,
      ...(deps.remoteFetch ? { remote: deps.remoteFetch } : {}),
    });
    await app.register(adminSpaPlugin, {
      distDir: config.adminDistDir ?? defaultAdminDistDir(),
      canonical: { origin: config.publicBaseUrl, configured: config.publicBaseUrlConfigured },
    });
  },
  { name: 'sitewright-app' },
);

/** Builds a ready-to-listen (or ready-to-inject) server for a configuration. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  // Visitors' requests skip Fastify altogether (no routing, hooks or request objects): the
  // site server answers them straight from the HTTP server. Injected requests take the hook.
  const gateway: { site?: SiteServer; drain?: Drain } = {};
  const app = Fastify({
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        const site = gateway.site;
        if (site) {
          const host = site.host(request);
          if (site.claims(host)) return site.handle(request, response, host);
        }
        handler(request, response);
      });
      gateway.drain = drainable(server);
      return server;
    },
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    logController: new RequestLogController(),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // The db plugin applies migrations and may wait for another server's migration (advisory
    // lock); on a busy machine or a large database that outlasts Fastify's 10-second default.
    pluginTimeout: 0,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? // Fastify accepts a hop count at run time but its types do not; this is the same rule.
          (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
  // Fastify closes idle connections itself, but not one whose request is still running.
  app.addHook('preClose', async () => gateway.drain?.start());
  try {
    await app.register(appPlugin, { config, deps });
    await app.ready();
    const role = deps.role ?? 'all';
    if (role !== 'api' && role !== 'worker') gateway.site = app.site;
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
