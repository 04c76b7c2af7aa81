import { useState } from 'react';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  addSegment,
  endOptions,
  maxSegments,
  removeSegment,
  setSegmentEnd,
  setSegmentPrice,
  typedTime,
  wholeDay,
  type TSegmentInput,
} from '../model/time-of-use.ts';

/**
 * Time-of-use segments as an antd form control (value/onChange). Starts follow the previous end;
 * an end is picked from the half hours or typed (07:15); prices are in the plant's currency. The
 * form's contract rule reports a bad price, range or last end. Test ids: tou-row-<i>,
 * tou-end-<i>, tou-price-<i>, tou-remove-<i>, tou-add.
 */
export function TimeOfUseEditor({
  value,
  onChange,
  currency,
}: {
  value?: TSegmentInput[];
  onChange?: (segments: TSegmentInput[]) => void;
  currency?: string;
}) {
  const { t } = useTranslation();
  /** What the user is typing into an end's search box, by row. */
  const [typing, setTyping] = useState<{ index: number; text: string } | null>(null);
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
            showSearch
            value={segment.end}
            onSearch={(text) => setTyping({ index, text })}
            filterOption={(text, option) =>
              option?.value === typedTime(text) || Boolean(option?.value.includes(text))
            }
            onChange={(end) => {
              setTyping(null);
              change(setSegmentEnd(segments, index, end));
            }}
            onBlur={() => setTyping(null)}
            options={endOptions(segment.start, segment.end, typing?.index === index ? typing.text : '').map(
              (end) => ({ value: end, label: end }),
            )}
            aria-label={t('plants.form.segmentEnd')}
            data-testid={`tou-end-${index}`}
          />
          <Input
            style={{ width: 140 }}
            value={String(segment.price)}
            inputMode="decimal"
            suffix={currency}
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
