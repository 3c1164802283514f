import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The dependencies a process needs before a load balancer should send it traffic. */
export const READINESS_CHECKS = ['database', 'migrations', 'storage', 'redis'] as const;
export type ReadinessCheckName = (typeof READINESS_CHECKS)[number];

/**
 * Resolves when the dependency answers; rejects (or outlasts the timeout) when it does not.
 * `signal` aborts when the check has run out of time.
 */
export type ReadinessCheck = (signal: AbortSignal) => Promise<void>;

/** `skipped`: not configured, or not used by this process's role. */
export type CheckState = 'ok' | 'failed' | 'skipped';

/**
 * What /readyz answers. Only names and states: a reason could name a host, a user or a path, and
 * the endpoint is reachable by whoever reaches the process, so reasons go to the log instead.
 */
export interface ReadinessReport {
  status: 'ready' | 'not ready';
  checks: Record<ReadinessCheckName, CheckState>;
}

export interface ReadinessOptions {
  checks: Partial<Record<ReadinessCheckName, ReadinessCheck>>;
  /** How long one check may take before it counts as failed. */
  timeoutMs?: number;
  /**
   * Called when the answer changes (and on the first failure), with each failing check's reason:
   * a probe every few seconds is not logged, a change of state is.
   */
  onChange?: (report: ReadinessReport, reasons: Partial<Record<ReadinessCheckName, string>>) => void;
}

export interface Readiness {
  /** Runs every check at once; probes arriving while a run is in flight share its answer. */
  report(): Promise<ReadinessReport>;
}

/** Long enough for a busy database, short enough for a load balancer's probe timeout (often 5 s). */
export const DEFAULT_CHECK_TIMEOUT_MS = 2_000;

function bounded(check: ReadinessCheck, timeoutMs: number): Promise<void> {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`no answer within ${timeoutMs} ms`);
      abort.abort(error);
      reject(error);
    }, timeoutMs);
    timer.unref();
  });
  // A check that throws synchronously fails like one that rejects.
  const run = Promise.resolve().then(() => check(abort.signal));
  // The losing side of the race must not surface as an unhandled rejection.
  run.catch(() => {});
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

/** The readiness of one process, from the checks its role depends on. */
export function createReadiness(options: ReadinessOptions): Readiness {
  const timeoutMs = options.timeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
  let inFlight: Promise<ReadinessReport> | undefined;
  let last: string | undefined;

  async function run(): Promise<ReadinessReport> {
    const reasons: Partial<Record<ReadinessCheckName, string>> = {};
    const states = await Promise.all(
      READINESS_CHECKS.map(async (name): Promise<CheckState> => {
        const check = options.checks[name];
        if (!check) return 'skipped';
        try {
          await bounded(check, timeoutMs);
          return 'ok';
        } catch (error) {
          reasons[name] = error instanceof Error ? error.message : String(error);
          return 'failed';
        }
      }),
    );
    const checks = Object.fromEntries(READINESS_CHECKS.map((name, i) => [name, states[i]])) as Record<
      ReadinessCheckName,
      CheckState
    >;
    const report: ReadinessReport = {
      status: states.includes('failed') ? 'not ready' : 'ready',
      checks,
    };
    const key = JSON.stringify(checks);
    if (key !== last && (last !== undefined || report.status !== 'ready'))
      options.onChange?.(report, reasons);
    last = key;
    return report;
  }

  return {
    report() {
      inFlight ??= run().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers a result object, PGlite through Drizzle the same shape; keep both safe.
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The database answers a query. */
export function databaseCheck(db: Pick<Db, 'execute'>): ReadinessCheck {
  return async () => {
    await db.execute(sql`select 1`);
  };
}

/**
 * Every migration this build carries is applied: the newest entry of drizzle's journal is no newer
 * than the newest migration recorded in the database (the rule drizzle's migrator applies them by).
 * A database migrated further by a newer build is fine; one behind this build is not.
 */
export function migrationsCheck(db: Pick<Db, 'execute'>, migrationsFolder: string): ReadinessCheck {
  let newest: number | undefined;
  return async () => {
    if (newest === undefined) {
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      };
      newest = Math.max(0, ...journal.entries.map((entry) => entry.when));
    }
    const result = await db.execute(
      sql`select coalesce(max(created_at), 0)::text as applied from drizzle.__drizzle_migrations`,
    );
    const applied = Number(rowsOf<{ applied: string }>(result)[0]?.applied ?? 0);
    if (applied < newest) throw new Error('the database lacks migrations this build carries');
  };
}

/** A Redis connection answers PING; one that is reconnecting fails at once rather than queueing. */
export function redisCheck(redis: { status: string; ping(): Promise<unknown> }): ReadinessCheck {
  return async () => {
    if (redis.status !== 'ready') throw new Error(`redis connection is ${redis.status}`);
    await redis.ping();
  };
}
