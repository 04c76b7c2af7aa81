import { useState } from 'react';
import { Button, Card, DatePicker, Space, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatInstant, formatNumber } from '@/lib/format';
import { downloadReadings } from '../api/download-readings.ts';
import { useReadings } from '../api/get-readings.ts';
import { saveFile } from '../model/save-file.ts';

/** The gateway's devices' readings over a chosen period (at most 31 days), with an Excel download. */
export function ReadingsCard({ gatewaySn, timeZone }: { gatewaySn: string; timeZone: string | null }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(1, 'day'), dayjs()]);
  const period = { gatewaySn, from: range[0].toISOString(), to: range[1].toISOString() };
  const readings = useReadings(period);
  const keys = readings.data?.keys ?? [];
  return (
    <Card
      title={t('gateways.detailPage.readings')}
      extra={
        <Space wrap>
          <DatePicker.RangePicker
            showTime
            value={range}
            allowClear={false}
            onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
          />
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadReadings(period).then(saveFile)}
            data-testid="readings-download"
          >
            {t('gateways.detailPage.downloadReadings')}
          </Button>
        </Space>
      }
    >
      <Table
        size="small"
        rowKey={(row) => `${row.at}-${row.deviceSn}`}
        loading={readings.isFetching && !readings.data}
        dataSource={readings.data?.rows}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 12 }}
        columns={[
          {
            key: 'at',
            title: t('gateways.detailPage.time'),
            fixed: 'left',
            render: (_, row) => formatInstant(row.at, timeZone),
          },
          { key: 'device', title: t('gateways.detailPage.device'), dataIndex: 'deviceSn' },
          ...keys.map((key) => ({
            key,
            title: readings.data?.names[key] ?? key,
            align: 'right' as const,
            render: (_: unknown, row: { values: Record<string, number> }) =>
              row.values[key] === undefined ? '–' : formatNumber(row.values[key], 3),
          })),
        ]}
      />
    </Card>
  );
}
