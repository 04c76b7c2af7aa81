import { useMemo, useState } from 'react';
import { App, Button, Card, DatePicker, Empty, Flex, Segmented, Select, Table, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { Can } from '@/components/permissions';
import { formatInstant, formatNumber } from '@/lib/format';
import { useEnergyReport, type TReportPeriod } from '../api/get-energy-report.ts';
import { usePlantOptions } from '../api/get-plant-options.ts';
import '../components/report-print.css';
import { downloadExcel, downloadPdf } from '../model/export-report.ts';
import { reportColumns, reportMatrix, reportRows, type TReportRow } from '../model/report-rows.ts';

type TGranularity = 'day' | 'month';

/**
 * /workdata/list: the operation report of a plant — energy of every flow per day of a month or per
 * month of a year — with A4 print and Excel and PDF export. Test ids: workdata-plant,
 * workdata-granularity, workdata-period, workdata-table, workdata-print, workdata-excel, workdata-pdf.
 */
export function WorkdataPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [plantId, setPlantId] = useState<string>();
  const [granularity, setGranularity] = useState<TGranularity>('day');
  const [when, setWhen] = useState(() => dayjs());
  const plants = usePlantOptions(keyword);
  const plant = plants.data?.find((option) => option.id === plantId);
  const period: TReportPeriod =
    granularity === 'day'
      ? { unit: 'month', month: when.format('YYYY-MM') }
      : { unit: 'year', year: when.year() };
  const report = useEnergyReport(plantId, period);
  const rows = useMemo(
    () => (report.data ? reportRows(report.data, t('workdata.total')) : []),
    [report.data, t],
  );
  const columnTitles = reportColumns.map((column) => t(`workdata.${column}`));
  const periodText = granularity === 'day' ? when.format('YYYY-MM') : when.format('YYYY');
  const title = t('workdata.title', { name: plant?.name ?? '' });

  async function exportAs(kind: 'excel' | 'pdf') {
    const file = {
      fileName: `${plant?.name ?? 'plant'}-${periodText}`.replace(/[^\p{L}\p{N}_-]+/gu, '_'),
      title: `${title} (${periodText})`,
      subtitle: t('workdata.generatedAt', { time: formatInstant(new Date().toISOString(), plant?.timeZone) }),
      matrix: reportMatrix(rows, [t('workdata.date'), ...columnTitles]),
    };
    try {
      await (kind === 'excel' ? downloadExcel(file) : downloadPdf(file));
    } catch (error) {
      void message.error(String(error));
    }
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
            onChange={setPlantId}
            loading={plants.isLoading}
            options={(plants.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
            data-testid="workdata-plant"
          />
          <Segmented<TGranularity>
            value={granularity}
            onChange={setGranularity}
            data-testid="workdata-granularity"
            options={[
              { value: 'day', label: t('workdata.byDay') },
              { value: 'month', label: t('workdata.byMonth') },
            ]}
          />
          <DatePicker
            picker={granularity === 'day' ? 'month' : 'year'}
            value={when}
            allowClear={false}
            onChange={(value) => value && setWhen(value)}
            data-testid="workdata-period"
          />
          <Flex gap={8} style={{ marginLeft: 'auto' }}>
            <Button
              icon={<PrinterOutlined />}
              disabled={rows.length === 0}
              onClick={() => window.print()}
              data-testid="workdata-print"
            >
              {t('workdata.print')}
            </Button>
            <Can permission="workdata.export">
              <Button
                icon={<FileExcelOutlined />}
                disabled={rows.length === 0}
                onClick={() => void exportAs('excel')}
                data-testid="workdata-excel"
              >
                {t('workdata.exportExcel')}
              </Button>
              <Button
                icon={<FilePdfOutlined />}
                disabled={rows.length === 0}
                onClick={() => void exportAs('pdf')}
                data-testid="workdata-pdf"
              >
                {t('workdata.exportPdf')}
              </Button>
            </Can>
          </Flex>
        </Flex>
      </Card>
      <Card className="workdata-report">
        {plantId ? (
          <>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {title} · {periodText}
            </Typography.Title>
            <Table<TReportRow>
              rowKey="label"
              size="small"
              bordered
              data-testid="workdata-table"
              loading={report.isLoading}
              dataSource={rows}
              pagination={false}
              scroll={{ x: 900 }}
              columns={[
                { key: 'label', title: t('workdata.date'), dataIndex: 'label' },
                ...reportColumns.map((column, index) => ({
                  key: column,
                  title: columnTitles[index],
                  align: 'right' as const,
                  render: (_: unknown, row: TReportRow) => formatNumber(row[column]),
                })),
              ]}
            />
          </>
        ) : (
          <Empty description={t('workdata.empty')} />
        )}
      </Card>
    </PageFrame>
  );
}
