import { useMemo, useRef } from 'react';
import { Select } from 'antd';
import { callingCodeOf, phoneCountries, type TPhoneCountry } from '@sunfleet/contract/phone-countries';
import { useLang } from '@/lib/use-lang';
import type { TPhoneCountryPickerProps } from './phone-country-picker.tsx';
import { compactItemCls } from './plain-form.tsx';
import { usePrefixCls } from './use-prefix-cls.ts';

/**
 * The country list of a phone account, searchable by name, code or calling code: antd's `Select`,
 * loaded when the picker is first used (phone-country-picker.tsx). It opens and takes the focus
 * at once, with whatever was typed into the picker while this loaded.
 */
export function PhoneCountrySelect({
  country,
  onChange,
  search,
  onSearch,
  size,
  status,
  disabled,
  isCompactFirst,
  style,
  label,
  'data-testid': testId,
}: TPhoneCountryPickerProps & { search: string; onSearch: (search: string) => void }) {
  const lang = useLang();
  const prefixCls = usePrefixCls('select');
  // rc-select clears its search as it opens; what was typed into the picker before is kept.
  const hasTypedHere = useRef(false);
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
    <Select
      size={size}
      status={status}
      value={country}
      options={options}
      showSearch
      autoFocus
      defaultOpen
      searchValue={search}
      onSearch={(next) => {
        if (next !== '' || hasTypedHere.current) onSearch(next);
      }}
      onInputKeyDown={() => {
        hasTypedHere.current = true;
      }}
      onOpenChange={(isOpen) => isOpen || onSearch('')}
      disabled={disabled}
      popupMatchSelectWidth={260}
      optionRender={(option) => `${names.of(String(option.value)) ?? ''} ${option.data.label}`}
      filterOption={(input, option) => option?.search.includes(input.toLowerCase()) ?? false}
      onChange={(next: TPhoneCountry) => {
        onSearch('');
        onChange(next);
      }}
      className={isCompactFirst ? compactItemCls(prefixCls, 'first') : undefined}
      style={style}
      aria-label={label}
      data-testid={testId}
    />
  );
}
