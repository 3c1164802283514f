import fp from 'fastify-plugin';
import { createPushHandler, type PluginPushOptions, PUSH_JOB } from './plugin-push.ts';
import type { SecretBox } from './plugin.service.ts';

export interface PluginJobsOptions {
  secrets: SecretBox;
  push?: PluginPushOptions;
}

/**
 * Search-engine pushes are durable jobs: their handler is registered in every process that runs
 * jobs (workers included), beside the mail and SMS handlers.
 */
export const pluginJobsPlugin = fp<PluginJobsOptions>(
  async (app, options) => {
    app.jobs.register(
      PUSH_JOB,
      createPushHandler({
        db: app.db,
        jobs: app.jobs,
        secrets: options.secrets,
        endpoints: app.config.plugins,
        log: app.log,
        ...(options.push ? { options: options.push } : {}),
      }),
    );
  },
  { name: 'plugin-jobs', dependencies: ['db', 'jobs'] },
);
