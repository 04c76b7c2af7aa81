import { useState } from 'react';
import { Card, Flex, List, Pagination, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LanguageSwitch } from '@/components/language-switch';
import { formatInstant } from '@/lib/format';
import { useFirmwareReleases } from '../api/get-firmware-releases.ts';

/**
 * /firmwareLogging (public): the firmware release log — each published image's product,
 * versions, release time, change log and SHA-256, newest first.
 */
export function FirmwareLoggingPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const releases = useFirmwareReleases({ page, size: 10 });
  const infos = releases.data?.infos ?? [];

  return (
    <Flex vertical gap={24} style={{ maxWidth: 880, margin: '0 auto', padding: '40px 24px' }}>
      <Flex justify="space-between" align="center">
        <Link to="/login">
          <ArrowLeftOutlined /> {t('auth.backToSignIn')}
        </Link>
        <LanguageSwitch />
      </Flex>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('firmwareLog.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('firmwareLog.text')}</Typography.Text>
      </div>
      {!releases.isPending && infos.length === 0 ? (
        <EmptyState
          icon={<FileTextOutlined />}
          title={t('empty.notYet')}
          description={t('firmwareLog.empty')}
        />
      ) : (
        <List
          loading={releases.isPending}
          dataSource={infos}
          data-testid="firmware-release-log"
          renderItem={(release) => (
            <Card style={{ marginBottom: 12 }} data-testid="firmware-release">
              <Flex justify="space-between" wrap gap={8}>
                <Space wrap>
                  <Typography.Title level={4} style={{ margin: 0 }} data-testid="firmware-release-version">
                    {release.softwareVersion}
                  </Typography.Title>
                  <Tag color={release.kind === 'gateway' ? 'blue' : 'green'}>
                    {t(`firmware.kinds.${release.kind}`)}
                  </Tag>
                  {release.productName && (
                    <Tag>{[release.brand, release.productName].filter(Boolean).join(' ')}</Tag>
                  )}
                  {release.hardwareVersion && (
                    <Tag>
                      {t('firmware.hardwareShort')} {release.hardwareVersion}
                    </Tag>
                  )}
                </Space>
                <Typography.Text type="secondary">{formatInstant(release.publishedAt)}</Typography.Text>
              </Flex>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '12px 0' }}>
                {release.changeLog || t('firmware.noNotes')}
              </Typography.Paragraph>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                SHA-256{' '}
                <Typography.Text code copyable style={{ fontSize: 12 }}>
                  {release.sha256}
                </Typography.Text>
              </Typography.Text>
            </Card>
          )}
        />
      )}
      {(releases.data?.total ?? 0) > 10 && (
        <Pagination current={page} pageSize={10} total={releases.data?.total ?? 0} onChange={setPage} />
      )}
    </Flex>
  );
}
