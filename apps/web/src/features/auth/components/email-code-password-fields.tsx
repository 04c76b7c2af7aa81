import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { useCodeSender } from '../hooks/use-code-sender.ts';
import { CodeInput } from './code-input.tsx';

type TField = 'account' | 'code' | 'password' | 'confirm';

/**
 * E-mail, verification code, password and its confirmation: the fields sign-up and password
 * reset share. `testIdPrefix` keeps each form's test ids apart (`register-email`, `forget-email`).
 */
export function EmailCodePasswordFields(props: {
  rule: (field: TField) => Rule[];
  codeSender: ReturnType<typeof useCodeSender>;
  passwordLabel: string;
  testIdPrefix: 'register' | 'forget';
}) {
  const { rule, codeSender, passwordLabel, testIdPrefix } = props;
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="account" label={t('auth.email')} rules={rule('account')}>
        <Input
          size="large"
          prefix={<MailOutlined />}
          placeholder={t('auth.accountPlaceholder')}
          autoComplete="email"
          data-testid={`${testIdPrefix}-email`}
        />
      </Form.Item>
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
