import { useState } from 'react';
import { App, Button, Form, List, Modal, Popconfirm, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZShareBody, type TShareBody } from '@sunfleet/contract/plants';
import { ApiError } from '@/lib/api-client';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { useCancelShare } from '../api/cancel-share.ts';
import { useShareUsers } from '../api/get-share-users.ts';
import { useSharePlant } from '../api/share-plant.ts';
import { AccountInput } from '@/components/account-input';

/**
 * Shares a plant with an account as visitor or manager, and lists and cancels the shares.
 * A refusal (701 yourself, 702 company user, 703 company plant, 105 unknown) shows on the account.
 */
export function ShareDialog({
  plant,
  onClose,
}: {
  plant: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TShareBody>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const share = useSharePlant(plant.id);
  const cancel = useCancelShare(plant.id);
  const users = useShareUsers(plant.id);

  async function submit(values: TShareBody) {
    setRefusal(null);
    try {
      await share.mutateAsync(ZShareBody.parse(values));
      void message.success(t('plants.share.done'));
      form.resetFields(['account']);
    } catch (error) {
      if (error instanceof ApiError && !error.isReported) setRefusal(error.message);
    }
  }

  return (
    <Modal
      open
      title={t('plants.share.title', { name: plant.name })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ role: 'visitor' }}
        onFinish={(values) => void submit(values)}
        data-testid="share-form"
      >
        <Form.Item
          name="account"
          label={t('plants.share.account')}
          rules={[contractRule(ZShareBody, 'account', lang)]}
          validateStatus={refusal ? 'error' : undefined}
          help={refusal ?? undefined}
        >
          <AccountInput data-testid="share-account" onChange={() => setRefusal(null)} />
        </Form.Item>
        <Form.Item name="role" label={t('plants.share.role')}>
          <Radio.Group data-testid="share-role">
            <Radio value="visitor">
              <span data-testid="share-role-visitor">{t('plants.share.visitor')}</span>
            </Radio>
            <Radio value="manager">
              <span data-testid="share-role-manager">{t('plants.share.manager')}</span>
            </Radio>
          </Radio.Group>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={share.isPending} data-testid="share-submit">
          {t('plants.share.submit')}
        </Button>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('plants.share.users')}
      </Typography.Title>
      <List
        data-testid="share-users"
        loading={users.isLoading}
        dataSource={users.data ?? []}
        locale={{ emptyText: t('plants.share.none') }}
        renderItem={(user) => (
          <List.Item
            actions={[
              <Popconfirm
                key="cancel"
                title={t('plants.share.cancelConfirm', { account: user.account })}
                onConfirm={() =>
                  void cancel
                    .mutateAsync(user.userId)
                    .then(() => void message.success(t('plants.share.cancelled')))
                }
              >
                <Button size="small" danger data-testid={`share-cancel-${user.account}`}>
                  {t('plants.share.cancel')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={user.nickname || user.account}
              description={`${user.account} · ${t(`plants.share.${user.role}`)}`}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
