import fp from 'fastify-plugin';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import type { DataDirLock } from '../db/data-dir-lock.ts';
import { firstStartBanner, seedFirstStart } from '../db/seed.ts';
import { migrationsFolder } from '../paths.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** LISTEN on a channel of the database (see Database.listen). */
    listenDb: Database['listen'];
  }
}

export interface DbPluginOptions {
  /** An already open database (tests). Without one, the database the config names is opened and closed with the app. */
  database?: Database;
  /** The DATA_DIR lock when the process took it before building the app (see server.ts). */
  dataDirLock?: DataDirLock;
  /** Where the one-time first-start banner goes. */
  print?: (text: string) => void;
}

/** Opens the database, applies pending migrations and seeds a brand-new installation. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const { config } = app;
    const owned = options.database === undefined;
    const database = options.database ?? (await openDatabase(config, options.dataDirLock));
    try {
      await database.migrate(migrationsFolder());
      const seeded = await seedFirstStart(database.db, {
        adminPassword: config.adminPassword,
        hasher: app.passwords,
      });
      if (seeded?.generatedPassword !== undefined) {
        // Straight to stdout, not the logger: the log level may hide it, and log shippers should not keep it.
        (options.print ?? ((text) => process.stdout.write(`${text}\n`)))(
          firstStartBanner(config.publicBaseUrl, seeded.generatedPassword),
        );
      }
    } catch (error) {
      if (owned) await database.close();
      throw error;
    }
    app.decorate('db', database.db);
    app.decorate('listenDb', database.listen.bind(database));
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'db', dependencies: ['config', 'passwords'] },
);
