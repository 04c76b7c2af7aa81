import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import type { TLang } from './lang.ts';
import { isEmailAccount } from './validators.ts';

/**
 * Phone accounts as people type them (issue 25): a national number ("138 0013 8000") read with the
 * country chosen beside it, stored in international E.164 form ("+8613800138000") — the form every
 * account rule (`ZAccount`) and the database compare. Google's numbering plan (libphonenumber-js)
 * knows each country's trunk prefix and lengths, so "0612 345 678" in Spain is not mistaken.
 */
export type TPhoneCountry = CountryCode;

/** Every country with a calling code, by ISO 3166 code. */
export const phoneCountries: readonly TPhoneCountry[] = getCountries();

export const callingCodeOf = (country: TPhoneCountry) => `+${getCountryCallingCode(country)}`;

export const isPhoneCountry = (value: string): value is TPhoneCountry =>
  (phoneCountries as readonly string[]).includes(value);

/** Where a language's readers most likely live, when their locale names no region. */
const countryByLang: Record<TLang, TPhoneCountry> = { en: 'US', zh: 'CN', es: 'ES' };

/**
 * The country a form preselects: the region of the browser's locale ("es-MX" → MX) when it has one,
 * else the language's own country.
 */
export function defaultPhoneCountry(lang: TLang, locale?: string): TPhoneCountry {
  const region = locale?.split(/[-_]/)[1]?.toUpperCase();
  return region && isPhoneCountry(region) ? region : countryByLang[lang];
}

/**
 * The account a user meant by what they typed: an e-mail address as typed (the account rule
 * lower-cases it), a phone number — national or already international — in E.164 form. Text that
 * is no possible number is handed back as typed, for the account rule to refuse with its message.
 */
export function accountFromInput(text: string, country: TPhoneCountry): string {
  const typed = text.trim();
  if (typed === '' || isEmailAccount(typed)) return typed;
  const phone = parsePhoneNumberFromString(typed, country);
  return phone?.isPossible() ? phone.number : typed;
}

/** Whether typed text reads as a phone number rather than the start of an e-mail address. */
export const looksLikePhone = (text: string) => /^[+\d(]/.test(text.trim()) && !isEmailAccount(text);
