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
  /** Pinned: never closed. */
  affix: boolean;
  /** The screen is not kept when its tab is left. */
  noCache: boolean;
}

/**
 * Adds a view, or refreshes the query of the tab already open on that path. Pinned views stay in
 * front so closing never reorders what the operator expects at the left.
 */
export function addView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index >= 0) {
    const current = views[index] as VisitedView;
    if (current.fullPath === view.fullPath && current.title === view.title) return views as VisitedView[];
    const next = [...views];
    next[index] = { ...current, fullPath: view.fullPath, title: view.title };
    return next;
  }
  if (view.affix) {
    const firstUnpinned = views.findIndex((v) => !v.affix);
    if (firstUnpinned >= 0) return [...views.slice(0, firstUnpinned), view, ...views.slice(firstUnpinned)];
  }
  return [...views, view];
}

/** Closes one view; pinned views cannot be closed. */
export function closeView(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.affix || v.path !== path);
}

/** Closes every view except pinned ones and the given one. */
export function closeOtherViews(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.affix || v.path === path);
}

/** Closes every view except pinned ones. */
export function closeAllViews(views: readonly VisitedView[]): VisitedView[] {
  return views.filter((v) => v.affix);
}

/**
 * Where to go after the tabs changed: nowhere while the active view is still open, else the last
 * remaining view, else the root.
 */
export function destinationAfterClose(remaining: readonly VisitedView[], activePath: string): string | null {
  if (remaining.some((v) => v.path === activePath)) return null;
  return remaining.at(-1)?.fullPath ?? '/';
}
