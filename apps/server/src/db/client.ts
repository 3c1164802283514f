import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;

/** The Drizzle handle every repository takes; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database: the query handle plus what only the owner of the connection may do. */
export interface Database {
  readonly db: Db;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel`, from this process or any other
   * sharing the database (how a publish reaches every site server's cache). Answers the unsubscribe.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Advisory-lock key (any fixed number) that serialises migrations and seeding across processes. */
const SCHEMA_LOCK_KEY = 727_274_001;

/**
 * Embedded PostgreSQL. With a data directory the process must hold the directory's lock (taken
 * here unless the caller already holds it); without one the database lives in memory (tests).
 * Closing the database releases the lock.
 */
export async function openPglite(dataDir?: string, heldLock?: DataDirLock): Promise<Database> {
  const lock = dataDir === undefined ? undefined : (heldLock ?? acquireDataDirLock(dataDir));
  let client: PGlite;
  try {
    client = dataDir === undefined ? new PGlite() : new PGlite(join(dataDir, 'pgdata'));
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    async migrate(migrationsFolder) {
      await migratePglite(db, { migrationsFolder });
    },
    async listen(channel, handler) {
      return client.listen(channel, handler);
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** PostgreSQL through node-postgres, for production and scale-out. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    async migrate(migrationsFolder) {
      // Several servers may start together against one database: one migrates, the others wait.
      const conn = await pool.connect();
      try {
        const locked = drizzleNodePg(conn, { schema });
        await locked.execute(sql`select pg_advisory_lock(${SCHEMA_LOCK_KEY})`);
        try {
          await migrateNodePg(locked, { migrationsFolder });
        } finally {
          await locked.execute(sql`select pg_advisory_unlock(${SCHEMA_LOCK_KEY})`);
        }
      } finally {
        conn.release();
      }
    },
    async listen(channel, handler) {
      return listenPostgres(connectionString, channel, handler);
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * LISTEN needs a connection of its own that stays open, outside the pool. A lost connection is
 * re-established after a second, so a database restart does not leave a site server deaf.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handler: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    next.on('error', () => {
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => connect().catch(() => {}), 1000);
    });
    await next.connect();
    // The channel is a fixed identifier of ours; quoting keeps it one even so.
    await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

export function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string },
  dataDirLock?: DataDirLock,
): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, dataDirLock);
}

/** Serialises one-time work (seeding) inside a transaction across processes sharing a database. */
export async function lockSchemaInTransaction(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`);
}
