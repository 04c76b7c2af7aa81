import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Modal, Select, Space } from 'antd';
import { EditOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ZCompanyEditBody, type TCompanyEditInput, type TCompanyInfo } from '@sunfleet/contract/companies';
import { Can } from '@/components/permissions';
import { checkedByApi, useRefusal } from '@/lib/refusals';
import { formatInstant } from '@/lib/format';
import { contractRule, validValues } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { useCurrentUser } from '@/features/users/api/get-current-user';
import { checkCompanyName } from '../api/check-company-name.ts';
import { useEditCompany } from '../api/edit-company.ts';
import { useTransferAdmin } from '../api/transfer-admin.ts';
import { useStaff } from '../api/get-staff.ts';

const fields = ['name', 'contactName', 'email', 'phone', 'address', 'remark'] as const;

function EditCompanyDialog({ company, onClose }: { company: TCompanyInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TCompanyEditInput>();
  const { refusal, run } = useRefusal();
  const edit = useEditCompany(company.id);
  const nameIsFree = checkedByApi((value) => checkCompanyName(value, company.id));

  async function submit() {
    const values = await validValues(form);
    if (!values) return;
    if (!(await run(() => edit.mutateAsync(values)))) return;
    void message.success(t('companies.info.saved'));
    onClose();
  }

  return (
    <Modal
      open
      title={t('companies.info.editTitle')}
      okText={t('companies.save')}
      cancelText={t('companies.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={edit.isPending}
      okButtonProps={{ 'data-testid': 'company-save' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={company} data-testid="company-form">
        {fields.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`companies.info.${field}`)}
            validateDebounce={field === 'name' ? 300 : undefined}
            rules={[contractRule(ZCompanyEditBody, field, lang), ...(field === 'name' ? [nameIsFree] : [])]}
          >
            {field === 'remark' ? (
              <Input.TextArea rows={3} maxLength={200} />
            ) : (
              <Input data-testid={`company-${field}`} />
            )}
          </Form.Item>
        ))}
      </Form>
      {refusal && <Alert type="error" showIcon message={refusal} />}
    </Modal>
  );
}

/** The administrator hands the company to a staff member, confirming with their password. */
function TransferDialog({ company, onClose }: { company: TCompanyInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ userId: string; password: string }>();
  const { refusal, run } = useRefusal();
  const staff = useStaff({ page: 1, size: 100 });
  const transfer = useTransferAdmin(company.id);
  const options = (staff.data?.infos ?? [])
    .filter((member) => !member.isCompanyAdmin)
    .map((member) => ({
      value: member.id,
      label: `${member.nickname || member.account} (${member.account})`,
    }));

  async function submit() {
    const values = await validValues(form);
    if (!values) return;
    if (!(await run(() => transfer.mutateAsync(values)))) return;
    void message.success(t('companies.info.transferred'));
    onClose();
  }

  return (
    <Modal
      open
      title={t('companies.info.transferTitle')}
      okText={t('companies.ok')}
      cancelText={t('companies.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={transfer.isPending}
      okButtonProps={{ danger: true, 'data-testid': 'transfer-confirm' }}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        message={t('companies.info.transferHint')}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical">
        <Form.Item name="userId" label={t('companies.info.transferTo')} rules={[{ required: true }]}>
          <Select options={options} showSearch optionFilterProp="label" data-testid="transfer-user" />
        </Form.Item>
        <Form.Item name="password" label={t('companies.info.password')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" data-testid="transfer-password" />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon message={refusal} />}
    </Modal>
  );
}

/** The company's details, their edit form and (for the administrator) the hand-over. */
export function CompanyDetails({ company }: { company: TCompanyInfo }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<'edit' | 'transfer' | null>(null);
  const text = (value: string | null) => value || '--';
  return (
    <Card
      title={company.name}
      extra={
        <Space>
          <Can permission="company.info.edit">
            <Button icon={<EditOutlined />} onClick={() => setDialog('edit')} data-testid="company-edit">
              {t('companies.info.edit')}
            </Button>
          </Can>
          {user.data?.isCompanyAdmin && (
            <Button
              icon={<SwapOutlined />}
              onClick={() => setDialog('transfer')}
              data-testid="company-transfer"
            >
              {t('companies.info.transfer')}
            </Button>
          )}
        </Space>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} data-testid="company-details">
        <Descriptions.Item label={t('companies.info.name')}>{company.name}</Descriptions.Item>
        <Descriptions.Item label={t('companies.info.admin')}>
          {company.adminAccount
            ? `${company.adminName || company.adminAccount} (${company.adminAccount})`
            : '--'}
        </Descriptions.Item>
        <Descriptions.Item label={t('companies.info.contactName')}>
          {text(company.contactName)}
        </Descriptions.Item>
        <Descriptions.Item label={t('companies.info.email')}>{text(company.email)}</Descriptions.Item>
        <Descriptions.Item label={t('companies.info.phone')}>{text(company.phone)}</Descriptions.Item>
        <Descriptions.Item label={t('companies.info.address')}>{text(company.address)}</Descriptions.Item>
        {company.upperCompanyName && (
          <Descriptions.Item label={t('companies.info.upper')}>{company.upperCompanyName}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('companies.info.created')}>
          {formatInstant(company.createdAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('companies.info.remark')} span={2}>
          {text(company.remark)}
        </Descriptions.Item>
      </Descriptions>
      {dialog === 'edit' && <EditCompanyDialog company={company} onClose={() => setDialog(null)} />}
      {dialog === 'transfer' && <TransferDialog company={company} onClose={() => setDialog(null)} />}
    </Card>
  );
}
