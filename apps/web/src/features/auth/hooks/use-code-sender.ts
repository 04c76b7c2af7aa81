import { useEffect, useState } from 'react';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TCodePurpose } from '@sunfleet/contract/auth';
import { ApiError } from '@/lib/api-client';
import { checkAccount } from '../api/check-account.ts';
import { getCode } from '../api/get-code.ts';

/** Seconds before another code may be requested. */
export const codeResendSeconds = 60;

/**
 * "Get code": checks the account field, asks the api whether the account fits the purpose
 * (registered for a reset, new for a sign-up), sends the code and counts down 60 s.
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
    const account = await form
      .validateFields(['account'])
      .then((values: { account: string }) => values.account.trim())
      .catch(() => null);
    if (!account) return;
    setIsSending(true);
    try {
      await checkAccount(account, purpose);
      await getCode(account, purpose);
      setSecondsLeft(codeResendSeconds);
      void message.success(t('auth.codeSent', { account }));
    } catch (error) {
      if (error instanceof ApiError && !error.isReported)
        form.setFields([{ name: 'account', errors: [error.message] }]);
    } finally {
      setIsSending(false);
    }
  };

  return { send, secondsLeft, isSending };
}
