import {
  lazy,
  startTransition,
  Suspense,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useSelectStyle from 'antd/es/select/style';
import { DownOutlined } from '@ant-design/icons';
import { callingCodeOf, type TPhoneCountry } from '@sunfleet/contract/phone-countries';
import { compactItemCls, type TFieldStatus } from './plain-form.tsx';
import { usePrefixCls } from './use-prefix-cls.ts';

const loadSelect = () => import('./phone-country-select.tsx');
const PhoneCountrySelect = lazy(() =>
  loadSelect().then((module) => ({ default: module.PhoneCountrySelect })),
);

export type TPhoneCountryPickerProps = {
  country: TPhoneCountry;
  onChange: (country: TPhoneCountry) => void;
  size?: 'middle' | 'large';
  status?: TFieldStatus;
  disabled?: boolean;
  /** The first of a row of joined controls (antd's `Space.Compact`), e.g. before the number. */
  isCompactFirst?: boolean;
  style?: CSSProperties;
  label: string;
  'data-testid'?: string;
};

/** Keys that open a closed antd select. */
const openingKeys = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * The country of a phone number, as antd's `Select` shows it closed ("US +1"), without antd's
 * select until it is used: the list (rc-select, its virtual list and the popup, about 25 KB
 * compressed) loads on the first click, key or letter typed here, then opens with the focus and
 * with what was typed meanwhile. Most people sign in with an e-mail address and never open it.
 */
export function PhoneCountryPicker(props: TPhoneCountryPickerProps) {
  const [isWanted, setWanted] = useState(false);
  const [search, setSearch] = useState('');
  // A transition: the trigger stays on screen, focused and taking letters, until the list is here.
  const trigger = (
    <PickerTrigger
      {...props}
      search={search}
      onUse={(typed) => {
        if (typed !== undefined) setSearch(typed);
        startTransition(() => setWanted(true));
      }}
    />
  );
  return (
    <Suspense fallback={null}>
      {isWanted ? <PhoneCountrySelect {...props} search={search} onSearch={setSearch} /> : trigger}
    </Suspense>
  );
}

/** antd's closed single select, markup and styles, that hands over to the real one on use. */
function PickerTrigger({
  country,
  size,
  status,
  disabled,
  isCompactFirst,
  style,
  label,
  search,
  onUse,
  'data-testid': testId,
}: TPhoneCountryPickerProps & { search: string; onUse: (typed?: string) => void }) {
  const prefixCls = usePrefixCls('select');
  const rootCls = useCSSVarCls(prefixCls);
  const [wrapCSSVar, hashId, cssVarCls] = useSelectStyle(prefixCls, rootCls);
  const [isFocused, setFocused] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const text = `${country} ${callingCodeOf(country)}`;
  const activate = (typed?: string) => {
    if (!disabled) onUse(typed);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!openingKeys.has(event.key)) return;
    event.preventDefault();
    activate();
  };
  return wrapCSSVar(
    <div
      className={[
        prefixCls,
        size === 'large' && `${prefixCls}-lg`,
        `${prefixCls}-outlined`,
        `${prefixCls}-in-form-item`,
        status && `${prefixCls}-status-${status}`,
        isCompactFirst && compactItemCls(prefixCls, 'first'),
        cssVarCls,
        rootCls,
        hashId,
        `${prefixCls}-single ${prefixCls}-show-arrow ${prefixCls}-show-search`,
        isFocused && `${prefixCls}-focused`,
        disabled && `${prefixCls}-disabled`,
      ]
        .filter(Boolean)
        .join(' ')}
      style={style}
      data-testid={testId}
      // Fetched on the way in, so the list is usually there by the click.
      onPointerEnter={() => void loadSelect()}
      onMouseDown={(event) => {
        // The focus goes to the search box, so letters typed while the list loads are kept.
        event.preventDefault();
        searchInput.current?.focus();
        activate();
      }}
    >
      <div className={`${prefixCls}-selector`}>
        <span className={`${prefixCls}-selection-wrap`}>
          <span className={`${prefixCls}-selection-search`}>
            <input
              ref={searchInput}
              type="search"
              autoComplete="off"
              role="combobox"
              aria-expanded="false"
              aria-haspopup="listbox"
              aria-autocomplete="list"
              aria-label={label}
              className={`${prefixCls}-selection-search-input`}
              value={search}
              disabled={disabled}
              onChange={(event) => activate(event.target.value)}
              onKeyDown={onKeyDown}
              onFocus={() => {
                setFocused(true);
                void loadSelect();
              }}
              onBlur={() => setFocused(false)}
            />
          </span>
          <span
            className={`${prefixCls}-selection-item`}
            title={text}
            style={search ? { visibility: 'hidden' } : undefined}
          >
            {text}
          </span>
        </span>
      </div>
      <span className={`${prefixCls}-arrow`} aria-hidden="true" style={{ userSelect: 'none' }}>
        <DownOutlined className={`${prefixCls}-suffix`} />
      </span>
    </div>,
  );
}
