import type { TInputMessage } from './messages.ts';

// Without zod: the sign-in screen is the first page (issue 24, 170 KB), and it checks its fields
// with these; the zod schemas (validators.ts, auth.ts) are built from the same functions.

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * Phone account: international (E.164) format, "+" then the country code and the number, 8 to 15
 * digits, the first not 0. Without the country code a number is ambiguous across countries; the
 * spec gives no per-country checks.
 */
export const phoneAccountPattern = /^\+[1-9]\d{7,14}$/;
/** Spaces, dots, dashes and brackets people type between a phone number's digits. */
const phoneSeparators = /[\s.\-()]/g;

/** An e-mail address as the account rules take it (already trimmed and lower-cased). */
export const isEmailAddress = (value: string) => emailPattern.test(value) && value.length <= 254;

export const isEmailAccount = (account: string) => account.includes('@');

/**
 * An account as stored and compared: e-mail in lower case, a phone number without separators
 * ("+34 612 345 678" is the account "+34612345678").
 */
export function normalizedAccount(text: string): string {
  const account = text.trim();
  return isEmailAccount(account) ? account.toLowerCase() : account.replace(phoneSeparators, '');
}

/** Whether a normalized account is an e-mail address or an E.164 phone number. */
export const isAccount = (account: string) => isEmailAddress(account) || phoneAccountPattern.test(account);

/** How long a password the sign-in takes: any stored one (6–16) and more, never unbounded. */
export const signInPasswordLength = { min: 1, max: 128 } as const;

export type TSignInField = 'username' | 'password';

/**
 * The message key for a sign-in field, or undefined when it passes: the password grant's rules of
 * `ZTokenRequest`, with the messages the form showed when it checked with that schema (an empty
 * password asks to be filled in; one longer than any password is an invalid value).
 */
export function signInProblem(field: TSignInField, value: string): TInputMessage | undefined {
  if (field === 'username') return isAccount(normalizedAccount(value)) ? undefined : 'account';
  if (value.length < signInPasswordLength.min) return 'required';
  return value.length > signInPasswordLength.max ? 'invalid' : undefined;
}
