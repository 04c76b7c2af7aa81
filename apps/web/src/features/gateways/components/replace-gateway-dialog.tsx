import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZGatewayCredentials, type TGatewayCredentials } from '@sunfleet/contract/plants';
import { ApiError } from '@/lib/api-client';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { replaceGateway } from '../api/replace-gateway.ts';
import { useGatewayChange } from '../api/use-gateway-change.ts';
import { refusedField } from './import-gateway-dialog.tsx';

/** Replacement (spec section 4): the new gateway is bound to the plant, then the old one unbound. */
export function ReplaceGatewayDialog({
  gateway,
  onClose,
}: {
  gateway: { sn: string; plantId: string; plantName: string | null };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TGatewayCredentials>();
  const replace = useGatewayChange(replaceGateway);

  async function submit(values: TGatewayCredentials) {
    try {
      await replace.mutateAsync({ ...ZGatewayCredentials.parse(values), plantId: gateway.plantId });
      void message.success(t('gateways.replaced'));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError) || error.isReported) return;
      form.setFields([{ name: refusedField(error.code), errors: [error.message] }]);
    }
  }

  return (
    <Modal
      open
      title={t('gateways.replaceTitle', { sn: gateway.sn })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('gateways.replaceHint', { plant: gateway.plantName ?? '' })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="sn"
          label={t('gateways.form.sn')}
          rules={[contractRule(ZGatewayCredentials, 'sn', lang)]}
        >
          <Input data-testid="replace-new-sn" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="key"
          label={t('gateways.form.key')}
          rules={[contractRule(ZGatewayCredentials, 'key', lang)]}
        >
          <Input.Password data-testid="replace-new-key" autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={replace.isPending} data-testid="replace-new-submit">
          {t('gateways.replace')}
        </Button>
      </Form>
    </Modal>
  );
}
