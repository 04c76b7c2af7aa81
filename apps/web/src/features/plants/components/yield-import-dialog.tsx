import { useState } from 'react';
import { App, Modal, Radio, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadLimits } from '@sunfleet/contract/validators';
import { uploadProblem } from '@/lib/upload-check';
import { useLang } from '@/lib/use-lang';
import { useImportPredictedYield, type TYieldImport } from '../api/import-predicted-yield.ts';

/** Imports a PVsyst or forecast sheet (.xlsx or .xls, one file) of expected monthly yield. */
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

  async function send(file: File) {
    const problem = uploadProblem(file, uploadLimits.importSheet, lang);
    if (problem) return void message.error(problem);
    const result = await importYield.mutateAsync({ plantId: plant.id, source, file });
    void message.success(t('plants.import.done', { count: result.months.length }));
    onClose();
  }

  return (
    <Modal
      open
      title={t('plants.import.title', { name: plant.name })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Radio.Group
        value={source}
        onChange={(event) => setSource(event.target.value as TYieldImport['source'])}
        style={{ marginBottom: 16 }}
      >
        <Radio value="forecast">{t('plants.import.forecast')}</Radio>
        <Radio value="pvsyst">{t('plants.import.pvsyst')}</Radio>
      </Radio.Group>
      <Upload.Dragger
        accept=".xlsx,.xls"
        maxCount={1}
        multiple={false}
        showUploadList={false}
        disabled={importYield.isPending}
        beforeUpload={(file) => {
          void send(file).catch(() => undefined);
          return false;
        }}
        data-testid="yield-import-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <Typography.Text>{t('plants.import.hint')}</Typography.Text>
      </Upload.Dragger>
    </Modal>
  );
}
