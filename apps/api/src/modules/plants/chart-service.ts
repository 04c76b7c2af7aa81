import {
  energyFlows,
  type TEnergyAmounts,
  type TEnergyBar,
  type TEnergyBars,
  type TGenerationBars,
  type TGenerationUse,
  type TPlantIncomeSummary,
  type TPlantRealtime,
  type TPowerCurve,
} from '@sunfleet/contract/plants';
import type { TPlantRow } from '@sunfleet/db/telemetry-schema';
import { nowIn } from '@sunfleet/contract/zoned-date';
import type { ChartRepository, TEnergyRow, TLabelFormat } from './chart-repository.ts';
import { incomeOf, tariffResolution } from './income.ts';
import { addDays, currentRanges, dayRange, monthRange, yearRange, type TDateRange } from './plant-time.ts';
import type { PlantsRepository } from './repository.ts';

/** Which chart of a kind: a day, a month (YYYY-MM), a year, or the plant's whole life. */
export type TChartSpan =
  | { kind: 'day'; date: string }
  | { kind: 'month'; month: string }
  | { kind: 'year'; year: number }
  | { kind: 'total' };

/** Energy charts: the buckets they read and how bars are labelled. */
export const energySpans = {
  day: { period: 'hour', label: 'hour' },
  month: { period: 'day', label: 'date' },
  year: { period: 'month', label: 'month' },
  total: { period: 'month', label: 'year' },
} as const;

/** Generation bars: days of a month, months of a year, years of the plant's life. */
const generationLabels: Record<Exclude<TChartSpan['kind'], 'day'>, TLabelFormat> = {
  month: 'date',
  year: 'month',
  total: 'year',
};

export function rangeOf(span: TChartSpan): TDateRange | null {
  switch (span.kind) {
    case 'day':
      return dayRange(span.date);
    case 'month':
      return monthRange(span.month);
    case 'year':
      return yearRange(span.year);
    case 'total':
      return null;
  }
}

/** The flows every row knows (the load may be unknown). */
const knownFlows = energyFlows.filter((flow) => flow !== 'load');

/** Flows summed over rows; the load is null when no row knows it. */
function sumAmounts(rows: readonly TEnergyAmounts[]): TEnergyAmounts {
  const total: TEnergyAmounts = {
    pv: 0,
    load: null,
    gridImport: 0,
    gridExport: 0,
    batteryCharge: 0,
    batteryDischarge: 0,
  };
  for (const row of rows) {
    for (const flow of knownFlows) total[flow] += row[flow];
    if (row.load !== null) total.load = (total.load ?? 0) + row.load;
  }
  return total;
}

function groupByLabel<T extends { label: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.label, [...(groups.get(row.label) ?? []), row]);
  return groups;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The month labels of a year chart (YYYY-MM), January first. */
const monthsOfYear = (year: number) =>
  Array.from({ length: 12 }, (_, index) => `${year}-${twoDigits(index + 1)}`);

/** The dates (YYYY-MM-DD) of a range, first to last. */
function datesOf({ from, to }: TDateRange): string[] {
  const dates: string[] = [];
  for (let date = from; date < to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Years from the earliest of commissioning, data and now to the latest of data and now. */
function yearsOf(labels: readonly (string | null)[]): string[] {
  const years = labels.flatMap((label) => (label ? [Number(label.slice(0, 4))] : []));
  const [first, last] = [Math.min(...years), Math.max(...years)];
  return Array.from({ length: last - first + 1 }, (_, index) => String(first + index));
}

/**
 * Every label a chart shows, with data or without: the hours 00–23 of a day (a 25-hour day's
 * two 02 hours share a label), the days of a month, the twelve months of a year, the years since
 * commissioning (or the first data) up to now.
 */
export function slotLabels(
  span: TChartSpan,
  plant: Pick<TPlantRow, 'commissioningDate'>,
  dataLabels: readonly string[],
  now: string,
): string[] {
  switch (span.kind) {
    case 'day':
      return Array.from({ length: 24 }, (_, hour) => twoDigits(hour));
    case 'month':
      return datesOf(monthRange(span.month));
    case 'year':
      return monthsOfYear(span.year);
    case 'total':
      return yearsOf([plant.commissioningDate, ...dataLabels, now]);
  }
}

/** The label of the bucket running now (`now` on the plant's clock), if the span holds it. */
export function partialLabelOf(span: TChartSpan, now: string): string | null {
  switch (span.kind) {
    case 'day':
      return span.date === now.slice(0, 10) ? now.slice(11, 13) : null;
    case 'month':
      return span.month === now.slice(0, 7) ? now.slice(0, 10) : null;
    case 'year':
      return String(span.year) === now.slice(0, 4) ? now.slice(0, 7) : null;
    case 'total':
      return now.slice(0, 4);
  }
}

const emptyEnergyBar = (label: string): TEnergyBar => ({
  label,
  pv: null,
  load: null,
  gridImport: null,
  gridExport: null,
  batteryCharge: null,
  batteryDischarge: null,
});

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

/**
 * The share of PV not exported, in %; null when the load is unknown — then so is the grid, and
 * every kWh would look self-consumed.
 */
const selfUseRateOf = (total: TEnergyAmounts) =>
  total.load === null ? null : percentOf(total.pv - Math.min(total.gridExport, total.pv), total.pv);

/** kWh per kWp; null for a plant without a capacity. */
const perKwp = (energy: number, capacityKw: number) =>
  capacityKw > 0 ? Math.round((energy / capacityKw) * 100) / 100 : null;

/** Where the load came from: the grid and the battery first, PV the rest; all null when it is unknown. */
function loadSources(total: TEnergyAmounts) {
  const consumption = total.load;
  if (consumption === null)
    return { consumption, fromPv: null, fromGrid: null, fromBattery: null, selfSufficiencyRate: null };
  const fromGrid = Math.min(total.gridImport, consumption);
  const fromBattery = Math.min(total.batteryDischarge, consumption - fromGrid);
  return {
    consumption,
    fromPv: consumption - fromGrid - fromBattery,
    fromGrid,
    fromBattery,
    selfSufficiencyRate: percentOf(consumption - fromGrid, consumption),
  };
}

/**
 * The overview's numbers and charts of one plant, from rollups, in the plant's time zone.
 * `co2KgPerKwh`: the grid's emission factor, for the CO₂ the generation avoided.
 */
export function createChartService({
  charts,
  plants,
  co2KgPerKwh,
}: {
  charts: ChartRepository;
  plants: PlantsRepository;
  co2KgPerKwh: number;
}) {
  /** Energy rows fine enough to price the plant's tariff, labelled as asked. */
  const pricedEnergy = (plant: TPlantRow, range: TDateRange | null, label?: TLabelFormat) => {
    const period = tariffResolution(plant.income);
    return charts.energy(plant, { period, range, label, byTimeOfDay: period !== 'day' });
  };

  const amountsOver = async (plant: TPlantRow, range: TDateRange) =>
    sumAmounts(await charts.energy(plant, { period: 'day', range }));

  async function incomeOver(plant: TPlantRow, range: TDateRange | null) {
    return incomeOf(plant.income, await pricedEnergy(plant, range));
  }

  return {
    async realtime(plant: TPlantRow): Promise<TPlantRealtime> {
      const ranges = currentRanges(plant.timeZone);
      const [flow, today, month, year, energy] = await Promise.all([
        charts.flow(plant.id),
        amountsOver(plant, ranges.today),
        amountsOver(plant, ranges.month),
        amountsOver(plant, ranges.year),
        plants.energyTotals(plant.id),
      ]);
      return {
        status: plant.status,
        power: flow.pv,
        capacity: plant.capacityKw,
        energyToday: today.pv,
        energyMonth: month.pv,
        energyYear: year.pv,
        energyTotal: energy.total,
        energyBeforeMonitoring: Math.max(0, energy.total - energy.monitored),
        specificYieldToday: perKwp(today.pv, plant.capacityKw),
        specificYieldYear: perKwp(year.pv, plant.capacityKw),
        selfConsumptionRate: selfUseRateOf(today),
        selfSufficiencyRate: loadSources(today).selfSufficiencyRate,
        co2AvoidedKg: Math.round(energy.total * co2KgPerKwh),
        lastUpdate: flow.readAt,
      };
    },

    flow: (plant: Pick<TPlantRow, 'id'>) => charts.flow(plant.id),

    async income(plant: TPlantRow): Promise<TPlantIncomeSummary> {
      const ranges = currentRanges(plant.timeZone);
      const [today, month, year, total] = await Promise.all([
        incomeOver(plant, ranges.today),
        incomeOver(plant, ranges.month),
        incomeOver(plant, ranges.year),
        incomeOver(plant, null),
      ]);
      return { currency: plant.income?.currency ?? null, today, month, year, total };
    },

    async powerCurve(plant: TPlantRow, date: string): Promise<TPowerCurve> {
      return { date, timeZone: plant.timeZone, points: await charts.powerCurve(plant, dayRange(date)) };
    },

    /** Generation bars with the income each earned and, by month, the expected yield. */
    async generationBars(
      plant: TPlantRow,
      span: Exclude<TChartSpan, { kind: 'day' }>,
    ): Promise<TGenerationBars> {
      const [rows, expectedByMonth] = await Promise.all([
        pricedEnergy(plant, rangeOf(span), generationLabels[span.kind]),
        plants.expectedYield(plant.id),
      ]);
      const hasExpected = expectedByMonth.size > 0;
      const expectedOf = (label: string) => {
        if (!hasExpected) return null;
        // Months of a year chart have their own expectation; days and years have none of their own.
        return span.kind === 'year' ? (expectedByMonth.get(Number(label.slice(5, 7))) ?? 0) : null;
      };
      const groups = groupByLabel(rows);
      const now = nowIn(plant.timeZone);
      const bars = slotLabels(span, plant, [...groups.keys()], now).map((label) => {
        const group = groups.get(label);
        return {
          label,
          generation: group ? sumAmounts(group).pv : null,
          income: group ? incomeOf(plant.income, group) : null,
          expected: expectedOf(label),
        };
      });
      const expectedTotal = () => {
        if (!hasExpected) return null;
        if (span.kind === 'month') return expectedByMonth.get(Number(span.month.slice(5, 7))) ?? 0;
        const year = [...expectedByMonth.values()].reduce((sum, value) => sum + value, 0);
        return span.kind === 'year' ? year : year * bars.length;
      };
      return {
        timeZone: plant.timeZone,
        currency: plant.income?.currency ?? null,
        bars,
        partialLabel: partialLabelOf(span, now),
        total: {
          generation: sumAmounts(rows).pv,
          income: incomeOf(plant.income, rows),
          expected: expectedTotal(),
        },
      };
    },

    async energyBars(plant: TPlantRow, span: TChartSpan): Promise<TEnergyBars> {
      const { period, label } = energySpans[span.kind];
      const rows: TEnergyRow[] = await charts.energy(plant, { period, range: rangeOf(span), label });
      const byLabel = new Map(rows.map(({ dow: _dow, hm: _hm, ...bar }) => [bar.label, bar]));
      const now = nowIn(plant.timeZone);
      return {
        timeZone: plant.timeZone,
        bars: slotLabels(span, plant, [...byLabel.keys()], now).map(
          (slot) => byLabel.get(slot) ?? emptyEnergyBar(slot),
        ),
        partialLabel: partialLabelOf(span, now),
        total: sumAmounts(rows),
      };
    },

    /** Where the generation of local dates from–to (inclusive) went, and where the load came from. */
    async generationUse(plant: TPlantRow, from: string, to: string): Promise<TGenerationUse> {
      const rows = await charts.energy(plant, { period: 'day', range: { from, to: addDays(to, 1) } });
      const total = sumAmounts(rows);
      const gridExport = Math.min(total.gridExport, total.pv);
      const batteryCharge = Math.min(total.batteryCharge, total.pv - gridExport);
      return {
        from,
        to,
        generation: total.pv,
        selfUse: total.pv - gridExport - batteryCharge,
        gridExport,
        batteryCharge,
        selfUseRate: selfUseRateOf(total),
        ...loadSources(total),
      };
    },
  };
}
export type ChartService = ReturnType<typeof createChartService>;
