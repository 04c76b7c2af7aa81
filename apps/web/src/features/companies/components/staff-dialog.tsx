import { Alert, App, Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ZCompanyUserAddBody,
  ZCompanyUserEditBody,
  type TCompanyUser,
} from '@sunfleet/contract/company-users';
import { checkedByApi, useRefusal } from '@/lib/refusals';
import { contractRule, validValues } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { useRoles } from '../api/get-roles.ts';
import { useAddStaff } from '../api/add-staff.ts';
import { checkStaffAccount } from '../api/check-staff-account.ts';
import { useEditStaff } from '../api/edit-staff.ts';
import { AccountInput } from '@/components/account-input';

type TStaffForm = {
  account: string;
  password: string;
  nickname: string;
  roleId: string;
  disabled: boolean;
  readOnly: boolean;
};

/** Adds a member (account checked as typed: 104, 106) or edits one (name, role, status, password). */
export function StaffDialog({ editing, onClose }: { editing: TCompanyUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TStaffForm>();
  const { refusal, run } = useRefusal();
  const roles = useRoles();
  const add = useAddStaff();
  const edit = useEditStaff();
  const rule = (field: 'account' | 'password' | 'nickname') => contractRule(ZCompanyUserAddBody, field, lang);
  const accountIsFree = checkedByApi(checkStaffAccount);
  const isAdmin = editing?.isCompanyAdmin ?? false;

  async function submit() {
    const values = await validValues(form);
    if (!values) return;
    const saved = await run(() =>
      editing
        ? edit.mutateAsync({
            id: editing.id,
            body: {
              nickname: values.nickname,
              roleId: values.roleId ?? editing.roleId ?? '',
              disabled: values.disabled ?? false,
              readOnly: values.readOnly ?? false,
              ...(values.password ? { password: values.password } : {}),
            },
          })
        : add.mutateAsync({
            account: values.account,
            password: values.password,
            nickname: values.nickname,
            roleId: values.roleId,
            readOnly: values.readOnly ?? false,
          }),
    );
    if (!saved) return;
    void message.success(t('companies.staff.saved'));
    onClose();
  }

  return (
    <Modal
      open
      title={t(editing ? 'companies.staff.editTitle' : 'companies.staff.addTitle')}
      okText={t('companies.save')}
      cancelText={t('companies.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={add.isPending || edit.isPending}
      okButtonProps={{ 'data-testid': 'staff-save' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="staff-form"
        initialValues={
          editing
            ? { ...editing, roleId: editing.roleId ?? undefined, password: '' }
            : { disabled: false, readOnly: false }
        }
      >
        <Form.Item
          name="account"
          label={t('companies.staff.account')}
          validateDebounce={400}
          rules={editing ? [] : [rule('account'), accountIsFree]}
        >
          <AccountInput disabled={Boolean(editing)} autoComplete="off" data-testid="staff-account" />
        </Form.Item>
        <Form.Item name="nickname" label={t('companies.staff.nickname')} rules={[rule('nickname')]}>
          <Input maxLength={30} data-testid="staff-nickname" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t(editing ? 'companies.staff.newPassword' : 'companies.staff.password')}
          rules={[editing ? contractRule(ZCompanyUserEditBody, 'password', lang) : rule('password')]}
        >
          <Input.Password autoComplete="new-password" data-testid="staff-password" />
        </Form.Item>
        {!isAdmin && (
          <Form.Item
            name="roleId"
            label={t('companies.staff.role')}
            rules={[{ required: true, message: t('companies.staff.noRoles') }]}
          >
            <Select
              data-testid="staff-role"
              loading={roles.isLoading}
              options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
            />
          </Form.Item>
        )}
        {!isAdmin && (
          <Form.Item name="readOnly" label={t('companies.staff.readOnly')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        {editing && !isAdmin && (
          <Form.Item name="disabled" label={t('companies.staff.disabled')} valuePropName="checked">
            <Switch data-testid="staff-disabled" />
          </Form.Item>
        )}
      </Form>
      {refusal && <Alert type="error" showIcon message={refusal} data-testid="staff-refusal" />}
    </Modal>
  );
}
