import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from './jobs.schema.ts';

/** A transaction of the caller's, or the database itself. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a handler learns about the run it is asked to do. */
export interface JobContext {
  jobId: number;
  /** 1 on the first try. */
  attempt: number;
  /** The tries the job has in all: a handler whose `attempt` reaches it is on its last. */
  maxAttempts: number;
  /** Aborted when the process stops or the run outlasts its time: the job will be run again elsewhere. */
  signal: AbortSignal;
}

/** Does one kind of job. Throwing schedules another try (with backoff) until the attempts run out. */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

/** NOTIFY channel that wakes idle workers; delivered only when the enqueuing transaction commits. */
export const JOBS_CHANNEL = 'sitewright_jobs';

export const DEFAULT_MAX_ATTEMPTS = 8;

/** A claim unrenewed this long belongs to a worker that died; its job is run again. */
export const DEFAULT_LEASE_MS = 15_000;

/** Finished jobs are kept this long (to look into), then deleted: their payloads hold links and codes. */
export const DONE_JOBS_KEPT_MS = 7 * 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Adds a job inside the caller's transaction: a request that rolls back enqueues nothing, and one
 * that commits cannot lose its job. Answers the job's id.
 */
export async function enqueueJob(
  tx: Executor,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<number> {
  const [row] = await tx
    .insert(jobs)
    .values({
      kind,
      payload,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('the job was not stored');
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`);
  return row.id;
}

/**
 * The queue by kind for monitoring: jobs due and not done (waiting, or running under a lease),
 * and dead ones (attempts used up). One query over the not-done rows only, which the pending
 * index holds, so a scrape every few seconds costs little however many jobs were ever done.
 */
export async function countJobs(
  db: Pick<Db, 'select'>,
  now: Date = new Date(),
): Promise<{ kind: string; due: number; dead: number }[]> {
  return db
    .select({
      kind: jobs.kind,
      due: sql<number>`(count(*) filter (where ${jobs.runAt} <= ${now.toISOString()}::timestamptz and ${jobs.attempts} < ${jobs.maxAttempts}))::int`,
      dead: sql<number>`(count(*) filter (where ${jobs.attempts} >= ${jobs.maxAttempts}))::int`,
    })
    .from(jobs)
    .where(isNull(jobs.doneAt))
    .groupBy(jobs.kind);
}

/** 10 s, 20 s, 40 s, … up to an hour: a provider that is down gets time to come back. */
export function defaultBackoffMs(attempt: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

export interface JobWorkerOptions {
  db: Db;
  handlers: ReadonlyMap<string, JobHandler>;
  /** Names this worker in `locked_by` (default: host, pid and a random suffix). */
  id?: string;
  /**
   * How long a claim lasts without renewal. The worker renews it while the handler runs, so only
   * a worker that died (kill -9, power loss) lets it run out; its job is then taken again soon.
   */
  leaseMs?: number;
  /** The longest one run may take; past it the handler is aborted and the job tried again later. */
  maxRunMs?: number;
  /** How often an idle worker looks for due jobs (a NOTIFY wakes it sooner). */
  pollMs?: number;
  backoffMs?: (attempt: number) => number;
  now?: () => number;
  onError?: (error: unknown, job: { id: number; kind: string; attempt: number }) => void;
}

/**
 * Runs due jobs one at a time. Any number of workers, in any number of processes, can share one
 * table: claiming is one UPDATE over a `FOR UPDATE SKIP LOCKED` pick, so two never take one job,
 * and the lease means a job whose worker died is taken again once it runs out.
 */
export class JobWorker {
  readonly id: string;
  readonly #db: Db;
  readonly #handlers: ReadonlyMap<string, JobHandler>;
  readonly #leaseMs: number;
  readonly #maxRunMs: number;
  readonly #pollMs: number;
  readonly #backoffMs: (attempt: number) => number;
  readonly #now: () => number;
  readonly #onError: NonNullable<JobWorkerOptions['onError']>;
  #running = false;
  #loop: Promise<void> | undefined;
  #wake: (() => void) | undefined;
  #timer: NodeJS.Timeout | undefined;
  #lastSweep = 0;
  #inHand: { id: number; done: Promise<void>; abort: AbortController; release: () => void } | undefined;

  constructor(options: JobWorkerOptions) {
    this.id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.#db = options.db;
    this.#handlers = options.handlers;
    this.#leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.#maxRunMs = options.maxRunMs ?? 5 * 60_000;
    this.#pollMs = options.pollMs ?? 2_000;
    this.#backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.#now = options.now ?? Date.now;
    this.#onError = options.onError ?? (() => {});
  }

  /**
   * Claims one due job of a kind this worker handles and runs it to the end. Answers false when
   * none was due.
   */
  async runOnce(): Promise<boolean> {
    const kinds = [...this.#handlers.keys()];
    if (kinds.length === 0) return false;
    const now = new Date(this.#now());
    const due = this.#db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          inArray(jobs.kind, kinds),
          // The database stamps run_at in microseconds, this clock counts milliseconds: a job
          // stored earlier within the current millisecond is due too.
          lt(jobs.runAt, new Date(now.getTime() + 1)),
          lt(jobs.attempts, jobs.maxAttempts),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await this.#db
      .update(jobs)
      .set({
        lockedBy: this.id,
        lockedUntil: new Date(now.getTime() + this.#leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning();
    if (!job) return false;

    const abort = new AbortController();
    const limit = setTimeout(() => abort.abort(new Error('the job ran out of time')), this.#maxRunMs);
    // The claim is renewed while the handler runs; it stops with the handler, or with the process.
    // A claim that could not be renewed before it ran out may be another worker's by now: the
    // handler is stopped rather than left to run the job a second time beside it.
    let renewedUntil = now.getTime() + this.#leaseMs;
    const renew = setInterval(() => {
      const until = this.#now() + this.#leaseMs;
      this.#db
        .update(jobs)
        .set({ lockedUntil: new Date(until) })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id), isNull(jobs.doneAt)))
        .returning({ id: jobs.id })
        .then((rows) => {
          if (rows.length > 0) renewedUntil = until;
          else if (!abort.signal.aborted) abort.abort(new Error('the job was claimed by another worker'));
        })
        .catch(() => {
          if (this.#now() >= renewedUntil && !abort.signal.aborted)
            abort.abort(new Error('the job lost its claim'));
        });
    }, this.#leaseMs / 3);
    renew.unref();
    const handler = this.#handlers.get(job.kind) as JobHandler;
    const done = (async () => {
      try {
        await handler(job.payload, {
          jobId: job.id,
          attempt: job.attempts,
          maxAttempts: job.maxAttempts,
          signal: abort.signal,
        });
        if (abort.signal.aborted) throw abort.signal.reason;
        await this.#db
          .update(jobs)
          .set({ doneAt: new Date(this.#now()), lockedBy: null, lockedUntil: null, lastError: null })
          .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id)));
      } catch (error) {
        this.#onError(error, { id: job.id, kind: job.kind, attempt: job.attempts });
        // Released on stop: the job is untouched and runs again at once, elsewhere or next start.
        if (!this.#running && abort.signal.aborted) return;
        await this.#db
          .update(jobs)
          .set({
            lockedBy: null,
            lockedUntil: null,
            lastError: describe(error),
            runAt: new Date(this.#now() + this.#backoffMs(job.attempts)),
          })
          .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id)))
          .catch(() => {});
      } finally {
        clearTimeout(limit);
        clearInterval(renew);
      }
    })();
    // A released job is no longer this worker's: the loop moves on even if the handler ignores its signal.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.#inHand = { id: job.id, done, abort, release };
    try {
      await Promise.race([done, released]);
    } finally {
      this.#inHand = undefined;
    }
    return true;
  }

  /** Deletes jobs finished longer ago than DONE_JOBS_KEPT_MS. Answers how many. */
  async sweep(): Promise<number> {
    this.#lastSweep = this.#now();
    const gone = await this.#db
      .delete(jobs)
      .where(lt(jobs.doneAt, new Date(this.#now() - DONE_JOBS_KEPT_MS)))
      .returning({ id: jobs.id });
    return gone.length;
  }

  /** Runs jobs until stop(): due ones back to back, then a nap until the next poll or wake(). */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = (async () => {
      while (this.#running) {
        let worked = false;
        try {
          worked = await this.runOnce();
        } catch (error) {
          // The database is unreachable for a moment: try again at the next poll.
          this.#onError(error, { id: 0, kind: '', attempt: 0 });
        }
        if (!worked && this.#running && this.#now() - this.#lastSweep > SWEEP_EVERY_MS) {
          await this.sweep().catch((error) => this.#onError(error, { id: 0, kind: '', attempt: 0 }));
        }
        if (!worked && this.#running) {
          await new Promise<void>((resolve) => {
            this.#wake = resolve;
            this.#timer = setTimeout(resolve, this.#pollMs);
          });
          this.#wake = undefined;
        }
      }
    })();
  }

  /** Looks for due jobs now rather than at the next poll (a job was just enqueued). */
  wake(): void {
    clearTimeout(this.#timer);
    this.#wake?.();
  }

  /**
   * Stops taking jobs. The job in hand gets `graceMs` to finish; after that it is released
   * (its try is not counted) so that another worker, or the next start, runs it at once.
   */
  async stop(graceMs = 5_000): Promise<void> {
    this.#running = false;
    this.wake();
    const inHand = this.#inHand;
    if (inHand) {
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        inHand.done.then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), graceMs);
        }),
      ]);
      clearTimeout(timer);
      if (!finished) {
        inHand.abort.abort(new Error('the worker stopped'));
        await this.#db
          .update(jobs)
          .set({
            lockedBy: null,
            lockedUntil: null,
            attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
            runAt: new Date(this.#now()),
          })
          .where(and(eq(jobs.id, inHand.id), eq(jobs.lockedBy, this.id)));
        inHand.release();
      }
    }
    await this.#loop;
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000);
}
