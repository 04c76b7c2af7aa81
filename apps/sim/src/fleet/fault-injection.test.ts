import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEventsUpload, TFramesUpload, TGatewayStatus } from '@sunfleet/contract/gateway-wire';
import type { TFleet } from '@sunfleet/contract/demo-fleet';
import { activeFlags } from '@sunfleet/protocols/codec';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { decodedValues, framesOf, numberOf } from '../testing/decode.ts';
import { CloudObserver, startTestBroker, type TestBroker } from '../testing/test-broker.ts';
import { fleetKeys, testFleet, testSimFleet, testStart } from '../testing/test-fleet.ts';
import type { FleetSettings } from './sim-fleet.ts';

let broker: TestBroker;
let cloud: CloudObserver;

beforeAll(async () => {
  broker = await startTestBroker();
  cloud = await CloudObserver.connect(broker.url);
});

afterAll(async () => {
  await cloud.close();
  await broker.stop();
});

const minute = 60_000;

/** Runs one plant of a fresh test fleet for a span of simulated time at 600×. */
async function runPlant(
  index: number,
  durationMs: number,
  settings: (fleet: TFleet) => Partial<FleetSettings>,
) {
  const fleet = testFleet(randomUUID());
  const plant = fleet.plants[index]!;
  broker.allow(fleetKeys(fleet));
  const sim = testSimFleet({ plants: [plant] }, broker.url, {
    speed: 600,
    timing: { uploadIntervalMs: minute },
    ...settings(fleet),
  });
  await sim.run(durationMs);
  await sim.stop();
  return plant.gateway;
}

describe('fault injection', () => {
  it('offline: no uploads while the network is gone, then the backlog with its original timestamps', async () => {
    // At 300× a simulated minute is 200 ms of wall time: room for the reconnect on a busy machine.
    const gateway = await runPlant(0, 15 * minute, (fleet) => ({
      offline: [{ sn: fleet.plants[0]!.gateway.sn, durationMs: 8 * minute }],
      speed: 300,
    }));
    const uploads = cloud.of(gateway.sn, 'frames') as unknown as TFramesUpload[];
    const inverterFrames = framesOf(uploads, gateway.devices[0]!.sn);
    // Every simulated minute was read, gap or not (QoS 1 may deliver a reading twice; storage is idempotent).
    const minutesRead = new Set(inverterFrames.map((frame) => (frame.ts - testStart.getTime()) / minute));
    expect([...minutesRead]).toEqual(Array.from({ length: 16 }, (_, i) => i));
    // The minutes read offline arrived in backlog uploads (several readings each) after the link
    // came back, keeping the times they were read at.
    const backlogs = uploads.filter((upload) => upload.frames.length > gateway.devices.length);
    const backlogFrames = backlogs.flatMap((upload) => upload.frames);
    expect(backlogFrames.length).toBeGreaterThanOrEqual(gateway.devices.length * 7);
    const oldestWait = Math.max(...backlogs.map((upload) => upload.sentAt - upload.frames[0]!.ts));
    expect(oldestWait).toBeGreaterThanOrEqual(7 * minute);
    const statuses = cloud.of(gateway.sn, 'status') as unknown as TGatewayStatus[];
    expect(statuses.map((status) => status.online)).toEqual(expect.arrayContaining([true, false, true]));
  });

  it('a fault code sets its alarm bit, trips the inverter, and opens and closes an event', async () => {
    const gateway = await runPlant(0, 6 * minute, (fleet) => ({
      faults: [{ sn: fleet.plants[0]!.gateway.devices[0]!.sn, code: 'F13', durationMs: 3 * minute }],
    }));
    const deviceSn = gateway.devices[0]!.sn;
    const events = (cloud.of(gateway.sn, 'events') as unknown as TEventsUpload[]).filter(
      (e) => e.deviceSn === deviceSn,
    );
    expect(events.map((event) => event.codes)).toEqual([
      [{ code: 'F13', active: true, text: 'F13 Working mode changed' }],
      [{ code: 'F13', active: false }],
    ]);
    const alarms = findShippedDictionary('deye_hybrid')!.entries.find((entry) => entry.key === 'alarms')!;
    expect(activeFlags(alarms, events[0]!.alarmWords![0]!.words).map((flag) => flag.code)).toEqual(['F13']);
    const frames = framesOf(cloud.of(gateway.sn, 'frames'), deviceSn).map(decodedValues);
    expect(activeFlags(alarms, frames[0]!.alarms as number[]).map((flag) => flag.code)).toEqual(['F13']);
    expect(frames[0]).toMatchObject({ runningStatus: 3, inverterPower: expect.any(Number) as number });
    expect(frames.at(-1)).toMatchObject({ runningStatus: 2, alarms: [0, 0, 0, 0, 0, 0] });
  });

  it('a stuck counter stays flat while power flows', async () => {
    const gateway = await runPlant(1, 30 * minute, (fleet) => ({
      stuckCounters: [{ sn: fleet.plants[1]!.gateway.devices[0]!.sn, counter: 'pv' }],
      speed: 1800,
      timing: { uploadIntervalMs: 5 * minute },
    }));
    const frames = framesOf(cloud.of(gateway.sn, 'frames'), gateway.devices[0]!.sn).map(decodedValues);
    expect(frames.length).toBe(7);
    expect(new Set(frames.map((values) => values.totalProduction)).size).toBe(1);
    expect(numberOf(frames.at(-1)!, 'pv1Power')).toBeGreaterThan(1_000);
    expect(numberOf(frames.at(-1)!, 'totalLoadConsumption')).toBeGreaterThan(
      numberOf(frames[0]!, 'totalLoadConsumption'),
    );
  });

  it('communication loss: the device is skipped and reported lost, the others keep uploading', async () => {
    const gateway = await runPlant(2, 3 * minute, (fleet) => ({
      commLoss: [{ sn: fleet.plants[2]!.gateway.devices[2]!.sn, durationMs: 2 * minute }],
    }));
    const weatherSn = gateway.devices[2]!.sn;
    const uploads = cloud.of(gateway.sn, 'frames');
    expect(framesOf(uploads, weatherSn).map((frame) => frame.ts - testStart.getTime())).toEqual([
      2 * minute,
      3 * minute,
    ]);
    expect(framesOf(uploads, gateway.devices[0]!.sn)).toHaveLength(4);
    const events = cloud.of(gateway.sn, 'events') as unknown as TEventsUpload[];
    expect(events.map((event) => [event.deviceSn, event.codes?.[0]?.code, event.codes?.[0]?.active])).toEqual(
      [
        [weatherSn, 'deviceCommLost', true],
        [weatherSn, 'deviceCommLost', false],
      ],
    );
  });
});
