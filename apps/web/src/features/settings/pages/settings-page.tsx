import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Result, Select, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@sunfleet/contract/errors';
import { ZSettingsUnsupported, type TSettingsRead, type TSettingsWrite } from '@sunfleet/contract/settings';
import { PageFrame } from '@/components/page-frame';
import { ApiError } from '@/lib/api-client';
import { formatZonedInstant } from '@/lib/format';
import { useInverterChoices } from '../api/get-inverter-choices.ts';
import { useReadSettings } from '../api/read-settings.ts';
import { useSettingsSupport } from '../api/get-settings-support.ts';
import { SettingsPageForm } from '../components/settings-page-form.tsx';
import { settingsKeys } from '../api/query-keys.ts';

/** The inverter screens the 601 page leads back to (the inverters feature's own paths). */
const inverterListPath = '/device/inverter';
const inverterPath = (sn: string) => `${inverterListPath}/${encodeURIComponent(sn)}`;

/**
 * Without an SN in the address: pick one of the inverters the user sees (searched by SN, alias or
 * plant); the inverter list and the plant's devices link here with one.
 */
function SnPicker() {
  const { t } = useTranslation();
  const [, setSearch] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const choices = useInverterChoices(keyword);
  return (
    <Card>
      <Form layout="vertical">
        <Form.Item label={t('settings.pickInverter')} extra={t('settings.pickInverterHint')}>
          <Select
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            style={{ maxWidth: 520 }}
            placeholder={t('settings.snPlaceholder')}
            loading={choices.isFetching}
            notFoundContent={choices.isFetching ? <Spin size="small" /> : t('settings.noInverters')}
            onChange={(sn: string) => setSearch({ sn })}
            options={(choices.data?.infos ?? []).map((row) => ({
              value: row.sn,
              label: [row.sn, row.alias, row.model, row.plant?.name].filter(Boolean).join(' · '),
            }))}
            data-testid="settings-sn"
          />
        </Form.Item>
      </Form>
    </Card>
  );
}

/**
 * A refusal the screen shows itself (600, offline, upgrading, no answer in time); for 601 (no
 * remote settings for this model) it names the inverter's brand and model and leads back to the
 * inverter and to the list.
 */
function Unavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unsupported =
    error instanceof ApiError && error.code === ErrorCode.inverterSettingUnsupported
      ? ZSettingsUnsupported.safeParse(error.data).data
      : undefined;
  if (unsupported) {
    const model = [unsupported.brand, unsupported.model].filter(Boolean).join(' ');
    return (
      <Result
        status="info"
        title={
          <span data-testid="settings-unsupported">
            {t('settings.unsupportedTitle', { model: model || unsupported.sn })}
          </span>
        }
        subTitle={t('settings.unsupportedText', { sn: unsupported.sn })}
        extra={[
          <Button
            key="inverter"
            type="primary"
            onClick={() => void navigate(inverterPath(unsupported.sn))}
            data-testid="settings-back-to-inverter"
          >
            {t('settings.backToInverter')}
          </Button>,
          <Button
            key="list"
            onClick={() => void navigate(inverterListPath)}
            data-testid="settings-back-to-list"
          >
            {t('settings.backToList')}
          </Button>,
        ]}
      />
    );
  }
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
    queryClient.setQueryData<TSettingsRead>(settingsKeys.values(sn), (held) =>
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
