import { Alert, App, Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@sunfleet/contract/errors';
import { ZGatewayCredentials } from '@sunfleet/contract/plants';
import { ApiError } from '@/lib/api-client';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { useCustomers } from '../api/get-customers.ts';
import { checkGatewayImport } from '../api/check-gateway-import.ts';
import { useImportGateway, type TGatewayImport } from '../api/import-gateway.ts';

/** The field a refusal belongs to: the key for 300, the SN otherwise. */
export const refusedField = (code: number) => (code === ErrorCode.gatewayKeyWrong ? 'key' : 'sn');

/** Imports one gateway by SN and key, for one of the company's customers optionally (300/301/305 on the fields). */
export function ImportGatewayDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TGatewayImport>();
  const customers = useCustomers();
  const importing = useImportGateway();
  const [checked, setChecked] = useState(false);

  function showRefusal(error: unknown) {
    if (!(error instanceof ApiError) || error.isReported) return;
    form.setFields([{ name: refusedField(error.code), errors: [error.message] }]);
  }

  async function check() {
    setChecked(false);
    const values = await form.validateFields();
    try {
      await checkGatewayImport(values);
      setChecked(true);
    } catch (error) {
      showRefusal(error);
    }
  }

  async function submit(values: TGatewayImport) {
    try {
      const gateway = await importing.mutateAsync({
        ...ZGatewayCredentials.parse(values),
        customerId: values.customerId,
      });
      void message.success(t('gateways.imported', { sn: gateway.sn }));
      onClose();
    } catch (error) {
      showRefusal(error);
    }
  }

  return (
    <Modal open title={t('gateways.importOne')} footer={null} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setChecked(false)}
        data-testid="import-gateway-form"
      >
        <Form.Item
          name="sn"
          label={t('gateways.form.sn')}
          rules={[contractRule(ZGatewayCredentials, 'sn', lang)]}
        >
          <Input data-testid="import-sn" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="key"
          label={t('gateways.form.key')}
          rules={[contractRule(ZGatewayCredentials, 'key', lang)]}
        >
          <Input.Password data-testid="import-key" autoComplete="off" />
        </Form.Item>
        <Form.Item name="customerId" label={t('gateways.form.customer')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            loading={customers.isLoading}
            options={(customers.data ?? []).map((customer) => ({
              value: customer.id,
              label: `${customer.name} (${customer.account})`,
            }))}
            data-testid="import-customer"
          />
        </Form.Item>
        {checked && (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('gateways.form.checked')}
            data-testid="import-checked"
          />
        )}
        <Space>
          <Button onClick={() => void check()} data-testid="import-check">
            {t('gateways.form.check')}
          </Button>
          <Button type="primary" htmlType="submit" loading={importing.isPending} data-testid="import-submit">
            {t('gateways.form.submit')}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
