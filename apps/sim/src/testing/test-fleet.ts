import { ZFleet, type TFleet } from '@sunfleet/contract/demo-fleet';
import { silentLogger } from '../cli/logger.ts';
import { SimFleet, type FleetSettings } from '../fleet/sim-fleet.ts';

/** Summer afternoon in Europe, morning in North Carolina: every test plant makes some power. */
export const testStart = new Date('2026-06-21T12:00:00Z');

/**
 * Four plants covering every kind of device, with serial numbers unique to a test run (gateway
 * sessions are persistent, so a rerun must not inherit an old one). Inverter SNs stay within
 * the ten characters their registers hold.
 */
export function testFleet(runId: string): TFleet {
  const id = runId.slice(-5);
  const gateway = (suffix: string, devices: object[]) => ({
    sn: `TGW${id}${suffix}`,
    key: `key-${runId}-${suffix}`,
    devices,
  });
  return ZFleet.parse({
    plants: [
      {
        name: 'Hybrid test home',
        plantType: 'dcCoupledStorage',
        timeZone: 'America/New_York',
        location: { latitude: 36.07, longitude: -79.79 },
        capacityKwp: 8,
        batteryKwh: 10,
        seed: 1,
        gateway: gateway('A', [
          { sn: `HY${id}A`, kind: 'inverterSinglePhaseHybrid', dictionaryId: 'deye_hybrid' },
          { sn: `BMS${id}A`, kind: 'batteryBms', dictionaryId: 'sunfleet_bms' },
          { sn: `MT${id}A`, kind: 'meter', dictionaryId: 'solis_meter' },
        ]),
      },
      {
        name: 'Three-phase test home',
        plantType: 'dcCoupledStorage',
        timeZone: 'Europe/Madrid',
        location: { latitude: 39.47, longitude: -0.38 },
        capacityKwp: 12,
        batteryKwh: 15,
        seed: 2,
        gateway: gateway('B', [
          { sn: `H3${id}B`, kind: 'inverterThreePhaseHybrid', dictionaryId: 'deye_sg04lp3' },
          { sn: `BMS${id}B`, kind: 'batteryBms', dictionaryId: 'sunfleet_bms' },
          { sn: `MT${id}B`, kind: 'meter', dictionaryId: 'solis_meter' },
        ]),
      },
      {
        name: 'String test warehouse',
        plantType: 'gridTied',
        timeZone: 'Europe/Berlin',
        location: { latitude: 48.14, longitude: 11.58 },
        capacityKwp: 30,
        dailyLoadKwh: 100,
        seed: 3,
        gateway: gateway('C', [
          { sn: `ST${id}C`, kind: 'inverterString', dictionaryId: 'sofar_lsw3' },
          { sn: `MT${id}C`, kind: 'meter', dictionaryId: 'solis_meter' },
          { sn: `WS${id}C`, kind: 'weatherStation', dictionaryId: 'sunfleet_weather' },
        ]),
      },
      {
        name: 'Micro test balcony',
        plantType: 'gridTied',
        timeZone: 'Europe/Madrid',
        location: { latitude: 40.42, longitude: -3.7 },
        capacityKwp: 1.6,
        seed: 4,
        gateway: gateway('D', [{ sn: `MI${id}D`, kind: 'inverterMicro', dictionaryId: 'sunfleet_micro' }]),
      },
    ],
  });
}

export const fleetKeys = (fleet: TFleet): Record<string, string> =>
  Object.fromEntries(fleet.plants.map((plant) => [plant.gateway.sn, plant.gateway.key]));

/** A fleet on the test clock; settings not given are those of a plain run (no faults). */
export function testSimFleet(
  fleet: TFleet,
  brokerUrl: string,
  settings: Partial<FleetSettings> = {},
): SimFleet {
  return new SimFleet(fleet, {
    brokerUrl,
    speed: 60,
    start: testStart,
    seed: 1,
    upgradeFailureRate: 0,
    offline: [],
    faults: [],
    commLoss: [],
    stuckCounters: [],
    timing: { uploadIntervalMs: 60_000, restartDowntimeMs: 30_000, upgradeStepMs: 2_000 },
    weather: undefined,
    logger: silentLogger,
    ...settings,
  });
}
