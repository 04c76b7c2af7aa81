import { App, Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZGatewayCreate, type TGatewayCreateInput } from '@sunfleet/contract/gateways';
import { ApiError, refusalText } from '@/lib/api-client';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { createGateway } from '../api/create-gateway.ts';
import { useGatewayChange } from '../api/use-gateway-change.ts';

/** The platform registers one gateway before it ships: SN, key, model, hardware version (301, "already registered", when the SN exists). */
export function RegisterGatewayDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TGatewayCreateInput>();
  const create = useGatewayChange(createGateway);

  async function submit(values: TGatewayCreateInput) {
    try {
      const gateway = await create.mutateAsync(ZGatewayCreate.parse(values));
      void message.success(t('gateways.registered', { sn: gateway.sn }));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError) || error.isReported) return;
      form.setFields([{ name: 'sn', errors: [refusalText(error)] }]);
    }
  }

  return (
    <Modal open title={t('gateways.register')} footer={null} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        data-testid="register-gateway-form"
      >
        <Form.Item name="sn" label={t('gateways.form.sn')} rules={[contractRule(ZGatewayCreate, 'sn', lang)]}>
          <Input data-testid="register-sn" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="key"
          label={t('gateways.form.key')}
          rules={[contractRule(ZGatewayCreate, 'key', lang)]}
        >
          <Input data-testid="register-key" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="model"
          label={t('gateways.form.model')}
          rules={[contractRule(ZGatewayCreate, 'model', lang)]}
        >
          <Input data-testid="register-model" />
        </Form.Item>
        <Form.Item
          name="hardwareVersion"
          label={t('gateways.form.hardwareVersion')}
          rules={[contractRule(ZGatewayCreate, 'hardwareVersion', lang)]}
        >
          <Input data-testid="register-hardware" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="register-submit">
          {t('gateways.form.registerSubmit')}
        </Button>
      </Form>
    </Modal>
  );
}
