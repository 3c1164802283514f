import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { createSiteEvents, SITE_CHANNEL, type SiteEvents } from './site-events.ts';
import type { SiteStore } from '../publish/index.ts';
import { createSiteRulesSource } from './site-rules.ts';
import { createSiteServer, type SiteEndpoint, type SiteServer } from './site-server.ts';
import { createMediaFileServer, uploadTempRoot } from '../upload/index.ts';
import { createMemoryFormLimiters, type FormLimiters } from './form-limits.ts';
import { BASE_HEADERS } from './site-server.ts';
import { createFormEndpoint } from './site-forms.ts';

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteServer;
    siteEvents: SiteEvents;
  }
}

export interface SitePluginOptions {
  /** Where published versions' files live (shared with publishing). */
  store: SiteStore;
  /** False in an API-only process: publishing still announces changes, but no visitor is served here. */
  serveVisitors?: boolean;
  /** Limits of visitors' form submissions (in memory unless the app brings shared ones). */
  formLimiters?: FormLimiters;
  /** A secret for one purpose, derived from the server's key (form stamps, proof-of-work challenges). */
  secret?: (purpose: string) => Promise<string>;
  /** The shop's checkout on product pages (composed in app.ts). */
  checkout?: SiteEndpoint;
}

/**
 * Visitors' requests are answered before the back office sees them: a request whose Host is a
 * site host is handed to the site server and never reaches the API or the admin app. server.ts
 * takes the same turn before Fastify even builds a request, which is the fast path; this hook
 * covers everything else (injected requests, any other server handing requests to Fastify).
 */
export const sitePlugin = fp<SitePluginOptions>(
  async (app, options) => {
    const events = createSiteEvents(app.db);
    const unlisten = await app.listenDb(SITE_CHANNEL, (payload) => events.receive(payload), {
      onReconnect: () => {
        app.log.warn('the database connection for site changes is back; cached sites are read afresh');
        events.missed();
      },
    });
    // Blocked IPs, page redirects and geo rules of each website, with batched hit counts.
    const rules = createSiteRulesSource(app.db, {
      siteDomainSuffix: app.config.siteDomainSuffix,
      onError: (error) => app.log.warn({ err: error }, 'could not write redirect hit counts'),
    });
    const processKey = randomBytes(32).toString('base64url');
    const site = createSiteServer({
      db: app.db,
      config: app.config,
      events,
      rules,
      store: options.store,
      mediaFiles: createMediaFileServer({ db: app.db, storage: app.storage }),
      ...(options.checkout ? { checkout: options.checkout } : {}),
      forms: (pageFile) =>
        createFormEndpoint({
          db: app.db,
          mail: app.mail,
          storage: app.storage,
          // Without the server's key (a bare test mount) a key of this process's own.
          secret: options.secret ?? (async (purpose) => `${processKey}:${purpose}`),
          limiters: options.formLimiters ?? createMemoryFormLimiters(),
          pageFile,
          uploadDir: uploadTempRoot(app.config.dataDir),
          baseHeaders: BASE_HEADERS,
        }),
    });
    await site.ready();
    app.decorate('site', site);
    app.decorate('siteEvents', events);
    app.addHook('onClose', async () => {
      site.close();
      await unlisten().catch(() => {});
      await rules.close();
    });
    if (options.serveVisitors === false) return;
    app.addHook('onRequest', (request, reply, done) => {
      const host = site.host(request.raw);
      if (!site.claims(host)) return done();
      reply.hijack();
      site.handle(request.raw, reply.raw, host);
    });
  },
  { name: 'site', dependencies: ['db', 'config', 'storage', 'mail'] },
);
