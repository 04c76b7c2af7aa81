import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, Result, Spin, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSettingsRead, TSettingsWrite } from '@sunfleet/contract/settings';
import { PageFrame } from '@/components/page-frame';
import { ApiError } from '@/lib/api-client';
import { formatZonedInstant } from '@/lib/format';
import { useReadSettings, useSettingsSupport } from '../api/settings.ts';
import { SettingsPageForm } from '../components/settings-page-form.tsx';

/** Without an SN in the address: ask for one (the inverter list and the plant's devices link here with it). */
function SnPicker() {
  const { t } = useTranslation();
  const [, setSearch] = useSearchParams();
  return (
    <Card>
      <Form layout="inline" onFinish={({ sn }: { sn: string }) => setSearch({ sn: sn.trim() })}>
        <Form.Item name="sn" label={t('settings.snLabel')} rules={[{ required: true, whitespace: true }]}>
          <Input placeholder={t('settings.snPlaceholder')} data-testid="settings-sn" style={{ width: 260 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('settings.open')}
        </Button>
      </Form>
    </Card>
  );
}

/** A refusal the screen shows itself (600, 601, offline, upgrading, no answer in time). */
function Unavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('settings.unavailable')}
      subTitle={error instanceof ApiError ? error.message : undefined}
      data-testid="settings-unavailable"
    />
  );
}

/**
 * /device/setting?sn= and /plants/device/setting?sn=: an inverter's remote parameters. The page
 * first reads what the device holds, then offers each page of its brand family as a form.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const sn = search.get('sn')?.trim() ?? '';
  const support = useSettingsSupport(sn);
  const values = useReadSettings(support.data?.family, sn);
  const queryClient = useQueryClient();

  const onWritten = (result: TSettingsWrite) =>
    queryClient.setQueryData<TSettingsRead>(['settings', 'values', sn], (held) =>
      held
        ? {
            readAt: held.readAt,
            values: Object.fromEntries(
              Object.entries({
                ...held.values,
                ...Object.fromEntries(result.written.map((row) => [row.key, row.after])),
              }).filter((entry): entry is [string, number | string] => entry[1] !== null),
            ),
          }
        : held,
    );

  const body = () => {
    if (!sn) return <SnPicker />;
    if (support.error) return <Unavailable error={support.error} />;
    if (values.error) return <Unavailable error={values.error} />;
    if (!support.data || !values.data)
      return (
        <Card>
          <Spin tip={t('settings.reading')} data-testid="settings-reading">
            <div style={{ height: 120 }} />
          </Spin>
        </Card>
      );
    const { family, pages } = support.data;
    return (
      <Card>
        <Tabs
          data-testid="settings-tabs"
          items={pages.map((page) => ({
            key: page.id,
            label: <span data-testid={`settings-tab-${page.id}`}>{page.name}</span>,
            children: (
              <SettingsPageForm
                key={`${page.id}-${values.data.readAt}`}
                sn={sn}
                family={family}
                page={page}
                held={values.data.values}
                onWritten={onWritten}
              />
            ),
          }))}
        />
      </Card>
    );
  };

  return (
    <PageFrame
      title={t('route.deviceSetting')}
      subtitle={t('settings.subtitle')}
      actions={
        sn && (
          <Button
            icon={<ReloadOutlined />}
            loading={values.isFetching}
            disabled={!support.data}
            onClick={() => void values.refetch()}
            data-testid="settings-read-again"
          >
            {t('settings.readAgain')}
          </Button>
        )
      }
    >
      {sn && support.data && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'sn', label: t('settings.snLabel'), children: sn },
            {
              key: 'family',
              label: t('settings.family'),
              children: t(`settings.families.${support.data.family}`),
            },
            {
              key: 'readAt',
              label: t('settings.readAt'),
              children: values.data ? formatZonedInstant(values.data.readAt, support.data.timeZone) : '—',
            },
          ]}
        />
      )}
      {body()}
    </PageFrame>
  );
}
