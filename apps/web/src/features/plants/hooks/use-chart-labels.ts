import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChartLabels } from '../model/chart-options.ts';

/** Series names and unit suffixes of the plant charts in the current language. */
export function useChartLabels(): TChartLabels {
  const { t } = useTranslation();
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
      units: { thousand: t('plants.units.thousand'), tenThousand: t('plants.units.tenThousand') },
    }),
    [t],
  );
}
