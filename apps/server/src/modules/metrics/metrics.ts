import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Due and dead durable jobs by kind, read at scrape time (the jobs module's query). */
export type JobCounts = () => Promise<{ kind: string; due: number; dead: number }[]>;

/** The site server's cache counters since it started (they only grow). */
export type SiteCacheStats = () => { hits: number; misses: number; cachedFiles: number; cachedBytes: number };

export interface MetricsSources {
  jobs?: JobCounts;
  siteCache?: SiteCacheStats;
  /** A source failed during a scrape; the scrape answers the rest. */
  onError?: (error: unknown) => void;
}

/** How one publish (or a refresh after items changed) went, and how long it took. */
export interface PublishObservation {
  kind: 'publish' | 'refresh';
  outcome: 'ok' | 'failed';
  seconds: number;
}

export interface Metrics {
  /** One HTTP request answered by the app; `route` is the route's pattern, never the raw URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  observePublish(observation: PublishObservation): void;
  /** Adds sources known only once the app is assembled (the site server, the job table). */
  addSources(sources: MetricsSources): void;
  /** The Prometheus text exposition of this process and this app. */
  text(): Promise<string>;
  readonly contentType: string;
}

/**
 * Process metrics (CPU, memory, event-loop lag, GC) describe the process, not an app, and their
 * collectors observe it from the moment they start; made once per process and shared by every app
 * it builds (tests build hundreds), while each app's own metrics live in a registry of its own.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const PUBLISH_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

function statusClass(code: number): string {
  return code >= 100 && code < 600 ? `${Math.floor(code / 100)}xx` : 'other';
}

/** One app's metrics in a registry of its own, so several apps in one process never collide. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  const sources: MetricsSources = {};
  const fail = (error: unknown) => sources.onError?.(error);

  const requests = new Counter({
    name: 'sitewright_http_requests_total',
    help: 'HTTP requests answered by the app, by route pattern, method and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'sitewright_http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to its answer, by route pattern, method and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const publishes = new Histogram({
    name: 'sitewright_publish_duration_seconds',
    help: 'Duration of site publishes (kind publish) and of re-renders after items changed (kind refresh).',
    labelNames: ['kind', 'outcome'] as const,
    buckets: PUBLISH_BUCKETS,
    registers: [registry],
  });

  // The job and cache metrics join the registry with their source: a process without a site
  // server shows no cache counters stuck at zero.
  const jobKinds = new Set<string>();
  const jobsDue = new Gauge({
    name: 'sitewright_jobs_due',
    help: 'Durable jobs that are due and not done (waiting or running), by kind.',
    labelNames: ['kind'] as const,
    registers: [],
  });
  const jobsDead = new Gauge({
    name: 'sitewright_jobs_dead',
    help: 'Durable jobs that used up their attempts without success, by kind.',
    labelNames: ['kind'] as const,
    registers: [],
  });
  // One query feeds both gauges, so it runs before the registry is read rather than in each collect.
  const collectJobs = async () => {
    if (!sources.jobs) return;
    try {
      const rows = await sources.jobs();
      // A kind whose queue emptied reads 0 rather than vanishing from the graph.
      for (const kind of jobKinds) {
        jobsDue.set({ kind }, 0);
        jobsDead.set({ kind }, 0);
      }
      for (const row of rows) {
        jobKinds.add(row.kind);
        jobsDue.set({ kind: row.kind }, row.due);
        jobsDead.set({ kind: row.kind }, row.dead);
      }
    } catch (error) {
      // No number rather than the last one: a stale depth would read as a healthy queue.
      jobsDue.reset();
      jobsDead.reset();
      fail(error);
    }
  };

  // The site server counts in plain integers (its fast path must stay cheap); the counters take
  // what was added since the last scrape.
  const seen = { hits: 0, misses: 0 };
  const cacheHits = new Counter({
    name: 'sitewright_site_cache_hits_total',
    help: 'Visitor requests for published files answered from the site server cache.',
    registers: [],
  });
  const cacheMisses = new Counter({
    name: 'sitewright_site_cache_misses_total',
    help: 'Visitor requests for published files that had to be read from the site store.',
    registers: [],
  });
  const cacheBytes = new Gauge({
    name: 'sitewright_site_cache_bytes',
    help: 'Bytes of published files held in the site server cache.',
    registers: [],
  });
  const cacheFiles = new Gauge({
    name: 'sitewright_site_cache_files',
    help: 'Published files held in the site server cache.',
    registers: [],
  });
  const collectCache = () => {
    if (!sources.siteCache) return;
    try {
      const stats = sources.siteCache();
      if (stats.hits > seen.hits) cacheHits.inc(stats.hits - seen.hits);
      if (stats.misses > seen.misses) cacheMisses.inc(stats.misses - seen.misses);
      seen.hits = stats.hits;
      seen.misses = stats.misses;
      cacheBytes.set(stats.cachedBytes);
      cacheFiles.set(stats.cachedFiles);
    } catch (error) {
      fail(error);
    }
  };

  return {
    observeRequest(method, route, statusCode, seconds) {
      const labels = { method, route, status_class: statusClass(statusCode) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    observePublish({ kind, outcome, seconds }) {
      publishes.observe({ kind, outcome }, seconds);
    },
    addSources(more) {
      if (more.jobs && !sources.jobs) {
        registry.registerMetric(jobsDue);
        registry.registerMetric(jobsDead);
      }
      if (more.siteCache && !sources.siteCache) {
        for (const metric of [cacheHits, cacheMisses, cacheBytes, cacheFiles])
          registry.registerMetric(metric);
      }
      Object.assign(sources, more);
    },
    async text() {
      await Promise.all([collectJobs(), collectCache()]);
      const own = await registry.metrics();
      return `${await processMetrics().metrics()}\n${own}`;
    },
    contentType: registry.contentType,
  };
}
