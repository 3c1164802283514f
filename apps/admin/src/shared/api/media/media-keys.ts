/** Every media query starts with this key, so one invalidation refreshes the library everywhere. */
export const mediaQueryKey = ['media'] as const;
