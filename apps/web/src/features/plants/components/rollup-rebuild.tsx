import { useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TPlantDetail, TRollupRebuildResult } from '@sunfleet/contract/plants';
import { ApiError } from '@/lib/api-client';
import { useRebuildRollups } from '../api/rebuild-rollups.ts';

/**
 * The platform administrator's repair (docs/adr/0043): rebuilds the plant's rollups of the chosen
 * days from its raw frames, after a confirmation, and says what it did.
 */
export function RollupRebuild({ plant }: { plant: TPlantDetail }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [result, setResult] = useState<TRollupRebuildResult | null>(null);
  const rebuild = useRebuildRollups(plant.id);

  function confirm() {
    if (!range) return;
    const [from, to] = range.map((day) => day.format('YYYY-MM-DD')) as [string, string];
    modal.confirm({
      title: t('plants.rebuild.confirmTitle'),
      content: t('plants.rebuild.confirmContent', { from, to, plant: plant.name }),
      okText: t('plants.rebuild.run'),
      onOk: async () => {
        setResult(null);
        try {
          setResult(await rebuild.mutateAsync({ from, to }));
        } catch (error) {
          if (error instanceof ApiError && !error.isReported) void message.error(error.message);
        }
      },
    });
  }

  return (
    <Card title={t('plants.rebuild.title')} size="small" data-testid="rollup-rebuild">
      <Typography.Paragraph type="secondary">{t('plants.rebuild.hint')}</Typography.Paragraph>
      <Flex gap={8} wrap>
        <DatePicker.RangePicker
          value={range}
          onChange={(value) => setRange(value?.[0] && value[1] ? [value[0], value[1]] : null)}
          data-testid="rebuild-range"
        />
        <Button
          danger
          disabled={!range}
          loading={rebuild.isPending}
          onClick={confirm}
          data-testid="rebuild-submit"
        >
          {rebuild.isPending ? t('plants.rebuild.running') : t('plants.rebuild.run')}
        </Button>
      </Flex>
      {result && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          data-testid="rebuild-result"
          message={t('plants.rebuild.done', {
            frames: result.frames,
            devices: result.devices,
            refused: result.implausibleSteps,
          })}
        />
      )}
    </Card>
  );
}
