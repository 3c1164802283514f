import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helper.ts';
import type { Database } from '../../db/client.ts';
import { migrationsFolder } from '../../paths.ts';
import { DONE_JOBS_KEPT_MS, enqueueJob, type JobHandler, JobWorker } from './jobs.ts';
import { jobs } from './jobs.schema.ts';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (where SKIP LOCKED is real concurrency).
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate(migrationsFolder());
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

/** A clock the test moves by hand. */
function clock(start = Date.parse('2026-01-01T00:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const worker = (
  handlers: Record<string, JobHandler>,
  options: Partial<ConstructorParameters<typeof JobWorker>[0]> = {},
) => new JobWorker({ db: database.db, handlers: new Map(Object.entries(handlers)), ...options });

const row = async (id: number) => {
  const [job] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!job) throw new Error('no job');
  return job;
};

describe('durable jobs', () => {
  it('runs a job once and marks it done', async () => {
    const t = clock();
    const seen: unknown[] = [];
    const id = await enqueueJob(database.db, 'greet', { name: 'Ada' }, { runAt: new Date(t.now()) });
    const w = worker({ greet: async (payload) => void seen.push(payload) }, { now: t.now });
    expect(await w.runOnce()).toBe(true);
    expect(await w.runOnce()).toBe(false);
    expect(seen).toEqual([{ name: 'Ada' }]);
    expect((await row(id)).doneAt).not.toBeNull();
  });

  it('retries a failing job with growing waits and gives up after its attempts', async () => {
    const t = clock();
    const id = await enqueueJob(database.db, 'flaky', {}, { runAt: new Date(t.now()), maxAttempts: 3 });
    let calls = 0;
    const w = worker(
      {
        flaky: async () => {
          calls++;
          throw new Error(`provider down (${calls})`);
        },
      },
      { now: t.now, backoffMs: (attempt) => 1000 * 2 ** (attempt - 1) },
    );
    expect(await w.runOnce()).toBe(true);
    let job = await row(id);
    expect(job).toMatchObject({ attempts: 1, lastError: 'provider down (1)', lockedBy: null, doneAt: null });
    expect(job.runAt.getTime()).toBe(t.now() + 1000);
    // Not due yet: nothing to do until the backoff has passed.
    expect(await w.runOnce()).toBe(false);
    t.advance(1000);
    expect(await w.runOnce()).toBe(true);
    job = await row(id);
    expect(job.runAt.getTime()).toBe(t.now() + 2000);
    t.advance(2000);
    expect(await w.runOnce()).toBe(true);
    t.advance(3_600_000);
    // Three attempts spent: the job stays, dead, with its last error.
    expect(await w.runOnce()).toBe(false);
    expect(calls).toBe(3);
    expect(await row(id)).toMatchObject({ attempts: 3, lastError: 'provider down (3)', doneAt: null });
  });

  it('enqueues nothing when the caller rolls back, and the job when it commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, 'mail', { to: 'a@example.com' });
        throw new Error('the request failed later');
      }),
    ).rejects.toThrow('the request failed later');
    expect(await database.db.select().from(jobs)).toEqual([]);
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, 'mail', { to: 'b@example.com' });
    });
    expect((await database.db.select().from(jobs)).map((j) => j.payload)).toEqual([{ to: 'b@example.com' }]);
  });

  it('never gives one job to two workers running side by side', async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) => enqueueJob(database.db, 'count', { i })),
    );
    const runs: number[] = [];
    const handler: JobHandler = async (payload) => {
      runs.push((payload as { i: number }).i);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const workers = [1, 2, 3].map((n) => worker({ count: handler }, { id: `w${n}` }));
    await Promise.all(
      workers.map(async (w) => {
        while (await w.runOnce()) {}
      }),
    );
    expect(runs.sort((a, b) => a - b)).toEqual(ids.map((_, i) => i));
    expect((await database.db.select().from(jobs)).every((j) => j.doneAt !== null)).toBe(true);
  });

  it('gives a job whose worker died to another once the lease runs out, and runs it once more', async () => {
    const t = clock();
    const id = await enqueueJob(database.db, 'push', {}, { runAt: new Date(t.now()) });
    // The first worker claims the job and its process dies mid-run (the handler never returns).
    const dead = worker({ push: () => new Promise(() => {}) }, { id: 'dead', now: t.now, leaseMs: 60_000 });
    void dead.runOnce();
    await expect.poll(async () => (await row(id)).lockedBy, { timeout: 10_000 }).toBe('dead');

    let runs = 0;
    const alive = worker({ push: async () => void runs++ }, { id: 'alive', now: t.now });
    expect(await alive.runOnce()).toBe(false);
    t.advance(60_001);
    expect(await alive.runOnce()).toBe(true);
    expect(await alive.runOnce()).toBe(false);
    expect(runs).toBe(1);
    expect(await row(id)).toMatchObject({ attempts: 2, lockedBy: null });
    expect((await row(id)).doneAt).not.toBeNull();
  });

  it('renews the claim while a long job runs, so no other worker takes it meanwhile', async () => {
    const id = await enqueueJob(database.db, 'long', {});
    let finish = () => {};
    const running = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let runs = 0;
    const handlers = {
      long: async () => {
        runs++;
        await running;
      },
    };
    // A lease of 1 s, renewed every third of it; the job runs for more than two leases.
    const busy = worker(handlers, { id: 'busy', leaseMs: 1000 });
    const first = busy.runOnce();
    await expect.poll(async () => (await row(id)).lockedBy, { timeout: 10_000 }).toBe('busy');
    const other = worker(handlers, { id: 'other', leaseMs: 1000 });
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await other.runOnce()).toBe(false);
    }
    finish();
    await first;
    expect(runs).toBe(1);
    expect((await row(id)).doneAt).not.toBeNull();
  });

  it('stops a job whose claim went to another worker instead of running it beside that one', async () => {
    const id = await enqueueJob(database.db, 'claimed', {});
    let stopped: unknown;
    const handlers = {
      claimed: (_payload: unknown, { signal }: { signal: AbortSignal }) =>
        new Promise<void>((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            stopped = signal.reason;
            reject(signal.reason);
          });
        }),
    };
    const slow = worker(handlers, { id: 'slow', leaseMs: 600 });
    const first = slow.runOnce();
    await expect.poll(async () => (await row(id)).lockedBy, { timeout: 10_000 }).toBe('slow');
    // Its claim ran out unseen (a stalled process) and another worker took the job.
    await database.db.update(jobs).set({ lockedBy: 'taker' }).where(eq(jobs.id, id));
    await first;
    expect(String(stopped)).toContain('claimed by another worker');
    expect((await row(id)).lockedBy).toBe('taker');
  });

  it('stops cleanly: the job in hand is finished, or released for the next worker when it takes too long', async () => {
    const finished = await enqueueJob(database.db, 'quick', {});
    let started = false;
    let done = false;
    const w1 = worker({
      quick: async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 200));
        done = true;
      },
    });
    w1.start();
    // Stopped while the job is in hand (a poll of the row could miss so short a job).
    await expect.poll(() => started, { timeout: 10_000 }).toBe(true);
    await w1.stop(2_000);
    expect(done).toBe(true);
    expect((await row(finished)).doneAt).not.toBeNull();

    const stuck = await enqueueJob(database.db, 'slow', {});
    let aborted = false;
    const w2 = worker({
      slow: (_payload, { signal }) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          });
        }),
    });
    w2.start();
    // A busy machine can take more than the default second to let the worker claim it.
    await expect.poll(async () => (await row(stuck)).lockedBy, { timeout: 10_000 }).not.toBeNull();
    await w2.stop(50);
    expect(aborted).toBe(true);
    // Released untouched: no try counted, due now, free for any worker.
    expect(await row(stuck)).toMatchObject({ attempts: 0, lockedBy: null, lockedUntil: null, doneAt: null });
    let ran = false;
    expect(
      await worker({
        slow: async () => {
          ran = true;
        },
      }).runOnce(),
    ).toBe(true);
    expect(ran).toBe(true);
  });

  it('deletes jobs a week after they finished, keeping unfinished ones', async () => {
    const t = clock();
    const old = await enqueueJob(database.db, 'tidy', {}, { runAt: new Date(t.now()) });
    const dead = await enqueueJob(database.db, 'never', {}, { runAt: new Date(t.now()) });
    const w = worker({ tidy: async () => {} }, { now: t.now });
    await w.runOnce();
    t.advance(DONE_JOBS_KEPT_MS - 1000);
    const recent = await enqueueJob(database.db, 'tidy', {}, { runAt: new Date(t.now()) });
    await w.runOnce();
    t.advance(2000);
    expect(await w.sweep()).toBe(1);
    const left = (await database.db.select({ id: jobs.id }).from(jobs))
      .map((j) => j.id)
      .sort((a, b) => a - b);
    expect(left).toEqual([dead, recent]);
    expect(left).not.toContain(old);
  });

  it('wakes on the NOTIFY of a committed enqueue instead of waiting for the next poll', async () => {
    const w = worker({ ping: async () => {} }, { pollMs: 60_000 });
    const unlisten = await database.listen('sitewright_jobs', () => w.wake());
    w.start();
    try {
      // Give the worker its first, empty look so that it is asleep.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const id = await enqueueJob(database.db, 'ping', {});
      await expect.poll(async () => (await row(id)).doneAt, { timeout: 3_000 }).not.toBeNull();
    } finally {
      await w.stop();
      await unlisten();
    }
  });
});
