import { useState } from 'react';
import { Alert, App, Button, Flex, Modal, Select, Table, Tag, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TGatewayRowResult, TGatewaySheetResult } from '@sunfleet/contract/gateways';
import { uploadLimits } from '@sunfleet/contract/validators';
import { ApiError, refusalText } from '@/lib/api-client';
import { uploadProblem } from '@/lib/upload-check';
import { useLang } from '@/lib/use-lang';
import { useCustomers } from '../api/get-customers.ts';
import { downloadGatewayTemplate } from '../api/download-gateway-template.ts';
import { useGatewaySheet } from '../api/send-gateway-sheet.ts';
import { saveFile } from '../model/save-file.ts';

/**
 * Batch import (company) or registration (platform) from one .xlsx or .xls file: the file is
 * checked first and every row shows its own result (0 valid; 4, 300, 301, 305 refused); then only
 * the valid rows are imported or registered.
 */
export function GatewaySheetDialog({ mode, onClose }: { mode: 'import' | 'register'; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const sheet = useGatewaySheet();
  const customers = useCustomers(mode === 'import');
  const [file, setFile] = useState<File | null>(null);
  const [customerId, setCustomerId] = useState<string | undefined>();
  const [result, setResult] = useState<TGatewaySheetResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function run(action: 'check' | 'import' | 'register', chosen: File) {
    setRefusal(null);
    try {
      const answer = await sheet.mutateAsync({ action, file: chosen, customerId });
      setResult(answer);
      if (action !== 'check') {
        void message.success(
          t(mode === 'import' ? 'gateways.sheet.done' : 'gateways.sheet.registeredDone', {
            count: answer.imported,
          }),
        );
      }
    } catch (error) {
      setResult(null);
      if (!(error instanceof ApiError && error.isReported)) setRefusal(refusalText(error));
    }
  }

  function choose(chosen: File) {
    const problem = uploadProblem(chosen, uploadLimits.importSheet, lang);
    setRefusal(problem);
    setResult(null);
    setFile(problem ? null : chosen);
    // The platform's registration has no separate check: its result table shows each row.
    if (!problem && mode === 'import') void run('check', chosen);
  }

  const commit = mode === 'import' ? 'import' : 'register';
  const isDone = result !== null && result.imported > 0;
  return (
    <Modal
      open
      width={720}
      title={t(mode === 'import' ? 'gateways.sheet.title' : 'gateways.sheet.registerTitle')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="space-between">
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => void downloadGatewayTemplate().then(saveFile)}
            data-testid="sheet-template"
          >
            {t('gateways.sheet.template')}
          </Button>
          <Button
            type="primary"
            disabled={!file || isDone || (mode === 'import' && (!result || result.valid === 0))}
            loading={sheet.isPending}
            onClick={() => file && void run(commit, file)}
            data-testid="sheet-commit"
          >
            {t(mode === 'import' ? 'gateways.sheet.import' : 'gateways.sheet.registerRows')}
          </Button>
        </Flex>
      }
    >
      {mode === 'import' && (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('gateways.form.customer')}
          style={{ width: '100%', marginBottom: 12 }}
          value={customerId}
          onChange={setCustomerId}
          options={(customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.name }))}
          data-testid="sheet-customer"
        />
      )}
      <Upload.Dragger
        accept=".xlsx,.xls"
        maxCount={1}
        multiple={false}
        showUploadList={false}
        disabled={sheet.isPending}
        beforeUpload={(chosen) => {
          choose(chosen);
          return false;
        }}
        data-testid="sheet-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <Typography.Text>
          {file ? file.name : t(mode === 'import' ? 'gateways.sheet.hint' : 'gateways.sheet.registerHint')}
        </Typography.Text>
      </Upload.Dragger>
      {refusal && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          message={<span data-testid="sheet-error">{refusal}</span>}
        />
      )}
      {result && (
        <>
          <Typography.Paragraph style={{ marginTop: 16 }} data-testid="sheet-summary">
            {t('gateways.sheet.summary', { valid: result.valid, invalid: result.invalid })}
          </Typography.Paragraph>
          <Table<TGatewayRowResult>
            size="small"
            rowKey="row"
            dataSource={result.rows}
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            data-testid="sheet-results"
            onRow={(row) => ({ 'data-testid': `sheet-row-${row.row}`, 'data-code': row.code }) as object}
            columns={[
              { title: t('gateways.sheet.row'), dataIndex: 'row', width: 70 },
              { title: t('gateways.columns.sn'), dataIndex: 'sn' },
              {
                title: t('gateways.sheet.result'),
                dataIndex: 'code',
                render: (code: number, row) =>
                  code === 0 ? (
                    <Tag color="success">{t('gateways.sheet.ok')}</Tag>
                  ) : (
                    <Tag color="error">
                      {code} · {row.message}
                    </Tag>
                  ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
