/**
 * Counts failures per key inside a sliding window. Async so that a shared store (Redis) can stand
 * in for the in-memory one when several servers run.
 */
export interface RateLimiter {
  /** Attempts allowed inside the window. */
  readonly max: number;
  /**
   * Records one attempt and answers how many the key now has inside the window, this one included.
   * Counting and reading in one step (as Redis INCR would) lets parallel attempts each see their own
   * place in line, so a burst cannot slip past the limit.
   */
  hit(key: string): Promise<number>;
  /** Takes back the key's most recent attempt (it turned out to be a success). */
  undo(key: string): Promise<void>;
  /** True once the key has reached the limit inside the window. */
  isBlocked(key: string): Promise<boolean>;
  /** Forgets the key's failures (after a success). */
  reset(key: string): Promise<void>;
}

export interface MemoryRateLimiterOptions {
  max: number;
  windowMs: number;
  /** Oldest keys are dropped beyond this many, so a flood of distinct keys cannot exhaust memory. */
  maxKeys?: number;
  now?: () => number;
}

/** One process's limiter. Keys are kept in insertion order, which makes eviction cheap. */
export class MemoryRateLimiter implements RateLimiter {
  /** Attempts allowed inside the window. */
  get max(): number {
    return this.#max;
  }

  readonly #max: number;
  readonly #windowMs: number;
  readonly #maxKeys: number;
  readonly #now: () => number;
  readonly #hits = new Map<string, number[]>();

  constructor(options: MemoryRateLimiterOptions) {
    this.#max = options.max;
    this.#windowMs = options.windowMs;
    this.#maxKeys = options.maxKeys ?? 100_000;
    this.#now = options.now ?? Date.now;
  }

  #recent(key: string): number[] {
    const times = this.#hits.get(key);
    if (!times) return [];
    const since = this.#now() - this.#windowMs;
    const recent = times.filter((t) => t > since);
    if (recent.length === 0) this.#hits.delete(key);
    else if (recent.length !== times.length) this.#hits.set(key, recent);
    return recent;
  }

  async hit(key: string): Promise<number> {
    const recent = this.#recent(key);
    recent.push(this.#now());
    // Re-inserting moves the key to the young end of the map. One more than the limit is all that
    // is ever needed to answer "over the limit", so memory per key stays bounded.
    this.#hits.delete(key);
    this.#hits.set(key, recent.slice(-(this.#max + 1)));
    while (this.#hits.size > this.#maxKeys) {
      const oldest = this.#hits.keys().next().value;
      if (oldest === undefined) break;
      this.#hits.delete(oldest);
    }
    return recent.length;
  }

  async undo(key: string): Promise<void> {
    const times = this.#hits.get(key);
    times?.pop();
    if (times?.length === 0) this.#hits.delete(key);
  }

  async isBlocked(key: string): Promise<boolean> {
    return this.#recent(key).length >= this.#max;
  }

  async reset(key: string): Promise<void> {
    this.#hits.delete(key);
  }
}
