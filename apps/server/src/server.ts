import { ConfigError, type Config, loadConfig } from './config.ts';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Entry point: read the configuration, start the app, and stop it cleanly on a signal. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
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
    app = await buildApp(config, { dataDirLock: lock });
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
