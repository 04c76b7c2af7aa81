import { Flex, Typography } from 'antd';
import { ArrowLeftOutlined, FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { AuthLayout } from '../components/auth-layout.tsx';

/** /firmwareLogging: the public firmware release log (filled once firmware publishing exists). */
export function FirmwareLoggingPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout hasHero={false}>
      <Flex vertical gap={24}>
        <Link to="/login">
          <ArrowLeftOutlined /> {t('auth.backToSignIn')}
        </Link>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('firmwareLog.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('firmwareLog.text')}</Typography.Text>
        </div>
        <EmptyState
          icon={<FileTextOutlined />}
          title={t('empty.notYet')}
          description={t('firmwareLog.empty')}
        />
      </Flex>
    </AuthLayout>
  );
}
