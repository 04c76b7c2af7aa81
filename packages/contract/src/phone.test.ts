import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { accountFromInput } from './phone.ts';
import { callingCodeOf, defaultPhoneCountry, looksLikePhone, phoneCountries } from './phone-countries.ts';
import { ZAccount } from './validators.ts';

describe('phone accounts as people type them', () => {
  it('reads a national number with the chosen country and stores E.164', () => {
    expect(accountFromInput('13800138000', 'CN')).toBe('+8613800138000');
    expect(accountFromInput('138 0013 8000', 'CN')).toBe('+8613800138000');
    expect(accountFromInput('612 345 678', 'ES')).toBe('+34612345678');
    // A trunk "0" is the country's, not part of the number.
    expect(accountFromInput('07400 123456', 'GB')).toBe('+447400123456');
    expect(ZAccount.parse(accountFromInput('13800138000', 'CN'))).toBe('+8613800138000');
  });

  it('keeps an international number whatever country is chosen, and e-mail as typed', () => {
    expect(accountFromInput('+34 612 345 678', 'CN')).toBe('+34612345678');
    expect(accountFromInput(' Ana@Example.com ', 'CN')).toBe('Ana@Example.com');
  });

  it('hands back what is no possible number, for the account rule to refuse', () => {
    expect(accountFromInput('555', 'US')).toBe('555');
    expect(ZAccount.safeParse(accountFromInput('555', 'US')).success).toBe(false);
    expect(ZAccount.safeParse('13800138000').success).toBe(false);
  });

  it('preselects the locale’s region, else the language’s country', () => {
    expect(defaultPhoneCountry('zh')).toBe('CN');
    expect(defaultPhoneCountry('es')).toBe('ES');
    expect(defaultPhoneCountry('es', 'es-MX')).toBe('MX');
    expect(defaultPhoneCountry('en', 'en')).toBe('US');
    expect(callingCodeOf('CN')).toBe('+86');
    expect(looksLikePhone('138')).toBe(true);
    expect(looksLikePhone('ana')).toBe(false);
  });

  it('knows the numbering plan’s countries and calling codes without loading it', () => {
    expect(phoneCountries).toEqual(getCountries());
    for (const country of getCountries()) {
      expect(callingCodeOf(country)).toBe(`+${getCountryCallingCode(country)}`);
    }
  });
});
