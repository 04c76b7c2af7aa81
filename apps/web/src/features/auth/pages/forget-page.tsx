import { Button, Card, Flex, Form, Input } from 'antd';
import { ArrowLeftOutlined, LockOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ZResetPasswordBody, type TResetPasswordBody } from '@sunfleet/contract/auth';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { resetFieldCodes, useResetPassword } from '../api/reset-password.ts';
import { AuthHeading, AuthLayout } from '../components/auth-layout.tsx';
import { CodeInput } from '../components/code-input.tsx';
import { showOnField } from '../field-errors.ts';
import { useCodeSender } from '../hooks/use-code-sender.ts';

/** /forget: a new password with an e-mail verification code, then /resetSuccessful. */
export function ForgetPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<TResetPasswordBody>();
  const codeSender = useCodeSender(form, 'reset');
  const reset = useResetPassword();
  const rule = (field: keyof TResetPasswordBody) => [contractRule(ZResetPasswordBody, field, lang)];

  const submit = async (values: TResetPasswordBody) => {
    try {
      await reset.mutateAsync(values);
      await navigate('/resetSuccessful', { replace: true });
    } catch (error) {
      showOnField(form, resetFieldCodes, error);
    }
  };

  return (
    <AuthLayout>
      <Card
        variant="borderless"
        styles={{ body: { padding: 36 } }}
        style={{ boxShadow: '0 20px 60px rgba(0,0,0,0.18)' }}
      >
        <AuthHeading title={t('auth.forgetTitle')} hint={t('auth.forgetHint')} />
        <Form<TResetPasswordBody>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
          data-testid="forget-form"
        >
          <Form.Item name="account" label={t('auth.email')} rules={rule('account')}>
            <Input
              size="large"
              prefix={<MailOutlined />}
              placeholder={t('auth.accountPlaceholder')}
              autoComplete="email"
              data-testid="forget-email"
            />
          </Form.Item>
          <Form.Item name="code" label={t('auth.code')} rules={rule('code')}>
            <CodeInput
              onSend={() => void codeSender.send()}
              secondsLeft={codeSender.secondsLeft}
              isSending={codeSender.isSending}
            />
          </Form.Item>
          <Form.Item name="password" label={t('auth.newPassword')} rules={rule('password')}>
            <Input.Password
              size="large"
              prefix={<LockOutlined />}
              autoComplete="new-password"
              data-testid="forget-password"
            />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('auth.confirmPassword')}
            dependencies={['password']}
            rules={rule('confirm')}
          >
            <Input.Password
              size="large"
              prefix={<LockOutlined />}
              autoComplete="new-password"
              data-testid="forget-confirm"
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={reset.isPending}
            data-testid="forget-submit"
          >
            {t('auth.resetPassword')}
          </Button>
        </Form>
        <Flex justify="center" style={{ marginTop: 24 }}>
          <Link to="/login">
            <ArrowLeftOutlined /> {t('auth.backToSignIn')}
          </Link>
        </Flex>
      </Card>
    </AuthLayout>
  );
}
