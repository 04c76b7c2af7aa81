import { rollupPeriods, type TRollupPeriod, type TStats } from '@sunfleet/db/telemetry-schema';
import { roleInfo, ZRole } from '@sunfleet/protocols/roles';
import { bucketStart, spreadOverBuckets } from './buckets.ts';
import { addSample, emptyStats, mean, mergeStats, type TMeasurements } from './readings.ts';

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
 * Collects what a batch of readings adds to every bucket it touches, so each rollup row is read
 * and written once per batch however many readings fall into it.
 */
export class RollupBatch {
  private readonly buckets = new Map<string, { key: TRollupKey; content: TRollupContent }>();

  addReading(device: TDeviceContext, at: number, measured: TMeasurements): void {
    for (const period of rollupPeriods) {
      const content = this.bucket(device, period, bucketStart(period, at, device.timeZone));
      content.samples += 1;
      addAll(content.valueStats, measured.valueSamples);
      addAll(content.roleStats, measured.roleSamples);
    }
  }

  /** Energy that accrued over (from, to], spread over the buckets of every period. */
  addEnergy(device: TDeviceContext, from: number, to: number, role: string, kWh: number): void {
    for (const period of rollupPeriods) {
      for (const { bucketStart: start, share } of spreadOverBuckets(period, from, to, device.timeZone)) {
        const content = this.bucket(device, period, start);
        content.energy[role] = (content.energy[role] ?? 0) + kWh * share;
      }
    }
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

function addAll(target: Record<string, TStats>, samples: Partial<Record<string, number>>) {
  for (const [key, value] of Object.entries(samples)) {
    if (value !== undefined) target[key] = addSample(target[key] ?? emptyStats(), value);
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
export type TPlantShare = Pick<TRollupContent, 'roleStats' | 'energy'>;

export type TPlantRollupContent = {
  power: Record<string, number>;
  measurements: Record<string, number>;
  energy: Record<string, number>;
};

/**
 * A plant's bucket from its devices' buckets: power is the sum of the devices' average power,
 * other measurements (SOC, irradiance …) the mean of their averages, energy the sum.
 */
export function aggregatePlant(devices: readonly TPlantShare[]): TPlantRollupContent {
  const power: Record<string, number> = {};
  const measurementSums: Record<string, { sum: number; count: number }> = {};
  const energy: Record<string, number> = {};
  for (const device of devices) {
    for (const [role, stats] of Object.entries(device.roleStats)) {
      const parsed = ZRole.safeParse(role);
      if (!parsed.success || stats.n === 0) continue;
      if (roleInfo[parsed.data].canonicalUnit === 'kW') {
        power[role] = (power[role] ?? 0) + mean(stats);
        continue;
      }
      const entry = (measurementSums[role] ??= { sum: 0, count: 0 });
      entry.sum += mean(stats);
      entry.count += 1;
    }
    for (const [role, kWh] of Object.entries(device.energy)) energy[role] = (energy[role] ?? 0) + kWh;
  }
  const measurements = Object.fromEntries(
    Object.entries(measurementSums).map(([role, { sum, count }]) => [role, sum / count]),
  );
  return { power, measurements, energy };
}
