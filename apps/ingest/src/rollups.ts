import { rollupPeriods, type TRollupPeriod, type TStats } from '@sunfleet/db/telemetry-schema';
import { loadByBalance, netOf } from '@sunfleet/protocols/energy-balance';
import { speakersFor } from '@sunfleet/protocols/role-authority';
import { roleInfo, ZRole } from '@sunfleet/protocols/roles';
import { addBearingVectors, meanBearing } from './bearings.ts';
import { bucketStart, spreadOverBuckets } from './buckets.ts';
import { mean, mergeStats } from './readings.ts';

/** What one device adds to, or holds in, one rollup bucket. */
export type TRollupContent = {
  samples: number;
  valueStats: Record<string, TStats>;
  roleStats: Record<string, TStats>;
  energy: Record<string, number>;
};

export type TRollupKey = {
  deviceId: string;
  plantId: string | null;
  period: TRollupPeriod;
  bucketStart: number;
};

/** The device a reading belongs to, with the time zone its day and month buckets follow. */
export type TDeviceContext = { deviceId: string; plantId: string | null; timeZone: string };

const emptyContent = (): TRollupContent => ({ samples: 0, valueStats: {}, roleStats: {}, energy: {} });

/**
 * Periods whose rows keep statistics of every value by key: a device's curve of any value reads a
 * day of 5-minute rows (longer ranges can merge them). Hour, day and month rows keep role
 * statistics and energy, what the plant charts and reports read. Every key's statistics in every
 * period made each fold rewrite three times as much JSON (some 60 keys a reading), and reading it
 * back was most of the fold's garbage.
 */
const valueStatsPeriods: ReadonlySet<TRollupPeriod> = new Set(['5m']);

/** What one reading adds to its buckets: values averaged by key, and by semantic role. */
export type TReadingSamples = {
  samples: Partial<Record<string, number>>;
  roles: Partial<Record<string, number>>;
};

/**
 * Collects what a chunk of queued readings adds to every bucket it touches, so each rollup row is
 * read and written once per fold however many readings fall into it.
 */
export class RollupBatch {
  private readonly buckets = new Map<string, { key: TRollupKey; content: TRollupContent }>();

  /** `periods`: the rollups it goes into (a history polled hourly has no 5-minute rows). */
  addReading(
    device: TDeviceContext,
    at: number,
    { samples, roles }: TReadingSamples,
    periods: readonly TRollupPeriod[] = rollupPeriods,
  ): void {
    for (const period of periods) {
      const content = this.bucket(device, period, bucketStart(period, at, device.timeZone));
      content.samples += 1;
      if (valueStatsPeriods.has(period)) addAll(content.valueStats, samples);
      addAll(content.roleStats, roles);
      addBearingVectors(content.roleStats, roles);
    }
  }

  /**
   * Energy that accrued over (from, to], spread over the buckets of every period; with `within`,
   * only the shares of buckets starting in [within.from, within.to) (a rebuild of a period).
   */
  addEnergy(
    device: TDeviceContext,
    from: number,
    to: number,
    role: string,
    kWh: number,
    periods: readonly TRollupPeriod[] = rollupPeriods,
    within?: { from: number; to: number },
  ): void {
    for (const period of periods) {
      for (const { bucketStart: start, share } of spreadOverBuckets(period, from, to, device.timeZone)) {
        if (within && (start < within.from || start >= within.to)) continue;
        const content = this.bucket(device, period, start);
        content.energy[role] = (content.energy[role] ?? 0) + kWh * share;
      }
    }
  }

  /** Bucket rows the batch touches. */
  get size(): number {
    return this.buckets.size;
  }

  entries(): { key: TRollupKey; content: TRollupContent }[] {
    return [...this.buckets.values()];
  }

  private bucket(device: TDeviceContext, period: TRollupPeriod, start: number): TRollupContent {
    const id = `${device.deviceId}|${period}|${start}`;
    let entry = this.buckets.get(id);
    if (!entry) {
      entry = {
        key: { deviceId: device.deviceId, plantId: device.plantId, period, bucketStart: start },
        content: emptyContent(),
      };
      this.buckets.set(id, entry);
    }
    return entry.content;
  }
}

/** Adds samples to a chunk's own statistics, in place: a fold adds thousands of them. */
function addAll(target: Record<string, TStats>, samples: Partial<Record<string, number>>) {
  for (const key in samples) {
    const value = samples[key];
    if (value === undefined) continue;
    const stats = target[key];
    if (!stats) target[key] = { n: 1, sum: value, min: value, max: value };
    else {
      stats.n += 1;
      stats.sum += value;
      if (value < stats.min) stats.min = value;
      if (value > stats.max) stats.max = value;
    }
  }
}

function mergeRecords<T>(a: Record<string, T>, b: Record<string, T>, merge: (x: T | undefined, y: T) => T) {
  const merged = { ...a };
  for (const [key, value] of Object.entries(b)) merged[key] = merge(a[key], value);
  return merged;
}

/** A stored rollup with a batch's additions merged in. */
export function mergeRollup(stored: TRollupContent | undefined, added: TRollupContent): TRollupContent {
  if (!stored) return added;
  return {
    samples: stored.samples + added.samples,
    valueStats: mergeRecords(stored.valueStats, added.valueStats, mergeStats),
    roleStats: mergeRecords(stored.roleStats, added.roleStats, mergeStats),
    energy: mergeRecords(stored.energy, added.energy, (x, y) => (x ?? 0) + y),
  };
}

/** What a plant's bucket needs of each device's bucket. */
export type TPlantShare = Pick<TRollupContent, 'roleStats' | 'energy'> & { deviceKind: string };

export type TPlantRollupContent = {
  power: Record<string, number>;
  measurements: Record<string, number>;
  energy: Record<string, number>;
};

/** For each role, the devices of the most authoritative class that report it. */
function speakersByRole(devices: readonly TPlantShare[], valuesOf: (device: TPlantShare) => object) {
  const roles = new Set(devices.flatMap((device) => Object.keys(valuesOf(device))));
  return [...roles].map((role) => {
    const reporting = devices.filter((device) => role in valuesOf(device));
    return { role, devices: speakersFor(role, reporting, (device) => device.deviceKind) };
  });
}

/**
 * A plant's bucket from its devices' buckets: power is the sum of the devices' average power,
 * other measurements (SOC, irradiance …) the mean of their averages, bearings (wind direction)
 * the circular mean of theirs, energy the sum — each role taken from the devices that speak for it.
 * A load no device measures is the balance of the others (`withBalancedLoad`).
 */
export function aggregatePlant(devices: readonly TPlantShare[]): TPlantRollupContent {
  const result: TPlantRollupContent = { power: {}, measurements: {}, energy: {} };
  for (const { role, devices: speakers } of speakersByRole(devices, (device) => device.roleStats)) {
    const parsed = ZRole.safeParse(role);
    const reported = speakers.flatMap((device) => {
      const stats = device.roleStats[role];
      return stats && stats.n > 0 ? [stats] : [];
    });
    if (!parsed.success || reported.length === 0) continue;
    const info = roleInfo[parsed.data];
    if (info.aggregation === 'bearing') {
      const bearing = meanBearing(reported);
      if (bearing !== undefined) result.measurements[role] = bearing;
      continue;
    }
    const total = reported.reduce((sum, stats) => sum + mean(stats), 0);
    if (info.canonicalUnit === 'kW') result.power[role] = total;
    else result.measurements[role] = total / reported.length;
  }
  for (const { role, devices: speakers } of speakersByRole(devices, (device) => device.energy)) {
    result.energy[role] = speakers.reduce((sum, device) => sum + (device.energy[role] ?? 0), 0);
  }
  return withBalancedLoad(result);
}

/**
 * Fills in the load of a plant whose devices do not measure it (a string inverter and a grid
 * meter) by the balance at the connection point, each bucket on its own: a day's load is the day's
 * balance, not the sum of its clipped 5-minute balances. A plant without grid values keeps no load.
 */
function withBalancedLoad(plant: TPlantRollupContent): TPlantRollupContent {
  const { power, energy } = plant;
  const loadPower = power.loadPower ?? loadByBalance(power.pvPower, power.gridPower, power.batteryPower);
  const loadEnergy =
    energy.loadEnergyTotal ??
    loadByBalance(
      energy.pvEnergyTotal,
      netOf(energy.gridImportEnergyTotal, energy.gridExportEnergyTotal),
      netOf(energy.batteryDischargeEnergyTotal, energy.batteryChargeEnergyTotal),
    );
  return {
    ...plant,
    power: loadPower === null ? power : { ...power, loadPower },
    energy: loadEnergy === null ? energy : { ...energy, loadEnergyTotal: loadEnergy },
  };
}
