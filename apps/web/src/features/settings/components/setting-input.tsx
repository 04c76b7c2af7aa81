import { Button, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TSettingFieldView } from '@sunfleet/contract/settings';
import { deviceClockText } from '../model/settings-form.ts';

/**
 * The editor of one field, by its kind: a number, an option, a time, a date and time. Numbers are
 * not clamped while typed: an out-of-range value stays visible and the form's rule says why.
 */
export function SettingInput({
  field,
  value,
  onChange,
  disabled,
}: {
  field: TSettingFieldView;
  value?: number | string | null;
  onChange?: (value: number | string | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const testId = `setting-${field.key}`;
  switch (field.input) {
    case 'option':
      return (
        <Select
          data-testid={testId}
          value={value}
          onChange={onChange}
          disabled={disabled}
          options={field.options?.map((option) => ({ value: option.value, label: option.label }))}
        />
      );
    case 'time':
      return (
        <Input
          data-testid={testId}
          value={value ?? ''}
          onChange={(event) => onChange?.(event.target.value)}
          placeholder="HH:mm"
          maxLength={5}
          disabled={disabled}
        />
      );
    case 'datetime':
      return (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            data-testid={testId}
            value={value ?? ''}
            onChange={(event) => onChange?.(event.target.value)}
            placeholder="YYYY-MM-DD HH:mm:ss"
            disabled={disabled}
          />
          <Button disabled={disabled} onClick={() => onChange?.(deviceClockText(new Date()))}>
            {t('settings.now')}
          </Button>
        </Space.Compact>
      );
    case 'number':
      return (
        <InputNumber
          data-testid={testId}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange?.(next)}
          // No \`precision\`: it would round 123.45 to 123 before the field's rule could refuse it.
          step={10 ** -field.precision}
          addonAfter={field.unit || undefined}
          disabled={disabled}
          style={{ width: '100%' }}
        />
      );
  }
}
