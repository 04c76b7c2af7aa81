import type { TFleetPlant } from '@sunfleet/contract/demo-fleet';
import type { TDeviceKind } from '@sunfleet/protocols/dictionary';
import type { InverterKind } from '../physics/inverter.ts';
import type { PlantConfig } from '../physics/plant-config.ts';
import type { EnergyCounterName } from '../physics/plant-snapshot.ts';

export const inverterKinds: Partial<Record<TDeviceKind, InverterKind>> = {
  inverterSinglePhaseHybrid: 'singlePhaseHybrid',
  inverterThreePhaseHybrid: 'threePhaseHybrid',
  inverterString: 'string',
  inverterMicro: 'micro',
};

/**
 * The physics of a fleet plant; its one inverter device decides the inverter kind. A battery
 * starts at a saved state of charge (%) when there is one.
 */
export function plantConfigOf(plant: TFleetPlant, seed: number, batterySoc?: number): PlantConfig {
  const device = plant.gateway.devices.find((candidate) => inverterKinds[candidate.kind]);
  const inverter = device && inverterKinds[device.kind];
  if (!inverter) throw new Error(`${plant.name} has no inverter`);
  // North American homes get split-phase 240 V at 60 Hz; elsewhere 230 V at 50 Hz.
  const isAmericas = plant.timeZone.startsWith('America/');
  return {
    location: { latitude: plant.location.latitude, longitude: plant.location.longitude },
    timeZone: plant.timeZone,
    capacityKwp: plant.capacityKwp,
    tilt: plant.tilt,
    azimuth: plant.azimuth,
    inverter: {
      kind: inverter,
      ...(device.ratedPowerKw !== undefined && { ratedAcW: device.ratedPowerKw * 1000 }),
    },
    ...(plant.batteryKwh !== undefined && {
      battery: {
        capacityKwh: plant.batteryKwh,
        ...(batterySoc !== undefined && { initialSoc: batterySoc / 100 }),
      },
    }),
    dailyLoadKwh: plant.dailyLoadKwh,
    grid: isAmericas
      ? { nominalVoltage: 240, nominalFrequency: 60 }
      : { nominalVoltage: 230, nominalFrequency: 50 },
    seed,
  };
}

const dayMs = 86_400_000;
/**
 * A typical year: about 3.2 kWh per kWp a day, a third of it exported, 40 % of the household's
 * use bought from the grid, a battery cycled 0.7 times a day.
 */
const typicalPvKwhPerKwpDay = 3.2;

/** Counter totals of a plant that has been running since its commissioning date. */
export function initialEnergyOf(plant: TFleetPlant, start: Date): Partial<Record<EnergyCounterName, number>> {
  if (!plant.commissionedOn) return {};
  const days = Math.max(0, (start.getTime() - Date.parse(plant.commissionedOn)) / dayMs);
  const pv = days * plant.capacityKwp * typicalPvKwhPerKwpDay;
  const load = days * plant.dailyLoadKwh;
  const battery = days * (plant.batteryKwh ?? 0) * 0.7;
  const exported = pv / 3;
  return {
    pv,
    load,
    gridExport: exported,
    gridImport: load * 0.4,
    batteryCharge: battery,
    batteryDischarge: battery * 0.92,
  };
}
