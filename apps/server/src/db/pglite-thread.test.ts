import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths.ts';
import { type Database, lockSchemaInTransaction, openPglite } from './client.ts';
import { isUniqueViolation } from './errors.ts';
import { unpackPgliteTemplate, writePgliteTemplate } from './pglite-template.ts';
import { companies } from './schema.ts';

/**
 * PGlite only: the PostgreSQL pass (beside the browser suite on the same two cores) skips these,
 * which the PGlite pass runs with the cores to itself.
 */
const onPgliteOnly = describe.skipIf(Boolean(process.env.TEST_DATABASE_URL));

/** The embedded database as the server runs it: PGlite on a thread of its own. */
onPgliteOnly('PGlite on its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite(undefined, undefined, { thread: true });
    await database.migrate(migrationsFolder());
  });
  afterAll(() => database.close());

  const codes = async () =>
    (await database.db.select({ code: companies.code }).from(companies).orderBy(companies.code)).map(
      (c) => c.code,
    );

  it('commits a transaction of several statements, and other queries wait until it ends', async () => {
    let outside: string[] | undefined;
    let reading: Promise<void> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      await tx.insert(companies).values({ code: 'tx-a', name: 'A' });
      reading = codes().then((seen) => {
        outside = seen;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.insert(companies).values({ code: 'tx-b', name: 'B' });
      expect(outside).toBeUndefined();
    });
    // The outside query answers once the transaction has ended, and then sees both rows (awaited
    // rather than given a fixed time, which a busy machine can overrun).
    await reading;
    expect(outside).toEqual(expect.arrayContaining(['tx-a', 'tx-b']));
  });

  it('rolls back on an error and answers the error the callback threw', async () => {
    const thrown = new Error('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(companies).values({ code: 'rolled-back', name: 'R' });
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    expect(await codes()).not.toContain('rolled-back');
  });

  it("keeps PostgreSQL's error fields, so a unique violation is recognised", async () => {
    await database.db.insert(companies).values({ code: 'unique-one', name: 'U' });
    const error = await database.db
      .insert(companies)
      .values({ code: 'unique-one', name: 'U again' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('honours isolation level and access mode, and rolls back a savepoint alone', async () => {
    const readOnly = await database.db
      .transaction((tx) => tx.insert(companies).values({ code: 'read-only', name: 'R' }), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(JSON.stringify(readOnly, Object.getOwnPropertyNames(readOnly)) + String(readOnly)).toMatch(
      /read-only transaction|25006/,
    );

    await database.db.transaction(async (tx) => {
      await lockSchemaInTransaction(tx);
      await tx.insert(companies).values({ code: 'outer', name: 'O' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(companies).values({ code: 'inner', name: 'I' });
          inner.rollback();
        })
        .catch(() => {});
    });
    const seen = await codes();
    expect(seen).toContain('outer');
    expect(seen).not.toContain('inner');
    expect(seen).not.toContain('read-only');
  });

  it('delivers NOTIFY to a listener until it unsubscribes', async () => {
    const payloads: string[] = [];
    const unlisten = await database.listen('thread_test', (payload) => payloads.push(payload));
    await database.db.execute(sql`select pg_notify('thread_test', 'first')`);
    await database.db.transaction((tx) => tx.execute(sql`select pg_notify('thread_test', 'second')`));
    await unlisten();
    await database.db.execute(sql`select pg_notify('thread_test', 'third')`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(payloads).toEqual(['first', 'second']);
  });

  it("leaves the server's thread free while a slow query runs", async () => {
    const slow = database.db.execute(sql`select count(*) from generate_series(1, 2000000)`);
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const timerLate = performance.now() - started - 20;
    await slow;
    expect(performance.now() - started).toBeGreaterThan(100);
    expect(timerLate).toBeLessThan(50);
  });
});

onPgliteOnly('PGlite in DATA_DIR', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sw-pglite-thread-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what was written across close and reopen', async () => {
    const first = await openPglite(dir);
    await first.migrate(migrationsFolder());
    await first.db.insert(companies).values({ code: 'kept', name: 'Kept' });
    await first.close();
    const second = await openPglite(dir);
    try {
      const rows = await second.db.select().from(companies).where(eq(companies.code, 'kept'));
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

onPgliteOnly("the build's empty cluster for a first start", () => {
  const dir = mkdtempSync(join(tmpdir(), 'sw-pglite-template-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('becomes a working database in DATA_DIR, and never replaces one that exists', async () => {
    const template = join(dir, 'template.tar.gz');
    await writePgliteTemplate(template);
    const pgdata = join(dir, 'data', 'pgdata');
    expect(await unpackPgliteTemplate(template, pgdata)).toBe(true);
    const database = await openPglite(join(dir, 'data'));
    try {
      await database.migrate(migrationsFolder());
      await database.db.insert(companies).values({ code: 'from-template', name: 'T' });
    } finally {
      await database.close();
    }
    expect(await unpackPgliteTemplate(template, pgdata)).toBe(false);

    // A damaged template is passed over (PGlite then runs initdb), leaving nothing behind.
    const damaged = join(dir, 'damaged.tar.gz');
    writeFileSync(damaged, readFileSync(template).subarray(0, 1000));
    expect(await unpackPgliteTemplate(damaged, join(dir, 'other', 'pgdata'))).toBe(false);
    expect(existsSync(join(dir, 'other', 'pgdata'))).toBe(false);
    expect(existsSync(join(dir, 'other', 'pgdata.partial'))).toBe(false);

    const reopened = await openPglite(join(dir, 'data'));
    try {
      expect(
        await reopened.db.select().from(companies).where(eq(companies.code, 'from-template')),
      ).toHaveLength(1);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
