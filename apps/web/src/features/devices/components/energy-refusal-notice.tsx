import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatZonedInstant } from '@/lib/format';
import { useEnergyRefusals } from '../api/get-energy-refusals.ts';

/**
 * "Implausible energy step refused at …": the newest counter step the ingest kept out of the
 * device's energy (docs/adr/0043), with the log's words; nothing when there is none.
 */
export function EnergyRefusalNotice({ sn, timeZone }: { sn: string; timeZone: string }) {
  const { t } = useTranslation();
  const refusals = useEnergyRefusals(sn);
  const [newest, ...older] = refusals.data ?? [];
  if (!newest) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="energy-refusal"
      message={t('inverters.energyRefused', { at: formatZonedInstant(newest.at, timeZone) })}
      description={
        <>
          {newest.detail}
          {older.length > 0 && <div>{t('inverters.energyRefusedMore', { count: older.length })}</div>}
        </>
      }
    />
  );
}
