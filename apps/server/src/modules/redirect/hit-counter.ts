import type { Db } from '../../db/client.ts';
import { addRedirectHits } from './redirect.repository.ts';

export interface HitCounter {
  /** Counts one visitor redirected by a rule; only memory is touched. */
  hit(ruleId: number): void;
  /** Writes the counts gathered so far (one UPDATE for all rules). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

/**
 * Counts redirect hits in memory and writes them in batches every `flushMs` (one statement per
 * batch, `hits = hits + n`), so that redirecting a visitor never waits for the database. A batch
 * that fails to write is kept and retried with the next one; counts of a crash are lost, which
 * only makes a statistic slightly low.
 */
export function createHitCounter(
  db: Pick<Db, 'execute'>,
  options: { flushMs?: number; onError?: (error: unknown) => void } = {},
): HitCounter {
  let pending = new Map<number, number>();
  /** The flush under way; the next one waits for it so batches never overlap. */
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  const flush = (): Promise<void> => {
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      try {
        await addRedirectHits(db, batch);
      } catch (error) {
        for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
        options.onError?.(error);
      }
    });
    return writing;
  };

  const timer = setInterval(() => void flush(), options.flushMs ?? 1000);
  // Counting never keeps the process alive on its own.
  timer.unref();

  return {
    hit(ruleId) {
      if (closed) return;
      pending.set(ruleId, (pending.get(ruleId) ?? 0) + 1);
    },
    flush,
    async close() {
      if (closed) return writing;
      closed = true;
      clearInterval(timer);
      await flush();
    },
  };
}
