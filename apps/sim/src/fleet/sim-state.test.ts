import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedValues, framesOf, numberOf } from '../testing/decode.ts';
import { CloudObserver, startTestBroker, type TestBroker } from '../testing/test-broker.ts';
import { fleetKeys, testFleet, testSimFleet, testStart } from '../testing/test-fleet.ts';
import { readSimState } from './sim-state.ts';

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

const hour = 3_600_000;

describe('simulator state across runs', () => {
  it('continues energy counters and battery charge where the last run left them', async () => {
    const fleet = testFleet(randomUUID());
    broker.allow(fleetKeys(fleet));
    const plants = { plants: [fleet.plants[0]!] };
    const stateFile = join(mkdtempSync(join(tmpdir(), 'sim-state-')), 'state.json');
    const settings = { speed: 7200, stateFile, timing: { uploadIntervalMs: 900_000 } };
    const first = testSimFleet(plants, broker.url, settings);
    await first.run(2 * hour);
    await first.stop();
    const saved = readSimState(stateFile).plants[fleet.plants[0]!.gateway.sn];
    expect(saved?.at).toBe(testStart.getTime() + 2 * hour);

    // Restarted an hour later: the devices remember, they do not start from estimates again.
    const second = testSimFleet(plants, broker.url, { ...settings, start: new Date(saved!.at + hour) });
    await second.run(0);
    await second.stop();
    const inverterSn = fleet.plants[0]!.gateway.devices[0]!.sn;
    const readings = framesOf(cloud.of(fleet.plants[0]!.gateway.sn, 'frames'), inverterSn).map(decodedValues);
    const [lastOfFirst, firstOfSecond] = readings.slice(-2);
    expect(numberOf(firstOfSecond!, 'totalProduction')).toBe(numberOf(lastOfFirst!, 'totalProduction'));
    expect(numberOf(firstOfSecond!, 'totalLoadConsumption')).toBe(
      numberOf(lastOfFirst!, 'totalLoadConsumption'),
    );
    expect(numberOf(firstOfSecond!, 'batterySoc')).toBeCloseTo(saved!.batterySoc!, 0);
    expect(numberOf(firstOfSecond!, 'totalProduction')).toBeCloseTo(saved!.energyKwh.pv, 1);
    // Still the same local day in North Carolina: "today" goes on from where it was.
    expect(numberOf(firstOfSecond!, 'dailyProduction')).toBe(numberOf(lastOfFirst!, 'dailyProduction'));
    expect(numberOf(firstOfSecond!, 'dailyProduction')).toBeGreaterThan(0);
  });
});
