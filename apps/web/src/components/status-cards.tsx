import { Card, Col, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceStatuses, deviceStatusNames, type TDeviceStatus } from '@sunfleet/contract/enums';
import type { TStatusCounts } from '@sunfleet/contract/plants';
import { formatNumber } from '@/lib/format';
import { statusColors } from '@/lib/status-colors';
import { useLang } from '@/lib/use-lang';

/**
 * Counts per status (spec section 4) as cards; clicking one filters the list below, clicking it
 * again (or "All") shows everything. Test ids: status-card-<all|status>.
 */
export function StatusCards({
  counts,
  active,
  onChange,
}: {
  counts: TStatusCounts | undefined;
  active: TDeviceStatus | undefined;
  onChange: (status: TDeviceStatus | undefined) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { token } = theme.useToken();
  const cards: { key: 'all' | TDeviceStatus; label: string; color: string }[] = [
    { key: 'all', label: t('plants.allStatuses'), color: token.colorPrimary },
    ...deviceStatuses.map((status) => ({
      key: status,
      label: deviceStatusNames[status][lang],
      color: statusColors[status],
    })),
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map(({ key, label, color }) => {
        const isActive = key === 'all' ? active === undefined : active === key;
        return (
          <Col key={key} xs={12} sm={8} lg={4}>
            <Card
              size="small"
              hoverable
              data-testid={`status-card-${key}`}
              data-active={isActive}
              onClick={() => onChange(key === 'all' || isActive ? undefined : key)}
              style={{ borderColor: isActive ? color : undefined, borderWidth: isActive ? 2 : 1 }}
            >
              <Typography.Text type="secondary">
                <span
                  style={{
                    display: 'inline-block',
                    width: 8,
                    height: 8,
                    borderRadius: 4,
                    background: color,
                    marginRight: 8,
                  }}
                />
                {label}
              </Typography.Text>
              <div style={{ fontSize: 24, fontWeight: 600 }} data-testid={`status-count-${key}`}>
                {counts ? formatNumber(counts[key], 0) : '--'}
              </div>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
