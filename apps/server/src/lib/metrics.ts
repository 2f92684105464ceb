import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/client';

/** What the metrics read from the running app. */
export type MetricsDeps = { database: DatabaseHandle };

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Every Prometheus metric of the server, in one registry served at GET /metrics (plugins/metrics.ts,
 * docs/operations.md#metrics). Built only when METRICS_TOKEN is set, so an app without metrics pays nothing.
 *
 * To add a gauge (an outbox's depth, the last backup's time, …), declare it here with `registers: [registry]` and a
 * `collect()` that reads the value when Prometheus scrapes, e.g.
 *   new Gauge({ name: 'outbox_pending_rows', help: '…', registers: [registry], async collect() { this.set(await count()) } });
 * and add what it reads to MetricsDeps. Names follow https://prometheus.io/docs/practices/naming/ (unit suffixes).
 */
export function createMetrics({ database }: MetricsDeps) {
  const registry = new Registry();
  // process_* and nodejs_*: CPU, memory, heap, event loop lag, handles, GC
  collectDefaultMetrics({ register: registry });

  /** Requests by route pattern (never the raw URL: ids would explode the series) and status; `_count` counts them. */
  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, with their duration in seconds',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const { pool } = database;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a free PostgreSQL pool connection',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  return { registry, httpRequestDuration };
}
