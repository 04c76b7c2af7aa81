import { Button, Card, Col, Empty, Flex, Form, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  settingValueProblem,
  type TSettingFieldView,
  type TSettingsPageView,
  type TSettingsWrite,
  type TSettingValue,
} from '@sunfleet/contract/settings';
import type { TSettingsFamily } from '@sunfleet/protocols/settings';
import { useWriteSettings } from '../api/write-settings.ts';
import { changedValues, fieldRows, groupTitle } from '../model/settings-form.ts';
import { SettingInput } from './setting-input.tsx';
import { WriteResult } from './write-result.tsx';

type TFormValues = Record<string, TSettingValue | null | undefined>;

function FieldItem({ field, disabled }: { field: TSettingFieldView; disabled: boolean }) {
  const range =
    field.min !== undefined && field.max !== undefined ? `${field.min} – ${field.max}` : undefined;
  return (
    <Form.Item
      name={field.key}
      label={field.name}
      extra={range}
      rules={[
        {
          validator: (_, value: unknown) => {
            if (value === undefined || value === null) return Promise.resolve();
            const problem = settingValueProblem(field, value);
            return problem ? Promise.reject(new Error(`${field.name}: ${problem}`)) : Promise.resolve();
          },
        },
      ]}
    >
      <SettingInput field={field} disabled={disabled} />
    </Form.Item>
  );
}

/**
 * One settings page: a form generated from the page's fields, filled with what the device holds;
 * saving writes only what changed, and shows what the device confirmed when it read back.
 */
export function SettingsPageForm({
  sn,
  family,
  page,
  held,
  onWritten,
}: {
  sn: string;
  family: TSettingsFamily;
  page: TSettingsPageView;
  held: Readonly<Record<string, TSettingValue>>;
  onWritten: (result: TSettingsWrite) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const [result, setResult] = useState<TSettingsWrite>();
  const write = useWriteSettings(family, sn);
  const values = Form.useWatch([], form) ?? {};
  const changed = changedValues(page.fields, held, values);
  const isUnchanged = Object.keys(changed).length === 0;

  if (page.fields.length === 0)
    return <Empty data-testid={`settings-empty-${page.id}`} description={t('settings.noParameters')} />;

  const save = async () => {
    await form.validateFields();
    const written = await write.mutateAsync({ page: page.id, values: changed });
    setResult(written);
    onWritten(written);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={held}
      onFinish={() => void save().catch(() => undefined)}
      data-testid={`settings-form-${page.id}`}
    >
      <Flex vertical gap={4}>
        {fieldRows(page.fields).map((row) =>
          row.length === 1 && row[0]!.group === undefined ? (
            <Row key={row[0]!.key} gutter={16}>
              <Col xs={24} md={12} lg={8}>
                <FieldItem field={row[0]!} disabled={write.isPending} />
              </Col>
            </Row>
          ) : (
            <Card
              key={row[0]!.group}
              size="small"
              style={{ marginBottom: 12 }}
              title={groupTitle(row) ?? t('settings.group')}
              extra={<Typography.Text type="secondary">{t('settings.group')}</Typography.Text>}
            >
              <Row gutter={16}>
                {row.map((field) => (
                  <Col key={field.key} xs={24} sm={12} lg={6}>
                    <FieldItem field={field} disabled={write.isPending} />
                  </Col>
                ))}
              </Row>
            </Card>
          ),
        )}
        <Flex gap={12} align="center">
          <Button
            type="primary"
            htmlType="submit"
            loading={write.isPending}
            disabled={isUnchanged}
            data-testid={`settings-save-${page.id}`}
          >
            {write.isPending ? t('settings.saving') : t('settings.save')}
          </Button>
          {isUnchanged && <Typography.Text type="secondary">{t('settings.nothingChanged')}</Typography.Text>}
        </Flex>
        {result && <WriteResult result={result} fields={page.fields} />}
      </Flex>
    </Form>
  );
}
