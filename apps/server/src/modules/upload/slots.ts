/**
 * At most `size` tasks at a time; the rest wait their turn in order. Decoding a photo takes tens
 * of megabytes, so image work is bounded per process however many uploads arrive at once.
 */
export function createSlots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}
