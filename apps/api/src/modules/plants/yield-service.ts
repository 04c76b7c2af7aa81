import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';
import type { TPredictedImportResult } from '@sunfleet/contract/plants';
import { uploadLimits } from '@sunfleet/contract/validators';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { readExpectedYield } from './expected-yield.ts';
import type { PlantsRepository } from './repository.ts';
import { acceptedUpload, type TUpload } from '../../uploads.ts';
import type { PlantsService } from './service.ts';

/** Expected monthly yield, imported from PVsyst or forecast workbooks (reports/ exports it beside the actual). */
export function createYieldService({
  plants,
  repository,
}: {
  plants: PlantsService;
  repository: PlantsRepository;
}) {
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
  };
}
