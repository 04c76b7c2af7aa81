import { lazy, Suspense, useMemo, useState } from 'react';
import { App, Button, DatePicker, Empty, Flex, Select, Spin, Typography } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { maxParamHistoryDays, maxParamPicks } from '@sunfleet/contract/reports';
import { todayIn } from '@sunfleet/contract/zoned-date';
import { Can } from '@/components/permissions';
import type { TChartOption } from '@/components/echart';
import { formatZonedInstant } from '@/lib/format';
import { useParamCatalogue } from '../api/get-param-catalogue.ts';
import { useParamHistory } from '../api/get-param-history.ts';
import { downloadExcel } from '../model/export-report.ts';

const EChart = lazy(() => import('@/components/echart').then((m) => ({ default: m.EChart })));

const dayFormat = 'YYYY-MM-DD';

/**
 * Parameter history of operation data: pick a device of the plant, up to 6 of its values
 * (voltages, currents, temperatures, SOC …) and a range of the plant's days; their 5-minute
 * curves, exportable to Excel. Test ids: workdata-param-device, workdata-param-keys,
 * workdata-param-range, workdata-param-chart, workdata-param-excel.
 */
export function ParamHistoryPanel({
  plantId,
  plantName,
  timeZone,
}: {
  plantId: string;
  plantName: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const catalogue = useParamCatalogue(plantId);
  const [pickedSn, setPickedSn] = useState<string>();
  const [pickedKeys, setPickedKeys] = useState<string[]>();
  const today = dayjs(todayIn(timeZone));
  const [range, setRange] = useState<[Dayjs, Dayjs]>([today, today]);
  const device = catalogue.data?.find((candidate) => candidate.sn === pickedSn) ?? catalogue.data?.[0];
  // Until a user picks, the device's first two values are shown.
  const keys = pickedKeys ?? device?.params.slice(0, 2).map((param) => param.key) ?? [];
  const pick = device && {
    deviceSn: device.sn,
    keys,
    from: range[0].format(dayFormat),
    to: range[1].format(dayFormat),
  };
  const history = useParamHistory(plantId, pick);

  const option = useMemo<TChartOption | undefined>(() => {
    const data = history.data;
    if (!data || data.points.length === 0) return undefined;
    const units = [...new Set(data.params.map((param) => param.unit))];
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 56, right: units.length > 1 ? 56 : 24, top: 40, bottom: 64 },
      dataZoom: [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 8 }],
      xAxis: { type: 'category', data: data.points.map((point) => point.time) },
      yAxis: units.slice(0, 2).map((unit, index) => ({
        type: 'value',
        name: unit,
        position: index === 0 ? 'left' : 'right',
        splitLine: { show: index === 0 },
      })),
      series: data.params.map((param, index) => ({
        type: 'line',
        name: param.unit ? `${param.name} (${param.unit})` : param.name,
        showSymbol: false,
        connectNulls: false,
        yAxisIndex: Math.min(1, units.indexOf(param.unit)),
        data: data.points.map((point) => point.values[index] ?? null),
      })),
    };
  }, [history.data]);

  async function exportExcel() {
    const data = history.data;
    if (!data || !pick) return;
    const period = pick.from === pick.to ? pick.from : `${pick.from}_${pick.to}`;
    try {
      await downloadExcel({
        fileName: `${plantName}-${data.sn}-${period}`.replace(/[^\p{L}\p{N}_-]+/gu, '_'),
        title: `${t('workdata.paramTitle', { name: plantName })} · ${data.alias || data.sn} (${period})`,
        subtitle: t('workdata.generatedAt', { time: formatZonedInstant(new Date().toISOString(), timeZone) }),
        sections: [
          {
            matrix: [
              [t('workdata.time'), ...data.params.map((p) => (p.unit ? `${p.name} (${p.unit})` : p.name))],
              ...data.points.map((point) => [point.time, ...point.values.map((value) => value ?? '')]),
            ],
          },
        ],
      });
    } catch (error) {
      void message.error(String(error));
    }
  }

  if (catalogue.isLoading) return <Spin />;
  if (!device) return <Empty description={t('workdata.noParams')} />;
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <Select
          style={{ minWidth: 220 }}
          value={device.sn}
          onChange={(sn: string) => {
            setPickedSn(sn);
            setPickedKeys(undefined);
          }}
          options={(catalogue.data ?? []).map((candidate) => ({
            value: candidate.sn,
            label: `${candidate.alias || t(`protocols.kinds.${candidate.kind}`, { defaultValue: candidate.kind })} · ${candidate.sn}`,
          }))}
          data-testid="workdata-param-device"
        />
        <Select
          mode="multiple"
          maxCount={maxParamPicks}
          style={{ minWidth: 360, flex: 1 }}
          value={keys}
          onChange={setPickedKeys}
          placeholder={t('workdata.pickParams', { count: maxParamPicks })}
          optionFilterProp="label"
          options={device.params.map((param) => ({
            value: param.key,
            label: param.unit ? `${param.name} (${param.unit})` : param.name,
          }))}
          data-testid="workdata-param-keys"
        />
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          maxDate={today}
          onChange={(value) => {
            const [from, to] = value ?? [];
            if (!from || !to) return;
            const limited = to.diff(from, 'day') >= maxParamHistoryDays;
            setRange([limited ? to.subtract(maxParamHistoryDays - 1, 'day') : from, to]);
            if (limited) void message.info(t('workdata.paramRangeLimit', { days: maxParamHistoryDays }));
          }}
          data-testid="workdata-param-range"
        />
        <Can permission="workdata.export">
          <Button
            icon={<FileExcelOutlined />}
            disabled={!option}
            onClick={() => void exportExcel()}
            data-testid="workdata-param-excel"
          >
            {t('workdata.exportExcel')}
          </Button>
        </Can>
      </Flex>
      <Typography.Text type="secondary">{t('workdata.paramHint', { count: maxParamPicks })}</Typography.Text>
      {history.isLoading ? (
        <Spin />
      ) : option ? (
        <Suspense fallback={<Spin />}>
          <EChart option={option} height={380} testId="workdata-param-chart" />
        </Suspense>
      ) : (
        <Empty description={t('workdata.noParamData')} />
      )}
    </Flex>
  );
}
