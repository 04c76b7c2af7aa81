import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Flex, theme } from 'antd';
import { LockOutlined, MobileOutlined, QrcodeOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { signInProblem, type TSignInField } from '@sunfleet/contract/account-rules';
import type * as messagesModule from '@sunfleet/contract/messages';
import type { TInputMessage } from '@sunfleet/contract/messages';
import { ApiError } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { useSignIn, type TSignInInput } from '../api/sign-in.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { AccountField, accountsSettled } from '@/components/account-field';
import { PlainButton } from '@/components/plain-button';
import { PlainForm, PlainFormItem, problemIdOf, TextInput } from '@/components/plain-form';

// The QR code and its renderer load when the visitor asks for them; a banner when there is one.
const ScanLoginPanel = lazy(() =>
  import('../components/scan-login-panel.tsx').then((module) => ({ default: module.ScanLoginPanel })),
);
const Alert = lazy(() => import('antd/es/alert'));

type TProblems = Partial<Record<TSignInField, TInputMessage>>;
type TMessages = typeof messagesModule;

/**
 * The contract's input messages (every rule's, in three languages), fetched with the first
 * problem to show: a visitor who types a valid account and password never needs them.
 */
function useInputMessages(isNeeded: boolean): TMessages | undefined {
  const [messages, setMessages] = useState<TMessages>();
  useEffect(() => {
    if (isNeeded && !messages) void import('@sunfleet/contract/messages').then(setMessages);
  }, [isNeeded, messages]);
  return messages;
}

/**
 * The sign-in form's values and messages, checked as antd's form did (each field as it changes,
 * both on submit) with the password grant's rules from the contract — without zod, which the
 * first page cannot carry (`signInProblem`, tested against `ZTokenRequest`).
 */
function useSignInForm(initialAccount: string) {
  const lang = useLang();
  const [values, setValues] = useState<TSignInInput>({ username: initialAccount, password: '' });
  // What was typed last, for a submit that waited for the account field to read a phone number.
  const latest = useRef(values);
  const [problems, setProblems] = useState<TProblems>({});
  const messages = useInputMessages(Boolean(problems.username ?? problems.password));
  const change = (field: TSignInField) => (value: string) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    setProblems((shown) => ({ ...shown, [field]: signInProblem(field, value) }));
  };
  /** The values when both fields pass, else undefined with the messages shown. */
  const checked = async (): Promise<TSignInInput | undefined> => {
    await accountsSettled();
    const current = latest.current;
    const found = {
      username: signInProblem('username', current.username),
      password: signInProblem('password', current.password),
    };
    setProblems(found);
    return found.username || found.password ? undefined : current;
  };
  const messageOf = (field: TSignInField) => {
    const key = problems[field];
    return key && messages?.inputMessage(key, lang);
  };
  return { values, messageOf, change, checked };
}

/** /login and /{partner}-login. */
export function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [isScanning, setScanning] = useState(false);
  const state = location.state as { from?: string; account?: string; isRegistered?: boolean } | null;
  const form = useSignInForm(state?.account ?? '');

  const submit = async () => {
    const values = await form.checked();
    if (!values) return;
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
        <Suspense fallback={null}>
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
        </Suspense>
        <PlainForm onSubmit={() => void submit()} data-testid="login-form">
          <PlainFormItem fieldId="username" label={t('auth.account')} problem={form.messageOf('username')}>
            <AccountField
              id="username"
              size="large"
              prefix={<UserOutlined />}
              placeholder={t('auth.accountPlaceholder')}
              autoComplete="username"
              status={form.messageOf('username') ? 'error' : ''}
              aria-describedby={form.messageOf('username') && problemIdOf('username')}
              value={form.values.username}
              onChange={form.change('username')}
              data-testid="login-account"
            />
          </PlainFormItem>
          <PlainFormItem fieldId="password" label={t('auth.password')} problem={form.messageOf('password')}>
            <TextInput
              id="password"
              isPassword
              size="large"
              prefix={<LockOutlined />}
              placeholder={t('auth.password')}
              autoComplete="current-password"
              status={form.messageOf('password') ? 'error' : ''}
              aria-describedby={form.messageOf('password') && problemIdOf('password')}
              value={form.values.password}
              onChange={form.change('password')}
              data-testid="login-password"
            />
          </PlainFormItem>
          <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 20 }}>
            <Link to="/forget" data-testid="link-forget">
              {t('auth.forgotPassword')}
            </Link>
          </Flex>
          <PlainButton
            variant="primary"
            htmlType="submit"
            size="large"
            isBlock
            isLoading={signIn.isPending}
            data-testid="login-submit"
          >
            {t('auth.signIn')}
          </PlainButton>
        </PlainForm>
        <Flex justify="center" gap={6} style={{ marginTop: 24 }}>
          <span style={{ color: token.colorTextSecondary }}>{t('auth.noAccount')}</span>
          <Link to="/reg" data-testid="link-register">
            {t('auth.createAccount')}
          </Link>
        </Flex>
        <hr style={{ border: 0, borderTop: `1px solid ${token.colorSplit}`, margin: '20px 0 12px' }} />
        {isScanning && (
          <Suspense fallback={null}>
            <ScanLoginPanel onSignedIn={() => void navigate(state?.from ?? '/', { replace: true })} />
          </Suspense>
        )}
        <Flex justify="center" wrap>
          <PlainButton
            icon={<QrcodeOutlined />}
            onClick={() => setScanning((shown) => !shown)}
            data-testid="scan-login-toggle"
          >
            {t(isScanning ? 'scanLogin.hide' : 'scanLogin.show')}
          </PlainButton>
          <Link to="/app/download">
            <PlainButton icon={<MobileOutlined />}>{t('auth.appDownload')}</PlainButton>
          </Link>
        </Flex>
      </AuthCard>
    </AuthLayout>
  );
}
