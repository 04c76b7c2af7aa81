import { describe, expect, it } from 'vitest';
import { decodeFrame } from '@sunfleet/protocols/codec';
import { shippedDictionaries } from '@sunfleet/protocols/dictionaries/catalog';
import type { TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import { inverterKinds } from '../fleet/plant-from-fleet.ts';
import { PlantModel } from '../physics/plant-model.ts';
import { namedValues } from '../physics/plant-snapshot.ts';
import { clearSkyWeather } from '../weather/clear-sky.ts';
import { profileOf } from './device-profiles.ts';
import { SimulatedDevice } from './simulated-device.ts';

const noon = new Date('2026-06-21T11:00:00Z');
const hourMs = 3_600_000;
const inverters = shippedDictionaries.filter((dictionary) => dictionary.kind.startsWith('inverter'));
const isHybrid = (dictionary: TProtocolDictionary) => dictionary.kind.includes('Hybrid');

/** A summer noon in Berlin, three years after commissioning, read through one inverter model. */
function noonReading(dictionary: TProtocolDictionary) {
  const location = { latitude: 52.52, longitude: 13.4 };
  const model = new PlantModel(
    {
      location,
      timeZone: 'Europe/Berlin',
      capacityKwp: 8,
      tilt: 30,
      azimuth: 180,
      inverter: { kind: inverterKinds[dictionary.kind] ?? 'string' },
      ...(isHybrid(dictionary) && { battery: { capacityKwh: 10 } }),
      seed: 5,
    },
    clearSkyWeather({ location, seed: 5, hasClouds: false }),
    { now: () => noon },
    // Three years of production behind the counters.
    { initialEnergyKwh: { pv: 25_000, gridImport: 9_000, gridExport: 8_000, load: 26_000 } },
  );
  const device = new SimulatedDevice({
    sn: 'SIM0000042',
    kind: dictionary.kind,
    dictionary,
    profile: profileOf(dictionary.id),
    firmware: 'V2_1_0',
    timeZone: 'Europe/Berlin',
    batteryKwh: isHybrid(dictionary) ? 10 : undefined,
    plant: model,
  });
  // The morning's energy accumulates in "today" as the model steps to noon.
  for (let at = noon.getTime() - 8 * hourMs; at < noon.getTime(); at += hourMs / 4)
    model.advanceTo(new Date(at));
  const frame = device.read(namedValues(model.advanceTo(noon)), noon.getTime());
  return decodeFrame(dictionary, frame.blocks);
}

/** Plausible ranges per role, for a producing plant at noon. */
const plausible: Partial<Record<string, [number, number]>> = {
  pvPower: [1, 10_000],
  acPower: [-10_000, 10_000],
  pvEnergyTotal: [20_000, 30_000],
  pvEnergyToday: [0.1, 80],
  gridFrequency: [49, 51],
  batterySoc: [0, 100],
  batterySoh: [50, 100],
  batteryVoltage: [40, 60],
  batteryTemperature: [-10, 50],
  inverterTemperature: [0, 90],
  gridImportEnergyTotal: [8_000, 10_000],
  gridExportEnergyTotal: [7_000, 9_000],
};

describe.each(inverters)('the simulator running $id', (dictionary) => {
  const decoded = noonReading(dictionary);

  it('presents every value of the dictionary, none dropped', () => {
    expect(decoded.invalidatedBy).toBeUndefined();
    expect(decoded.dropped).toEqual([]);
    expect(decoded.values.map((value) => value.key).sort()).toEqual(
      dictionary.entries.map((entry) => entry.key).sort(),
    );
  });

  it('presents plausible power, energy, voltage, temperature and SOC values', () => {
    for (const { key, value, role, unit } of decoded.values) {
      const range = role && plausible[role];
      // Power ranges are in watts; Solis's string inverter reports kW.
      if (range && typeof value === 'number')
        expect(unit === 'kW' ? value * 1000 : value, `${key} ${value} ${unit}`).toSatisfy(
          (n: number) => n >= range[0] && n <= range[1],
        );
      if (unit === 'V' && /^(grid|load|pv1|inverter)Voltage(L1)?$/.test(key))
        expect(value, key).toSatisfy((n: number) => n > 100 && n < 700);
      if (unit === '°C') expect(value, key).toSatisfy((n: number) => n > -20 && n < 90);
    }
    const serialNumber = decoded.values.find((value) => value.role === 'serialNumber');
    if (serialNumber) expect(serialNumber.value).toBe('SIM0000042');
    const status = decoded.values.find((value) => value.role === 'deviceStatus');
    if (status) expect(status.label?.en).toMatch(/^(Normal|Generating|On Grid\/Generating)$/);
  });
});
