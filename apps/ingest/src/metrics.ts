/**
 * The ingest's Prometheus metrics (prom-client, ADR 0050), registered on a registry the host
 * owns: the api serves them at /metrics with its own, an ingest worker on METRICS_PORT.
 */
import { createServer, type Server } from 'node:http';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { TPoolUse } from '@sunfleet/db/connect';
import type { LiveData } from './live-data.ts';

/**
 * Readings stored per second (rate of the counter), how late each arrived, and how many uploads
 * each transaction carried (a worker whose uploads reach it one by one pays a transaction each).
 */
export function observeIngest(registry: Registry, liveData: Pick<LiveData, 'on'>): void {
  const readings = new Counter({
    name: 'sunfleet_ingest_readings_total',
    help: "Devices' readings stored by this process's ingest",
    registers: [registry],
  });
  const lag = new Histogram({
    name: 'sunfleet_ingest_lag_seconds',
    help: 'From the time a gateway read a device to the commit of that reading',
    buckets: [0.5, 1, 5, 15, 60, 300, 900, 3600],
    registers: [registry],
  });
  const batches = new Histogram({
    name: 'sunfleet_ingest_batch_uploads',
    help: 'Uploads committed per transaction of the ingest (its group commit)',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [registry],
  });
  liveData.on('batchStored', ({ messages }) => batches.observe(messages));
  liveData.on('latest', ({ readAt }) => {
    readings.inc();
    lag.observe(Math.max(0, (Date.now() - readAt) / 1000));
  });
}

/** The database pool's connections, read at each scrape. */
export function observePool(registry: Registry, poolUse: () => TPoolUse): void {
  new Gauge({
    name: 'sunfleet_db_pool_connections',
    help: "Connections of this process's database pool, by state (waiting: queries queued for one)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = poolUse();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
}

/** A bare HTTP server answering GET /metrics, for a process without the api (an ingest worker). */
export async function serveMetrics(registry: Registry, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return server;
}
