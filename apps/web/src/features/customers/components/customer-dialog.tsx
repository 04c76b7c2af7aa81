import { useState } from 'react';
import { Alert, App, Button, Form, Input, Space, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ZCustomerCreate,
  type TCustomer,
  type TCustomerCreateInput,
  type TCustomerTypeNode,
} from '@sunfleet/contract/customers';
import { ErrorCode } from '@sunfleet/contract/errors';
import { FormDialog } from '@/components/form-dialog';
import { ApiError } from '@/lib/api-client';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { checkCustomer } from '../api/check-customer.ts';
import { useSaveCustomer } from '../api/save-customer.ts';
import { AccountInput } from '@/components/account-input';

type TTreeOption = { value: string; title: string; children: TTreeOption[] };

/** The type tree as TreeSelect options. */
export const typeOptions = (nodes: readonly TCustomerTypeNode[]): TTreeOption[] =>
  nodes.map((node) => ({ value: node.id, title: node.name, children: typeOptions(node.children) }));

type TCheck = { tone: 'success' | 'info' | 'warning'; text: string } | null;

/**
 * Adds a customer (the account is checked first: a registered customer account is linked, a new
 * e-mail address is invited) or edits one (name, type, remark; the account is fixed).
 */
export function CustomerDialog({
  customer,
  types,
  onClose,
}: {
  customer: TCustomer | null;
  types: readonly TCustomerTypeNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TCustomerCreateInput>();
  const save = useSaveCustomer();
  const [check, setCheck] = useState<TCheck>(null);
  const rule = (field: keyof TCustomerCreateInput) => [contractRule(ZCustomerCreate, field, lang)];

  async function runCheck() {
    const account = String(form.getFieldValue('account') ?? '').trim();
    if (!account) return;
    setCheck(null);
    try {
      const found = await checkCustomer(account);
      setCheck({ tone: 'success', text: t('customers.form.existing', { nickname: found.nickname }) });
      if (!form.getFieldValue('name')) form.setFieldValue('name', found.nickname);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.accountNotRegistered)
        setCheck({ tone: 'info', text: t('customers.form.invite') });
      else if (error instanceof ApiError && error.code === ErrorCode.agentExists)
        setCheck({ tone: 'warning', text: t('customers.form.agent') });
    }
  }

  return (
    <FormDialog
      form={form}
      title={t(customer ? 'customers.form.editTitle' : 'customers.form.addTitle')}
      okText={t('customers.form.save')}
      cancelText={t('customers.form.cancel')}
      isSaving={save.isPending}
      onSave={async (values) => {
        const saved = await save.mutateAsync({ id: customer?.id ?? null, body: values });
        const done = customer ? 'saved' : saved.invited ? 'invitedDone' : 'added';
        void message.success(t(`customers.form.${done}`));
      }}
      onClose={onClose}
      saveTestId="customer-save"
      formTestId="customer-form"
      refusalTestId="customer-refusal"
      initialValues={
        customer
          ? {
              account: customer.account,
              name: customer.name,
              typeId: customer.typeId,
              remark: customer.remark,
            }
          : { typeId: null, remark: '' }
      }
    >
      <Form.Item label={t('customers.form.account')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="account" noStyle rules={rule('account')}>
            <AccountInput
              disabled={customer !== null}
              onBlur={() => void runCheck()}
              onChange={() => setCheck(null)}
              data-testid="customer-account"
            />
          </Form.Item>
          {!customer && (
            <Button onClick={() => void runCheck()} data-testid="customer-check">
              {t('customers.form.check')}
            </Button>
          )}
        </Space.Compact>
      </Form.Item>
      {check && (
        <Alert
          type={check.tone}
          showIcon
          message={check.text}
          style={{ marginBottom: 16 }}
          data-testid="customer-check-result"
        />
      )}
      <Form.Item name="name" label={t('customers.form.name')} rules={rule('name')}>
        <Input maxLength={40} data-testid="customer-name" />
      </Form.Item>
      <Form.Item name="typeId" label={t('customers.form.type')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          treeData={typeOptions(types)}
          placeholder={t('customers.list.noType')}
          data-testid="customer-type"
        />
      </Form.Item>
      <Form.Item name="remark" label={t('customers.form.remark')} rules={rule('remark')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
