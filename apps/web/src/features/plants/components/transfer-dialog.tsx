import { useState } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZTransferBody, ZTransferQuery } from '@sunfleet/contract/plants';
import { ApiError } from '@/lib/api-client';
import { contractRule, validValues } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { useTransferPlant, type TTransfer } from '../api/transfer-plant.ts';
import { transferRefusal, type TTransferRefusal } from '../model/transfer-refusal.ts';
import { AccountInput } from '@/components/account-input';

/** Transfers a plant to another account with the caller's password; a refusal shows on the field to correct. */
export function TransferDialog({
  plant,
  onClose,
  onTransferred,
}: {
  plant: { id: string; name: string };
  onClose: () => void;
  onTransferred: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TTransfer>();
  const [refusal, setRefusal] = useState<TTransferRefusal | null>(null);
  const transfer = useTransferPlant(plant.id);

  async function submit() {
    const values = await validValues(form);
    if (!values) return;
    setRefusal(null);
    try {
      await transfer.mutateAsync(values);
      void message.success(t('plants.transfer.done'));
      onTransferred();
    } catch (error) {
      if (error instanceof ApiError && !error.isReported) setRefusal(transferRefusal(error.code));
    }
  }

  /** The refusal's message on the field it concerns. */
  const refusalOn = (field: TTransferRefusal['field']) =>
    refusal?.field === field
      ? { validateStatus: 'error' as const, help: t(`plants.transfer.refusal.${refusal.reason}`) }
      : {};

  return (
    <Modal
      open
      title={t('plants.transfer.title', { name: plant.name })}
      okText={t('plants.transfer.submit')}
      okButtonProps={{ danger: true, loading: transfer.isPending, 'data-testid': 'transfer-submit' }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('plants.transfer.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" data-testid="transfer-form">
        <Form.Item
          name="account"
          label={t('plants.transfer.account')}
          rules={[contractRule(ZTransferQuery, 'account', lang)]}
          {...refusalOn('account')}
        >
          <AccountInput data-testid="transfer-account" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('plants.transfer.password')}
          rules={[contractRule(ZTransferBody, 'password', lang)]}
          {...refusalOn('password')}
        >
          <Input.Password data-testid="transfer-password" autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
