import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEnergyFlow } from '@sunfleet/contract/plants';
import { setDeviceLatest, sharePlant } from '@sunfleet/db/plant-testing';
import { createDevice } from '@sunfleet/db/telemetry-testing';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createCast, createPlantAs, type TCast } from './fixtures.ts';

/** Reads `flow` events off a server-sent event stream. */
function flowEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  return {
    async next(): Promise<TEnergyFlow> {
      for (;;) {
        const [message, ...rest] = buffered.split('\n\n');
        if (rest.length > 0) {
          buffered = rest.join('\n\n');
          const data = /^event: flow\ndata: (.*)$/m.exec(message ?? '')?.[1];
          if (data) return JSON.parse(data) as TEnergyFlow;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffered += value;
      }
    },
    close: () => reader.cancel(),
  };
}

describe('live energy flow of a plant', () => {
  let t: TestApp;
  let cast: TCast;
  const feed = new EventEmitter();
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({}, { liveFeed: feed });
    cast = await createCast(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('pushes the flow to a visitor now and after a device of the plant reports', async () => {
    const { plant, gateway } = await createPlantAs(t, cast.owner, cast.companyA.id);
    await sharePlant(t.database, plant.id, cast.visitor.id, 'visitor');
    const inverter = await createDevice(t.database, {
      gatewayId: gateway.id,
      plantId: plant.id,
      kind: 'inverterSinglePhaseHybrid',
      dictionaryId: 'deye_hybrid',
      status: 'normal',
    });
    await setDeviceLatest(t.database, inverter.id, { pvPower: 1.5 });

    const response = await fetch(`${base}/api/v1/plant/energy/${plant.id}/flow/stream`, {
      headers: cast.visitor.headers,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = flowEvents(response.body!);
    expect(await events.next()).toMatchObject({ pv: 1.5 });

    // A device of another plant reporting pushes nothing; this plant's inverter does.
    feed.emit('latest', { deviceId: 'another-device', deviceSn: 'X', readAt: Date.now(), values: [] });
    await setDeviceLatest(t.database, inverter.id, { pvPower: 4.25 });
    feed.emit('latest', { deviceId: inverter.id, deviceSn: inverter.sn, readAt: Date.now(), values: [] });
    expect(await events.next()).toMatchObject({ pv: 4.25 });
    await events.close();
  });

  it('tells a stranger the plant does not exist', async () => {
    const { plant } = await createPlantAs(t, cast.owner, cast.companyA.id);
    const refused = await t.app.inject({
      url: `/api/v1/plant/energy/${plant.id}/flow/stream`,
      headers: cast.stranger.headers,
    });
    expect(envelopeOf(refused)).toMatchObject({ code: 700 });
  });
});
