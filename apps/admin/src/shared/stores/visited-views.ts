/** One open view in the tabs bar (spec §3 "Visited view"). */
export interface VisitedView {
  /** The pathname: one tab per screen. */
  path: string;
  /** The pathname with its query, used to navigate back to the tab as it was left. */
  fullPath: string;
  /** The route name. */
  name: string;
  /** i18n key of the tab title. */
  title: string;
  /** Pinned by its route (the website center): never closed, never unpinned. */
  affix: boolean;
  /** Pinned by the operator from the tab's menu: kept at the left and never closed until unpinned. */
  pinned?: boolean;
  /** The screen is not kept when its tab is left. */
  noCache: boolean;
}

/**
 * Adds a view, or refreshes the query of the tab already open on that path. Pinned views stay in
 * front so closing never reorders what the operator expects at the left.
 */
/** Whether a view stays when tabs are closed: pinned by its route or by the operator. */
export function isPinned(view: VisitedView): boolean {
  return view.affix || view.pinned === true;
}

export function addView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index >= 0) {
    const current = views[index] as VisitedView;
    if (current.fullPath === view.fullPath && current.title === view.title) return views as VisitedView[];
    const next = [...views];
    next[index] = { ...current, fullPath: view.fullPath, title: view.title };
    return next;
  }
  if (isPinned(view)) {
    const firstUnpinned = views.findIndex((v) => !isPinned(v));
    if (firstUnpinned >= 0) return [...views.slice(0, firstUnpinned), view, ...views.slice(firstUnpinned)];
  }
  return [...views, view];
}

/** Closes one view; pinned views cannot be closed. */
export function closeView(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => isPinned(v) || v.path !== path);
}

/** Closes every view except pinned ones and the given one. */
export function closeOtherViews(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => isPinned(v) || v.path === path);
}

/** Closes every view except pinned ones. */
export function closeAllViews(views: readonly VisitedView[]): VisitedView[] {
  return views.filter(isPinned);
}

/**
 * Pins or unpins a view. A pinned view moves to the end of the pinned ones at the left; an unpinned
 * one to the start of the others, so it stays next to where it was. Views pinned by their route
 * stay pinned.
 */
export function pinView(views: readonly VisitedView[], path: string, pinned: boolean): VisitedView[] {
  const view = views.find((v) => v.path === path);
  if (!view || view.affix || Boolean(view.pinned) === pinned) return views as VisitedView[];
  const rest = views.filter((v) => v.path !== path);
  const changed = { ...view, pinned };
  const firstUnpinned = rest.findIndex((v) => !isPinned(v));
  const at = firstUnpinned < 0 ? rest.length : firstUnpinned;
  return [...rest.slice(0, at), changed, ...rest.slice(at)];
}

/**
 * Where to go after the tabs changed: nowhere while the active view is still open, else the last
 * remaining view, else the root.
 */
export function destinationAfterClose(remaining: readonly VisitedView[], activePath: string): string | null {
  if (remaining.some((v) => v.path === activePath)) return null;
  return remaining.at(-1)?.fullPath ?? '/';
}
