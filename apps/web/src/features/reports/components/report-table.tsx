import { Table, Typography } from 'antd';
import { formatNumber } from '@/lib/format';
import type { TReportRow, TReportSection } from '../model/report-rows.ts';

/** One section of the operation report on screen and in print: its heading, then its table. */
export function ReportTable({
  section,
  labelTitle,
  loading,
  testId,
}: {
  section: TReportSection;
  labelTitle: string;
  loading?: boolean;
  testId: string;
}) {
  return (
    <section className="workdata-section" data-testid={`${testId}-section`}>
      {section.heading && (
        <Typography.Title level={5} data-testid={`${testId}-heading`}>
          {section.heading}
        </Typography.Title>
      )}
      <Table<TReportRow>
        rowKey="label"
        size="small"
        bordered
        data-testid={testId}
        loading={loading}
        dataSource={section.rows}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          // Dates stay on one line however many columns a device has.
          { key: 'label', title: labelTitle, dataIndex: 'label', width: 120 },
          ...section.columns.map((column) => ({
            key: column.key,
            title: column.title,
            align: 'right' as const,
            render: (_: unknown, row: TReportRow) => {
              const value = row.values[column.key];
              return value === undefined ? '--' : formatNumber(value);
            },
          })),
        ]}
      />
    </section>
  );
}
