import { useEffect, useState, type ReactNode } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Row,
  Select,
  Skeleton,
  Statistic,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { ControlOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDeviceAbilities } from '@/components/use-device-abilities';
import type { TEvent } from '@sunfleet/contract/events';
import { maxChartParameters, type TInverterDetail, type TInverterFamily } from '@sunfleet/contract/inverters';
import { nowIn } from '@sunfleet/contract/zoned-date';
import { PageFrame } from '@/components/page-frame';
import { Can } from '@/components/permissions';
import { formatInstant, formatNumber, formatZonedInstant, withZone } from '@/lib/format';
import { useDeleteInverter } from '../api/delete-inverter.ts';
import { useChartParameters } from '../api/get-chart-parameters.ts';
import { useCustomParameters } from '../api/get-custom-parameters.ts';
import { useFamilyRealtime } from '../api/get-family-realtime.ts';
import { useInverterBars } from '../api/get-inverter-bars.ts';
import { useInverterCurve } from '../api/get-inverter-curve.ts';
import { useInverterFlow } from '../api/get-inverter-flow.ts';
import { useInverterInput } from '../api/get-inverter-input.ts';
import { useInverterOutput } from '../api/get-inverter-output.ts';
import { useInverter } from '../api/get-inverter.ts';
import { useMicroByDate } from '../api/get-micro-by-date.ts';
import { useDeviceEvents } from '../api/get-recent-device-events.ts';
import { useRenameInverter } from '../api/rename-inverter.ts';
import { useSaveCustomParameters } from '../api/save-custom-parameters.ts';
import { AliasButton } from '../components/alias-dialog.tsx';
import { DeleteDeviceButton, DeviceNotFound, DeviceTitle } from '../components/device-detail-header.tsx';
import { EnergyRefusalNotice } from '../components/energy-refusal-notice.tsx';
import { DeviceBarsChart, DeviceCurveChart, usePeriodPicker } from '../components/device-charts.tsx';
import { DevicePlace } from '../components/device-place.tsx';
import { DebugCard, PowerButtons } from '../components/inverter-remote.tsx';
import { PhaseTable, ValuesList } from '../components/values-table.tsx';
import { eventNameText } from '@/components/event-columns';

const number = (value: number | null | undefined) =>
  value === null || value === undefined ? '--' : formatNumber(value);

/** The overview: type, model, ratings, today's numbers, and the inverter's energy flow now. */
function OverviewCard({ inverter }: { inverter: TInverterDetail }) {
  const { t } = useTranslation();
  const flow = useInverterFlow(inverter.sn);
  const timeZone = inverter.plant?.timeZone ?? 'UTC';
  const flows = [
    ['plants.flow.pv', flow.data?.pv],
    ['plants.flow.load', flow.data?.load],
    ['plants.flow.grid', flow.data?.grid],
    ['plants.flow.battery', flow.data?.battery],
    ['inverters.detail.families.gen', flow.data?.generator],
  ] as const;
  return (
    <Card title={t('inverters.detail.overview')}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        data-testid="inverter-overview"
        items={[
          { key: 'type', label: t('inverters.type'), children: inverter.typeName },
          {
            key: 'model',
            label: t('inverters.model'),
            children: [inverter.brand, inverter.model].filter(Boolean).join(' ') || '--',
          },
          { key: 'rated', label: t('inverters.ratedPower'), children: number(inverter.ratedPower) },
          { key: 'power', label: t('inverters.power'), children: number(inverter.power) },
          { key: 'today', label: t('inverters.energyToday'), children: number(inverter.energyToday) },
          { key: 'total', label: t('inverters.energyTotal'), children: number(inverter.energyTotal) },
          { key: 'temperature', label: t('inverters.temperature'), children: number(inverter.temperature) },
          {
            key: 'lastSeen',
            label: t('inverters.lastUpdate'),
            children: formatZonedInstant(inverter.lastSeen, timeZone),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('inverters.detail.flow')}
      </Typography.Title>
      <Row gutter={[16, 16]} data-testid="inverter-flow">
        {flows.map(([label, value]) => (
          <Col key={label} xs={12} sm={8} lg={4}>
            <Statistic title={t(label)} value={number(value)} suffix="kW" />
          </Col>
        ))}
        {flow.data?.soc !== null && flow.data?.soc !== undefined && (
          <Col xs={12} sm={8} lg={4}>
            <Statistic title={t('plants.overview.soc')} value={number(flow.data.soc)} suffix="%" />
          </Col>
        )}
      </Row>
    </Card>
  );
}

/** PV inputs now (per MPPT / string, a micro inverter's panels) and the AC output per phase. */
function InputOutputCards({ inverter }: { inverter: TInverterDetail }) {
  const { t } = useTranslation();
  const input = useInverterInput(inverter.sn);
  const output = useInverterOutput(inverter.sn);
  const inputs = input.data?.inputs.map((row) => ({
    ...row,
    phase: t('inverters.detail.input', { n: row.input }),
  }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card
          title={inverter.isMicro ? t('inverters.detail.micro') : t('inverters.detail.pvInputs')}
          extra={input.data && `${t('inverters.power')}: ${number(input.data.power)}`}
          style={{ height: '100%' }}
        >
          <PhaseTable rows={inputs} first={t('inverters.detail.pvInputs')} testId="pv-inputs" />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card
          title={t('inverters.detail.acOutput')}
          extra={
            output.data &&
            `${t('inverters.power')}: ${number(output.data.power)} · ${t('inverters.detail.frequency')}: ${number(output.data.frequency)}`
          }
          style={{ height: '100%' }}
        >
          <Flex vertical gap={12}>
            <PhaseTable rows={output.data?.phases} first={t('inverters.detail.phase')} testId="ac-output" />
            {output.data && output.data.values.length > 0 && (
              <ValuesList values={output.data.values} testId="ac-output-values" isNarrow />
            )}
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}

/** One family's values now, its day curve and its energy bars. */
function FamilyPane({ inverter, family }: { inverter: TInverterDetail; family: TInverterFamily }) {
  const now = useFamilyRealtime(inverter.sn, family);
  const timeZone = inverter.plant?.timeZone ?? 'UTC';
  const { period, date, span, picker } = usePeriodPicker(timeZone);
  const chartFamily = family === 'gen' ? null : family;
  const curve = useInverterCurve(inverter.sn, chartFamily ?? 'output', date);
  const bars = useInverterBars(inverter.sn, chartFamily, span);
  return (
    <Flex vertical gap={16}>
      <ValuesList values={now.data?.values} testId={`family-${family}`} />
      {chartFamily && (
        <>
          {picker}
          {period === 'day' ? (
            <DeviceCurveChart curve={curve.data} testId={`family-${family}-curve`} />
          ) : (
            <DeviceBarsChart bars={bars.data} testId={`family-${family}-bars`} />
          )}
        </>
      )}
    </Flex>
  );
}

/** Power and energy: the day's PV and AC power, PV per input, and generation bars. */
function ChartsCard({ inverter }: { inverter: TInverterDetail }) {
  const { t } = useTranslation();
  const timeZone = inverter.plant?.timeZone ?? 'UTC';
  const { period, date, span, picker } = usePeriodPicker(timeZone);
  const power = useInverterCurve(inverter.sn, 'power', date);
  const input = useInverterCurve(inverter.sn, 'input', date);
  const bars = useInverterBars(inverter.sn, null, span);
  return (
    <Card title={t('inverters.detail.charts')} extra={picker}>
      {period === 'day' ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Typography.Text strong>{t('inverters.detail.powerChart')}</Typography.Text>
            <DeviceCurveChart curve={power.data} testId="inverter-power-curve" />
          </Col>
          <Col xs={24} xl={12}>
            <Typography.Text strong>{t('inverters.detail.pvInputs')}</Typography.Text>
            <DeviceCurveChart curve={input.data} testId="inverter-input-curve" />
          </Col>
        </Row>
      ) : (
        <DeviceBarsChart bars={bars.data} testId="inverter-energy-bars" />
      )}
    </Card>
  );
}

/** A micro inverter's energy per day of the last 30 days. */
function MicroEnergyCard({ inverter }: { inverter: TInverterDetail }) {
  const { t } = useTranslation();
  const today = nowIn(inverter.plant?.timeZone ?? 'UTC').slice(0, 10);
  const from = new Date(Date.parse(today) - 29 * 86_400_000).toISOString().slice(0, 10);
  const byDate = useMicroByDate(inverter.sn, from, today, inverter.isMicro);
  return (
    <Card title={t('inverters.detail.microEnergy')}>
      <DeviceBarsChart bars={byDate.data} testId="micro-energy" />
    </Card>
  );
}

/** Up to 6 parameters of the inverter on one chart; the picks are saved for the user. */
function CustomChartCard({ inverter }: { inverter: TInverterDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const parameters = useChartParameters(inverter.sn);
  const saved = useCustomParameters();
  const save = useSaveCustomParameters();
  const [picked, setPicked] = useState<string[] | null>(null);
  useEffect(() => {
    if (saved.data && picked === null) setPicked(saved.data.keys);
  }, [saved.data, picked]);
  const available = new Set(parameters.data?.map((parameter) => parameter.key));
  const keys = (picked ?? []).filter((key) => available.has(key));
  const { date, picker } = usePeriodPicker(inverter.plant?.timeZone ?? 'UTC', ['day']);
  const curve = useInverterCurve(inverter.sn, 'power', date, keys);
  return (
    <Card title={t('inverters.detail.custom')} extra={picker}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          mode="multiple"
          optionFilterProp="label"
          maxCount={maxChartParameters}
          style={{ minWidth: 320, flex: 1 }}
          placeholder={t('inverters.detail.customPick', { max: maxChartParameters })}
          value={keys}
          data-testid="custom-params"
          loading={parameters.isLoading}
          onChange={setPicked}
          options={parameters.data?.map((parameter) => ({
            value: parameter.key,
            label: `${parameter.name} (${parameter.unit})`,
          }))}
        />
        <Button
          loading={save.isPending}
          data-testid="custom-save"
          onClick={() =>
            save.mutate(keys, { onSuccess: () => void message.success(t('inverters.detail.customSaved')) })
          }
        >
          {t('inverters.detail.customSave')}
        </Button>
      </Flex>
      {keys.length > 0 && <DeviceCurveChart curve={curve.data} testId="custom-curve" />}
    </Card>
  );
}

/** The inverter's newest events. */
function EventsCard({ inverter }: { inverter: TInverterDetail }) {
  const { t } = useTranslation();
  const events = useDeviceEvents(inverter.sn);
  const timeZone = inverter.plant?.timeZone ?? 'UTC';
  return (
    <Card title={t('inverters.detail.events')}>
      <Table<TEvent>
        rowKey="id"
        size="small"
        pagination={false}
        loading={events.isLoading}
        dataSource={events.data?.infos}
        data-testid="inverter-events"
        columns={[
          {
            key: 'name',
            title: t('plants.overview.eventName'),
            render: (_, event) => eventNameText(event),
          },
          {
            key: 'level',
            title: t('plants.overview.level'),
            render: (_, event) => <Tag>{t(`plants.levels.${event.level}`)}</Tag>,
          },
          {
            key: 'opened',
            title: withZone(t('plants.overview.openedAt'), timeZone),
            render: (_, event) => formatInstant(event.openedAt, timeZone),
          },
          {
            key: 'closed',
            title: withZone(t('plants.overview.closedAt'), timeZone),
            render: (_, event) => formatInstant(event.closedAt, timeZone),
          },
        ]}
      />
    </Card>
  );
}

/**
 * /device/inverter/{sn}: the inverter's overview and energy flow, PV inputs and AC output now,
 * its families (grid, meter, battery, EPS, load, generator) with their curves and bars, power and
 * energy charts, a custom parameter chart, its events; links back to its plant and gateway;
 * alias, delete, remote boot/shutdown and remote debug (live command state) by button permission.
 */
/**
 * /device/inverter/:sn. `upgradeAction` is the remote-upgrade button the app composes in from the
 * upgrades feature (features do not import each other, ADR 0007).
 */
export function InverterDetailPage({ upgradeAction }: { upgradeAction?: (sn: string) => ReactNode } = {}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sn = useParams().sn ?? '';
  const abilities = useDeviceAbilities(sn);
  const inverter = useInverter(sn);
  const rename = useRenameInverter(sn);
  const remove = useDeleteInverter();
  if (inverter.isError) return <DeviceNotFound title={inverter.error.message} back="/device/inverter" />;
  if (!inverter.data) return <Skeleton active />;
  const data = inverter.data;
  return (
    <PageFrame
      title={<DeviceTitle device={data} testId="inverter-title" />}
      subtitle={
        <Flex vertical gap={4}>
          <span>
            {data.sn} · {data.typeName}
          </span>
          <DevicePlace place={data} />
        </Flex>
      }
      actions={
        <>
          <PowerButtons sn={data.sn} abilities={abilities} />
          {upgradeAction?.(data.sn)}
          <Can permission="inverter.setting" ability="configure" abilities={abilities}>
            <Link to={`/device/setting?sn=${encodeURIComponent(data.sn)}`} data-testid="inverter-settings">
              <Button icon={<ControlOutlined />}>{t('route.deviceSetting')}</Button>
            </Link>
          </Can>
          <Can permission="inverter.alias" ability="configure" abilities={abilities}>
            <AliasButton
              alias={data.alias}
              save={(alias) =>
                rename.mutateAsync(alias).then(() => void message.success(t('inverters.aliasSaved')))
              }
            />
          </Can>
          <DeleteDeviceButton
            sn={data.sn}
            permission="inverter.delete"
            abilities={abilities}
            remove={() => remove.mutateAsync(data.sn)}
            back="/device/inverter"
          />
        </>
      }
    >
      <EnergyRefusalNotice sn={data.sn} timeZone={data.plant?.timeZone ?? 'UTC'} />
      <OverviewCard inverter={data} />
      <InputOutputCards inverter={data} />
      {data.families.length > 0 && (
        <Card>
          <Tabs
            data-testid="inverter-families"
            items={data.families.map((family) => ({
              key: family,
              label: t(`inverters.detail.families.${family}`),
              children: <FamilyPane inverter={data} family={family} />,
            }))}
          />
        </Card>
      )}
      <ChartsCard inverter={data} />
      {data.isMicro && <MicroEnergyCard inverter={data} />}
      <CustomChartCard inverter={data} />
      <DebugCard sn={data.sn} abilities={abilities} />
      <EventsCard inverter={data} />
    </PageFrame>
  );
}
