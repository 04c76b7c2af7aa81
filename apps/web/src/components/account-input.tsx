import { useMemo, useState, type ComponentProps } from 'react';
import { Select, Space } from 'antd';
// The field alone: antd's `Input` index brings the text area, search and OTP along (sign-in loads this).
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import {
  accountFromInput,
  callingCodeOf,
  defaultPhoneCountry,
  looksLikePhone,
  phoneCountries,
  type TPhoneCountry,
} from '@sunfleet/contract/phone';
import { useLang } from '@/lib/use-lang';

type TInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & { 'data-testid'?: string };

/**
 * An account field (e-mail or phone) with the country a national phone number belongs to, chosen
 * beside it and preselected from the browser's locale. It shows what the user typed but hands the
 * form the account the contract stores (`accountFromInput`): "13800138000" with China chosen is
 * "+8613800138000", so every form's account rule and the api see E.164.
 */
export function AccountInput({
  value,
  onChange,
  'data-testid': testId,
  ...inputProps
}: TInputProps & { value?: string; onChange?: (account: string) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [country, setCountry] = useState<TPhoneCountry>(() =>
    defaultPhoneCountry(lang, typeof navigator === 'undefined' ? undefined : navigator.language),
  );
  const [typed, setTyped] = useState(value ?? '');
  // A value set from outside (initial values, a reset) is shown as it is.
  const shown = (value ?? '') === accountFromInput(typed, country) ? typed : (value ?? '');
  const names = useMemo(() => new Intl.DisplayNames([lang], { type: 'region' }), [lang]);
  const options = useMemo(
    () =>
      phoneCountries.map((code) => ({
        value: code,
        label: `${code} ${callingCodeOf(code)}`,
        search: `${names.of(code) ?? ''} ${code} ${callingCodeOf(code)}`.toLowerCase(),
      })),
    [names],
  );

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        size={inputProps.size}
        value={country}
        options={options}
        showSearch
        disabled={inputProps.disabled === true || (shown !== '' && !looksLikePhone(shown))}
        popupMatchSelectWidth={260}
        optionRender={(option) => `${names.of(String(option.value)) ?? ''} ${option.data.label}`}
        filterOption={(input, option) => option?.search.includes(input.toLowerCase()) ?? false}
        onChange={(next: TPhoneCountry) => {
          setCountry(next);
          onChange?.(accountFromInput(shown, next));
        }}
        style={{ width: 112, flex: 'none' }}
        aria-label={t('auth.phoneCountry')}
        data-testid={testId && `${testId}-country`}
      />
      <Input
        {...inputProps}
        data-testid={testId}
        value={shown}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange?.(accountFromInput(event.target.value, country));
        }}
      />
    </Space.Compact>
  );
}
