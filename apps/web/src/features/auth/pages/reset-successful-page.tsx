import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';

/** /resetSuccessful. */
export function ResetSuccessfulPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <Card variant="borderless">
        <Result
          status="success"
          title={t('auth.resetDoneTitle')}
          subTitle={t('auth.resetDoneText')}
          extra={
            <Button
              type="primary"
              size="large"
              onClick={() => void navigate('/login', { replace: true })}
              data-testid="reset-back-to-login"
            >
              {t('auth.backToSignIn')}
            </Button>
          }
        />
      </Card>
    </AuthLayout>
  );
}
