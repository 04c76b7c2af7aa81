import { describe, expect, it } from 'vitest';
import { demoFleet } from '@sunfleet/contract/demo-fleet';
import { silentLogger } from '../cli/logger.ts';
import { namedValues } from '../physics/plant-snapshot.ts';
import { SimFleet } from './sim-fleet.ts';

const spare = demoFleet.plants.find((plant) => plant.isSpare);

describe('a gateway relocated to the site of its plant', () => {
  it('makes power by the sun and local time there (the spare gateway bound in Valencia at 10:24)', () => {
    if (!spare) throw new Error('the demo fleet has a spare gateway');
    // 10:24 in Valencia on midsummer's day is 02:24 in Boulder: night.
    const start = new Date(Date.UTC(2026, 5, 21, 8, 24));
    const fleet = new SimFleet(
      { plants: [spare] },
      {
        brokerUrl: 'mqtt://127.0.0.1:1',
        speed: 1,
        start,
        seed: 1,
        upgradeFailureRate: 0,
        offline: [],
        faults: [],
        commLoss: [],
        stuckCounters: [],
        timing: {},
        weather: undefined,
        logger: silentLogger,
      },
    );
    const model = fleet.gateway(spare.gateway.sn).options.plant;
    expect(namedValues(model.advanceTo(start)).pvPower).toBe(0);
    expect(
      fleet.relocate(spare.gateway.sn, { latitude: 39.47, longitude: -0.38, timeZone: 'Europe/Madrid' }),
    ).toBe(true);
    const later = namedValues(model.advanceTo(new Date(start.getTime() + 300_000)));
    expect(later.pvPower).toBeGreaterThan(1_000);
    expect(model.plant.timeZone).toBe('Europe/Madrid');
    expect(fleet.relocate('SFGW-NOT-HERE', { latitude: 0, longitude: 0, timeZone: 'UTC' })).toBe(false);
  });
});
