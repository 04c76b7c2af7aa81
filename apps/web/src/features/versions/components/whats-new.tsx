import { Button, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatInstant } from '@/lib/format';
import { useLatestVersion } from '../api/get-latest-version.ts';
import { VersionContent } from './version-content.tsx';

/** The latest version's notes, opened from the shell's user menu. */
export function WhatsNewDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const latest = useLatestVersion();
  const version = latest.data;
  return (
    <Modal
      open
      onCancel={onClose}
      title={version ? t('versions.latestTitle', { number: version.number }) : t('versions.whatsNew')}
      data-testid="whats-new"
      footer={
        <Button
          onClick={() => {
            onClose();
            void navigate('/systemupdate');
          }}
          data-testid="whats-new-all"
        >
          {t('versions.allVersions')}
        </Button>
      }
    >
      {version ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space>
            <Tag color="blue">{t(`versions.types.${version.type}`)}</Tag>
            <Typography.Text type="secondary">{formatInstant(version.releasedAt)}</Typography.Text>
          </Space>
          <VersionContent version={version} />
        </Space>
      ) : (
        <Typography.Text type="secondary">{t('versions.empty')}</Typography.Text>
      )}
    </Modal>
  );
}
