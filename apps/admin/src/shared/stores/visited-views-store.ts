import { create } from 'zustand';
import {
  addView,
  closeAllViews,
  closeOtherViews,
  closeView,
  pinView,
  type VisitedView,
} from './visited-views.ts';

export type { VisitedView } from './visited-views.ts';

/** Open views shown as tabs; kept for the browser session only. */
export interface VisitedViewsState {
  views: VisitedView[];
  add(view: VisitedView): void;
  close(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  pin(path: string, pinned: boolean): void;
  reset(): void;
}

export const useVisitedViewsStore = create<VisitedViewsState>()((set) => ({
  views: [],
  add: (view) => set((s) => ({ views: addView(s.views, view) })),
  close: (path) => set((s) => ({ views: closeView(s.views, path) })),
  closeOthers: (path) => set((s) => ({ views: closeOtherViews(s.views, path) })),
  closeAll: () => set((s) => ({ views: closeAllViews(s.views) })),
  pin: (path, pinned) => set((s) => ({ views: pinView(s.views, path, pinned) })),
  reset: () => set({ views: [] }),
}));
