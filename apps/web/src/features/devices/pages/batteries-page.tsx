import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TBatteryListItem } from '@sunfleet/contract/batteries';
import { FleetDeviceList, withUnit } from '@/components/fleet-device-list';
import { useBatteries } from '../api/get-batteries.ts';
import { useBatteryCounts } from '../api/get-battery-counts.ts';
import { useDeleteBattery } from '../api/delete-battery.ts';
import { batteryPath } from '../model/paths.ts';

/** `/device/battery`: every battery the user sees, with its state of charge and power now. */
export function BatteriesPage() {
  const { t } = useTranslation();
  const remove = useDeleteBattery();
  return (
    <FleetDeviceList<TBatteryListItem>
      title={t('route.batteries')}
      testId="battery-list"
      useRows={useBatteries}
      useCounts={useBatteryCounts}
      detailPath={batteryPath}
      onDelete={(row) => remove.mutateAsync(row.id)}
      readings={[
        {
          key: 'soc',
          title: t('devices.battery.soc'),
          width: 160,
          render: (_, row) =>
            row.soc === null ? '--' : <Progress percent={Math.round(row.soc)} size="small" />,
        },
        { key: 'power', title: t('devices.battery.power'), render: (_, row) => withUnit(row.power, 'kW', 2) },
        {
          key: 'voltage',
          title: t('devices.battery.voltage'),
          render: (_, row) => withUnit(row.voltage, 'V'),
        },
        {
          key: 'temperature',
          title: t('devices.battery.temperature'),
          render: (_, row) => withUnit(row.temperature, '°C'),
        },
      ]}
    />
  );
}
