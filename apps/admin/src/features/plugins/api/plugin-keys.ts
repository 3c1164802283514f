/** Query keys of the plugin screens: everything under `plugins` is read again after a save. */
export const pluginsQueryKey = ['plugins'] as const;
