import { describe, expect, it } from 'vitest';
import { ErrorCode, errorCatalogue, errorMessage, isErrorCode } from './errors.ts';
import { languages, parseLang } from './lang.ts';
import { inputMessages } from './messages.ts';

/** The codes and English messages of spec section 8, verbatim. */
const specCatalogue: Record<number, string> = {
  1: 'fail (request timed out)',
  2: 'No permission',
  4: 'Parameters validation error',
  5: 'Verification code error',
  6: 'Verification code expired',
  10: 'Wrong format of longitude and latitude',
  101: 'Your account has been disabled',
  102: 'Wrong account or password',
  103: 'Account has been registered',
  104: 'Account exists',
  105: 'The account has not been registered',
  106: 'The account has been associated with other companies',
  108: 'Old password error',
  202: 'Agent already exists',
  203: 'Duplicate company name',
  207: 'Already a company customer',
  300: 'The gateway SN or Key is incorrect.',
  301: 'The gateway is already used.',
  305: 'Gateway does not exist',
  401: 'Token authentication failed.',
  600: 'Inverter doses not exist',
  601: 'Parameter setting of this brand inverter is not supported yet',
  700: 'Plant does not exist',
  701: 'Prohibit sharing with yourself',
  702: 'Prohibit sharing to company users',
  703: 'Prohibit sharing company Plant',
  800: 'The maximum number of roles that can be created is 5',
  801: 'Role has exists',
  802: 'The current account role cannot be modified',
  900: 'You cannot add yourself as your own agent',
  901: 'Internal employees account cannot be added as agents',
  902: 'Only the administrator account of the company can be added as agent',
  903: 'The account is an agent of others',
  4000: 'Firmware name duplicate',
  4001: 'warning: The gateway firmware is up-to-date.',
  4002: 'Firmware software version number duplicate',
  5000: 'Code is exist',
};

describe('error catalogue', () => {
  it.each(Object.entries(specCatalogue))('code %s has the spec message', (code, message) => {
    const number = Number(code);
    if (!isErrorCode(number)) throw new Error(`code ${code} is missing`);
    expect(errorMessage(number, 'en')).toBe(message);
  });

  it('has every message in English, Chinese and Spanish', () => {
    for (const messages of [...Object.values(errorCatalogue), ...Object.values(inputMessages)]) {
      for (const lang of languages) expect(messages[lang].trim()).not.toBe('');
    }
  });

  it('names every code it defines', () => {
    const named = new Set<number>(Object.values(ErrorCode));
    for (const code of Object.keys(errorCatalogue)) expect(named.has(Number(code))).toBe(true);
  });

  it('fills placeholders', () => {
    expect(errorMessage(ErrorCode.tooManyAttempts, 'en', { minutes: 15 })).toBe(
      'Too many failed attempts. Try again in 15 minutes.',
    );
  });

  it('rejects unknown codes', () => {
    expect(isErrorCode(7)).toBe(false);
  });
});

describe('language codes', () => {
  it.each([
    ['cn', 'zh'],
    ['zh-CN', 'zh'],
    ['es', 'es'],
    ['en-US', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ])('%s reads as %s', (input, lang) => {
    expect(parseLang(input)).toBe(lang);
  });
});
