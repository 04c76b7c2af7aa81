import { useEffect, useState } from 'react';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TCodePurpose } from '@sunfleet/contract/auth';
import { isEmailAccount } from '@sunfleet/contract/account-rules';
import { ApiError } from '@/lib/api-client';
import { checkAccount } from '../api/check-account.ts';
import { getCode } from '../api/get-code.ts';

/** Seconds before another code may be requested. */
export const codeResendSeconds = 60;

/**
 * "Get code": checks the account field (and the e-mail address a phone account's sign-up codes go
 * to), asks the api whether the account fits the purpose (registered for a reset, new for a
 * sign-up), sends the code and counts down 60 s.
 */
export function useCodeSender(form: FormInstance, purpose: TCodePurpose) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    const fields = form.getFieldValue('email') === undefined ? ['account'] : ['account', 'email'];
    const values = await form
      .validateFields(fields)
      .then((checked: { account: string; email?: string }) => checked)
      .catch(() => null);
    if (!values) return;
    const account = values.account.trim();
    const email = values.email?.trim();
    setIsSending(true);
    try {
      await checkAccount(account, purpose);
      const { delivery } = await getCode(account, purpose, email);
      setSecondsLeft(codeResendSeconds);
      if (delivery === 'serverLog') void message.warning(t('mailDelivery.serverLog'), 10);
      else if (isEmailAccount(account) || email)
        void message.success(t('auth.codeSent', { account: email ?? account }));
      else void message.success(t('auth.codeSentToAccountEmail', { account }));
    } catch (error) {
      if (error instanceof ApiError && !error.isReported)
        form.setFields([{ name: 'account', errors: [error.message] }]);
    } finally {
      setIsSending(false);
    }
  };

  return { send, secondsLeft, isSending };
}
