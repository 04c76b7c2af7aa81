import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFramesUpload, ZGatewayStatus, type TFramesUpload } from '@sunfleet/contract/gateway-wire';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { namedValues } from '../physics/plant-snapshot.ts';
import { decodedValues, framesOf, numberOf } from '../testing/decode.ts';
import { CloudObserver, startTestBroker, type TestBroker } from '../testing/test-broker.ts';
import { fleetKeys, testFleet, testSimFleet, testStart } from '../testing/test-fleet.ts';

const fleet = testFleet(randomUUID());
const [hybrid, threePhase, stringPlant, micro] = fleet.plants.map((plant) => plant.gateway);
let broker: TestBroker;
let cloud: CloudObserver;

beforeAll(async () => {
  broker = await startTestBroker(fleetKeys(fleet));
  cloud = await CloudObserver.connect(broker.url);
});

afterAll(async () => {
  await cloud.close();
  await broker.stop();
});

/** Plant-model value each dictionary key presents (where the key means the same thing). */
const modelKeyOf: Record<string, string> = {
  pv1Voltage: 'pv1Voltage',
  pv1Current: 'pv1Current',
  pv1Power: 'pv1Power',
  pv2Power: 'pv2Power',
  gridPower: 'gridPower',
  loadPower: 'loadPower',
  gridFrequency: 'gridFrequency',
  batteryPower: 'batteryPower',
  batterySoc: 'batterySoc',
  totalProduction: 'pvEnergyTotal',
  dailyProduction: 'pvEnergyToday',
  totalEnergyBought: 'gridImportEnergyTotal',
  totalEnergySold: 'gridExportEnergyTotal',
  totalLoadConsumption: 'loadEnergyTotal',
  irradiance: 'irradiancePlane',
  ambientTemperature: 'ambientTemperature',
  windSpeed: 'windSpeed',
};

describe('a simulated gateway on a real broker', () => {
  it('signs in with its SN and key and uploads frames that decode back into the plant model values', async () => {
    const sim = testSimFleet(fleet, broker.url);
    await sim.run(0);
    await sim.stop();
    for (const gateway of [hybrid, threePhase, stringPlant, micro]) {
      if (!gateway) throw new Error('fleet without four plants');
      const upload = ZFramesUpload.parse(await cloud.waitFor(gateway.sn, 'frames'));
      const status = ZGatewayStatus.parse(
        await cloud.waitFor(gateway.sn, 'status', (s) => s.online === true),
      );
      expect(status).toMatchObject({ firmware: 'V1_0_0' });
      expect(status.uptimeSeconds).toBeLessThan(60);
      const model = sim.gateway(gateway.sn).options.plant;
      for (const frame of upload.frames) {
        expect(frame.ts).toBe(testStart.getTime());
        const expected = namedValues(model.advanceTo(new Date(frame.ts)));
        const dictionary = findShippedDictionary(frame.dictionaryId);
        const decoded = decodedValues(frame);
        let compared = 0;
        for (const entry of dictionary?.entries ?? []) {
          const modelKey = modelKeyOf[entry.key];
          const want = modelKey === undefined ? undefined : expected[modelKey];
          if (want === undefined || decoded[entry.key] === undefined) continue;
          expect(numberOf(decoded, entry.key), `${frame.dictionaryId} ${entry.key}`).toBeCloseTo(
            want,
            -Math.log10(Math.abs(entry.scale) * 2),
          );
          compared += 1;
        }
        expect(compared, frame.dictionaryId).toBeGreaterThan(frame.dictionaryId === 'sunfleet_bms' ? 1 : 2);
      }
    }
  });

  it('has meter import and export that balance inverter output and household load', () => {
    const uploads = cloud.of(hybrid?.sn ?? '', 'frames');
    const [inverter, battery, meter] = (hybrid?.devices ?? []).map((device) =>
      decodedValues(framesOf(uploads, device.sn)[0]!),
    );
    if (!inverter || !battery || !meter) throw new Error('missing frames');
    expect(numberOf(inverter, 'inverterPower') + numberOf(meter, 'gridPower')).toBeCloseTo(
      numberOf(inverter, 'loadPower'),
      -1,
    );
    expect(numberOf(meter, 'gridPower')).toBe(numberOf(inverter, 'gridPower'));
    expect(numberOf(battery, 'batteryPower')).toBe(numberOf(inverter, 'batteryPower'));
    const stringUploads = cloud.of(stringPlant?.sn ?? '', 'frames');
    const [stringInverter, stringMeter] = (stringPlant?.devices ?? []).map((device) =>
      decodedValues(framesOf(stringUploads, device.sn)[0]!),
    );
    const model = namedValues(
      testSimFleet(fleet, broker.url)
        .gateway(stringPlant?.sn ?? '')
        .options.plant.advanceTo(testStart),
    );
    expect(numberOf(stringInverter!, 'inverterPower') + numberOf(stringMeter!, 'gridPower')).toBeCloseTo(
      model.loadPower ?? NaN,
      -1.5,
    );
  });

  it('is refused by the broker with a wrong key', async () => {
    const intruder = testFleet(randomUUID());
    const sim = testSimFleet({ plants: intruder.plants.slice(3) }, broker.url);
    const running = sim.run(0);
    const sn = intruder.plants[3]?.gateway.sn ?? '';
    await expect.poll(() => broker.refused.includes(sn)).toBe(true);
    await running;
    await sim.stop();
    expect(cloud.of(sn, 'frames')).toEqual([]);
  });

  it('replays a simulated hour in about two seconds, stamping readings with simulated time', async () => {
    const accelerated = testFleet(randomUUID());
    const gateway = accelerated.plants[3]!.gateway;
    broker.allow(fleetKeys(accelerated));
    const sim = testSimFleet({ plants: [accelerated.plants[3]!] }, broker.url, {
      speed: 1800,
      timing: { uploadIntervalMs: 300_000 },
    });
    const wallStart = Date.now();
    await sim.run(3_600_000);
    const wallMs = Date.now() - wallStart;
    await sim.stop();
    const frames = framesOf(cloud.of(gateway.sn, 'frames'), gateway.devices[0]!.sn);
    expect(frames.map((frame) => (frame.ts - testStart.getTime()) / 300_000)).toEqual(
      Array.from({ length: 13 }, (_, i) => i),
    );
    expect(wallMs).toBeGreaterThan(1_500);
    expect(wallMs).toBeLessThan(6_000);
    const uploads = cloud.of(gateway.sn, 'frames') as unknown as TFramesUpload[];
    expect(uploads.every((upload) => upload.sentAt >= upload.frames[0]!.ts)).toBe(true);
  });
});
