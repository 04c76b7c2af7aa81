import { useMemo, useState } from 'react';
import { App, Button, Card, Empty, Flex, Segmented, Select, Spin, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TDeviceReportPeriod } from '@sunfleet/contract/reports';
import { PageFrame } from '@/components/page-frame';
import { PlantDatePicker } from '@/components/plant-date-picker';
import { Can } from '@/components/permissions';
import { formatNumber, formatZonedInstant } from '@/lib/format';
import { todayIn } from '@sunfleet/contract/zoned-date';
import { useDeviceReport } from '../api/get-device-report.ts';
import { useEnergyReport, type TReportPeriod } from '../api/get-energy-report.ts';
import { usePlantOptions } from '../api/get-plant-options.ts';
import { useReportHeader } from '../api/get-report-header.ts';
import { ParamHistoryPanel } from '../components/param-history-panel.tsx';
import { ReportTable } from '../components/report-table.tsx';
import '../components/report-print.css';
import { downloadExcel, downloadPdf } from '../model/export-report.ts';
import {
  deviceReportSections,
  flowOfEnergyRole,
  plantReportSection,
  sectionMatrix,
} from '../model/report-rows.ts';

type TReportOf = 'plant' | 'devices' | 'params';

/** Per hour reads a day, per day a month, per month a year. */
const granularities = {
  day: { unit: 'hour', picker: 'date', format: 'YYYY-MM-DD' },
  month: { unit: 'day', picker: 'month', format: 'YYYY-MM' },
  year: { unit: 'month', picker: 'year', format: 'YYYY' },
} as const satisfies Record<TDeviceReportPeriod, object>;

const exportButtons = [
  { kind: 'excel', icon: <FileExcelOutlined />, label: 'workdata.exportExcel' },
  { kind: 'pdf', icon: <FilePdfOutlined />, label: 'workdata.exportPdf' },
] as const;

/**
 * /workdata/list: the operation report of a plant, or of each of its devices — energy per hour of a
 * day, day of a month or month of a year — with A4 print and Excel and PDF export. Periods are
 * dates on the plant's clock; `params` charts up to 6 values of a device (ParamHistoryPanel). It
 * opens on the user's first plant. Test ids: workdata-plant, workdata-report-of, workdata-granularity,
 * workdata-period, workdata-today, workdata-table,
 * workdata-device-table (one per device, with workdata-device-table-heading), workdata-print,
 * workdata-excel, workdata-pdf.
 */
export function WorkdataPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [pickedPlantId, setPlantId] = useState<string | null>();
  const [reportOf, setReportOf] = useState<TReportOf>('plant');
  const [periodUnit, setPeriodUnit] = useState<TDeviceReportPeriod>('month');
  const [pickedWhen, setPickedWhen] = useState<Dayjs>();
  const plants = usePlantOptions(keyword);
  // The page opens on the user's first plant; clearing the picker leaves it empty.
  const plantId = pickedPlantId === undefined ? plants.data?.[0]?.id : (pickedPlantId ?? undefined);
  const plant = plants.data?.find((option) => option.id === plantId);
  // "Today" is the plant's date on its own clock, not the reader's (a plant in Tokyo is on the next
  // day when a reader in UTC sees 23:30); until a period is picked the report is of that day.
  const plantToday = dayjs(plant && todayIn(plant.timeZone));
  const when = pickedWhen ?? plantToday;
  const granularity = granularities[periodUnit];
  const period: TReportPeriod = { unit: periodUnit, date: when.format('YYYY-MM-DD') };
  const plantReport = useEnergyReport(plantId, period, reportOf === 'plant');
  const deviceReport = useDeviceReport(plantId, period, reportOf === 'devices');
  const report = reportOf === 'plant' ? plantReport : deviceReport;
  const header = useReportHeader(plantId);

  const sections = useMemo(() => {
    const total = t('workdata.total');
    if (reportOf === 'plant') {
      return plantReport.data
        ? [plantReportSection(plantReport.data, (column) => t(`workdata.${column}`), total)]
        : [];
    }
    if (!deviceReport.data) return [];
    return deviceReportSections(deviceReport.data, {
      device: (device) =>
        `${device.alias || t(`protocols.kinds.${device.kind}`, { defaultValue: device.kind })} · ${device.sn}`,
      energy: (role) => {
        const flow = flowOfEnergyRole(role);
        return flow ? t(`workdata.${flow}`) : `${role} (kWh)`;
      },
      power: (role) => t(`workdata.powerRoles.${role}`, { defaultValue: `${role} (kW)` }),
      total,
    });
  }, [reportOf, plantReport.data, deviceReport.data, t]);

  const labelTitle = t(periodUnit === 'day' ? 'workdata.hour' : 'workdata.date');
  const periodText = when.format(granularity.format);
  const title = t(reportOf === 'plant' ? 'workdata.title' : 'workdata.deviceTitle', {
    name: plant?.name ?? '',
  });
  const isEmpty = sections.length === 0;

  async function exportAs(kind: 'excel' | 'pdf') {
    const file = {
      fileName: `${plant?.name ?? 'plant'}-${reportOf}-${periodText}`.replace(/[^\p{L}\p{N}_-]+/gu, '_'),
      title: `${title} (${periodText})`,
      subtitle: t('workdata.generatedAt', {
        time: formatZonedInstant(new Date().toISOString(), plant?.timeZone ?? 'UTC'),
      }),
      sections: sections.map((section) => ({
        heading: section.heading,
        matrix: sectionMatrix(section, labelTitle),
      })),
      facts: header.plant
        ? [
            t('workdata.factCapacity', { capacity: formatNumber(header.plant.capacity, 3) }),
            t('workdata.factAddress', { address: header.plant.location.address || '--' }),
            t('workdata.factCommissioned', { date: header.plant.commissioningDate ?? '--' }),
          ]
        : [],
      logoUrl: header.logoUrl,
      chart: plantReport.data && {
        title: t('workdata.pv'),
        labels: plantReport.data.bars.map((bar) => bar.label.slice(periodUnit === 'day' ? 0 : -2)),
        values: plantReport.data.bars.map((bar) => bar.pv),
      },
    };
    try {
      await (kind === 'excel' ? downloadExcel(file) : downloadPdf(file));
    } catch (error) {
      void message.error(String(error));
    }
  }

  function reportBody() {
    if (report.isLoading) return <Spin />;
    if (reportOf === 'plant') {
      const [section] = sections;
      return section && <ReportTable section={section} labelTitle={labelTitle} testId="workdata-table" />;
    }
    if (isEmpty) return <Empty description={t('workdata.noDeviceData')} />;
    return sections.map((section) => (
      <ReportTable
        key={section.key}
        section={section}
        labelTitle={labelTitle}
        testId="workdata-device-table"
      />
    ));
  }

  return (
    <PageFrame title={t('route.workdata')} subtitle={t('workdata.subtitle')}>
      <Card className="workdata-no-print">
        <Flex gap={12} wrap align="center">
          <Select
            showSearch
            allowClear
            style={{ minWidth: 260 }}
            placeholder={t('workdata.choosePlant')}
            filterOption={false}
            onSearch={setKeyword}
            value={plantId}
            onChange={(id: string | undefined) => setPlantId(id ?? null)}
            loading={plants.isLoading}
            options={(plants.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
            data-testid="workdata-plant"
          />
          <Segmented<TReportOf>
            value={reportOf}
            onChange={setReportOf}
            data-testid="workdata-report-of"
            options={[
              { value: 'plant', label: t('workdata.ofPlant') },
              { value: 'devices', label: t('workdata.ofDevices') },
              { value: 'params', label: t('workdata.ofParams') },
            ]}
          />
          {reportOf !== 'params' && (
            <>
              <Segmented<TDeviceReportPeriod>
                value={periodUnit}
                onChange={setPeriodUnit}
                data-testid="workdata-granularity"
                options={[
                  { value: 'day', label: t('workdata.byHour') },
                  { value: 'month', label: t('workdata.byDay') },
                  { value: 'year', label: t('workdata.byMonth') },
                ]}
              />
              <PlantDatePicker
                timeZone={plant?.timeZone}
                picker={granularity.picker}
                value={when}
                allowClear={false}
                onChange={(value) => value && setPickedWhen(value)}
                showToday={false}
                renderExtraFooter={() => (
                  <Typography.Link onClick={() => setPickedWhen(plantToday)} data-testid="workdata-today">
                    {t('plants.ranges.today')}
                  </Typography.Link>
                )}
                data-testid="workdata-period"
              />
              <Flex gap={8} style={{ marginLeft: 'auto' }}>
                <Button
                  icon={<PrinterOutlined />}
                  disabled={isEmpty}
                  onClick={() => window.print()}
                  data-testid="workdata-print"
                >
                  {t('workdata.print')}
                </Button>
                <Can permission="workdata.export">
                  {exportButtons.map(({ kind, icon, label }) => (
                    <Button
                      key={kind}
                      icon={icon}
                      disabled={isEmpty}
                      onClick={() => void exportAs(kind)}
                      data-testid={`workdata-${kind}`}
                    >
                      {t(label)}
                    </Button>
                  ))}
                </Can>
              </Flex>
            </>
          )}
        </Flex>
      </Card>
      <Card className="workdata-report">
        {plantId && plant && reportOf === 'params' ? (
          <ParamHistoryPanel plantId={plantId} plantName={plant.name} timeZone={plant.timeZone} />
        ) : plantId ? (
          <>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {title} · {periodText}
            </Typography.Title>
            {reportBody()}
          </>
        ) : (
          <Empty description={t('workdata.empty')} />
        )}
      </Card>
    </PageFrame>
  );
}
