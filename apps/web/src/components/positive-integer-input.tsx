import { useState, type CSSProperties } from 'react';
import { Flex, Typography } from 'antd';
import Input from 'antd/es/input/Input';
import { readPositiveInteger } from '@/lib/positive-integer';
import { useLang } from '@/lib/use-lang';

/**
 * A whole-number field under the spec's positive-integer rule (register addresses and counts, unit
 * ids): a number input would quietly read `01` as 1, this one says 'Please input positive integer'
 * under the field and hands the form null until the text is a number in range.
 */
export function PositiveIntegerInput({
  value,
  onChange,
  min,
  max,
  style,
  'data-testid': testId,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  min: number;
  max: number;
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  const lang = useLang();
  const [typed, setTyped] = useState(value == null ? '' : String(value));
  const read = readPositiveInteger(typed, min, max, lang);
  // A value set from outside (a reset, a frame read back) replaces what was typed.
  const shown = read.value === (value ?? null) ? typed : value == null ? '' : String(value);
  const problem = shown === typed ? read.problem : null;
  return (
    <Flex vertical style={style}>
      <Input
        value={shown}
        inputMode="numeric"
        status={problem ? 'error' : undefined}
        aria-invalid={problem !== null}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange?.(readPositiveInteger(event.target.value, min, max, lang).value);
        }}
        data-testid={testId}
      />
      {problem && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={testId && `${testId}-problem`}>
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
