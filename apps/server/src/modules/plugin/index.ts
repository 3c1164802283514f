// The plugin module's public entry: its routes, its push jobs and the publish listener.
export { PLUGIN_DEFINITIONS } from './definitions/index.ts';
export { type PluginJobsOptions, pluginJobsPlugin } from './plugin-jobs.ts';
export { createPushListener, type PluginPushOptions, PUSH_JOB } from './plugin-push.ts';
export { type PluginRoutesOptions, pluginRoutes } from './plugin.routes.ts';
export { secretContext } from './plugin.service.ts';
export { createSiteAdditions, siteAdditionsOf } from './site-additions.ts';
