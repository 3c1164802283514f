/**
 * The screen that holds unsaved work, for leaving paths the router does not see first (closing the
 * shown tab in the shell removes it before navigating). One screen is shown at a time, so one guard.
 */
export interface ActiveLeaveGuard {
  /** Whether leaving now would lose work. */
  isDirty(): boolean;
  /** Asks (or saves); true when the screen may be left. */
  ask(): Promise<boolean>;
  /** The next navigation was already agreed to: let it through without asking again. */
  allowNext(): void;
}

let active: ActiveLeaveGuard | null = null;

export function registerLeaveGuard(guard: ActiveLeaveGuard): () => void {
  active = guard;
  return () => {
    if (active === guard) active = null;
  };
}

/**
 * Before leaving the shown screen by other means than a plain navigation: true when there is no
 * unsaved work or the operator agreed to lose it (the navigation that follows is not asked again).
 */
export async function confirmLeave(): Promise<boolean> {
  const guard = active;
  if (!guard?.isDirty()) return true;
  const agreed = await guard.ask();
  if (agreed) guard.allowNext();
  return agreed;
}

/** Whether a navigation from one address to another leaves the screen (not a hash change). */
export function leavesScreen(
  from: { pathname: string; search: string },
  to: { pathname: string; search: string },
): boolean {
  return from.pathname !== to.pathname || from.search !== to.search;
}
