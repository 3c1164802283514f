/** localStorage that never throws (private mode, quota, tests without a DOM). */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // A full or disabled storage only costs the remembered choice.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  },
};

/** Every localStorage key the app owns; local logout removes them all. */
export const STORAGE_KEYS = {
  website: 'website',
} as const;
