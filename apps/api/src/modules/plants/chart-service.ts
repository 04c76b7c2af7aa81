import type {
  TEnergyAmounts,
  TEnergyBars,
  TGenerationBars,
  TGenerationUse,
  TPlantIncomeSummary,
  TPlantRealtime,
  TPowerCurve,
} from '@sunfleet/contract/plants';
import type { TPlantRow } from '@sunfleet/db/telemetry-schema';
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

const flows = ['pv', 'load', 'gridImport', 'gridExport', 'batteryCharge', 'batteryDischarge'] as const;

function sumAmounts(rows: readonly TEnergyAmounts[]): TEnergyAmounts {
  const total: TEnergyAmounts = {
    pv: 0,
    load: 0,
    gridImport: 0,
    gridExport: 0,
    batteryCharge: 0,
    batteryDischarge: 0,
  };
  for (const row of rows) for (const flow of flows) total[flow] += row[flow];
  return total;
}

function groupByLabel<T extends { label: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.label, [...(groups.get(row.label) ?? []), row]);
  return groups;
}

/** The month labels of a year chart (YYYY-MM), January first. */
const monthsOfYear = (year: number) =>
  Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

/** The overview's numbers and charts of one plant, from rollups, in the plant's time zone. */
export function createChartService({
  charts,
  plants,
}: {
  charts: ChartRepository;
  plants: PlantsRepository;
}) {
  /** Energy rows fine enough to price the plant's tariff, labelled as asked. */
  const pricedEnergy = (plant: TPlantRow, range: TDateRange | null, label?: TLabelFormat) => {
    const period = tariffResolution(plant.income);
    return charts.energy(plant, { period, range, label, byTimeOfDay: period !== 'day' });
  };

  const generationOf = async (plant: TPlantRow, range: TDateRange) =>
    sumAmounts(await charts.energy(plant, { period: 'day', range })).pv;

  async function incomeOver(plant: TPlantRow, range: TDateRange | null) {
    return incomeOf(plant.income, await pricedEnergy(plant, range));
  }

  return {
    async realtime(plant: TPlantRow): Promise<TPlantRealtime> {
      const ranges = currentRanges(plant.timeZone);
      const [flow, energyToday, energyMonth, energyYear, energyTotal] = await Promise.all([
        charts.flow(plant.id),
        generationOf(plant, ranges.today),
        generationOf(plant, ranges.month),
        generationOf(plant, ranges.year),
        plants.energyTotal(plant.id),
      ]);
      return {
        status: plant.status,
        power: flow.pv,
        capacity: plant.capacityKw,
        energyToday,
        energyMonth,
        energyYear,
        energyTotal,
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
      // An expectation covers the whole year: months without generation yet still show theirs.
      const labels = span.kind === 'year' && hasExpected ? monthsOfYear(span.year) : [...groups.keys()];
      const bars = labels.map((label) => {
        const group = groups.get(label) ?? [];
        return {
          label,
          generation: sumAmounts(group).pv,
          income: incomeOf(plant.income, group),
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
        total: {
          generation: bars.reduce((sum, bar) => sum + bar.generation, 0),
          income: incomeOf(plant.income, rows),
          expected: expectedTotal(),
        },
      };
    },

    async energyBars(plant: TPlantRow, span: TChartSpan): Promise<TEnergyBars> {
      const { period, label } = energySpans[span.kind];
      const rows: TEnergyRow[] = await charts.energy(plant, { period, range: rangeOf(span), label });
      return {
        timeZone: plant.timeZone,
        bars: rows.map(({ dow: _dow, hm: _hm, ...bar }) => bar),
        total: sumAmounts(rows),
      };
    },

    /** Where the generation of local dates from–to (inclusive) went, and where the load came from. */
    async generationUse(plant: TPlantRow, from: string, to: string): Promise<TGenerationUse> {
      const rows = await charts.energy(plant, { period: 'day', range: { from, to: addDays(to, 1) } });
      const total = sumAmounts(rows);
      const gridExport = Math.min(total.gridExport, total.pv);
      const batteryCharge = Math.min(total.batteryCharge, total.pv - gridExport);
      const fromGrid = Math.min(total.gridImport, total.load);
      const fromBattery = Math.min(total.batteryDischarge, total.load - fromGrid);
      return {
        from,
        to,
        generation: total.pv,
        selfUse: total.pv - gridExport - batteryCharge,
        gridExport,
        batteryCharge,
        consumption: total.load,
        fromPv: total.load - fromGrid - fromBattery,
        fromGrid,
        fromBattery,
        selfUseRate: percentOf(total.pv - gridExport, total.pv),
        selfSufficiencyRate: percentOf(total.load - fromGrid, total.load),
      };
    },
  };
}
export type ChartService = ReturnType<typeof createChartService>;
