import { Button, Card, Popconfirm, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  drProgram,
  type TDrAction,
  type TDrEnrollment,
  type TDrEnrollmentState,
} from '@sunfleet/contract/demand-response';
import { formatInstant } from '@/lib/format';
import { useRemoveEnrollmentDevice } from '../api/remove-enrollment-device.ts';
import { useEnrollmentAction } from '../api/take-enrollment-action.ts';
import { useDrEnrollment } from '../api/get-dr-enrollment.ts';
import { useDrEnrollments } from '../api/get-dr-enrollments.ts';

const stateColors: Record<TDrEnrollmentState, string> = {
  invited: 'blue',
  pending: 'gold',
  accepted: 'green',
  rejected: 'red',
  unenrolled: 'default',
};

/** Devices and history of one enrolment (the expanded row). */
function EnrollmentDetail({ enrollment }: { enrollment: TDrEnrollment }) {
  const { t } = useTranslation();
  const detail = useDrEnrollment(enrollment.id);
  const remove = useRemoveEnrollmentDevice();
  return (
    <Space align="start" size={48} wrap>
      <div>
        <Typography.Title level={5}>{t('demandResponse.enrollments.devices')}</Typography.Title>
        {enrollment.devices.map((device) => (
          <div key={device.sn} data-testid="dr-enrolled-device">
            {device.sn} · {device.manufacturer} {device.model} ·{' '}
            {t('demandResponse.enrollments.capacity', {
              discharge: device.dischargeKw,
              storage: device.storageKwh,
            })}{' '}
            kWh{' '}
            {enrollment.mayEditDevices && enrollment.devices.length > 1 && (
              <Button
                type="link"
                size="small"
                onClick={() => remove.mutate({ id: enrollment.id, sn: device.sn })}
              >
                {t('demandResponse.enrollments.remove')}
              </Button>
            )}
          </div>
        ))}
        <Typography.Text type="secondary">
          {t('demandResponse.enrollments.participation')}: {enrollment.participationLevel} %
        </Typography.Text>
      </div>
      <div>
        <Typography.Title level={5}>{t('demandResponse.enrollments.history')}</Typography.Title>
        <Timeline
          data-testid="dr-history"
          items={(detail.data?.history ?? []).map((entry) => ({
            color: stateColors[entry.toState],
            children: (
              <span data-testid="dr-history-entry">
                <b>{t(`demandResponse.actions.${entry.action}`)}</b>
                {entry.fromState && entry.fromState !== entry.toState
                  ? ` · ${t(`demandResponse.states.${entry.fromState}`)} → ${t(`demandResponse.states.${entry.toState}`)}`
                  : ''}
                <br />
                <Typography.Text type="secondary">
                  {formatInstant(entry.at)} · {entry.actor ?? '--'}
                  {entry.note ? ` · ${entry.note}` : ''}
                </Typography.Text>
              </span>
            ),
          }))}
        />
      </div>
    </Space>
  );
}

/** The enrolments of the user's plants, their state, the actions they allow and their history. */
export function EnrollmentsCard() {
  const { t } = useTranslation();
  const enrollments = useDrEnrollments();
  const action = useEnrollmentAction();
  const act = (id: string, name: TDrAction) => action.mutate({ id, action: name });
  return (
    <Card title={t('demandResponse.enrollments.title')} data-testid="dr-enrollments">
      <Table<TDrEnrollment>
        rowKey="id"
        size="small"
        pagination={false}
        loading={enrollments.isPending}
        dataSource={enrollments.data ?? []}
        locale={{ emptyText: t('demandResponse.enrollments.empty') }}
        expandable={{ expandedRowRender: (enrollment) => <EnrollmentDetail enrollment={enrollment} /> }}
        onRow={() => ({ 'data-testid': 'dr-enrollment-row' }) as object}
        columns={[
          { title: t('demandResponse.enrollments.plant'), dataIndex: 'plantName' },
          {
            title: t('demandResponse.enrollments.program'),
            key: 'program',
            render: (_, enrollment) => drProgram(enrollment.programId).administrator,
          },
          {
            title: t('demandResponse.enrollments.state'),
            key: 'state',
            render: (_, enrollment) => (
              <Space size={4}>
                <Tag color={stateColors[enrollment.state]} data-testid="dr-state">
                  {t(`demandResponse.states.${enrollment.state}`)}
                </Tag>
                {enrollment.optedOut && <Tag>{t('demandResponse.enrollments.optedOut')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('demandResponse.enrollments.devices'),
            key: 'devices',
            render: (_, enrollment) => enrollment.devices.map((device) => device.sn).join(', '),
          },
          {
            title: t('demandResponse.enrollments.updated'),
            key: 'updated',
            render: (_, enrollment) => formatInstant(enrollment.updatedAt),
          },
          {
            title: t('demandResponse.enrollments.actionsColumn'),
            key: 'actions',
            render: (_, enrollment) => (
              <Space size={0} wrap>
                {enrollment.actions.map((name) => (
                  <Popconfirm
                    key={name}
                    title={t('demandResponse.enrollments.confirm', {
                      action: t(`demandResponse.actions.${name}`).toLowerCase(),
                    })}
                    onConfirm={() => act(enrollment.id, name)}
                  >
                    <Button type="link" size="small" data-testid={`dr-action-${name}`}>
                      {t(`demandResponse.actions.${name}`)}
                    </Button>
                  </Popconfirm>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
