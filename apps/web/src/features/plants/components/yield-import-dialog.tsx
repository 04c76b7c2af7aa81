import { useState } from 'react';
import { Alert, App, Button, Flex, Modal, Radio, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadLimits } from '@sunfleet/contract/validators';
import { ApiError, refusalText } from '@/lib/api-client';
import { uploadProblem } from '@/lib/upload-check';
import { useLang } from '@/lib/use-lang';
import { useImportPredictedYield, type TYieldImport } from '../api/import-predicted-yield.ts';
import { downloadYieldTemplate } from '../model/yield-template.ts';

/**
 * Imports a PVsyst or forecast sheet (.xlsx or .xls, one file) of expected monthly yield. Why a
 * file is refused ('Import failed: file content error', wrong type, too large) shows in the dialog;
 * a template file with the expected table can be downloaded from it.
 */
export function YieldImportDialog({
  plant,
  onClose,
}: {
  plant: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [source, setSource] = useState<TYieldImport['source']>('forecast');
  const importYield = useImportPredictedYield();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function send(file: File) {
    const problem = uploadProblem(file, uploadLimits.importSheet, lang);
    setRefusal(problem);
    if (problem) return;
    try {
      const result = await importYield.mutateAsync({ plantId: plant.id, source, file });
      void message.success(t('plants.import.done', { count: result.months.length }));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError && error.isReported)) setRefusal(refusalText(error));
    }
  }

  return (
    <Modal
      open
      title={t('plants.import.title', { name: plant.name })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Radio.Group
          value={source}
          onChange={(event) => setSource(event.target.value as TYieldImport['source'])}
        >
          <Radio value="forecast">{t('plants.import.forecast')}</Radio>
          <Radio value="pvsyst">{t('plants.import.pvsyst')}</Radio>
        </Radio.Group>
        <Button
          type="link"
          icon={<DownloadOutlined />}
          onClick={() => void downloadYieldTemplate()}
          data-testid="yield-import-template"
        >
          {t('plants.import.template')}
        </Button>
      </Flex>
      <Upload.Dragger
        accept=".xlsx,.xls"
        maxCount={1}
        multiple={false}
        showUploadList={false}
        disabled={importYield.isPending}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
        data-testid="yield-import-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <Typography.Text>{t('plants.import.hint')}</Typography.Text>
      </Upload.Dragger>
      {refusal && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          message={<span data-testid="yield-import-error">{refusal}</span>}
        />
      )}
    </Modal>
  );
}
