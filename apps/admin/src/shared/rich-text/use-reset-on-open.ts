import { useEffect, useRef } from 'react';

/**
 * Runs `reset` each time a dialog opens, with the values of that moment. A parent that builds the
 * dialog's `initial` anew on every render (the page editor's block dialogs do) re-renders while the
 * dialog is open; resetting then would wipe what the operator has typed, so only opening resets.
 */
export function useResetOnOpen(open: boolean, reset: () => void): void {
  const latest = useRef(reset);
  latest.current = reset;
  useEffect(() => {
    if (open) latest.current();
  }, [open]);
}
