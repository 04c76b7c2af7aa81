import type { ReactNode } from 'react';
import { App, Button, Flex, Popconfirm, Result } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TDeviceStatus, TOperatingState } from '@sunfleet/contract/enums';
import type { TDeviceAbilities } from '@sunfleet/contract/abilities';
import type { TPermission } from '@sunfleet/contract/permissions';
import { Can } from '@/components/permissions';
import { StatusTags } from '@/components/status-tags';

/** An inverter or meter page whose SN is not found: the error and a link back to the list. */
export function DeviceNotFound({ title, back }: { title: string; back: string }) {
  const { t } = useTranslation();
  return <Result status="404" title={title} extra={<Link to={back}>{t('inverters.back')}</Link>} />;
}

/** A device page's title: alias (or SN), its status tag and any further tags. */
export function DeviceTitle({
  device,
  testId,
  children,
}: {
  device: {
    sn: string;
    alias: string | null;
    status: TDeviceStatus;
    operatingState?: TOperatingState | null | undefined;
  };
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Flex gap={12} align="center" wrap>
      <span data-testid={testId}>{device.alias || device.sn}</span>
      <StatusTags status={device.status} operatingState={device.operatingState} testId={`${testId}-status`} />
      {children}
    </Flex>
  );
}

/** Delete behind `permission`, the delete ability and a confirmation; on success says so and goes back to the list. */
export function DeleteDeviceButton({
  sn,
  permission,
  remove,
  back,
  abilities,
}: {
  sn: string;
  permission: TPermission;
  abilities: TDeviceAbilities | undefined;
  remove: () => Promise<unknown>;
  back: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (
    <Can permission={permission} ability="delete" abilities={abilities}>
      <Popconfirm
        title={t('inverters.deleteConfirm', { sn })}
        onConfirm={() =>
          void remove().then(() => {
            void message.success(t('inverters.deleted'));
            void navigate(back);
          })
        }
      >
        <Button danger icon={<DeleteOutlined />}>
          {t('inverters.delete')}
        </Button>
      </Popconfirm>
    </Can>
  );
}
