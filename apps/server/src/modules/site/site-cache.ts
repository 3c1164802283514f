/**
 * A least-recently-used map bounded by the bytes of what it holds. Map keeps insertion order, so
 * refreshing an entry is a delete and a set, and the oldest entry is the first key. A read moves
 * its entry only when more than half the entries were added or moved since it was: a page read
 * thousands of times a second then costs one lookup per read, not a delete and an insert, and an
 * entry read while in the older half is not the next evicted.
 */
export class ByteBoundedLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number; stamp: number }>();
  private total = 0;
  /** Counts entries added or moved; an entry's stamp is the count when it last was. */
  private clock = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock - entry.stamp > this.entries.size >> 1) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.stamp = ++this.clock;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    const bytes = this.sizeOf(value);
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.bytes;
      this.entries.delete(key);
    }
    // Something larger than the whole budget is served but never kept.
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes, stamp: ++this.clock });
    this.total += bytes;
    while (this.total > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      const entry = this.entries.get(oldest.value);
      this.entries.delete(oldest.value);
      this.total -= entry?.bytes ?? 0;
    }
  }

  /** Drops every entry whose key starts with `prefix` (one website's or one version's files). */
  deletePrefix(prefix: string): void {
    for (const [key, entry] of this.entries) {
      if (key.startsWith(prefix)) {
        this.entries.delete(key);
        this.total -= entry.bytes;
      }
    }
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
