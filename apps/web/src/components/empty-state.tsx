import type { ReactNode } from 'react';
import { Card, Flex, Typography, theme } from 'antd';

/**
 * What a page shows while it has nothing to show: an honest message and, when there is one, the
 * action that would fill it. Never fake data.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  action?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Card data-testid="empty-state" styles={{ body: { padding: '64px 24px' } }}>
      <Flex vertical align="center" gap={12} style={{ textAlign: 'center' }}>
        <Flex
          align="center"
          justify="center"
          style={{
            width: 72,
            height: 72,
            borderRadius: '50%',
            fontSize: 32,
            color: token.colorPrimary,
            background: token.colorPrimaryBg,
            boxShadow: `0 0 0 10px ${token.colorFillQuaternary}`,
          }}
        >
          {icon}
        </Flex>
        <Typography.Title level={4} style={{ margin: '12px 0 0' }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ maxWidth: 480 }}>
          {description}
        </Typography.Text>
        {action}
      </Flex>
    </Card>
  );
}
