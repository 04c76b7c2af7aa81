import { describe, expect, it } from 'vitest';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { readSpans, writeRequests, settingFields, imageOf } from '@sunfleet/protocols/settings';
import { findSettings } from '@sunfleet/protocols/settings/catalog';
import { PlantModel } from '../physics/plant-model.ts';
import { clearSkyWeather } from '../weather/clear-sky.ts';
import { profileOf } from './device-profiles.ts';
import { SimulatedDevice } from './simulated-device.ts';

const location = { latitude: 39.47, longitude: -0.38 };
const noon = new Date('2026-06-21T11:00:00Z');
const hourMs = 3_600_000;

/** A Deye single-phase hybrid in Valencia with a small household: it exports around noon. */
function deyePlant() {
  const dictionary = findShippedDictionary('deye_hybrid')!;
  const model = new PlantModel(
    {
      location,
      timeZone: 'Europe/Madrid',
      capacityKwp: 8,
      tilt: 30,
      azimuth: 180,
      inverter: { kind: 'singlePhaseHybrid' },
      battery: { capacityKwh: 5 },
      seed: 3,
    },
    clearSkyWeather({ location, seed: 3, hasClouds: false }),
    { now: () => noon },
  );
  const device = new SimulatedDevice({
    sn: 'SIMSET0001',
    kind: dictionary.kind,
    dictionary,
    profile: profileOf(dictionary.id),
    firmware: 'V2_1_0',
    timeZone: 'Europe/Madrid',
    batteryKwh: 5,
    plant: model,
  });
  return { model, device, map: findSettings('deye_hybrid')! };
}

/** Writes values as the api would: read the registers, then FC16 requests for what changed. */
function write(
  device: SimulatedDevice,
  map: ReturnType<typeof deyePlant>['map'],
  values: Record<string, number>,
) {
  const blocks = readSpans(map).map((span) => ({
    start: span.start,
    words: device.readRegisters(3, span.start, span.count),
  }));
  for (const request of writeRequests(settingFields(map), values, imageOf(blocks)))
    device.writeRegisters(request.start, request.words);
}

const exportAt = (model: PlantModel, at: number) => model.advanceTo(new Date(at)).gridExportPower;

describe('settings act on the simulated plant', () => {
  it('caps export at the max sell power, and at zero in the zero-export mode', () => {
    const { model, device, map } = deyePlant();
    let at = noon.getTime() - 6 * hourMs;
    for (; at < noon.getTime(); at += hourMs / 4) model.advanceTo(new Date(at));
    expect(exportAt(model, at)).toBeGreaterThan(1500);
    write(device, map, { maxSellPower: 1000 });
    expect(exportAt(model, (at += 60_000))).toBeLessThanOrEqual(1000);
    write(device, map, { loadLimit: 2 });
    expect(exportAt(model, (at += 60_000))).toBe(0);
    write(device, map, { loadLimit: 0, maxSellPower: 8000 });
    expect(exportAt(model, (at += 60_000))).toBeGreaterThan(1500);
  });

  it('stops production when switched off', () => {
    const { model, device, map } = deyePlant();
    model.advanceTo(new Date(noon.getTime() - hourMs));
    write(device, map, { inverterOn: 0 });
    expect(model.advanceTo(noon).pvPower).toBe(0);
    write(device, map, { inverterOn: 1 });
    expect(model.advanceTo(new Date(noon.getTime() + 60_000)).pvPower).toBeGreaterThan(0);
  });

  it('charges from the grid towards a time-of-use slot SOC when the slot allows it', () => {
    const { model, device, map } = deyePlant();
    const night = new Date('2026-06-21T01:00:00Z').getTime();
    model.advanceTo(new Date(night));
    write(device, map, {
      timeOfUseEnabled: 1,
      ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`timeOfUse${n}Soc`, 100])),
      ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`timeOfUse${n}Power`, 2000])),
    });
    const snapshot = model.advanceTo(new Date(night + 15 * 60_000));
    expect(snapshot.battery?.chargePower).toBeGreaterThan(1000);
    expect(snapshot.gridImportPower).toBeGreaterThan(1000);
  });

  it('refuses writes outside its settings, all or nothing', () => {
    const { device } = deyePlant();
    expect(() =>
      device.writeRegisters(
        244,
        [
          1, 1000, 7, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
          1, 1, 1, 1, 1, 1, 1, 1,
        ],
      ),
    ).toThrow(/not writable/);
    expect(device.readRegisters(3, 245, 1)).toEqual([8000]);
  });
});
