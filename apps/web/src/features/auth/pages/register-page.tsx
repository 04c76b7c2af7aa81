import { Button, Checkbox, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ZSignupBody, type TSignupBody } from '@sunfleet/contract/auth';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { signUpFieldCodes, useSignUp } from '../api/sign-up.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { EmailCodePasswordFields } from '../components/email-code-password-fields.tsx';
import { showOnField } from '../field-errors.ts';
import { useCodeSender } from '../hooks/use-code-sender.ts';

/** /reg: sign up, with an e-mail or a phone account, by a verification code sent by e-mail. */
export function RegisterPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<TSignupBody>();
  const codeSender = useCodeSender(form, 'signup');
  const signUp = useSignUp();
  const rule = (field: keyof TSignupBody) => [contractRule(ZSignupBody, field, lang)];

  const submit = async (values: TSignupBody) => {
    try {
      await signUp.mutateAsync(values);
      // A banner on the sign-in page, not a toast: it stays until the user has read it and signs in.
      await navigate('/login', { state: { account: values.account, isRegistered: true } });
    } catch (error) {
      showOnField(form, signUpFieldCodes, error);
    }
  };

  return (
    <AuthLayout>
      <AuthCard title={t('auth.registerTitle')} hint={t('auth.registerHint')}>
        <Form<TSignupBody>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
          data-testid="register-form"
        >
          <EmailCodePasswordFields
            rule={rule}
            codeSender={codeSender}
            passwordLabel={t('auth.password')}
            testIdPrefix="register"
            codeEmailRules={rule('email')}
          />
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
      </AuthCard>
    </AuthLayout>
  );
}
