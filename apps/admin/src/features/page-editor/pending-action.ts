/**
 * Spec §4: an edit action (switch page, back, new page) the operator started while the page had
 * changes not yet on the website, and chose to publish first. It waits here, one at a time, and
 * runs once the publish has succeeded; a cancelled publish drops it.
 */
export interface PendingAction {
  /** Keeps the action; a later one replaces it, as the operator's latest wish. */
  hold(action: () => void): void;
  /** Runs the held action, once. */
  run(): void;
  drop(): void;
  readonly waiting: boolean;
}

export function createPendingAction(): PendingAction {
  let held: (() => void) | null = null;
  return {
    hold(action) {
      held = action;
    },
    run() {
      const action = held;
      held = null;
      action?.();
    },
    drop() {
      held = null;
    },
    get waiting() {
      return held !== null;
    },
  };
}
