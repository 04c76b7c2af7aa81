import { Alert, Col, Flex, Form, Input, Radio, Row, Select, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bytesToHex } from '@sunfleet/modbus/conversions';
import { frameFields, type TExplainedField } from '@sunfleet/modbus/frame';
import { maxReadCount } from '@sunfleet/modbus/messages';
import { PositiveIntegerInput } from '@/components/positive-integer-input';
import { useLang } from '@/lib/use-lang';
import type { TSendFrame } from '../pages/toolbox-page.tsx';
import { initialRequestForm, requestDraft, type TRequestForm } from '../model/request-form.ts';
import { failureText, fieldMeaning, functionOption } from '../model/toolbox-text.ts';

const generatorFunctions = [3, 4, 6, 16] as const;

type TGenerated = { fields: TExplainedField[]; functionCode: number } | { error: string } | null;

/** The frame of the form's values with its fields, why there is none, or null while fields are empty. */
function generate(values: TRequestForm, describe: (error: unknown) => string, badValues: string): TGenerated {
  const draft = requestDraft(values);
  if (draft.state === 'incomplete') return null;
  if (draft.state === 'badValues') return { error: badValues };
  try {
    return { fields: frameFields(draft.frame), functionCode: values.functionCode };
  } catch (error) {
    return { error: describe(error) };
  }
}

/** A whole-number field of the request in its grid cell. */
function NumberField({
  name,
  label,
  tooltip,
  testId,
  min,
  max,
}: {
  name: keyof TRequestForm;
  label: string;
  tooltip?: string;
  testId: string;
  min: number;
  max: number;
}) {
  return (
    <Col xs={12} md={6} xl={4}>
      <Form.Item name={name} label={label} tooltip={tooltip}>
        <PositiveIntegerInput data-testid={testId} min={min} max={max} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
}

/** Builds a request frame (RTU or TCP) from the form as it is typed, and explains each byte. */
export function FrameGenerator({ sendFrame }: { sendFrame?: TSendFrame }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<TRequestForm>();
  const values = { ...initialRequestForm, ...Form.useWatch([], form) };

  const generated = generate(
    values,
    (error) => failureText(error, t, lang),
    t('toolbox.generator.badValues'),
  );

  const { framing, functionCode } = values;
  return (
    <Flex vertical gap={16}>
      <Form form={form} layout="vertical" initialValues={initialRequestForm} data-testid="generator-form">
        <Row gutter={16}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="framing" label={t('toolbox.generator.framing')}>
              <Radio.Group data-testid="generator-framing" optionType="button">
                <Radio.Button value="rtu">{t('toolbox.generator.rtu')}</Radio.Button>
                <Radio.Button value="tcp">{t('toolbox.generator.tcp')}</Radio.Button>
              </Radio.Group>
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="functionCode" label={t('toolbox.generator.function')}>
              <Select
                data-testid="generator-function"
                options={generatorFunctions.map((code) => ({ value: code, label: functionOption(code, t) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <NumberField
            name="unitId"
            label={t('toolbox.generator.unitId')}
            testId="generator-unit"
            min={0}
            max={255}
          />
          {framing === 'tcp' && (
            <NumberField
              name="transactionId"
              label={t('toolbox.generator.transactionId')}
              testId="generator-transaction"
              min={0}
              max={0xffff}
            />
          )}
          <NumberField
            name="start"
            label={t(functionCode === 6 ? 'toolbox.generator.address' : 'toolbox.generator.start')}
            tooltip={t('toolbox.generator.startHint')}
            testId="generator-start"
            min={0}
            max={0xffff}
          />
          {(functionCode === 3 || functionCode === 4) && (
            <NumberField
              name="count"
              label={t('toolbox.generator.count')}
              testId="generator-count"
              min={1}
              max={maxReadCount}
            />
          )}
          {functionCode === 6 && (
            <NumberField
              name="value"
              label={t('toolbox.generator.value')}
              testId="generator-value"
              min={0}
              max={0xffff}
            />
          )}
          {functionCode === 16 && (
            <Col xs={24} xl={12}>
              <Form.Item name="values" label={t('toolbox.generator.values')}>
                <Input
                  data-testid="generator-values"
                  placeholder={t('toolbox.generator.valuesPlaceholder')}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
      {generated && 'error' in generated && (
        <Alert type="error" showIcon message={generated.error} data-testid="generator-error" />
      )}
      {generated && 'fields' in generated && (
        <GeneratedFrame
          fields={generated.fields}
          functionCode={generated.functionCode}
          send={sendFrame?.({ code: bytesToHex(generated.fields.flatMap((field) => field.bytes)), framing })}
        />
      )}
    </Flex>
  );
}

function GeneratedFrame({
  fields,
  functionCode,
  send,
}: {
  fields: TExplainedField[];
  functionCode: number;
  send: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="baseline" wrap>
        <Typography.Text strong>{t('toolbox.generator.frame')}</Typography.Text>
        <Typography.Text code copyable data-testid="generator-frame" style={{ fontSize: 15 }}>
          {bytesToHex(fields.flatMap((field) => field.bytes))}
        </Typography.Text>
        {send}
      </Flex>
      <Table<TExplainedField>
        data-testid="generator-table"
        title={() => t('toolbox.generator.explanation')}
        size="small"
        bordered
        pagination={false}
        rowKey="offset"
        dataSource={fields}
        columns={[
          { key: 'offset', title: t('toolbox.generator.offset'), dataIndex: 'offset', width: 90 },
          {
            key: 'bytes',
            title: t('toolbox.generator.bytes'),
            width: 140,
            render: (_, field) => <Typography.Text code>{bytesToHex(field.bytes)}</Typography.Text>,
          },
          {
            key: 'meaning',
            title: t('toolbox.generator.meaning'),
            render: (_, field) => fieldMeaning(field, functionCode, t),
          },
        ]}
      />
    </Flex>
  );
}
