import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** The frame of a signed-in page: a heading row with optional actions, then the content. */
export function PageFrame({
  title,
  subtitle,
  actions,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={20}>
      <Flex align="flex-end" justify="space-between" wrap gap={12}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
              {subtitle}
            </Typography.Text>
          )}
        </div>
        {actions && <Flex gap={8}>{actions}</Flex>}
      </Flex>
      {children}
    </Flex>
  );
}
