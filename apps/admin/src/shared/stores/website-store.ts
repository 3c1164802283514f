import { create } from 'zustand';
import { STORAGE_KEYS, storage } from '../lib/storage.ts';
import { parseSelectedWebsite, type SelectedWebsite, toSelectedWebsite } from './selected-website.ts';

export type { SelectedWebsite } from './selected-website.ts';

/** The website being managed; persisted in localStorage under `website`. */
export interface WebsiteState {
  website: SelectedWebsite | null;
  select(website: SelectedWebsite): void;
  clear(): void;
}

export const useWebsiteStore = create<WebsiteState>()((set) => ({
  website: parseSelectedWebsite(storage.get(STORAGE_KEYS.website)),
  select(website) {
    const kept = toSelectedWebsite(website);
    storage.set(STORAGE_KEYS.website, JSON.stringify(kept));
    set({ website: kept });
  },
  clear() {
    storage.remove(STORAGE_KEYS.website);
    set({ website: null });
  },
}));

/** The selected website outside React. */
export function selectedWebsite(): SelectedWebsite | null {
  return useWebsiteStore.getState().website;
}
