import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isEmailAccount } from '@sunfleet/contract/account-rules';
import type { useCodeSender } from '../hooks/use-code-sender.ts';
import { CodeInput } from './code-input.tsx';
import { AccountInput } from '@/components/account-input';

type TField = 'account' | 'code' | 'password' | 'confirm';

/**
 * Account (e-mail or phone), verification code, password and its confirmation: the fields sign-up
 * and password reset share. At sign-up a phone account also names the e-mail address its codes go
 * to (checked by `codeEmailRules`); a reset's codes go to the address kept with the account. `testIdPrefix`
 * keeps each form's test ids apart (`register-account`, `forget-account`).
 */
export function EmailCodePasswordFields(props: {
  rule: (field: TField) => Rule[];
  codeSender: ReturnType<typeof useCodeSender>;
  passwordLabel: string;
  testIdPrefix: 'register' | 'forget';
  codeEmailRules?: Rule[];
}) {
  const { rule, codeSender, passwordLabel, testIdPrefix, codeEmailRules } = props;
  const { t } = useTranslation();
  const account = Form.useWatch<string | undefined>('account')?.trim() ?? '';
  const isPhoneAccount = account !== '' && !isEmailAccount(account);
  return (
    <>
      <Form.Item name="account" label={t('auth.account')} rules={rule('account')}>
        <AccountInput
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('auth.accountPlaceholder')}
          autoComplete="username"
          data-testid={`${testIdPrefix}-account`}
        />
      </Form.Item>
      {codeEmailRules && isPhoneAccount && (
        // Not kept when hidden: an e-mail account sends no second address.
        <Form.Item
          name="email"
          label={t('auth.codeEmail')}
          extra={t('auth.codeEmailHint')}
          rules={codeEmailRules}
          preserve={false}
        >
          <Input
            size="large"
            prefix={<MailOutlined />}
            placeholder="name@example.com"
            autoComplete="email"
            data-testid={`${testIdPrefix}-code-email`}
          />
        </Form.Item>
      )}
      <Form.Item name="code" label={t('auth.code')} rules={rule('code')}>
        <CodeInput
          onSend={() => void codeSender.send()}
          secondsLeft={codeSender.secondsLeft}
          isSending={codeSender.isSending}
        />
      </Form.Item>
      <Form.Item name="password" label={passwordLabel} rules={rule('password')}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          autoComplete="new-password"
          data-testid={`${testIdPrefix}-password`}
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
          data-testid={`${testIdPrefix}-confirm`}
        />
      </Form.Item>
    </>
  );
}
