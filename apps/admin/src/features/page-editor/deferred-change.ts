import { useCallback, useEffect, useRef } from 'react';

/**
 * Puck calls `onChange` inside the dispatch of every edit, before the canvas renders. Turning its
 * data into our page document walks every block and compares the whole page as JSON, so that work
 * waits until the edits pause; `flush` does it at once, for anything that must see the latest page.
 */
export function useDeferredChange<T>(apply: (value: T) => void, delayMs: number) {
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next) apply(next.value);
  }, [apply]);

  const onChange = useCallback(
    (value: T) => {
      pending.current = { value };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );

  const hasPending = useCallback(() => pending.current !== null, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { onChange, flush, hasPending };
}
