import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { session } from '@/lib/session';

/** The 404-style page of an unknown path (spec section 2). */
export function NotFoundResult() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="not-found">
      <Result
        status="404"
        title={t('result.notFoundTitle')}
        subTitle={t('result.notFoundText')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('result.backHome')}
          </Button>
        }
      />
    </div>
  );
}

/**
 * The no-access page: the ways out are home (the first page the user may open) and signing in with
 * another account (spec section 2).
 */
export function NoAccessResult() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const backToLogin = () => {
    session.clearUserData();
    window.location.replace('/login');
  };
  return (
    <Flex justify="center" align="center" style={{ minHeight: '60vh' }} data-testid="no-access">
      <Result
        status="403"
        title={t('result.noAccessTitle')}
        subTitle={t('result.noAccessText')}
        extra={[
          <Button key="home" type="primary" onClick={() => void navigate('/')} data-testid="back-home">
            {t('result.backHome')}
          </Button>,
          <Button key="login" onClick={backToLogin} data-testid="back-to-login">
            {t('result.backToLogin')}
          </Button>,
        ]}
      />
    </Flex>
  );
}
