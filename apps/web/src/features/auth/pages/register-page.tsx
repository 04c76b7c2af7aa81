import { App, Button, Card, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ZSignupBody, type TSignupBody } from '@sunfleet/contract/auth';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { signUpFieldCodes, useSignUp } from '../api/sign-up.ts';
import { AuthHeading, AuthLayout } from '../components/auth-layout.tsx';
import { CodeInput } from '../components/code-input.tsx';
import { showOnField } from '../field-errors.ts';
import { useCodeSender } from '../hooks/use-code-sender.ts';

/** /reg: sign up with an e-mail verification code. */
export function RegisterPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<TSignupBody>();
  const codeSender = useCodeSender(form, 'signup');
  const signUp = useSignUp();
  const rule = (field: keyof TSignupBody) => [contractRule(ZSignupBody, field, lang)];

  const submit = async (values: TSignupBody) => {
    try {
      await signUp.mutateAsync(values);
      void message.success(t('auth.registered'));
      await navigate('/login', { state: { account: values.account } });
    } catch (error) {
      showOnField(form, signUpFieldCodes, error);
    }
  };

  return (
    <AuthLayout>
      <Card
        variant="borderless"
        styles={{ body: { padding: 36 } }}
        style={{ boxShadow: '0 20px 60px rgba(0,0,0,0.18)' }}
      >
        <AuthHeading title={t('auth.registerTitle')} hint={t('auth.registerHint')} />
        <Form<TSignupBody>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
          data-testid="register-form"
        >
          <Form.Item name="account" label={t('auth.email')} rules={rule('account')}>
            <Input
              size="large"
              prefix={<MailOutlined />}
              placeholder={t('auth.accountPlaceholder')}
              autoComplete="email"
              data-testid="register-email"
            />
          </Form.Item>
          <Form.Item name="code" label={t('auth.code')} rules={rule('code')}>
            <CodeInput
              onSend={() => void codeSender.send()}
              secondsLeft={codeSender.secondsLeft}
              isSending={codeSender.isSending}
            />
          </Form.Item>
          <Form.Item name="password" label={t('auth.password')} rules={rule('password')}>
            <Input.Password
              size="large"
              prefix={<LockOutlined />}
              autoComplete="new-password"
              data-testid="register-password"
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
              data-testid="register-confirm"
            />
          </Form.Item>
          <Form.Item name="agreement" valuePropName="checked" rules={rule('agreement')}>
            <Checkbox data-testid="register-agreement">
              {t('auth.agreeTo')}{' '}
              <Link to="/register/userAgreement" target="_blank">
                {t('auth.userAgreement')}
              </Link>{' '}
              {t('auth.and')}{' '}
              <Link to={lang === 'en' ? '/agreementen' : '/agreement'} target="_blank">
                {t('auth.privacyPolicy')}
              </Link>
            </Checkbox>
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={signUp.isPending}
            data-testid="register-submit"
          >
            {t('auth.register')}
          </Button>
        </Form>
        <Flex justify="center" gap={6} style={{ marginTop: 24 }}>
          <Typography.Text type="secondary">{t('auth.haveAccount')}</Typography.Text>
          <Link to="/login">{t('auth.signIn')}</Link>
        </Flex>
      </Card>
    </AuthLayout>
  );
}
