import { describe, expect, it } from 'vitest';
import { clearSkyWeather } from '../weather/clear-sky.ts';
import type { WeatherSource } from '../weather/weather-source.ts';
import type { PlantConfig } from './plant-config.ts';
import { PlantModel } from './plant-model.ts';
import { energyCounterNames, namedValues, type PlantSnapshot } from './plant-snapshot.ts';
import { simClock } from './sim-clock.ts';

const location = { latitude: 36.1, longitude: -79.95 };
const hybrid: PlantConfig = {
  location,
  timeZone: 'America/New_York',
  capacityKwp: 6,
  tilt: 25,
  azimuth: 180,
  inverter: { kind: 'singlePhaseHybrid' },
  battery: { capacityKwh: 10 },
  seed: 7,
};
const start = new Date('2023-06-19T04:00:00Z');
const clock = simClock({ start });
const cloudy = (seed: number) => clearSkyWeather({ location, seed, hasClouds: true });

/** Snapshots every `stepMinutes` for `days` days from `start`. */
function run(model: PlantModel, days: number, stepMinutes = 5): PlantSnapshot[] {
  const steps = (days * 1440) / stepMinutes;
  return Array.from({ length: steps + 1 }, (_, index) =>
    model.advanceTo(new Date(start.getTime() + index * stepMinutes * 60_000)),
  );
}

describe('plant model', () => {
  it('balances the home bus to the watt at every step', () => {
    for (const snapshot of run(new PlantModel(hybrid, cloudy(7), clock), 3)) {
      const battery = snapshot.battery;
      expect(battery).toBeDefined();
      expect(snapshot.pvPower + snapshot.gridImportPower + (battery?.dischargePower ?? 0)).toBe(
        snapshot.loadPower + snapshot.gridExportPower + (battery?.chargePower ?? 0),
      );
      expect(snapshot.gridPower + snapshot.pvPower + (battery?.power ?? 0)).toBe(snapshot.loadPower);
    }
  });

  it('keeps the battery inside its SOC window while using all of it over sunny days and nights', () => {
    const small = { ...hybrid, battery: { capacityKwh: 5 } };
    const model = new PlantModel(small, clearSkyWeather({ location, seed: 1, hasClouds: false }), clock);
    const socs = run(model, 3).map((snapshot) => snapshot.battery?.soc ?? Number.NaN);
    expect(Math.min(...socs)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...socs)).toBeLessThanOrEqual(100);
    expect(Math.max(...socs)).toBeGreaterThan(99.9);
    expect(Math.min(...socs)).toBeLessThan(10.1);
  });

  it('counts energy monotonically, in balance, and restarts "today" at local midnight', () => {
    const model = new PlantModel(hybrid, cloudy(3), clock);
    const snapshots = run(model, 2);
    for (const name of energyCounterNames) {
      const totals = snapshots.map((snapshot) => snapshot.energy[name].totalKwh);
      totals.slice(1).forEach((total, index) => expect(total).toBeGreaterThanOrEqual(totals[index] ?? 0));
    }
    const last = snapshots.at(-1)?.energy;
    if (!last) throw new Error('no snapshots');
    const sources = last.pv.totalKwh + last.gridImport.totalKwh + last.batteryDischarge.totalKwh;
    const sinks = last.load.totalKwh + last.gridExport.totalKwh + last.batteryCharge.totalKwh;
    expect(sources).toBeCloseTo(sinks, 9);
    // 04:00 UTC is midnight in New York in June: the step ending then still belongs to the old day.
    expect(last.load.todayKwh).toBeGreaterThan(5);
    const afterMidnight = model.advanceTo(new Date(start.getTime() + 2 * 86_400_000 + 300_000));
    expect(afterMidnight.energy.load.todayKwh).toBeLessThan(0.2);
  });

  it('clips at the inverter rating on a clear noon', () => {
    const oversized = {
      ...hybrid,
      battery: undefined,
      inverter: { kind: 'string' as const, ratedAcW: 3000 },
    };
    const model = new PlantModel(oversized, clearSkyWeather({ location, seed: 1, hasClouds: false }), clock);
    model.advanceTo(new Date('2023-06-21T17:00:00Z'));
    const noon = model.advanceTo(new Date('2023-06-21T17:20:00Z'));
    expect(noon.isClipping).toBe(true);
    expect(noon.pvPower).toBe(3000);
    expect(noon.dcPower).toBeGreaterThan(3000);
  });

  it('gives the same values for the same seed and instants, other values for another seed', () => {
    const first = run(new PlantModel(hybrid, cloudy(5), clock), 1);
    const again = run(new PlantModel(hybrid, cloudy(5), clock), 1);
    const other = run(new PlantModel({ ...hybrid, seed: 6 }, cloudy(6), clock), 1);
    expect(again).toEqual(first);
    expect(other.map((snapshot) => snapshot.loadPower)).not.toEqual(
      first.map((snapshot) => snapshot.loadPower),
    );
  });

  it('integrates the same energy with hourly steps as with 5-minute steps', () => {
    const fine = run(new PlantModel(hybrid, cloudy(4), clock), 1).at(-1)?.energy.pv.totalKwh ?? 0;
    const coarse = run(new PlantModel(hybrid, cloudy(4), clock), 1, 60).at(-1)?.energy.pv.totalKwh ?? 0;
    expect(fine).toBeGreaterThan(10);
    expect(coarse).toBeCloseTo(fine, 6);
  });

  it('plausible DC and AC values: strings, phases and frequency', () => {
    const model = new PlantModel(
      { ...hybrid, inverter: { kind: 'threePhaseHybrid' } },
      clearSkyWeather({ location, seed: 1, hasClouds: false }),
      clock,
    );
    model.advanceTo(new Date('2023-06-21T15:00:00Z'));
    const snapshot = model.advanceTo(new Date('2023-06-21T15:05:00Z'));
    expect(snapshot.pvStrings).toHaveLength(2);
    expect(snapshot.pvStrings.reduce((sum, reading) => sum + reading.power, 0)).toBe(snapshot.dcPower);
    expect(snapshot.acPhases).toHaveLength(3);
    expect(snapshot.gridFrequency).toBeGreaterThan(49.9);
    expect(snapshot.inverterEfficiency).toBeGreaterThan(90);
    expect(snapshot.moduleTemperature).toBeGreaterThan(snapshot.ambientTemperature);
  });
});

describe('plant model commands and faults', () => {
  const steady: WeatherSource = {
    description: 'steady',
    readingAt: () => ({ ghi: 800, dni: 700, dhi: 150, airTemperature: 25, windSpeed: 2 }),
  };
  const noon = (minutes: number) => new Date(Date.parse('2023-06-21T16:00:00Z') + minutes * 60_000);

  it('freezes a stuck counter and lets it catch up when released', () => {
    const model = new PlantModel(hybrid, steady, clock);
    model.advanceTo(noon(0));
    const before = model.advanceTo(noon(10)).energy.pv.totalKwh;
    model.stickCounter('pv');
    expect(model.advanceTo(noon(30)).energy.pv.totalKwh).toBe(before);
    model.releaseCounter('pv');
    expect(model.advanceTo(noon(40)).energy.pv.totalKwh).toBeGreaterThan(before + 1);
  });

  it('restarts a reset counter from zero', () => {
    const model = new PlantModel(hybrid, steady, clock, { initialEnergyKwh: { gridExport: 1234.5 } });
    expect(model.advanceTo(noon(0)).energy.gridExport.totalKwh).toBe(1234.5);
    model.advanceTo(noon(60));
    model.resetCounter('gridExport');
    expect(model.advanceTo(noon(61)).energy.gridExport.totalKwh).toBeLessThan(0.1);
  });

  it('goes offline for a gap while the plant keeps producing', () => {
    const model = new PlantModel(hybrid, steady, clock);
    model.advanceTo(noon(0));
    model.goOffline(noon(30));
    const during = model.advanceTo(noon(15));
    expect(during.isOnline).toBe(false);
    expect(during.pvPower).toBeGreaterThan(0);
    expect(model.advanceTo(noon(30)).isOnline).toBe(true);
  });

  it('stops converting on a tripping fault or power off, and reports the fault code', () => {
    const model = new PlantModel(hybrid, steady, clock);
    model.advanceTo(noon(0));
    model.raiseFault(0x1004);
    const tripped = model.advanceTo(noon(5));
    expect(tripped).toMatchObject({ faultCode: 0x1004, runState: 'fault', pvPower: 0 });
    expect(tripped.gridImportPower).toBe(tripped.loadPower);
    model.clearFault();
    model.raiseFault(7, { tripsInverter: false });
    expect(model.advanceTo(noon(10))).toMatchObject({ faultCode: 7, runState: 'producing' });
    model.clearFault();
    model.setPowered(false);
    expect(model.advanceTo(noon(15))).toMatchObject({ runState: 'off', pvPower: 0 });
  });

  it('limits active power and follows a battery dispatch', () => {
    const model = new PlantModel(hybrid, steady, clock);
    model.advanceTo(noon(0));
    model.setActivePowerLimit(0.2);
    expect(model.advanceTo(noon(5)).pvPower).toBeLessThanOrEqual(Math.ceil((6000 / 1.1) * 0.2));
    model.dispatchBattery(2000);
    expect(model.advanceTo(noon(10)).battery?.power).toBe(2000);
  });

  it('steps to the clock and never runs backwards', () => {
    let wall = 0;
    const model = new PlantModel(
      hybrid,
      steady,
      simClock({ start: noon(0), speed: 60, wallNow: () => wall }),
    );
    model.step();
    wall = 60_000;
    const later = model.step();
    expect(later.at).toEqual(noon(60));
    expect(model.advanceTo(noon(30))).toBe(later);
  });

  it('flattens a snapshot into the documented value keys', () => {
    const model = new PlantModel(hybrid, steady, clock);
    const values = namedValues(model.advanceTo(noon(0)));
    for (const key of ['pvPower', 'pv1Voltage', 'pv2Current', 'acL1Voltage', 'gridPower', 'batterySoc']) {
      expect(values).toHaveProperty(key);
    }
    for (const key of [
      'pack1Soc',
      'pack2Temperature',
      'pvEnergyToday',
      'gridImportEnergyTotal',
      'runState',
    ]) {
      expect(values).toHaveProperty(key);
    }
    expect(Object.values(values).every(Number.isFinite)).toBe(true);
  });
});
