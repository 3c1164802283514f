import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Config } from './config.ts';
import { openPostgres } from './db/client.ts';
import { answerProbe, createReadiness, databaseCheck, migrationsCheck } from './modules/health/index.ts';
import { answerMetrics, createMetrics } from './modules/metrics/index.ts';
import { databaseSiteStore } from './modules/publish/site-store.ts';
import { createSiteEvents, SITE_CHANNEL } from './modules/site/site-events.ts';
import { createSiteRulesSource } from './modules/site/site-rules.ts';
import { createSiteServer } from './modules/site/site-server.ts';
import { createMediaFileServer } from './modules/upload/file-serving.ts';
import { drainable } from './lib/http-drain.ts';
import { storageFromConfig } from './lib/storage/index.ts';
import { migrationsFolder } from './paths.ts';

export interface SiteProcess {
  /** The HTTP port it listens on (the one asked for, or the one given for port 0). */
  port: number;
  close(): Promise<void>;
}

function listen(server: import('node:net').Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

/**
 * `--role site`: only the public site server, on PostgreSQL, as one of several processes behind a
 * load balancer. It loads none of the API, the admin app or the page renderer (publishing happens
 * in the API processes), so it stays small; every host is a site host, and publishes and rule
 * changes arrive through LISTEN/NOTIFY.
 */
export async function startSiteProcess(config: Config, databaseUrl: string): Promise<SiteProcess> {
  const database = await openPostgres(databaseUrl);
  const warn = (message: string, error?: unknown) =>
    console.warn(`${message}${error instanceof Error ? `: ${error.message}` : ''}`);
  try {
    // Normally the API processes migrate; a site process started first must not find old tables.
    await database.migrate(migrationsFolder());
  } catch (error) {
    await database.close();
    throw error;
  }
  const { db } = database;
  const events = createSiteEvents(db);
  const unlisten = await database.listen(SITE_CHANNEL, (payload) => events.receive(payload));
  const rules = createSiteRulesSource(db, {
    siteDomainSuffix: config.siteDomainSuffix,
    onError: (error) => warn('could not write redirect hit counts', error),
  });
  const storage = storageFromConfig(config);
  const mediaFiles = createMediaFileServer({ db, storage });
  const site = createSiteServer({
    db,
    config,
    events,
    rules,
    store: databaseSiteStore(db),
    allHosts: true,
    mediaFiles,
  });
  await site.ready();
  // This process keeps no limits in Redis, so its readiness does not depend on it.
  const readiness = createReadiness({
    checks: {
      database: databaseCheck(db),
      migrations: migrationsCheck(db, migrationsFolder()),
      storage: (signal) => storage.check(signal),
    },
    onChange: (report, reasons) =>
      report.status === 'ready'
        ? console.log(`ready again: ${JSON.stringify(report.checks)}`)
        : console.warn(`not ready: ${JSON.stringify(reasons)}`),
  });
  const metrics = createMetrics();
  metrics.addSources({
    siteCache: () => site.stats(),
    onError: (error) => warn('a metrics source failed', error),
  });
  const { metricsToken } = config;
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const host = site.host(request);
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    // Probes and metrics only on a host that names no website (the balancer's, the process's own
    // address): a visitor of a site gets the site, whatever its pages are called.
    if (
      (path === '/healthz' || path === '/readyz' || path === '/metrics') &&
      !site.isSiteHost(host) &&
      (answerProbe(request, response, path, readiness) ||
        answerMetrics(request, response, path, metrics, metricsToken))
    ) {
      return;
    }
    site.handle(request, response, host);
  };

  const http = createServer(handle);
  const servers = [drainable(http)];
  await listen(http, config.port, config.host);
  if (config.httpsPort !== undefined) {
    const { createServer: createHttpsServer } = await import('node:https');
    const { createKeyVault } = await import('./modules/host/key-vault.ts');
    const { createSniCallback } = await import('./modules/host/sni.ts');
    const sni = createSniCallback(db, createKeyVault(config, warn), {
      onError: (error) => warn('could not load a TLS certificate', error),
    });
    events.subscribe(() => sni.invalidate());
    const tls = createHttpsServer({ SNICallback: sni }, handle);
    servers.push(drainable(tls));
    await listen(tls, config.httpsPort, config.host);
  }
  const address = http.address();
  return {
    port: typeof address === 'object' && address ? address.port : config.port,
    async close() {
      // Requests in flight are answered; keep-alive connections do not hold the process.
      await Promise.all(servers.map((server) => server.close()));
      site.close();
      await unlisten().catch(() => {});
      await rules.close();
      await database.close();
    },
  };
}
