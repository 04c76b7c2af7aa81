import { Button, Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDrMasterDevice } from '@sunfleet/contract/demand-response';
import { Can } from '@/components/permissions';
import { useDrMasterDevice } from '../api/get-dr-master-device.ts';
import { useDrStations } from '../api/get-dr-stations.ts';
import { useDrTimeZone } from '../api/get-dr-time-zone.ts';

type TStation = { id: string; name: string; timeZone: string; mayEnrol: boolean };

function MasterCell({ plantId }: { plantId: string }) {
  const { t } = useTranslation();
  const master = useDrMasterDevice(plantId);
  if (master.isPending) return null;
  if (!master.data)
    return <Typography.Text type="secondary">{t('demandResponse.plants.noMaster')}</Typography.Text>;
  return (
    <span data-testid="dr-master">
      {master.data.sn}
      <Typography.Text type="secondary">
        {' '}
        · {master.data.manufacturer} {master.data.model}
      </Typography.Text>
    </span>
  );
}

function TimeZoneCell({ plantId }: { plantId: string }) {
  return <span data-testid="dr-time-zone">{useDrTimeZone(plantId).data}</span>;
}

function EnrolButton({
  station,
  onEnrol,
}: {
  station: TStation;
  onEnrol: (master: TDrMasterDevice) => void;
}) {
  const { t } = useTranslation();
  const master = useDrMasterDevice(station.id);
  return (
    <Button
      type="link"
      disabled={master.isPending}
      onClick={() => onEnrol(master.data ?? null)}
      data-testid="dr-enrol"
    >
      {t('demandResponse.plants.enrol')}
    </Button>
  );
}

/** The user's plants (`userStationList`) with their master battery and time zone, and "Enrol". */
export function PlantsCard({
  userId,
  onEnrol,
}: {
  userId: string | undefined;
  onEnrol: (plant: TStation, master: TDrMasterDevice) => void;
}) {
  const { t } = useTranslation();
  const stations = useDrStations(userId);
  return (
    <Card title={t('demandResponse.plants.title')} data-testid="dr-plants">
      <Table<TStation>
        rowKey="id"
        size="small"
        pagination={false}
        loading={stations.isPending}
        dataSource={stations.data ?? []}
        locale={{ emptyText: t('demandResponse.plants.empty') }}
        columns={[
          { title: t('demandResponse.plants.name'), dataIndex: 'name' },
          {
            title: t('demandResponse.plants.master'),
            key: 'master',
            render: (_, station) => <MasterCell plantId={station.id} />,
          },
          {
            title: t('demandResponse.plants.timeZone'),
            key: 'timeZone',
            render: (_, station) => <TimeZoneCell plantId={station.id} />,
          },
          {
            key: 'enrol',
            align: 'right',
            render: (_, station) =>
              station.mayEnrol && (
                <Can permission="energyhub.enroll">
                  <EnrolButton station={station} onEnrol={(master) => onEnrol(station, master)} />
                </Can>
              ),
          },
        ]}
      />
    </Card>
  );
}
