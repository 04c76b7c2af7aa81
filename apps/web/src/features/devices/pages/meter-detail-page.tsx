import { App, Button, Card, Col, Flex, Row, Skeleton, Statistic, Tag, Tooltip } from 'antd';
import { CrownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Can } from '@/components/permissions';
import { useDeviceAbilities } from '@/components/use-device-abilities';
import { formatNumber, formatZonedInstant } from '@/lib/format';
import { useDeleteMeter } from '../api/delete-meter.ts';
import { useMeterBars } from '../api/get-meter-bars.ts';
import { useMeterCurve } from '../api/get-meter-curve.ts';
import { useMeterRealtime } from '../api/get-meter-realtime.ts';
import { useMeter } from '../api/get-meter.ts';
import { useMakeMasterMeter } from '../api/make-master-meter.ts';
import { useRenameMeter } from '../api/rename-meter.ts';
import { AliasButton } from '../components/alias-dialog.tsx';
import { DeleteDeviceButton, DeviceNotFound, DeviceTitle } from '../components/device-detail-header.tsx';
import { EnergyRefusalNotice } from '../components/energy-refusal-notice.tsx';
import { DeviceBarsChart, DeviceCurveChart, usePeriodPicker } from '../components/device-charts.tsx';
import { DevicePlace } from '../components/device-place.tsx';
import { PhaseTable, ValuesList } from '../components/values-table.tsx';

const number = (value: number | null | undefined) =>
  value === null || value === undefined ? '--' : formatNumber(value);

/**
 * /device/meter/{sn}: import and export (today, total), power, voltage and current per phase,
 * frequency, its day curve and energy bars; alias, master meter and delete by button permission;
 * links back to its plant and gateway.
 */
export function MeterDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sn = useParams().sn ?? '';
  const abilities = useDeviceAbilities(sn);
  const meter = useMeter(sn);
  const now = useMeterRealtime(sn);
  const timeZone = meter.data?.plant?.timeZone ?? 'UTC';
  const { period, date, span, picker } = usePeriodPicker(timeZone);
  const curve = useMeterCurve(sn, date);
  const bars = useMeterBars(sn, span);
  const rename = useRenameMeter();
  const master = useMakeMasterMeter();
  const remove = useDeleteMeter();
  if (meter.isError) return <DeviceNotFound title={meter.error.message} back="/device/meter" />;
  if (!meter.data) return <Skeleton active />;
  const data = meter.data;
  const stats = [
    ['inverters.power', now.data?.power, 'kW'],
    ['inverters.meters.importToday', now.data?.importToday, 'kWh'],
    ['inverters.meters.exportToday', now.data?.exportToday, 'kWh'],
    ['inverters.meters.importTotal', now.data?.importTotal, 'kWh'],
    ['inverters.meters.exportTotal', now.data?.exportTotal, 'kWh'],
    ['inverters.detail.frequency', now.data?.frequency, 'Hz'],
  ] as const;
  return (
    <PageFrame
      title={
        <DeviceTitle device={data} testId="meter-title">
          {data.isMaster && <Tag color="blue">{t('inverters.meters.master')}</Tag>}
        </DeviceTitle>
      }
      subtitle={
        <Flex vertical gap={4}>
          <span>
            {data.sn} · {data.model ?? ''} · {t('inverters.lastUpdate')}:{' '}
            {formatZonedInstant(data.lastSeen, timeZone)}
          </span>
          <DevicePlace place={data} />
        </Flex>
      }
      actions={
        <>
          <Can permission="meter.alias" ability="configure" abilities={abilities}>
            <AliasButton
              alias={data.alias}
              save={(alias) =>
                rename
                  .mutateAsync({ sn, value: alias })
                  .then(() => void message.success(t('inverters.aliasSaved')))
              }
            />
          </Can>
          {!data.isMaster && data.plant && (
            <Can permission="meter.master" ability="configure" abilities={abilities}>
              <Tooltip title={t('inverters.meters.masterHelp')}>
                <Button
                  icon={<CrownOutlined />}
                  loading={master.isPending}
                  data-testid="make-master"
                  onClick={() =>
                    void master
                      .mutateAsync({ sn, value: null })
                      .then(() => void message.success(t('inverters.meters.masterSet')))
                  }
                >
                  {t('inverters.meters.makeMaster')}
                </Button>
              </Tooltip>
            </Can>
          )}
          <DeleteDeviceButton
            sn={sn}
            permission="meter.delete"
            abilities={abilities}
            remove={() => remove.mutateAsync({ sn, value: null })}
            back="/device/meter"
          />
        </>
      }
    >
      <EnergyRefusalNotice sn={sn} timeZone={timeZone} />
      <Card>
        <Row gutter={[16, 16]} data-testid="meter-now">
          {stats.map(([label, value, unit]) => (
            <Col key={label} xs={12} sm={8} lg={4}>
              <Statistic title={t(label)} value={number(value)} suffix={unit} />
            </Col>
          ))}
        </Row>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('inverters.detail.phase')} style={{ height: '100%' }}>
            <PhaseTable rows={now.data?.phases} first={t('inverters.detail.phase')} testId="meter-phases" />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('inverters.detail.otherValues')} style={{ height: '100%' }}>
            <ValuesList values={now.data?.values} testId="meter-values" isNarrow />
          </Card>
        </Col>
      </Row>
      <Card title={t('inverters.detail.charts')} extra={picker}>
        {period === 'day' ? (
          <DeviceCurveChart curve={curve.data} testId="meter-curve" />
        ) : (
          <DeviceBarsChart bars={bars.data} testId="meter-bars" />
        )}
      </Card>
    </PageFrame>
  );
}
