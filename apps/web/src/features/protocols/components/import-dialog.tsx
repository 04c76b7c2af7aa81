import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Flex,
  Form,
  Input,
  List,
  Modal,
  Select,
  Table,
  Tag,
  Upload,
} from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  deviceKinds,
  type TDeviceKind,
  type TProtocolImportResult,
} from '@sunfleet/contract/protocol-config';
import { ApiError, refusalText } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { useCheckProtocolImport, useImportProtocol } from '../api/import-protocol.ts';
import { formatAddress } from '../model/protocol-view.ts';

type TOptions = { model?: string; kind?: TDeviceKind };

/**
 * Import of a community YAML map in two steps: choosing a file checks it at once (nothing stored)
 * and shows what was understood and skipped, or why the file is refused; Import stores it.
 */
export function ImportDialog({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: (id: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TOptions>();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<TProtocolImportResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const check = useCheckProtocolImport();
  const store = useImportProtocol();

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    setRefusal(null);
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError && error.isReported) return undefined;
      setRefusal(refusalText(error));
      return undefined;
    }
  }

  async function checkFile(chosen: File) {
    setFile(chosen);
    setChecked(null);
    const result = await run(() => check.mutateAsync({ file: chosen, ...form.getFieldsValue() }));
    if (result) setChecked(result);
  }

  async function confirm() {
    if (!file) return;
    const result = await run(() => store.mutateAsync({ file, ...form.getFieldsValue() }));
    if (!result?.id) return;
    void message.success(t('protocols.import.imported', { id: result.id }));
    onImported(result.id);
  }

  const nameOf = (names: { en: string; zh?: string | undefined; es?: string | undefined }) =>
    names[lang] ?? names.en;

  return (
    <Modal
      open
      width={880}
      title={t('protocols.import.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('protocols.cancel')}
        </Button>,
        <Button
          key="check"
          disabled={!file}
          loading={check.isPending}
          onClick={() => file && void checkFile(file)}
          data-testid="import-recheck"
        >
          {t('protocols.import.check')}
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!checked}
          loading={store.isPending}
          onClick={() => void confirm()}
          data-testid="import-confirm"
        >
          {t('protocols.import.confirm')}
        </Button>,
      ]}
    >
      <Flex vertical gap={16} data-testid="import-dialog">
        <Alert type="info" showIcon message={t('protocols.import.hint')} />
        <Form form={form} layout="inline">
          <Form.Item
            name="model"
            label={t('protocols.import.model')}
            tooltip={t('protocols.import.modelHint')}
          >
            <Input allowClear maxLength={64} style={{ width: 220 }} data-testid="import-model" />
          </Form.Item>
          <Form.Item name="kind" label={t('protocols.import.kind')}>
            <Select<TDeviceKind>
              allowClear
              placeholder={t('protocols.import.kindAuto')}
              style={{ width: 240 }}
              options={deviceKinds.map((kind) => ({ value: kind, label: t(`protocols.kinds.${kind}`) }))}
            />
          </Form.Item>
        </Form>
        <Upload.Dragger
          accept=".yaml,.yml"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(chosen) => {
            void checkFile(chosen);
            return false;
          }}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{file ? file.name : t('protocols.import.choose')}</p>
        </Upload.Dragger>
        {refusal && (
          <Alert
            type="error"
            showIcon
            message={t('protocols.import.refused')}
            description={<span data-testid="import-error">{refusal}</span>}
          />
        )}
        {checked && (
          <Flex vertical gap={12} data-testid="import-understood">
            <Descriptions size="small" bordered column={2} title={t('protocols.import.understood')}>
              <Descriptions.Item label={t('protocols.list.model')}>
                <span data-testid="import-model-understood">{checked.model}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('protocols.list.kind')}>
                {t(`protocols.kinds.${checked.kind}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('protocols.entries.blocksLabel')} span={2}>
                <Flex wrap gap={4}>
                  {checked.blocks.map((block) => (
                    <Tag key={`${block.functionCode}-${block.start}`}>
                      FC{block.functionCode} · {formatAddress(block.start)} ×{block.count}
                    </Tag>
                  ))}
                </Flex>
              </Descriptions.Item>
              <Descriptions.Item label={t('protocols.list.entries')}>
                {t('protocols.import.items', { count: checked.items })}
              </Descriptions.Item>
              <Descriptions.Item label={t('protocols.import.rulesUsed')}>
                {checked.rulesUsed.join(', ')}
              </Descriptions.Item>
            </Descriptions>
            <List
              size="small"
              bordered
              header={t('protocols.import.skipped')}
              locale={{ emptyText: t('protocols.import.skippedNone') }}
              dataSource={checked.skipped}
              renderItem={(item) => (
                <List.Item data-testid="import-skipped">
                  <strong>{item.name}</strong>: {item.reason}
                </List.Item>
              )}
            />
            <Table
              size="small"
              rowKey="key"
              pagination={{ pageSize: 8, hideOnSinglePage: true }}
              dataSource={checked.entries}
              columns={[
                {
                  key: 'name',
                  title: t('protocols.entries.name'),
                  render: (_, entry) => nameOf(entry.names),
                },
                {
                  key: 'start',
                  title: t('protocols.entries.start'),
                  render: (_, entry) => formatAddress(entry.start),
                },
                { key: 'count', title: t('protocols.entries.count'), dataIndex: 'count' },
                { key: 'dataType', title: t('protocols.entries.dataType'), dataIndex: 'dataType' },
                { key: 'scale', title: t('protocols.entries.scale'), dataIndex: 'scale' },
                { key: 'unit', title: t('protocols.entries.unit'), dataIndex: 'unit' },
              ]}
            />
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
