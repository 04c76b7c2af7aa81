import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as phoneModule from '@sunfleet/contract/phone';
import { defaultPhoneCountry, looksLikePhone, type TPhoneCountry } from '@sunfleet/contract/phone-countries';
import { useLang } from '@/lib/use-lang';
import { PhoneCountryPicker } from './phone-country-picker.tsx';
import { TextInput, type TTextInputProps } from './plain-form.tsx';

type TNumberingPlan = typeof phoneModule;

/** The phone numbering plan, once loaded: most of the field's weight, needed for phone numbers only. */
let numberingPlan: TNumberingPlan | undefined;
let numberingPlanLoad: Promise<TNumberingPlan> | undefined;

function loadNumberingPlan(): Promise<TNumberingPlan> {
  numberingPlanLoad ??= import('@sunfleet/contract/phone').then((plan) => (numberingPlan = plan));
  return numberingPlanLoad;
}

/**
 * Resolves once every account field has read its phone number with the numbering plan: a form
 * submitted right after a number was typed awaits this, then holds the E.164 account.
 */
export async function accountsSettled(): Promise<void> {
  await numberingPlanLoad;
}

/** The account a user meant, as far as known before the plan loads: an e-mail address is complete. */
const accountOf = (text: string, country: TPhoneCountry) =>
  numberingPlan ? numberingPlan.accountFromInput(text, country) : text.trim();

export type TAccountFieldProps = Omit<
  TTextInputProps,
  'value' | 'onChange' | 'isCompactLast' | 'isPassword'
> & {
  value?: string;
  onChange?: (account: string) => void;
};

/**
 * An account field (e-mail or phone) with the country a national phone number belongs to, chosen
 * beside it and preselected from the browser's locale. It shows what the user typed but hands the
 * form the account the contract stores (`accountFromInput`): "13800138000" with China chosen is
 * "+8613800138000", so every form's account rule and the api see E.164. The numbering plan loads
 * with the first character that reads as a phone number, and the number is read again then.
 */
export function AccountField({
  value,
  onChange,
  disabled,
  size,
  status,
  'data-testid': testId,
  ...inputProps
}: TAccountFieldProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [country, setCountry] = useState<TPhoneCountry>(() =>
    defaultPhoneCountry(lang, typeof navigator === 'undefined' ? undefined : navigator.language),
  );
  const [typed, setTyped] = useState(value ?? '');
  const [, setPlanLoaded] = useState(Boolean(numberingPlan));
  // A value set from outside (initial values, a reset) is shown as it is.
  const shown = (value ?? '') === accountOf(typed, country) ? typed : (value ?? '');
  const isPhone = looksLikePhone(shown);

  // The latest text and country, for the number read again when the plan arrives.
  const latest = useRef({ typed, country, onChange });
  latest.current = { typed, country, onChange };
  useEffect(() => {
    if (!isPhone || numberingPlan) return;
    void loadNumberingPlan().then((plan) => {
      setPlanLoaded(true);
      const { typed: text, country: chosen, onChange: report } = latest.current;
      if (text.trim() !== '') report?.(plan.accountFromInput(text, chosen));
    });
  }, [isPhone]);

  return (
    // antd's `Space.Compact` box, without its context: each control knows its place.
    <div style={{ display: 'inline-flex', width: '100%' }}>
      <PhoneCountryPicker
        country={country}
        size={size}
        status={status}
        disabled={disabled === true || (shown !== '' && !isPhone)}
        label={t('auth.phoneCountry')}
        isCompactFirst
        style={{ width: 112, flex: 'none' }}
        data-testid={testId && `${testId}-country`}
        onChange={(next) => {
          setCountry(next);
          onChange?.(accountOf(shown, next));
        }}
      />
      <TextInput
        {...inputProps}
        size={size}
        status={status}
        disabled={disabled}
        isCompactLast
        data-testid={testId}
        value={shown}
        onChange={(text) => {
          setTyped(text);
          onChange?.(accountOf(text, country));
        }}
      />
    </div>
  );
}
