import { Button, Flex, Input, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  addSegment,
  endChoices,
  maxSegments,
  removeSegment,
  setSegmentEnd,
  setSegmentPrice,
  wholeDay,
  type TSegmentInput,
} from '../model/time-of-use.ts';

/**
 * Time-of-use segments as an antd form control (value/onChange). Starts follow the previous end;
 * the form's contract rule reports a bad price, range or last end. Test ids: tou-row-<i>,
 * tou-end-<i>, tou-price-<i>, tou-remove-<i>, tou-add.
 */
export function TimeOfUseEditor({
  value,
  onChange,
}: {
  value?: TSegmentInput[];
  onChange?: (segments: TSegmentInput[]) => void;
}) {
  const { t } = useTranslation();
  const segments = value && value.length > 0 ? value : wholeDay();
  const change = (next: TSegmentInput[]) => onChange?.(next);
  return (
    <Flex vertical gap={8} data-testid="tou-editor">
      {segments.map((segment, index) => (
        <Flex key={index} gap={8} align="center" data-testid={`tou-row-${index}`}>
          <Typography.Text type="secondary" style={{ width: 48 }}>
            {segment.start}
          </Typography.Text>
          <span>–</span>
          <Select
            style={{ width: 100 }}
            value={segment.end}
            onChange={(end) => change(setSegmentEnd(segments, index, end))}
            options={endChoices(segment.start, segment.end).map((end) => ({ value: end, label: end }))}
            aria-label={t('plants.form.segmentEnd')}
            data-testid={`tou-end-${index}`}
          />
          <Input
            style={{ width: 140 }}
            value={String(segment.price)}
            onChange={(event) => change(setSegmentPrice(segments, index, event.target.value))}
            placeholder={t('plants.form.price')}
            aria-label={t('plants.form.price')}
            data-testid={`tou-price-${index}`}
          />
          <Button
            icon={<DeleteOutlined />}
            disabled={segments.length <= 1}
            onClick={() => change(removeSegment(segments, index))}
            aria-label={t('plants.form.removeSegment')}
            data-testid={`tou-remove-${index}`}
          />
        </Flex>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={segments.length >= maxSegments}
        onClick={() => change(addSegment(segments))}
        style={{ alignSelf: 'flex-start' }}
        data-testid="tou-add"
      >
        {t('plants.form.addSegment')} ({segments.length}/{maxSegments})
      </Button>
    </Flex>
  );
}
