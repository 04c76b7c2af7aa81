import { Button, Input, Space } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The verification-code field with its "Get code" button and resend countdown. */
export function CodeInput({
  value,
  onChange,
  onSend,
  secondsLeft,
  isSending,
}: {
  value?: string;
  onChange?: (value: string) => void;
  onSend: () => void;
  secondsLeft: number;
  isSending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        size="large"
        prefix={<SafetyCertificateOutlined />}
        placeholder={t('auth.code')}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        data-testid="code-input"
      />
      <Button
        size="large"
        onClick={onSend}
        loading={isSending}
        disabled={secondsLeft > 0}
        style={{ minWidth: 132 }}
        data-testid="get-code"
      >
        {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.getCode')}
      </Button>
    </Space.Compact>
  );
}
