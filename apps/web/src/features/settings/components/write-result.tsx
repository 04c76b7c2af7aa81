import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { Alert, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TSettingFieldView, TSettingsWrite } from '@sunfleet/contract/settings';

const shown = (value: number | string | null, field: TSettingFieldView | undefined) => {
  if (value === null) return '—';
  const option = field?.options?.find((candidate) => candidate.value === value);
  if (option) return option.label;
  return field?.unit ? `${value} ${field.unit}` : String(value);
};

/** What a write did: per value, before, requested and what the device holds now, confirmed or not. */
export function WriteResult({
  result,
  fields,
}: {
  result: TSettingsWrite;
  fields: readonly TSettingFieldView[];
}) {
  const { t } = useTranslation();
  const fieldOf = (key: string) => fields.find((field) => field.key === key);
  const failed = result.written.filter((row) => !row.confirmed).length;
  return (
    <Flex vertical gap={12} data-testid="settings-write-result">
      <Alert
        type={failed ? 'warning' : 'success'}
        showIcon
        message={
          failed
            ? t('settings.notConfirmed', { count: failed })
            : t('settings.allConfirmed', { count: result.written.length })
        }
        description={
          result.unchanged.length > 0 &&
          t('settings.unchanged', {
            keys: result.unchanged.map((key) => fieldOf(key)?.name ?? key).join(', '),
          })
        }
      />
      {result.written.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={result.written}
          columns={[
            {
              title: t('settings.result.name'),
              dataIndex: 'key',
              render: (key: string) => fieldOf(key)?.name ?? key,
            },
            {
              title: t('settings.result.before'),
              dataIndex: 'before',
              render: (v: number | string | null, row) => shown(v, fieldOf(row.key)),
            },
            {
              title: t('settings.result.requested'),
              dataIndex: 'requested',
              render: (v: number | string, row) => shown(v, fieldOf(row.key)),
            },
            {
              title: t('settings.result.after'),
              dataIndex: 'after',
              render: (v: number | string | null, row) => shown(v, fieldOf(row.key)),
            },
            {
              title: t('settings.result.state'),
              dataIndex: 'confirmed',
              render: (confirmed: boolean, row) => (
                <Typography.Text data-testid={`result-${row.key}`} type={confirmed ? 'success' : 'danger'}>
                  {confirmed ? (
                    <CheckCircleTwoTone twoToneColor="#52c41a" />
                  ) : (
                    <CloseCircleTwoTone twoToneColor="#ff4d4f" />
                  )}{' '}
                  {confirmed ? t('settings.confirmed') : t('settings.rejected')}
                </Typography.Text>
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}
