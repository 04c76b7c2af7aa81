import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { TPoolUse } from '@sunfleet/db/connect';
import { observePool } from '@sunfleet/ingest/metrics';
import type { OperationsRepository, TStateCount } from './repository.ts';

/** A gauge by `state` whose value is read from the database at each scrape. */
function stateGauge(registry: Registry, name: string, help: string, read: () => Promise<TStateCount[]>) {
  return new Gauge({
    name,
    help,
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      // A database that does not answer leaves the gauge empty; /ready says why.
      for (const { state, count } of await read().catch(() => [])) this.set({ state }, count);
    },
  });
}

/**
 * The api process's Prometheus registry (ADR 0050): Node's own figures (memory, event loop, GC),
 * request latencies by route (their `_count` gives the rates), the queues the database holds and
 * the pool. The ingest's throughput and lag join it where this process runs an ingest.
 */
export function createApiMetrics(options: {
  registry?: Registry;
  repository: OperationsRepository;
  poolUse: () => TPoolUse;
}) {
  const registry = options.registry ?? new Registry();
  const { repository } = options;
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'sunfleet_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status; rate(…_count) is requests per second',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  stateGauge(
    registry,
    'sunfleet_commands',
    'Commands by state: all open ones (queued = the queue depth), finished ones of the last day',
    () => repository.commandStates(),
  );
  stateGauge(registry, 'sunfleet_campaigns', 'Campaigns by state', () => repository.campaignStates());
  new Gauge({
    name: 'sunfleet_rollup_queue_depth',
    help: 'Stored readings not yet folded into the rollups',
    registers: [registry],
    async collect() {
      const depth = await repository.rollupQueueDepth().catch(() => undefined);
      if (depth === undefined) this.reset();
      else this.set(depth);
    },
  });
  observePool(registry, options.poolUse);
  return { registry, requestDuration };
}
export type ApiMetrics = ReturnType<typeof createApiMetrics>;
