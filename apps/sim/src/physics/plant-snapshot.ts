import { energyFlows } from '@sunfleet/contract/plants';
import type { PhaseReading } from './inverter.ts';
import type { StringReading } from './pv-array.ts';

/** The plant's energy counters: one per flow of the portal's energy charts. */
export const energyCounterNames = energyFlows;
export type EnergyCounterName = (typeof energyCounterNames)[number];

/** off: commanded off; fault: tripped by a fault code; standby: nothing to convert (night). */
export type RunState = 'producing' | 'standby' | 'off' | 'fault';

export interface PackReading {
  voltage: number;
  /** A, positive = discharging. */
  current: number;
  /** %. */
  soc: number;
  temperature: number;
}

export interface BatterySnapshot {
  /** W, positive = discharging into the home, negative = charging. */
  power: number;
  chargePower: number;
  dischargePower: number;
  /** %. */
  soc: number;
  voltage: number;
  /** A, positive = discharging. */
  current: number;
  temperature: number;
  packs: PackReading[];
}

/**
 * The plant at one instant. Powers are whole watts (the last sub-step of the step ending at `at`),
 * energies kWh, temperatures °C, irradiance W/m². See README.md for the flat value keys.
 */
export interface PlantSnapshot {
  at: Date;
  /** false during an injected offline gap: the gateway should not upload. */
  isOnline: boolean;
  /** 0 = no fault. */
  faultCode: number;
  runState: RunState;
  /** W of AC the inverter makes from PV. */
  pvPower: number;
  /** W drawn from the array. */
  dcPower: number;
  pvStrings: StringReading[];
  isClipping: boolean;
  /** %, AC out over DC in (0 when idle). */
  inverterEfficiency: number;
  inverterTemperature: number;
  /** The inverter's AC terminals per phase (PV plus battery on a hybrid; negative = absorbing). */
  acPhases: PhaseReading[];
  gridFrequency: number;
  /** W at the meter, positive = import, negative = export. */
  gridPower: number;
  gridImportPower: number;
  gridExportPower: number;
  loadPower: number;
  battery: BatterySnapshot | undefined;
  /** Reported counters (faults may freeze or zero them). */
  energy: Record<EnergyCounterName, { totalKwh: number; todayKwh: number }>;
  irradianceGlobal: number;
  irradianceDirect: number;
  irradianceDiffuse: number;
  irradiancePlane: number;
  ambientTemperature: number;
  moduleTemperature: number;
  windSpeed: number;
  sunElevation: number;
  sunAzimuth: number;
}

const runStateCodes: Record<RunState, number> = { standby: 0, producing: 1, off: 2, fault: 3 };

function indexed<T extends object>(prefix: string, readings: T[], values: Record<string, number>) {
  readings.forEach((reading, index) => {
    for (const [name, value] of Object.entries(reading)) {
      values[`${prefix}${index + 1}${name.charAt(0).toUpperCase()}${name.slice(1)}`] = value as number;
    }
  });
}

/**
 * The snapshot as flat named numbers (`pv1Voltage`, `batterySoc`, `pvEnergyToday` …): what the
 * simulator encodes into registers through a protocol dictionary.
 */
export function namedValues(snapshot: PlantSnapshot): Record<string, number> {
  const values: Record<string, number> = {
    runState: runStateCodes[snapshot.runState],
    faultCode: snapshot.faultCode,
    pvPower: snapshot.pvPower,
    dcPower: snapshot.dcPower,
    inverterEfficiency: snapshot.inverterEfficiency,
    inverterTemperature: snapshot.inverterTemperature,
    gridFrequency: snapshot.gridFrequency,
    gridPower: snapshot.gridPower,
    gridImportPower: snapshot.gridImportPower,
    gridExportPower: snapshot.gridExportPower,
    loadPower: snapshot.loadPower,
    irradianceGlobal: snapshot.irradianceGlobal,
    irradianceDirect: snapshot.irradianceDirect,
    irradianceDiffuse: snapshot.irradianceDiffuse,
    irradiancePlane: snapshot.irradiancePlane,
    ambientTemperature: snapshot.ambientTemperature,
    moduleTemperature: snapshot.moduleTemperature,
    windSpeed: snapshot.windSpeed,
    sunElevation: snapshot.sunElevation,
    sunAzimuth: snapshot.sunAzimuth,
  };
  indexed('pv', snapshot.pvStrings, values);
  indexed('acL', snapshot.acPhases, values);
  for (const [name, counter] of Object.entries(snapshot.energy)) {
    values[`${name}EnergyTotal`] = counter.totalKwh;
    values[`${name}EnergyToday`] = counter.todayKwh;
  }
  const { battery } = snapshot;
  if (battery) {
    Object.assign(values, {
      batteryPower: battery.power,
      batteryChargePower: battery.chargePower,
      batteryDischargePower: battery.dischargePower,
      batterySoc: battery.soc,
      batteryVoltage: battery.voltage,
      batteryCurrent: battery.current,
      batteryTemperature: battery.temperature,
    });
    indexed('pack', battery.packs, values);
  }
  return values;
}
