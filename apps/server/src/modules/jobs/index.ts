// The jobs module's public entry: the durable queue other modules enqueue into.
export { type Jobs, type JobsPluginOptions, jobsPlugin } from './jobs.plugin.ts';
export {
  countJobs,
  defaultBackoffMs,
  type EnqueueOptions,
  type Executor,
  enqueueJob,
  type JobContext,
  type JobHandler,
  JobWorker,
} from './jobs.ts';
