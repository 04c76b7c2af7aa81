import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZHealth, ZReadiness } from '@sunfleet/contract/operations';
import type { TSitePreparation } from '@sunfleet/contract/site';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { closeWithin } from './drain.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('operators probe a process', () => {
  let t: TestApp;
  const preparation: TSitePreparation = { demoHistory: 'ready' };
  let broker: 'up' | 'down' | 'none' = 'none';
  beforeAll(async () => {
    t = await createTestApp({}, { probes: { preparation, brokerStatus: () => broker } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /health with the request id it was given, or a new one', async () => {
    const given = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'lb-7f3a' } });
    expect(given.statusCode).toBe(200);
    expect(ZHealth.parse(given.json())).toEqual({ status: 'ok' });
    expect(given.headers['x-request-id']).toBe('lb-7f3a');
    const fresh = await t.app.inject({ url: '/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is ready with a migrated database, and not while the demo history or the broker is missing', async () => {
    const ready = await t.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ZReadiness.parse(ready.json())).toEqual({
      status: 'ready',
      checks: { database: true, pendingMigrations: [], broker: 'none', demoHistory: 'ready' },
    });

    preparation.demoHistory = 'preparing';
    const preparing = await t.app.inject({ url: '/ready' });
    expect(preparing.statusCode).toBe(503);
    expect(preparing.json()).toMatchObject({ status: 'notReady', checks: { demoHistory: 'preparing' } });
    expect(envelopeOf(await t.app.inject({ url: '/anonymous/preparation' })).data).toEqual({
      demoHistory: 'preparing',
    });
    preparation.demoHistory = 'ready';

    broker = 'down';
    expect((await t.app.inject({ url: '/ready' })).statusCode).toBe(503);
    broker = 'up';
    expect((await t.app.inject({ url: '/ready' })).statusCode).toBe(200);
  });

  it('exposes Prometheus metrics: requests by route, queues and states, the pool, the process', async () => {
    await t.app.inject({ url: '/health' });
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /sunfleet_http_request_duration_seconds_count\{method="GET",route="\/health",status="200"\} [1-9]/,
    );
    for (const name of ['sunfleet_commands', 'sunfleet_campaigns', 'sunfleet_rollup_queue_depth']) {
      expect(text).toContain(`# TYPE ${name} gauge`);
    }
    expect(text).toContain('sunfleet_rollup_queue_depth 0');
    expect(text).toMatch(/sunfleet_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
  });
});

describe('an overloaded process refuses at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Any heap is "too much": the first sample (after a second) puts the process under pressure.
    t = await createTestApp({
      operations: {
        shutdownTimeoutMs: 1_000,
        maxEventLoopDelayMs: 0,
        maxHeapUsedBytes: 1,
        retryAfterSeconds: 7,
      },
    });
    await t.app.ready();
    await sleep(1_200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('with 503, code 1 and Retry-After, while the probes still answer', async () => {
    const refused = await t.app.inject({ url: '/api/v1/site/nothing' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(envelopeOf(refused).code).toBe(1);
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});

describe('a stop drains within its time', () => {
  it('lets a request in flight finish while the server closes', async () => {
    const t = await createTestApp();
    let arrived = () => undefined as void;
    const hasArrived = new Promise<void>((resolve) => (arrived = resolve));
    t.app.get('/slow', { config: { access: 'anonymous' } }, async () => {
      arrived();
      await sleep(300);
      return { done: true };
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/slow`);
    await hasArrived;
    expect(await closeWithin(5_000, () => t.app.close())).toBe('drained');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await t.close();
  });

  it('gives up on a stop that hangs', async () => {
    const started = Date.now();
    expect(await closeWithin(100, () => new Promise(() => undefined))).toBe('timedOut');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
