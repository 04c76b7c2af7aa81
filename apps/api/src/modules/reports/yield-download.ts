import { utils, write } from '@e965/xlsx';
import type { TPlantRow } from '@sunfleet/db/telemetry-schema';
import type { ChartService } from '../plants/chart-service.ts';
import type { PlantsRepository } from '../plants/repository.ts';

const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/** An .xlsx of a year's actual and expected yield and income by month. */
export function yieldWorkbook(
  title: string,
  rows: { month: string; actual: number; expected: number | null; income: number }[],
  currency: string | null,
): Buffer {
  const header = ['Month', 'Actual (kWh)', 'Expected (kWh)', `Income${currency ? ` (${currency})` : ''}`];
  const sheet = utils.aoa_to_sheet([
    header,
    ...rows.map(({ month, actual, expected, income }) => [month, actual, expected, income]),
  ]);
  sheet['!cols'] = [{ wch: 12 }, { wch: 16 }, { wch: 16 }, { wch: 16 }];
  const workbook = utils.book_new();
  // Excel refuses a sheet name over 31 characters or holding any of []*?/\:.
  utils.book_append_sheet(workbook, sheet, title.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
  return write(workbook, { bookType: 'xlsx', type: 'buffer', compression: true }) as Buffer;
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
