import { Card, Table } from 'antd';
import type { TDeviceAbilities } from '@sunfleet/contract/abilities';
import { useTranslation } from 'react-i18next';
import { CommandStatusTag } from '@/components/command-status';
import { useCommandStatuses } from '@/components/use-command-status';
import { formatInstant } from '@/lib/format';
import { useGatewayCommands } from '../api/get-gateway-commands.ts';
import { GatewayCommandActions } from './gateway-command-actions.tsx';

/** The gateway's command buttons and its recent commands, those still running followed live. */
export function GatewayCommandsCard({
  gateway,
}: {
  gateway: {
    id: string;
    sn: string;
    locked: boolean;
    abilities: TDeviceAbilities;
    plantTimeZone: string | null;
  };
}) {
  const { t } = useTranslation();
  const commands = useGatewayCommands(gateway.sn);
  const rows = commands.data?.infos ?? [];
  const live = useCommandStatuses(rows.filter((row) => !row.finishedAt).map((row) => row.id));
  return (
    <Card title={t('gateways.commands.title')} extra={<GatewayCommandActions gateway={gateway} />}>
      <Table
        size="small"
        rowKey="id"
        dataSource={rows.map((row) => live.get(row.id) ?? row)}
        loading={commands.isLoading}
        pagination={false}
        data-testid="gateway-commands"
        columns={[
          {
            key: 'created',
            title: t('gateways.commands.created'),
            render: (_, row) => formatInstant(row.createdAt, gateway.plantTimeZone),
          },
          {
            key: 'kind',
            title: t('gateways.commands.kind'),
            render: (_, row) => t(`commands.kinds.${row.kind}`),
          },
          { key: 'device', title: t('gateways.detailPage.device'), render: (_, row) => row.deviceSn ?? '–' },
          {
            key: 'state',
            title: t('gateways.commands.state'),
            render: (_, row) => <CommandStatusTag command={row} />,
          },
          {
            key: 'finished',
            title: t('gateways.commands.finished'),
            render: (_, row) => formatInstant(row.finishedAt, gateway.plantTimeZone),
          },
        ]}
      />
    </Card>
  );
}
