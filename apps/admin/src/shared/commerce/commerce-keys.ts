/** Every query of the app centre and the orders starts with this key, so a paid order refreshes them all. */
export const commerceQueryKey = ['commerce'] as const;
