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
import { PGLITE_OPTIONS } from './pglite-settings.ts';
import { type PgliteThread, pgliteThreadAvailable, startPgliteThread } from './pglite-thread.ts';
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
   * `onReconnect` runs each time the subscription is re-established after a lost connection:
   * notifications sent while it was down are gone, so whatever they would have refreshed is stale.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Called after a lost LISTEN connection is back (never for the first connect). */
  onReconnect?: () => void;
}

/** Advisory-lock key (any fixed number) that serialises migrations and seeding across processes. */
const SCHEMA_LOCK_KEY = 727_274_001;

/**
 * Embedded PostgreSQL. With a data directory the process must hold the directory's lock (taken
 * here unless the caller already holds it); without one the database lives in memory (tests).
 * Closing the database releases the lock.
 *
 * With a data directory PGlite runs on a worker thread of its own (see pglite-worker.ts): its
 * queries run synchronously on the thread that calls them, so on the server's thread one slow
 * query held up every request. In memory (the test suite opens hundreds) it stays on the
 * caller's thread unless `thread` says otherwise.
 */
export async function openPglite(
  dataDir?: string,
  heldLock?: DataDirLock,
  options: {
    thread?: boolean;
    /** In memory only: start from this dump (`dumpDataDir`) instead of an empty cluster. */
    loadDataDir?: Blob;
  } = {},
): Promise<Database> {
  if (options.loadDataDir && (dataDir !== undefined || options.thread)) {
    throw new Error('loadDataDir is for an in-memory database on the calling thread');
  }
  const lock = dataDir === undefined ? undefined : (heldLock ?? (await acquireDataDirLock(dataDir)));
  const pgdata = dataDir === undefined ? undefined : join(dataDir, 'pgdata');
  let client: PGlite | PgliteThread;
  try {
    if ((options.thread ?? dataDir !== undefined) && pgliteThreadAvailable()) {
      client = await startPgliteThread(pgdata);
    } else {
      const inThread = new PGlite(pgdata, {
        ...PGLITE_OPTIONS,
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
      await inThread.waitReady;
      client = inThread;
    }
  } catch (error) {
    lock?.release();
    throw error;
  }
  // The thread's client answers the calls Drizzle's PGlite driver makes (query, transaction).
  const db = drizzlePglite(client as PGlite, { schema });
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
    async listen(channel, handler, options) {
      return listenPostgres(connectionString, channel, handler, options);
    },
    async close() {
      await pool.end();
    },
  };
}

/** First wait before a lost LISTEN connection is tried again; doubled per failure up to the cap. */
const LISTEN_RETRY_MS = 250;
const LISTEN_RETRY_MAX_MS = 5_000;

/**
 * LISTEN needs a connection of its own that stays open, outside the pool. A lost connection is
 * re-established with backoff (a database restart can take many seconds, during which every
 * attempt fails), so a database restart does not leave a site server deaf; `onReconnect` then
 * tells the owner that notifications may have been missed meanwhile.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handler: (payload: string) => void,
  options: ListenOptions & { retryMs?: number; retryMaxMs?: number } = {},
): Promise<() => Promise<void>> {
  const firstDelay = options.retryMs ?? LISTEN_RETRY_MS;
  const maxDelay = options.retryMaxMs ?? LISTEN_RETRY_MAX_MS;
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = firstDelay;
  const connect = async (): Promise<void> => {
    // Keep-alive probes end a connection whose peer vanished without a word (a half-open TCP
    // connection after a network cut), which would otherwise leave this listener deaf forever.
    const next = new pg.Client({ connectionString, keepAlive: true });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      next.end().catch(() => {});
      if (!stopped) schedule();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    next.on('error', onLost);
    next.on('end', onLost);
    try {
      await next.connect();
      // The channel is a fixed identifier of ours; quoting keeps it one even so.
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      onLost();
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };
  const schedule = () => {
    clearTimeout(retry);
    const wait = delay;
    delay = Math.min(delay * 2, maxDelay);
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (stopped) return;
          delay = firstDelay;
          options.onReconnect?.();
        },
        // A failed attempt has already scheduled the next one (onLost).
        () => {},
      );
    }, wait);
  };
  try {
    await connect();
  } catch (error) {
    // The first connect is the caller's to handle: no retries behind its back.
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
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
