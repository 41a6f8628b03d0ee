// Prometheus metrics of this process (issue 49, "Metrics and logs"): request rate and latency of
// pages and platform calls by route, the database pool, the job queue and its failures, SMS and
// report-channel outcomes, and prom-client's process figures (CPU, memory, event-loop lag, GC).
// One registry per process; served only on METRICS_PORT, a listener of its own bound to
// METRICS_HOST (127.0.0.1 unless set), never through the public port (metrics-server.ts).
import client from 'prom-client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });
// A WEB_CONCURRENCY worker answers its primary's aggregator (metrics-server.ts) from this registry.
client.AggregatorRegistry.setRegistries([registry]);

// Pages and calls take 5 ms to a few seconds; the buckets resolve the budgets (50, 100, 300 ms).
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5, 5, 10];

/** A request-latency histogram labelled by route pattern (bounded: the screens or the route tables), method and status. */
const latencyHistogram = (name: string, help: string) =>
  new client.Histogram({ name, help, labelNames: ['route', 'method', 'status'] as const, buckets: LATENCY_BUCKETS, registers: [registry] });

/** Pages of the app, by the screen's path pattern. */
export const pageRequests = latencyHistogram(
  'app_page_request_duration_seconds',
  'Page and resource requests answered by the app, by screen path pattern, method and status',
);

/** Platform calls, by the route pattern they matched. */
export const platformRequests = latencyHistogram('platform_request_duration_seconds', 'Platform API calls, by route pattern, method and status');

export const jobAttempts = new client.Counter({
  name: 'jobs_attempts_total',
  help: 'Background job attempts by kind and outcome (done, retry, failed)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export const smsMessages = new client.Counter({
  name: 'sms_messages_total',
  help: 'SMS messages handed to the sender, by message type and outcome',
  labelNames: ['type', 'outcome'] as const,
  registers: [registry],
});

export const reportSubmissions = new client.Counter({
  name: 'report_channel_submissions_total',
  help: 'Submissions to the provincial monitoring channel (Logink), by kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

type Sources = {
  /** pending and running jobs by state, read when scraped */
  jobQueue?: () => Promise<Record<string, number>>;
  /** the PostgreSQL pool's connections, when the platform uses one */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
};
const sources: Sources = {};

/**
 * Where the gauges read from; the platform of this process calls it once it has opened them. The
 * answer lets them go when that platform closes (a closed pool cannot be read, and a scrape that
 * read one would fail whole), unless another platform of the process has bound its own since.
 */
export function bindMetricSources(next: Sources): () => void {
  Object.assign(sources, next);
  return () => {
    if (sources.jobQueue === next.jobQueue) delete sources.jobQueue;
    if (sources.pool === next.pool) delete sources.pool;
  };
}

new client.Gauge({
  name: 'jobs_queue_depth',
  help: 'Background jobs not finished, by state (new, running)',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    if (!sources.jobQueue) return;
    for (const [state, count] of Object.entries(await sources.jobQueue())) this.set({ state }, count);
  },
});

new client.Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting); absent on the embedded database',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    const pool = sources.pool;
    if (!pool) return;
    this.set({ state: 'total' }, pool.totalCount);
    this.set({ state: 'idle' }, pool.idleCount);
    this.set({ state: 'waiting' }, pool.waitingCount);
  },
});

/** Seconds since `start` (a performance.now() reading). */
export const secondsSince = (start: number) => (performance.now() - start) / 1000;
