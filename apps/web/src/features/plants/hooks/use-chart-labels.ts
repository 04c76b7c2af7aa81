import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/lib/use-lang';
import type { TChartLabels } from '../model/chart-options.ts';

/** Series names of the plant charts, and the language their numbers read in. */
export function useChartLabels(): TChartLabels {
  const { t } = useTranslation();
  const lang = useLang();
  return useMemo(
    () => ({
      pv: t('plants.flow.pv'),
      load: t('plants.flow.load'),
      grid: t('plants.flow.grid'),
      battery: t('plants.flow.battery'),
      soc: t('plants.overview.soc'),
      generation: t('plants.overview.generation'),
      expected: t('plants.overview.expected'),
      income: t('plants.overview.income'),
      gridImport: t('plants.overview.gridImport'),
      gridExport: t('plants.overview.gridExport'),
      charge: t('plants.overview.charge'),
      discharge: t('plants.overview.discharge'),
      lang,
    }),
    [t, lang],
  );
}
