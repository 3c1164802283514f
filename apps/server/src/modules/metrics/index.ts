// The metrics module's public entry: Prometheus metrics of the app and of a sites-only process.
export { answerMetrics } from './metrics-access.ts';
export {
  createMetrics,
  type JobCounts,
  type Metrics,
  type MetricsSources,
  type PublishObservation,
  type SiteCacheStats,
} from './metrics.ts';
export { type MetricsPluginOptions, metricsPlugin } from './metrics.plugin.ts';
