// First: the process may start again in its place with its memory settings (see heap-settings.ts).
import './heap-settings.ts';
import { ConfigError, type Config, loadConfig } from './config.ts';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock.ts';

/** Requests in flight get this long to finish once a stop is asked for (README, "Two commands"). */
const SHUTDOWN_LIMIT_MS = 10_000;
const SHUTDOWN_TOO_LONG = 'Shutdown took longer than 10 s; exiting anyway.';
const A_DAY_MS = 24 * 60 * 60 * 1000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const ROLES = ['all', 'api', 'site', 'worker'] as const;
type Role = (typeof ROLES)[number];

/** `--role site` (or `--role=site`): what this process serves; everything by default. */
function roleFromArgs(args: readonly string[]): Role {
  const index = args.findIndex((a) => a === '--role' || a.startsWith('--role='));
  if (index === -1) return 'all';
  const arg = args[index] as string;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  if (!ROLES.includes(value as Role)) fail(`--role must be one of ${ROLES.join(', ')}`);
  return value as Role;
}

/** Entry point: read the configuration, start the app, and stop it cleanly on a signal. */
async function main(): Promise<void> {
  const role = roleFromArgs(process.argv.slice(2));
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  if (role !== 'all' && !config.databaseUrl) {
    fail(
      `--role ${role} runs beside other processes, so it needs a shared PostgreSQL database: set DATABASE_URL.`,
    );
  }

  if (role === 'site' && config.databaseUrl) {
    await runSiteProcess(config, config.databaseUrl);
    return;
  }

  // The embedded database is corrupted by a second process, so DATA_DIR is claimed before the
  // rest of the app is even loaded (which takes about a second): a second server fails at once.
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = await acquireDataDirLock(config.dataDir);
    } catch (error) {
      fail(`Sitewright could not start: ${(error as Error).message}`);
    }
  }

  const { sweepUploadTemp, uploadTempRoot } = await import('./modules/upload/upload-temp.ts');
  // A process stopped mid-upload (kill -9, power loss) leaves its half-received files behind.
  await sweepUploadTemp(uploadTempRoot(config.dataDir), lock ? 0 : A_DAY_MS);

  const { buildApp } = await import('./app.ts');
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, {
      dataDirLock: lock,
      role: role === 'site' ? 'all' : role,
      // Durable jobs (mail, SMS) run in the default process and in workers; API processes only enqueue.
      jobs: { run: role === 'all' || role === 'worker' },
    });
  } catch (error) {
    lock?.release();
    fail(`Sitewright could not start: ${error instanceof Error ? error.message : String(error)}`);
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A second Ctrl-C means "now": skip waiting for requests in flight.
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => fail(SHUTDOWN_TOO_LONG), SHUTDOWN_LIMIT_MS);
    timer.unref();
    try {
      // Stops accepting connections, lets requests in flight finish, then closes the database and frees DATA_DIR.
      await app.close();
      process.exit(0);
    } catch (error) {
      fail(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    fail(`Sitewright could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }

  if (config.httpsPort !== undefined && role !== 'worker') {
    const port = config.httpsPort;
    try {
      await listenTls(app, config, role, port);
    } catch (error) {
      await app.close().catch(() => {});
      fail(`Sitewright could not listen for HTTPS on ${config.host}:${port}: ${(error as Error).message}`);
    }
  }
}

/** `--role site`: the slim site server process (see site-main.ts), stopped cleanly on a signal. */
async function runSiteProcess(config: Config, databaseUrl: string): Promise<void> {
  const { startSiteProcess } = await import('./site-main.ts');
  let site: Awaited<ReturnType<typeof startSiteProcess>>;
  try {
    site = await startSiteProcess(config, databaseUrl);
  } catch (error) {
    fail(
      `Sitewright could not start the site server: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const stop = () => {
    const timer = setTimeout(() => fail(SHUTDOWN_TOO_LONG), SHUTDOWN_LIMIT_MS);
    timer.unref();
    site.close().then(
      () => process.exit(0),
      (error) => fail(`Shutdown failed: ${(error as Error).message}`),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`Sitewright site server listening on ${config.host}:${config.port}`);
}

/**
 * HTTPS for published sites (HTTPS_PORT): each handshake gets the certificate uploaded for the
 * requested domain (SNI); a name without one is refused rather than shown another site's
 * certificate. Requests then take the same turn as on HTTP: visitors to the site server, the
 * rest to the app.
 */
async function listenTls(
  app: Awaited<ReturnType<typeof import('./app.ts')['buildApp']>>,
  config: Config,
  role: Role,
  port: number,
): Promise<void> {
  const { createServer } = await import('node:https');
  const { createKeyVault, createSniCallback } = await import('./modules/host/index.ts');
  const vault = createKeyVault(config, (message) => app.log.warn(message));
  const sni = createSniCallback(app.db, vault, {
    onError: (error) => app.log.warn({ err: error }, 'could not load a TLS certificate'),
  });
  // A bound, unbound or newly uploaded certificate takes effect at the next handshake.
  app.siteEvents.subscribe(() => sni.invalidate());
  const server = createServer({ SNICallback: sni }, (request, response) => {
    if (role !== 'api') {
      const host = app.site.host(request);
      if (app.site.claims(host)) return app.site.handle(request, response, host);
    }
    app.routing(request, response);
  });
  app.serveAlso(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, config.host, () => resolve());
  });
  app.log.info({ port }, 'listening for HTTPS');
}

await main();
