import { flowEnergyRoles } from '@sunfleet/contract/reports';
import type { TEnergyAmounts, TEnergyFlow, TPowerCurve } from '@sunfleet/contract/plants';
import type { Database } from '@sunfleet/db/connect';
import { and, builtOnce, builtOncePerShape, eq, placeholderFor, sql, type SQL } from '@sunfleet/db/query';
import { speakingKind } from '@sunfleet/db/master-meter';
import { deviceLatest, devices, plantRollups, type TRollupPeriod } from '@sunfleet/db/telemetry-schema';
import { plantFlowOf } from './energy-flow.ts';
import type { TDateRange } from './plant-time.ts';

/**
 * Chart data of one plant from its rollups (5-minute, hour, day, month buckets the ingest keeps),
 * never from raw frames. Buckets are read in the plant's time zone: ranges are local dates, labels
 * local times. Callers check the caller may see the plant first.
 */

/** A role's energy, null when no bucket has it. */
const knownEnergySum = (role: string) =>
  sql<number | null>`sum((${plantRollups.energy}->>${sql.raw(`'${role}'`)})::float8)`;
const energySum = (role: string) => sql<number>`coalesce(${knownEnergySum(role)}, 0)`;

/** Local-time labels of chart buckets (PostgreSQL `to_char` patterns). */
export const labelFormats = {
  time: 'HH24:MI',
  hour: 'HH24',
  date: 'YYYY-MM-DD',
  month: 'YYYY-MM',
  year: 'YYYY',
} as const;
export type TLabelFormat = keyof typeof labelFormats;

export type TPlantClock = { id: string; timeZone: string };

/** An instant from a local date of the plant. */
export const localMidnight = (date: string, timeZone: string) =>
  sql`((${date}::date)::timestamp AT TIME ZONE ${timeZone})`;

function bucketsOf(plant: TPlantClock, period: TRollupPeriod, range: TDateRange | null): SQL | undefined {
  return and(
    eq(plantRollups.plantId, plant.id),
    eq(plantRollups.period, period),
    range ? sql`${plantRollups.bucketStart} >= ${localMidnight(range.from, plant.timeZone)}` : undefined,
    range ? sql`${plantRollups.bucketStart} < ${localMidnight(range.to, plant.timeZone)}` : undefined,
  );
}

const localTime = (plant: TPlantClock) => sql`(${plantRollups.bucketStart} AT TIME ZONE ${plant.timeZone})`;

export type TEnergyRow = TEnergyAmounts & { label: string; dow: number; hm: string };

/** The energy query's options that change its SQL, not only its values. */
type TEnergyOptions = {
  period: TRollupPeriod;
  range: TDateRange | null;
  label?: TLabelFormat;
  byTimeOfDay?: boolean;
};

/**
 * The chart queries' values as placeholders (`builtOnce`): each query is built once and run with
 * `clockValues` of the plant and range asked for.
 */
const placeholderClock: TPlantClock = { id: placeholderFor('plantId'), timeZone: placeholderFor('timeZone') };
const placeholderRange: TDateRange = { from: placeholderFor('from'), to: placeholderFor('to') };
const clockValues = (plant: TPlantClock, range: TDateRange | null) => ({
  plantId: plant.id,
  timeZone: plant.timeZone,
  from: range?.from ?? null,
  to: range?.to ?? null,
});

export function createChartRepository(db: Database) {
  const power = (role: string) => sql`(${plantRollups.power}->>${sql.raw(`'${role}'`)})::float8`;
  // The overview's day chart: 288 points of a plant's local day, as one JSON array built by
  // PostgreSQL. As 288 rows, Drizzle's mapping of each value cost more CPU than the whole query.
  const powerCurveQuery = builtOnce(
    db
      .select({
        points: sql<TPowerCurve['points']>`coalesce(json_agg(json_build_object(
          'time', to_char(${localTime(placeholderClock)}, ${sql.raw(`'${labelFormats.time}'`)}),
          'pv', ${power('pvPower')},
          'load', ${power('loadPower')},
          'grid', ${power('gridPower')},
          'battery', ${power('batteryPower')},
          'soc', (${plantRollups.measurements}->>'batterySoc')::float8
        ) ORDER BY ${plantRollups.bucketStart}), '[]'::json)`,
      })
      .from(plantRollups)
      .where(bucketsOf(placeholderClock, '5m', placeholderRange)),
  );

  const energyQuery = builtOncePerShape(
    (options: TEnergyOptions) =>
      `${options.period} ${options.label} ${Boolean(options.byTimeOfDay)} ${options.range !== null}`,
    (options) => {
      const local = localTime(placeholderClock);
      const label = options.label
        ? sql<string>`to_char(${local}, ${sql.raw(`'${labelFormats[options.label]}'`)})`
        : sql<string>`''`;
      const dow = options.byTimeOfDay ? sql<number>`extract(isodow from ${local})::int` : sql<number>`0`;
      const hm = options.byTimeOfDay ? sql<string>`to_char(${local}, 'HH24:MI')` : sql<string>`''`;
      return db
        .select({
          label,
          dow,
          hm,
          pv: energySum(flowEnergyRoles.pv),
          // A plant without a meter (nor a hybrid inverter) has no load in its rollups: it is unknown,
          // and 0 would say the plant used nothing.
          load: knownEnergySum(flowEnergyRoles.load),
          gridImport: energySum(flowEnergyRoles.gridImport),
          gridExport: energySum(flowEnergyRoles.gridExport),
          batteryCharge: energySum(flowEnergyRoles.batteryCharge),
          batteryDischarge: energySum(flowEnergyRoles.batteryDischarge),
        })
        .from(plantRollups)
        .where(bucketsOf(placeholderClock, options.period, options.range && placeholderRange))
        .groupBy(sql`1, 2, 3`)
        .orderBy(sql`1, 2, 3`);
    },
  );

  return {
    /** Average power of each 5-minute bucket of a local day (kW; SOC in %). */
    async powerCurve(plant: TPlantClock, range: TDateRange): Promise<TPowerCurve['points']> {
      const [row] = await powerCurveQuery.execute(clockValues(plant, range));
      return row?.points ?? [];
    },

    /**
     * Energy of every flow summed over buckets of `period` within a range (null: all time),
     * grouped by a local label and — when `byTimeOfDay` — by local weekday and time, which
     * time-of-use income needs.
     */
    energy: (plant: TPlantClock, options: TEnergyOptions): Promise<TEnergyRow[]> =>
      energyQuery(options).execute(clockValues(plant, options.range)),

    /** The energy flow now, from the newest values of the plant's devices that are not offline. */
    async flow(plantId: string): Promise<TEnergyFlow> {
      const rows = await db
        // A meter that is not the plant's master meter speaks for nothing (ADR 0027).
        .select({ kind: speakingKind('devices'), roles: deviceLatest.roles, readAt: deviceLatest.readAt })
        .from(devices)
        .innerJoin(deviceLatest, eq(deviceLatest.deviceId, devices.id))
        .where(and(eq(devices.plantId, plantId), sql`${devices.status} <> 'offline'`));
      return plantFlowOf(rows);
    },
  };
}
export type ChartRepository = ReturnType<typeof createChartRepository>;
