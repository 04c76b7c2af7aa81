import { useState } from 'react';
import { Alert, App, Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  dataTypes,
  ZProtocolEntryEdit,
  type TDictionaryEntry,
  type TProtocolEntryEditForm,
} from '@sunfleet/contract/protocol-config';
import { ApiError, refusalText } from '@/lib/api-client';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { useUpdateProtocolEntry } from '../api/update-protocol-entry.ts';
import { entryEditValues } from '../model/protocol-view.ts';

/**
 * Edits the spec fields of one entry of an imported dictionary. Fields are checked with the
 * contract schema the api parses; the api also checks the entry against the dictionary (fixed
 * widths, registers inside a polled block) and its message shows here.
 */
export function EntryEditDialog({
  dictionaryId,
  entry,
  onClose,
}: {
  dictionaryId: string;
  entry: TDictionaryEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TProtocolEntryEditForm>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateProtocolEntry(dictionaryId);
  const rule = (field: keyof TProtocolEntryEditForm) => [contractRule(ZProtocolEntryEdit, field, lang)];

  async function submit() {
    const values = await form.validateFields();
    setRefusal(null);
    try {
      await update.mutateAsync({ key: entry.key, edit: { ...entryEditValues(entry), ...values } });
      void message.success(t('protocols.edit.saved'));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError && error.isReported)) setRefusal(refusalText(error));
    }
  }

  const yesNo = { checkedChildren: t('protocols.yes'), unCheckedChildren: t('protocols.no') };
  return (
    <Modal
      open
      width={720}
      title={t('protocols.edit.title', { key: entry.key })}
      okText={t('protocols.edit.save')}
      cancelText={t('protocols.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      okButtonProps={{ 'data-testid': 'entry-save' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={entryEditValues(entry)} data-testid="entry-form">
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item
              name={['names', 'en']}
              label={t('protocols.edit.nameEn')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name={['names', 'zh']} label={t('protocols.edit.nameZh')}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name={['names', 'es']} label={t('protocols.edit.nameEs')}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="functionCode"
              label={t('protocols.entries.functionCode')}
              rules={rule('functionCode')}
            >
              <Select
                options={[
                  { value: 3, label: `0x03 · ${t('protocols.entries.holding')}` },
                  { value: 4, label: `0x04 · ${t('protocols.entries.input')}` },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="start" label={t('protocols.entries.start')} rules={rule('start')}>
              <InputNumber style={{ width: '100%' }} data-testid="entry-start" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="count" label={t('protocols.entries.count')} rules={rule('count')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="dataType" label={t('protocols.entries.dataType')} rules={rule('dataType')}>
              <Select options={dataTypes.map((type) => ({ value: type, label: type }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="base" label={t('protocols.entries.base')} rules={rule('base')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="scale" label={t('protocols.entries.scale')} rules={rule('scale')}>
              <InputNumber style={{ width: '100%' }} data-testid="entry-scale" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="skipBytes" label={t('protocols.entries.skipBytes')} rules={rule('skipBytes')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="unit" label={t('protocols.entries.unit')} rules={rule('unit')}>
              <Input maxLength={16} data-testid="entry-unit" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="byteSwap" label={t('protocols.entries.byteSwap')} valuePropName="checked">
              <Switch {...yesNo} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="registerSwap"
              label={t('protocols.entries.registerSwap')}
              valuePropName="checked"
            >
              <Switch {...yesNo} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="required" label={t('protocols.entries.required')} valuePropName="checked">
              <Switch {...yesNo} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {refusal && <Alert type="error" showIcon message={<span data-testid="entry-error">{refusal}</span>} />}
    </Modal>
  );
}
