import { useState } from 'react';
import { Alert, Button, Flex, Form, theme } from 'antd';
import Password from 'antd/es/input/Password';
import { LockOutlined, MobileOutlined, QrcodeOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { lazyContractRule } from '@/lib/lazy-contract-rule';
import { useLang } from '@/lib/use-lang';
import { useSignIn, type TSignInInput } from '../api/sign-in.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ScanLoginPanel } from '../components/scan-login-panel.tsx';
import { AccountInput } from '@/components/account-input';

/**
 * The password grant of the token request: the same schema the api parses sign-in with. Loaded
 * when the form first validates, so zod is not part of the first screen.
 */
const loadPasswordGrant = () =>
  import('@sunfleet/contract/auth').then(({ ZTokenRequest }) => ZTokenRequest.options[0]);

/** /login and /{partner}-login. */
export function LoginPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [isScanning, setScanning] = useState(false);
  const state = location.state as { from?: string; account?: string; isRegistered?: boolean } | null;

  const submit = async (values: TSignInInput) => {
    setFailure(null);
    try {
      await signIn.mutateAsync(values);
      await navigate(state?.from ?? '/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && !error.isReported) setFailure(error.message);
    }
  };

  return (
    <AuthLayout>
      <AuthCard title={t('auth.welcome')} hint={t('auth.signInHint')}>
        {state?.isRegistered && !failure && (
          <Alert
            type="success"
            showIcon
            message={t('auth.registered')}
            style={{ marginBottom: 20 }}
            data-testid="login-registered"
          />
        )}
        {failure && (
          <Alert
            type="error"
            showIcon
            message={failure}
            style={{ marginBottom: 20 }}
            data-testid="login-error"
          />
        )}
        <Form<TSignInInput>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
          initialValues={{ username: state?.account ?? '' }}
          data-testid="login-form"
        >
          <Form.Item
            name="username"
            label={t('auth.account')}
            rules={[lazyContractRule(loadPasswordGrant, 'username', lang)]}
          >
            <AccountInput
              size="large"
              prefix={<UserOutlined />}
              placeholder={t('auth.accountPlaceholder')}
              autoComplete="username"
              data-testid="login-account"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('auth.password')}
            rules={[lazyContractRule(loadPasswordGrant, 'password', lang)]}
          >
            <Password
              size="large"
              prefix={<LockOutlined />}
              placeholder={t('auth.password')}
              autoComplete="current-password"
              data-testid="login-password"
            />
          </Form.Item>
          <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 20 }}>
            <Link to="/forget" data-testid="link-forget">
              {t('auth.forgotPassword')}
            </Link>
          </Flex>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={signIn.isPending}
            data-testid="login-submit"
          >
            {t('auth.signIn')}
          </Button>
        </Form>
        <Flex justify="center" gap={6} style={{ marginTop: 24 }}>
          <span style={{ color: token.colorTextSecondary }}>{t('auth.noAccount')}</span>
          <Link to="/reg" data-testid="link-register">
            {t('auth.createAccount')}
          </Link>
        </Flex>
        <hr style={{ border: 0, borderTop: `1px solid ${token.colorSplit}`, margin: '20px 0 12px' }} />
        {isScanning && (
          <ScanLoginPanel onSignedIn={() => void navigate(state?.from ?? '/', { replace: true })} />
        )}
        <Flex justify="center" wrap>
          <Button
            type="text"
            icon={<QrcodeOutlined />}
            onClick={() => setScanning((shown) => !shown)}
            data-testid="scan-login-toggle"
          >
            {t(isScanning ? 'scanLogin.hide' : 'scanLogin.show')}
          </Button>
          <Link to="/app/download">
            <Button type="text" icon={<MobileOutlined />}>
              {t('auth.appDownload')}
            </Button>
          </Link>
        </Flex>
      </AuthCard>
    </AuthLayout>
  );
}
