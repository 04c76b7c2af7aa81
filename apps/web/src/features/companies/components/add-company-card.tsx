import { Alert, App, Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZCompanyAddBody, type TCompanyAddInput } from '@sunfleet/contract/companies';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { checkedByApi, useRefusal } from '@/lib/refusals';
import { contractRule, validValues } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { checkCompanyName } from '../api/check-company-name.ts';

const companyFields = ['name', 'contactName', 'email', 'phone', 'address', 'remark'] as const;
const adminFields = ['adminAccount', 'adminName', 'adminPassword'] as const;

/** The platform creates a company with its administrator account (`POST /company/add`; 203, 104, 106). */
export function AddCompanyCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TCompanyAddInput>();
  const { refusal, run } = useRefusal();
  const add = useMutation({
    mutationFn: (body: TCompanyAddInput) =>
      api.post('/api/v1/company/add', {
        body,
        tolerate: [ErrorCode.duplicateCompanyName, ErrorCode.accountExists, ErrorCode.accountInOtherCompany],
      }),
  });
  const nameIsFree = checkedByApi((value) => checkCompanyName(value));

  async function submit() {
    const values = await validValues(form);
    if (!values) return;
    if (!(await run(() => add.mutateAsync(values)))) return;
    void message.success(t('companies.add.created', { name: values.name }));
    form.resetFields();
  }

  const item = (field: (typeof companyFields)[number] | (typeof adminFields)[number], label: string) => (
    <Col xs={24} md={12} key={field}>
      <Form.Item
        name={field}
        label={label}
        validateDebounce={field === 'name' ? 300 : undefined}
        rules={[contractRule(ZCompanyAddBody, field, lang), ...(field === 'name' ? [nameIsFree] : [])]}
      >
        {field === 'adminPassword' ? (
          <Input.Password autoComplete="new-password" data-testid={`add-company-${field}`} />
        ) : (
          <Input data-testid={`add-company-${field}`} />
        )}
      </Form.Item>
    </Col>
  );

  return (
    <Card title={t('companies.add.title')} data-testid="add-company">
      <Typography.Paragraph type="secondary">{t('companies.add.intro')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ contactName: '', email: '', phone: '', address: '', remark: '', adminName: '' }}
      >
        <Row gutter={16}>{companyFields.map((field) => item(field, t(`companies.info.${field}`)))}</Row>
        <Typography.Title level={5}>{t('companies.info.admin')}</Typography.Title>
        <Row gutter={16}>{adminFields.map((field) => item(field, t(`companies.add.${field}`)))}</Row>
      </Form>
      {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} />}
      <Button
        type="primary"
        loading={add.isPending}
        onClick={() => void submit()}
        data-testid="add-company-save"
      >
        {t('companies.add.submit')}
      </Button>
    </Card>
  );
}
