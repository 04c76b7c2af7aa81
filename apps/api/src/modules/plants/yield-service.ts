import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';
import type { TPredictedImportResult } from '@sunfleet/contract/plants';
import { uploadLimits } from '@sunfleet/contract/validators';
import type { AppContext } from '../../context.ts';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { createChartService } from './chart-service.ts';
import { readExpectedYield, yieldWorkbook } from './expected-yield.ts';
import { createPlantsRepository } from './repository.ts';
import { acceptedUpload, type TUpload } from '../../uploads.ts';
import { createPlantsService } from './service.ts';

const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/** Expected monthly yield: imported from PVsyst or forecast workbooks, exported beside the actual. */
export function createYieldService(context: AppContext) {
  const plants = createPlantsService(context);
  const repository = createPlantsRepository(context.db);
  const charts = createChartService(context.db, context.config.co2KgPerKwh);

  return {
    /**
     * Replaces a plant's expected yield with the twelve months of one .xlsx or .xls file. A wrong
     * type, size or content is refused with code 4 and nothing is stored.
     */
    async import(
      caller: TPrincipal,
      fields: { plantId: string; source: 'pvsyst' | 'forecast' },
      form: TUpload | undefined,
      lang: TLang,
    ): Promise<TPredictedImportResult> {
      const { plant } = await plants.access(caller, fields.plantId, 'edit');
      const upload = acceptedUpload(form, uploadLimits.importSheet, lang);
      const monthly = await readExpectedYield(upload.extension, upload.content);
      if (!monthly) throw upload.refuse(inputMessage('fileContent', lang));
      await repository.replaceExpectedYield(plant.id, fields.source, monthly);
      return { plantId: plant.id, months: monthly };
    },

    /** A year's actual and expected yield and income by month, as an .xlsx. */
    async download(caller: TPrincipal, plantId: string, year: number) {
      const { plant } = await plants.access(caller, plantId);
      const bars = await charts.generationBars(plant, { kind: 'year', year });
      const expected = await repository.expectedYield(plant.id);
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
