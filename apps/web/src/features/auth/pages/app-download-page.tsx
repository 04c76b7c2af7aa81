import { Button, Card, Col, Flex, Row, Typography, theme } from 'antd';
import { AndroidFilled, AppleFilled, ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';

/**
 * /app/download: the Android and iOS apps. No store listing exists yet, so each platform says so
 * instead of linking to a made-up address.
 */
export function AppDownloadPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const platforms = [
    { key: 'android', icon: <AndroidFilled />, name: t('download.android'), text: t('download.androidText') },
    { key: 'ios', icon: <AppleFilled />, name: t('download.ios'), text: t('download.iosText') },
  ];
  return (
    <AuthLayout hasHero={false}>
      <Flex vertical gap={24}>
        <Link to="/login">
          <ArrowLeftOutlined /> {t('auth.backToSignIn')}
        </Link>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('download.title')}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 15 }}>
            {t('download.text')}
          </Typography.Text>
        </div>
        <Row gutter={[20, 20]}>
          {platforms.map((platform) => (
            <Col key={platform.key} xs={24} md={12}>
              <Card data-testid={`download-${platform.key}`}>
                <Flex vertical gap={12}>
                  <span style={{ fontSize: 40, color: token.colorPrimary }}>{platform.icon}</span>
                  <Typography.Title level={4} style={{ margin: 0 }}>
                    {platform.name}
                  </Typography.Title>
                  <Typography.Text type="secondary">{platform.text}</Typography.Text>
                  <Button disabled block size="large">
                    {t('download.notPublished')}
                  </Button>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('download.notPublishedText')}
                  </Typography.Text>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      </Flex>
    </AuthLayout>
  );
}
