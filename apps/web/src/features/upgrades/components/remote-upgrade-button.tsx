import { useState } from 'react';
import { Alert, Button, Modal, Table, Typography } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TFirmware } from '@sunfleet/contract/firmware';
import { Can } from '@/components/permissions';
import { useDeviceAbilities } from '@/components/use-device-abilities';
import { refusalText } from '@/lib/api-client';
import { formatInstant } from '@/lib/format';
import { useOfferedFirmware } from '../api/get-offered-firmware.ts';
import { useStartUpgrade } from '../api/start-upgrade.ts';
import { upgradePagePath, type TUpgradeTarget } from '../api/target.ts';

/**
 * "Remote upgrade" on an inverter's or gateway's page: shown to who holds the upgrade permission
 * and the operate ability on the device (owners and read-only relations never see it). It lists
 * the images the server offers this device (enabled and compatible) to pick one, starts the
 * upgrade and opens its progress page.
 */
export function RemoteUpgradeButton({
  target,
  current,
}: {
  target: TUpgradeTarget;
  current?: string | null;
}) {
  const abilities = useDeviceAbilities(target.sn);
  const permission = target.kind === 'inverter' ? 'inverter.upgrade' : 'gateway.upgrade';
  return (
    <Can permission={permission} ability="operate" abilities={abilities}>
      <UpgradePicker target={target} current={current ?? null} />
    </Can>
  );
}

function UpgradePicker({ target, current }: { target: TUpgradeTarget; current: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | undefined>();
  const offered = useOfferedFirmware(target.sn, isOpen);
  const start = useStartUpgrade(target);
  const images = offered.data ?? [];
  const chosen = images.find((image) => image.id === picked);
  const columns = [
    { title: t('firmware.softwareVersion'), dataIndex: 'softwareVersion', key: 'version' },
    { title: t('firmware.productName'), dataIndex: 'productName', key: 'product' },
    { title: t('firmware.hardwareVersion'), dataIndex: 'hardwareVersion', key: 'hardware' },
    {
      title: t('firmware.changeLog'),
      dataIndex: 'changeLog',
      key: 'changeLog',
      render: (text: string) => <Typography.Text ellipsis={{ tooltip: text }}>{text}</Typography.Text>,
    },
    {
      title: t('upgrades.publishedAt'),
      dataIndex: 'publishedAt',
      key: 'publishedAt',
      render: (at: string | null) => formatInstant(at),
    },
  ];
  return (
    <>
      <Button icon={<CloudUploadOutlined />} onClick={() => setOpen(true)} data-testid="remote-upgrade">
        {t('upgrades.button')}
      </Button>
      <Modal
        open={isOpen}
        width={760}
        title={t('upgrades.pickTitle', { sn: target.sn })}
        okText={t('upgrades.start')}
        okButtonProps={{ disabled: !chosen, loading: start.isPending, ...{ 'data-testid': 'upgrade-start' } }}
        onCancel={() => setOpen(false)}
        onOk={() =>
          chosen &&
          Modal.confirm({
            title: t('upgrades.startConfirm', { sn: target.sn, version: chosen.softwareVersion }),
            onOk: () =>
              start.mutateAsync(chosen.id).then(() => {
                setOpen(false);
                void navigate(upgradePagePath(target));
              }),
          })
        }
      >
        <Typography.Paragraph type="secondary">{t('upgrades.pickIntro')}</Typography.Paragraph>
        <Typography.Paragraph>
          {t('upgrades.current')}: <Typography.Text code>{current ?? '--'}</Typography.Text>
        </Typography.Paragraph>
        {start.isError && <Alert type="error" showIcon message={refusalText(start.error)} />}
        <Table<TFirmware>
          size="small"
          rowKey="id"
          loading={offered.isLoading}
          dataSource={images}
          columns={columns}
          pagination={false}
          locale={{ emptyText: t('upgrades.none') }}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: picked ? [picked] : [],
            onChange: (keys) => setPicked(String(keys[0])),
          }}
          data-testid="upgrade-images"
        />
      </Modal>
    </>
  );
}
