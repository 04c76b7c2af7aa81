import { App, Button, Card, Form, Input, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceStatusNames } from '@sunfleet/contract/enums';
import { ErrorCode } from '@sunfleet/contract/errors';
import { ZGatewayCredentials, type TGatewayCredentials, type TPlantDetail } from '@sunfleet/contract/plants';
import { ApiError } from '@/lib/api-client';
import { contractRule } from '@/lib/form-rules';
import { statusTagColors } from '@/lib/status-colors';
import { useLang } from '@/lib/use-lang';
import { useReplacePlantGateway } from '../api/replace-plant-gateway.ts';

/** Binds a new gateway to the plant, then the api unbinds the old one; 300/301/305 show on the fields. */
export function GatewayReplacement({ plant }: { plant: TPlantDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TGatewayCredentials>();
  const replace = useReplacePlantGateway(plant.id);

  async function submit(values: TGatewayCredentials) {
    try {
      await replace.mutateAsync(ZGatewayCredentials.parse(values));
      void message.success(t('plants.form.replaced'));
      form.resetFields();
    } catch (error) {
      if (!(error instanceof ApiError) || error.isReported) return;
      const field = error.code === ErrorCode.gatewayKeyWrong ? 'key' : 'sn';
      form.setFields([{ name: field, errors: [error.message] }]);
    }
  }

  return (
    <Card title={t('plants.form.gateway')} size="small" data-testid="gateway-replacement">
      <Typography.Paragraph>
        {t('plants.form.currentGateways')}:{' '}
        <Space wrap>
          {plant.gateways.map((gateway) => (
            <Tag key={gateway.id} color={statusTagColors[gateway.status]} data-testid="bound-gateway">
              {gateway.sn} · {deviceStatusNames[gateway.status][lang]}
            </Tag>
          ))}
        </Space>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('plants.form.replaceHint')}</Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="sn"
          label={t('plants.form.gatewaySn')}
          rules={[contractRule(ZGatewayCredentials, 'sn', lang)]}
        >
          <Input data-testid="replace-sn-input" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="key"
          label={t('plants.form.gatewayKey')}
          rules={[contractRule(ZGatewayCredentials, 'key', lang)]}
        >
          <Input.Password data-testid="replace-key-input" autoComplete="off" />
        </Form.Item>
        <Button htmlType="submit" loading={replace.isPending} data-testid="replace-submit">
          {t('plants.form.replaceGateway')}
        </Button>
      </Form>
    </Card>
  );
}
