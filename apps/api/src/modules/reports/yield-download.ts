import type { TPlantRow } from '@sunfleet/db/telemetry-schema';
import type { ChartService } from '../plants/chart-service.ts';
import type { PlantsRepository } from '../plants/repository.ts';
import { workbook } from '../../lib/workbook.ts';

type TYieldRow = { month: string; actual: number; expected: number | null; income: number };

const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/** An .xlsx of a year's actual and expected yield and income by month. */
export function yieldWorkbook(title: string, rows: TYieldRow[], currency: string | null): Buffer {
  const amount = (header: string, value: (row: TYieldRow) => number | null) => ({ header, width: 16, value });
  return workbook<TYieldRow>(
    title,
    [
      { header: 'Month', width: 12, value: (row) => row.month },
      amount('Actual (kWh)', (row) => row.actual),
      amount('Expected (kWh)', (row) => row.expected),
      amount(`Income${currency ? ` (${currency})` : ''}`, (row) => row.income),
    ],
    rows,
  );
}

/** The yearly yield download: actual yield and income from the plant's charts, expected from its import. */
export function createYieldDownload({ charts, plants }: { charts: ChartService; plants: PlantsRepository }) {
  return {
    /** A year's actual and expected yield and income by month, as an .xlsx. */
    async download(plant: TPlantRow, year: number) {
      const bars = await charts.generationBars(plant, { kind: 'year', year });
      const expected = await plants.expectedYield(plant.id);
      const rows = months.map((month, index) => {
        const bar = bars.bars.find((b) => b.label === `${year}-${month}`);
        return {
          month: `${year}-${month}`,
          actual: bar?.generation ?? 0,
          expected: expected.get(index + 1) ?? null,
          income: bar?.income ?? 0,
        };
      });
      return {
        filename: `generation-${year}.xlsx`,
        content: yieldWorkbook(`${plant.name} ${year}`, rows, bars.currency),
      };
    },
  };
}
