import { useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorCode } from '@sunfleet/contract/errors';
import { ZGatewayCredentials, type TGatewayCredentials } from '@sunfleet/contract/plants';
import { firstErrorScroll, useLeaveGuard } from '@/components/leave-guard';
import { PageFrame } from '@/components/page-frame';
import { ApiError } from '@/lib/api-client';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { checkGateway } from '../api/check-gateway.ts';
import { useCreatePlant } from '../api/create-plant.ts';
import { PlantInfoFields } from '../components/plant-info-fields.tsx';
import { overviewPath } from '../model/paths.ts';
import { bodyOf, emptyPlantForm, type TPlantFormValues } from '../model/plant-form.ts';

type TWizardValues = TPlantFormValues & { gateway: TGatewayCredentials };

const gatewayFields = [
  ['gateway', 'sn'],
  ['gateway', 'key'],
] as const;

/** Which field a refusal of the api belongs on, and on which step. */
const fieldOfCode: Partial<
  Record<number, { name: ['gateway', 'key' | 'sn'] | ['location', 'latitude']; step: number }>
> = {
  [ErrorCode.gatewayKeyWrong]: { name: ['gateway', 'key'], step: 0 },
  [ErrorCode.gatewayUsed]: { name: ['gateway', 'sn'], step: 0 },
  [ErrorCode.gatewayMissing]: { name: ['gateway', 'sn'], step: 0 },
  [ErrorCode.badCoordinates]: { name: ['location', 'latitude'], step: 1 },
};

/**
 * /plant-add: two steps with next and back. (1) bind the gateway by SN and key, (2) the plant's
 * information. Every field runs the contract's rule; the api's 300/301/305 refusals go back to the
 * gateway step and show on the field they concern.
 */
export function PlantAddPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<TWizardValues>();
  const [step, setStep] = useState(0);
  const create = useCreatePlant();
  const [isDirty, setDirty] = useState(false);
  const guard = useLeaveGuard(
    isDirty,
    {
      title: t('plants.form.leaveTitle'),
      content: t('plants.form.leaveContent'),
      leave: t('plants.form.leave'),
      stay: t('plants.form.stay'),
    },
    () => {
      form.resetFields();
      setStep(0);
      setDirty(false);
    },
  );

  /** Validates fields, or scrolls to and focuses the first one in error. */
  async function validated(names?: (string | number)[][]) {
    try {
      return await (names ? form.validateFields(names) : form.validateFields());
    } catch (error) {
      const [first] = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
      if (first) {
        form.scrollToField(first.name, firstErrorScroll);
        form.focusField(first.name);
      }
      return undefined;
    }
  }

  const [isChecking, setIsChecking] = useState(false);

  /** Step 1 checks the SN and key with the api before step 2 opens (300, 301, 305 on the fields). */
  async function next() {
    const values = await validated(gatewayFields.map((name) => [...name]));
    if (!values) return;
    setIsChecking(true);
    try {
      await checkGateway(ZGatewayCredentials.parse(values.gateway));
      setStep(1);
    } catch (error) {
      if (!(error instanceof ApiError) || error.isReported) return;
      const field = fieldOfCode[error.code];
      if (field) form.setFields([{ name: field.name, errors: [error.message] }]);
    } finally {
      setIsChecking(false);
    }
  }

  async function submit() {
    const values = await validated();
    if (!values) return;
    try {
      const { id } = await create.mutateAsync({ ...bodyOf(values), gateway: values.gateway });
      guard.markSaved();
      setDirty(false);
      void message.success(t('plants.form.created'));
      form.resetFields();
      setStep(0);
      void navigate(overviewPath(id, values.type));
    } catch (error) {
      if (!(error instanceof ApiError) || error.isReported) return;
      const field = fieldOfCode[error.code];
      if (!field) return void message.error(error.message);
      setStep(field.step);
      form.setFields([{ name: field.name, errors: [error.message] }]);
    }
  }

  return (
    <PageFrame title={t('route.plantAdd')}>
      <Card>
        <Steps
          current={step}
          style={{ maxWidth: 560, marginBottom: 24 }}
          items={[{ title: t('plants.form.stepDevice') }, { title: t('plants.form.stepInfo') }]}
        />
        <Form<TWizardValues>
          form={form}
          layout="vertical"
          initialValues={{ ...emptyPlantForm(), gateway: { sn: '', key: '' } }}
          data-testid="plant-wizard"
          // Create validates through the form first: its failures must scroll to the first too.
          scrollToFirstError={firstErrorScroll}
          onValuesChange={() => setDirty(true)}
          onFinish={() => void submit()}
        >
          <div
            style={{ display: step === 0 ? 'block' : 'none', maxWidth: 480 }}
            data-testid="wizard-step-device"
          >
            <Typography.Paragraph type="secondary">{t('plants.form.gatewayHint')}</Typography.Paragraph>
            <Form.Item
              name={['gateway', 'sn']}
              required
              label={t('plants.form.gatewaySn')}
              rules={[contractRule(ZGatewayCredentials, 'sn', lang)]}
            >
              <Input data-testid="gateway-sn-input" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name={['gateway', 'key']}
              required
              label={t('plants.form.gatewayKey')}
              rules={[contractRule(ZGatewayCredentials, 'key', lang)]}
            >
              <Input.Password data-testid="gateway-key-input" autoComplete="off" />
            </Form.Item>
            <Button
              type="primary"
              loading={isChecking}
              onClick={() => void next().catch(() => undefined)}
              data-testid="wizard-next"
            >
              {t('plants.form.next')}
            </Button>
          </div>
          <Flex
            vertical
            gap={16}
            style={{ display: step === 1 ? 'flex' : 'none' }}
            data-testid="wizard-step-info"
          >
            <PlantInfoFields />
            <Flex gap={8}>
              <Button onClick={() => setStep(0)} data-testid="wizard-back">
                {t('plants.form.back')}
              </Button>
              <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="wizard-submit">
                {t('plants.form.create')}
              </Button>
            </Flex>
          </Flex>
        </Form>
      </Card>
    </PageFrame>
  );
}
