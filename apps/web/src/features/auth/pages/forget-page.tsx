import { Button, Flex, Form } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ZResetPasswordBody, type TResetPasswordBody } from '@sunfleet/contract/auth';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { resetFieldCodes, useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { EmailCodePasswordFields } from '../components/email-code-password-fields.tsx';
import { showOnField } from '../field-errors.ts';
import { useCodeSender } from '../hooks/use-code-sender.ts';

/**
 * /forget: a new password with a verification code sent by e-mail (for a phone account, to the address
 * it signed up with), then /resetSuccessful.
 */
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
      <AuthCard title={t('auth.forgetTitle')} hint={t('auth.forgetHint')}>
        <Form<TResetPasswordBody>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
          data-testid="forget-form"
        >
          <EmailCodePasswordFields
            rule={rule}
            codeSender={codeSender}
            passwordLabel={t('auth.newPassword')}
            testIdPrefix="forget"
          />
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
      </AuthCard>
    </AuthLayout>
  );
}
