import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { isEmailAccount } from './account-rules.ts';
import type { TPhoneCountry } from './phone-countries.ts';

/**
 * Phone accounts as people type them (issue 25): a national number ("138 0013 8000") read with the
 * country chosen beside it, stored in international E.164 form ("+8613800138000") — the form every
 * account rule (`ZAccount`) and the database compare. Google's numbering plan (libphonenumber-js)
 * knows each country's trunk prefix and lengths, so "0612 345 678" in Spain is not mistaken. The
 * plan is most of this module's weight: the countries and calling codes live in phone-countries.ts.
 */

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
