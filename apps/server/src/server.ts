import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** Entry point: read the configuration, start the app, and stop it cleanly on a signal. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    console.error(`Sitewright could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A second Ctrl-C means "now": skip waiting for requests in flight.
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting anyway.');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      // Stops accepting connections, lets requests in flight finish, then closes the database and frees DATA_DIR.
      await app.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(
      `Sitewright could not listen on ${config.host}:${config.port}: ${(error as Error).message}`,
    );
    await app.close().catch(() => {});
    process.exit(1);
  }
}

await main();
