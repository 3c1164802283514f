import { ConfigError, type Config, loadConfig } from './config.ts';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const ROLES = ['all', 'api', 'site'] as const;
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

  // The embedded database is corrupted by a second process, so DATA_DIR is claimed before the
  // rest of the app is even loaded (which takes about a second): a second server fails at once.
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      fail(`Sitewright could not start: ${(error as Error).message}`);
    }
  }

  const { buildApp } = await import('./app.ts');
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, { dataDirLock: lock, role });
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
    const timer = setTimeout(() => fail('Shutdown took longer than 10 s; exiting anyway.'), 10_000);
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
}

await main();
