import ExcelJS from 'exceljs';
import type { TPlantRow } from '@sunfleet/db/telemetry-schema';
import type { ChartService } from '../plants/chart-service.ts';
import type { PlantsRepository } from '../plants/repository.ts';

const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/** An .xlsx of a year's actual and expected yield and income by month. */
export async function yieldWorkbook(
  title: string,
  rows: { month: string; actual: number; expected: number | null; income: number }[],
  currency: string | null,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
  sheet.columns = [
    { header: 'Month', key: 'month', width: 12 },
    { header: 'Actual (kWh)', key: 'actual', width: 16 },
    { header: 'Expected (kWh)', key: 'expected', width: 16 },
    { header: `Income${currency ? ` (${currency})` : ''}`, key: 'income', width: 16 },
  ];
  sheet.addRows(rows);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
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
        content: await yieldWorkbook(`${plant.name} ${year}`, rows, bars.currency),
      };
    },
  };
}
