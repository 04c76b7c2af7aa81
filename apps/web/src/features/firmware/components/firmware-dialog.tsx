import { useMemo, useState } from 'react';
import { Button, Checkbox, Col, Form, Input, Row, Select, TreeSelect, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  firmwareFields,
  upgradeModes,
  type TFirmware,
  type TFirmwareKind,
  type TInverterType,
} from '@sunfleet/contract/firmware';
import { firmwareFileName, firstFailure, uploadLimits } from '@sunfleet/contract/validators';
import { FormDialog } from '@/components/form-dialog';
import { ApiError, refusalText } from '@/lib/api-client';
import { contractRule } from '@/lib/form-rules';
import { uploadProblem } from '@/lib/upload-check';
import { useLang } from '@/lib/use-lang';
import { useSaveFirmware } from '../api/save-firmware.ts';

type TFormValues = {
  softwareVersion: string;
  hardwareVersion?: string;
  brand?: string;
  productName?: string;
  epn?: string;
  typeId?: string;
  upgradeMode: 'iap' | 'isp';
  changeLog?: string;
  fromVersionMin?: string;
  fromVersionMax?: string;
  allowDowngrade?: boolean;
  enabled?: boolean;
};

/** The tree as a picker: images sit on secondary labels, so primary ones only open. */
export const typeOptions = (tree: readonly TInverterType[]) =>
  tree.map((primary) => ({
    value: primary.id,
    title: primary.name,
    selectable: false,
    children: primary.children.map((secondary) => ({ value: secondary.id, title: secondary.name })),
  }));

/**
 * Upload or edit an image. The fields are checked with the contract's rules of the upload form
 * (the server parses the same ones), the file by extension and size before it is sent and by
 * content on the server; a published image keeps its bytes and version, so they are locked here.
 */
export function FirmwareDialog({
  kind,
  firmware,
  types,
  onClose,
}: {
  kind: TFirmwareKind;
  firmware: TFirmware | null;
  types: readonly TInverterType[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<TFormValues>();
  const save = useSaveFirmware();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const schema = useMemo(() => firmwareFields(lang), [lang]);
  const rule = (field: keyof TFormValues) => [contractRule(schema, field, lang)];
  const isPublished = Boolean(firmware?.publishedAt);

  function pick(picked: File) {
    const problem =
      uploadProblem(picked, uploadLimits.firmware, lang) ??
      (() => {
        const parsed = firmwareFileName(lang).safeParse(picked.name);
        return parsed.success ? null : firstFailure(parsed.error, lang).message;
      })();
    setFileError(problem);
    setFile(problem ? null : picked);
    return false;
  }

  function showBesideField(error: ApiError) {
    const refusal = error.data as { field?: unknown; message?: unknown } | null;
    const byCode: Record<number, string> = { 4000: 'file', 4002: 'softwareVersion' };
    const field = byCode[error.code] ?? (typeof refusal?.field === 'string' ? refusal.field : null);
    const message = refusalText(error);
    if (!field) return;
    if (field === 'file' || field === 'fileName') setFileError(message);
    else form.setFields([{ name: field as keyof TFormValues, errors: [message] }]);
  }

  async function submit(values: TFormValues) {
    if (!firmware && !file) {
      setFileError(t('firmware.dialog.fileRequired'));
      throw new Error(t('firmware.dialog.fileRequired'));
    }
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined || value === null) continue;
      fields[name] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
    }
    try {
      await save.mutateAsync({ kind, id: firmware?.id, fields, file: file ?? undefined });
    } catch (error) {
      // Refusals of one field go beside it; the duplicate codes name the field they are about.
      if (error instanceof ApiError) showBesideField(error);
      throw error;
    }
  }

  return (
    <FormDialog
      form={form}
      title={t(firmware ? 'firmware.dialog.editTitle' : 'firmware.dialog.addTitle')}
      okText={t('firmware.dialog.save')}
      cancelText={t('firmware.dialog.cancel')}
      isSaving={save.isPending}
      onSave={submit}
      onClose={onClose}
      saveTestId="firmware-save"
      formTestId="firmware-form"
      refusalTestId="firmware-refusal"
      initialValues={
        firmware
          ? {
              ...firmware,
              typeId: firmware.typeId ?? undefined,
              enabled: undefined,
            }
          : { upgradeMode: 'iap', enabled: false, allowDowngrade: false }
      }
    >
      <Form.Item
        label={t('firmware.dialog.file')}
        required={!firmware}
        help={fileError}
        validateStatus={fileError ? 'error' : undefined}
      >
        <Upload
          accept=".bin,.hex"
          maxCount={1}
          beforeUpload={pick}
          showUploadList={false}
          disabled={isPublished}
        >
          <Button icon={<UploadOutlined />} disabled={isPublished} data-testid="firmware-file">
            {t('firmware.dialog.chooseFile')}
          </Button>
        </Upload>
        <Typography.Text type="secondary" style={{ marginLeft: 12 }} data-testid="firmware-file-name">
          {file?.name ?? firmware?.fileName ?? t('firmware.dialog.fileHint')}
        </Typography.Text>
        {isPublished && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('firmware.dialog.publishedLocked')}
          </Typography.Paragraph>
        )}
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="softwareVersion"
            label={t('firmware.softwareVersion')}
            rules={rule('softwareVersion')}
            required
          >
            <Input maxLength={40} disabled={isPublished} data-testid="firmware-version" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="hardwareVersion"
            label={t('firmware.hardwareVersion')}
            rules={rule('hardwareVersion')}
          >
            <Input maxLength={40} disabled={isPublished} data-testid="firmware-hardware" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="productName" label={t('firmware.productName')} rules={rule('productName')}>
            <Input maxLength={40} disabled={isPublished} data-testid="firmware-product" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="brand" label={t('firmware.brand')} rules={rule('brand')}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="epn" label={t('firmware.epn')} rules={rule('epn')}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="upgradeMode" label={t('firmware.upgradeMode')}>
            <Select
              options={upgradeModes.map((mode) => ({ value: mode, label: t(`firmware.modes.${mode}`) }))}
            />
          </Form.Item>
        </Col>
        {kind === 'inverter' && (
          <Col span={24}>
            <Form.Item name="typeId" label={t('firmware.type')}>
              <TreeSelect
                allowClear
                treeDefaultExpandAll
                treeData={typeOptions(types)}
                data-testid="firmware-type"
              />
            </Form.Item>
          </Col>
        )}
        <Col span={12}>
          <Form.Item
            name="fromVersionMin"
            label={t('firmware.fromVersionMin')}
            rules={rule('fromVersionMin')}
          >
            <Input maxLength={40} placeholder={t('firmware.dialog.anyVersion')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="fromVersionMax"
            label={t('firmware.fromVersionMax')}
            rules={rule('fromVersionMax')}
          >
            <Input maxLength={40} placeholder={t('firmware.dialog.anyVersion')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="changeLog" label={t('firmware.changeLog')} rules={rule('changeLog')}>
        <Input.TextArea rows={3} maxLength={2000} data-testid="firmware-change-log" />
      </Form.Item>
      <Flags isNew={!firmware} />
    </FormDialog>
  );
}

function Flags({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation();
  return (
    <Row gutter={12}>
      <Col span={12}>
        <Form.Item name="allowDowngrade" valuePropName="checked">
          <Checkbox>{t('firmware.allowDowngrade')}</Checkbox>
        </Form.Item>
      </Col>
      {isNew && (
        <Col span={12}>
          <Form.Item name="enabled" valuePropName="checked">
            <Checkbox data-testid="firmware-publish-now">{t('firmware.dialog.publishNow')}</Checkbox>
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
