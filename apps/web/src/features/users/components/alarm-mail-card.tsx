import { useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { alarmLevels, ZNotifyBody, type TNotifyBodyInput } from '@sunfleet/contract/alarm-mail';
import { deviceStatusNames } from '@sunfleet/contract/enums';
import { ErrorCode } from '@sunfleet/contract/errors';
import { inputMessage } from '@sunfleet/contract/messages';
import { ApiError, refusalText } from '@/lib/api-client';
import { contractRule, validValues } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { useEnableAlarmMails } from '../api/enable-alarm-mails.ts';
import { useAlarmPlants } from '../api/get-alarm-plants.ts';
import { useAlarmSettings } from '../api/get-alarm-settings.ts';
import { useSaveAlarmSettings } from '../api/save-alarm-settings.ts';
import { sendAlarmCode } from '../api/send-alarm-code.ts';

const fields = new Set<keyof TNotifyBodyInput>(['email', 'code', 'levels', 'plantIds']);

/** The form field an api refusal concerns: a code-4 reply's field, the code for 5 and 6. */
function refusedField(error: unknown): keyof TNotifyBodyInput | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ErrorCode.codeWrong || error.code === ErrorCode.codeExpired) return 'code';
  const field = (error.data as { field?: unknown } | null)?.field;
  return fields.has(field as keyof TNotifyBodyInput) ? (field as keyof TNotifyBodyInput) : null;
}

/**
 * Alarm e-mails: an address proven with a mailed code, which levels and plants, on or off. Mails
 * go out when an event stays open past the debounce and again when it is back to normal.
 */
export function AlarmMailCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const settings = useAlarmSettings();
  const plants = useAlarmPlants();
  const save = useSaveAlarmSettings();
  const enable = useEnableAlarmMails();
  const [form] = Form.useForm<TNotifyBodyInput>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const email = Form.useWatch('email', form);
  const verified = settings.data?.email ?? null;
  const needsCode = !!email && email.trim().toLowerCase() !== verified;
  const rule = (field: keyof TNotifyBodyInput) => [contractRule(ZNotifyBody, field, lang)];

  useEffect(() => {
    if (settings.data)
      form.setFieldsValue({
        email: settings.data.email ?? settings.data.pendingEmail ?? '',
        levels: settings.data.levels,
        plantIds: settings.data.plantIds,
      });
  }, [settings.data, form]);

  async function getCode() {
    if (!(await validValues(form, ['email']))) return;
    try {
      const { delivery } = await sendAlarmCode(String(form.getFieldValue('email')));
      if (delivery === 'serverLog') void message.warning(t('mailDelivery.serverLog'), 10);
      else void message.success(t('alarmMail.codeSent'));
    } catch (error) {
      if (!(error instanceof ApiError && error.isReported)) setRefusal(refusalText(error));
    }
  }

  async function submit() {
    const values = await validValues(form);
    if (!values) return;
    setRefusal(null);
    try {
      await save.mutateAsync({ ...values, code: needsCode ? values.code : undefined });
      form.setFieldValue('code', undefined);
      void message.success(t('alarmMail.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.isReported) return;
      // A refusal about one field (a missing, wrong or expired code) is shown on that field.
      const field = refusedField(error);
      if (field) form.setFields([{ name: field, errors: [refusalText(error)] }]);
      else setRefusal(refusalText(error));
    }
  }

  return (
    <Card
      title={t('alarmMail.title')}
      data-testid="alarm-mail-card"
      extra={
        <Switch
          checked={settings.data?.enabled ?? false}
          disabled={!verified}
          loading={enable.isPending}
          onChange={(checked) => void enable.mutateAsync(checked)}
          data-testid="alarm-mail-enabled"
        />
      }
    >
      <Typography.Paragraph type="secondary">{t('alarmMail.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ levels: [...alarmLevels], plantIds: [] }}>
        <Form.Item label={t('alarmMail.email')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="email" noStyle rules={rule('email')}>
              <Input data-testid="alarm-mail-email" />
            </Form.Item>
            <Button disabled={!needsCode} onClick={() => void getCode()} data-testid="alarm-mail-get-code">
              {t('alarmMail.getCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
        {needsCode && (
          <Form.Item
            name="code"
            label={t('alarmMail.code')}
            required
            rules={[{ required: true, message: inputMessage('codeNeeded', lang) }, ...rule('code')]}
          >
            <Input maxLength={6} inputMode="numeric" data-testid="alarm-mail-code" />
          </Form.Item>
        )}
        <Form.Item name="levels" label={t('alarmMail.levels')} rules={rule('levels')}>
          <Checkbox.Group
            options={alarmLevels.map((level) => ({ value: level, label: deviceStatusNames[level][lang] }))}
          />
        </Form.Item>
        <Form.Item name="plantIds" label={t('alarmMail.plants')} extra={t('alarmMail.plantsHint')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            placeholder={t('alarmMail.allPlants')}
            loading={plants.isLoading}
            options={(plants.data ?? []).map((plant) => ({ value: plant.id, label: plant.name }))}
          />
        </Form.Item>
        {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} />}
        <Flex justify="flex-end">
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => void submit()}
            data-testid="alarm-mail-save"
          >
            {t('alarmMail.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
