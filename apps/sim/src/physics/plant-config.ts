import type { Battery } from './battery.ts';
import type { GridConnection, Inverter, InverterKind } from './inverter.ts';
import { stringLayout, type PvArray, type StringLayout } from './pv-array.ts';
import type { GeoLocation } from './sun-position.ts';
import type { SurfaceOrientation } from './irradiance.ts';

/** What the simulator knows about a plant; everything but the essentials has a sensible default. */
export interface PlantConfig {
  location: GeoLocation;
  /** IANA zone, e.g. 'America/New_York': household habits and "today" counters follow it. */
  timeZone: string;
  capacityKwp: number;
  /** Degrees from horizontal. */
  tilt: number;
  /** Degrees clockwise from north the modules face (180 = south). */
  azimuth: number;
  inverter: {
    kind: InverterKind;
    /** Default: capacity / 1.1 (a typical DC/AC ratio), so bright cool noons clip a little. */
    ratedAcW?: number;
    /** Default 0.96. */
    nominalEfficiency?: number;
    /** Default: 2 MPPT inputs; a micro inverter has one input per module (at most 4). */
    mpptInputs?: number;
  };
  battery?: {
    capacityKwh: number;
    /** Defaults: 0.5 C both ways, 92 % round trip, SOC window 10–100 %, 51.2 V LFP, 5 kWh packs. */
    maxChargeW?: number;
    maxDischargeW?: number;
    roundTripEfficiency?: number;
    minSoc?: number;
    maxSoc?: number;
    initialSoc?: number;
    nominalVoltage?: number;
    packCount?: number;
  };
  /** kWh the household uses on an average day; default 10. */
  dailyLoadKwh?: number;
  /** Default 0.14 (PVWatts). */
  systemLoss?: number;
  /** Default −0.0037 /K. */
  temperatureCoefficient?: number;
  /** Ground reflectance; default 0.2. */
  albedo?: number;
  /** Default 230 V / 50 Hz. */
  grid?: Partial<GridConnection>;
  seed: number;
}

export interface PlantBattery extends Battery {
  initialSoc: number;
  nominalVoltage: number;
  packCount: number;
}

/** A plant with every default filled in, as the model uses it. */
export interface ResolvedPlant {
  location: GeoLocation;
  timeZone: string;
  surface: SurfaceOrientation;
  array: PvArray;
  strings: StringLayout;
  inverter: Inverter;
  battery: PlantBattery | undefined;
  dailyLoadKwh: number;
  albedo: number;
  grid: GridConnection;
  seed: number;
}

const phasesOf = (kind: InverterKind, ratedAcW: number): 1 | 3 => {
  switch (kind) {
    case 'threePhaseHybrid':
      return 3;
    case 'string':
      return ratedAcW > 6000 ? 3 : 1;
    case 'singlePhaseHybrid':
    case 'micro':
      return 1;
  }
};

function resolveBattery(battery: NonNullable<PlantConfig['battery']>): PlantBattery {
  const halfC = battery.capacityKwh * 500;
  return {
    capacityKwh: battery.capacityKwh,
    maxChargeW: battery.maxChargeW ?? halfC,
    maxDischargeW: battery.maxDischargeW ?? halfC,
    roundTripEfficiency: battery.roundTripEfficiency ?? 0.92,
    minSoc: battery.minSoc ?? 0.1,
    maxSoc: battery.maxSoc ?? 1,
    initialSoc: battery.initialSoc ?? 0.5,
    nominalVoltage: battery.nominalVoltage ?? 51.2,
    packCount: battery.packCount ?? Math.max(1, Math.ceil(battery.capacityKwh / 5)),
  };
}

export function resolvePlant(config: PlantConfig): ResolvedPlant {
  if (!(config.capacityKwp > 0)) throw new Error(`capacityKwp must be positive, got ${config.capacityKwp}`);
  const { kind } = config.inverter;
  const ratedAcW = config.inverter.ratedAcW ?? (config.capacityKwp * 1000) / 1.1;
  const defaultInputs = kind === 'micro' ? 4 : 2;
  return {
    location: config.location,
    timeZone: config.timeZone,
    surface: { tilt: config.tilt, azimuth: config.azimuth },
    array: {
      capacityKwp: config.capacityKwp,
      temperatureCoefficient: config.temperatureCoefficient ?? -0.0037,
      systemLoss: config.systemLoss ?? 0.14,
    },
    strings: stringLayout(config.capacityKwp, config.inverter.mpptInputs ?? defaultInputs),
    inverter: {
      kind,
      ratedAcW,
      nominalEfficiency: config.inverter.nominalEfficiency ?? 0.96,
      phases: phasesOf(kind, ratedAcW),
    },
    battery: config.battery ? resolveBattery(config.battery) : undefined,
    dailyLoadKwh: config.dailyLoadKwh ?? 10,
    albedo: config.albedo ?? 0.2,
    grid: {
      nominalVoltage: config.grid?.nominalVoltage ?? 230,
      nominalFrequency: config.grid?.nominalFrequency ?? 50,
    },
    seed: config.seed,
  };
}
