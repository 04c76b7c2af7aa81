import { describe, expect, it } from 'vitest';
import { ZSignupBody } from '@sunfleet/contract/auth';
import { ZGatewayCredentials, ZPlantInfo } from '@sunfleet/contract/plants';
import { ZPasswordChangeBody } from '@sunfleet/contract/users';
import { fieldFailure } from './form-rules.ts';

describe('fieldFailure', () => {
  const signup = {
    account: 'ann@example.com',
    code: '123456',
    password: 'secret1',
    confirm: 'secret1',
    agreement: true,
  };

  it('passes valid fields', () => {
    for (const field of Object.keys(signup))
      expect(fieldFailure(ZSignupBody, field, signup, 'en')).toBeNull();
  });

  it('reports the contract message of the field in the requested language', () => {
    expect(fieldFailure(ZSignupBody, 'account', { ...signup, account: 'nope' }, 'en')).toBe(
      'Enter an e-mail address or a phone number of the chosen country (or with its country code, +34 612 345 678)',
    );
    // A phone account's sign-up asks for the e-mail address its codes go to.
    const phone = { ...signup, account: '+34 612 345 678' };
    expect(fieldFailure(ZSignupBody, 'email', phone, 'es')).toBe('Rellene este campo');
    expect(fieldFailure(ZSignupBody, 'email', { ...phone, email: 'ann@example.com' }, 'es')).toBeNull();
    expect(fieldFailure(ZSignupBody, 'password', { ...signup, password: 'a b cdef' }, 'zh')).toBe(
      '请勿输入空格',
    );
    expect(fieldFailure(ZSignupBody, 'code', { ...signup, code: '12' }, 'es')).toBe(
      'El código de verificación tiene 6 dígitos',
    );
  });

  it("gives an empty field the contract's message, whether untouched or cleared", () => {
    for (const sn of [undefined, '', '  '])
      expect(fieldFailure(ZGatewayCredentials, 'sn', { sn, key: 'k' }, 'en')).toBe(
        'The gateway SN may not be empty',
      );
    expect(fieldFailure(ZGatewayCredentials, 'key', { sn: 'SN1' }, 'zh')).toBe('网关密钥不能为空');
    expect(fieldFailure(ZSignupBody, 'code', { ...signup, code: undefined }, 'es')).toBe(
      'El código de verificación tiene 6 dígitos',
    );
    expect(fieldFailure(ZPlantInfo, 'name', { name: '' }, 'en')).toBe('The plant name is 5 to 32 characters');
  });

  it('asks to fill in an empty field only the built-in checks reject (nothing chosen)', () => {
    for (const type of [undefined, null, ''])
      expect(fieldFailure(ZPlantInfo, 'type', { type }, 'en')).toBe('Please fill in this field');
    expect(fieldFailure(ZPlantInfo, 'type', { type: 'hydro' }, 'en')).toBe('Invalid value');
  });

  it('reports a confirmation mismatch even while other fields are still invalid', () => {
    const values = { ...signup, code: '', agreement: false, confirm: 'other' };
    expect(fieldFailure(ZSignupBody, 'confirm', values, 'en')).toBe('The two passwords do not match');
    expect(
      fieldFailure(ZPasswordChangeBody, 'confirm', { old: 'x', new: 'secret1', confirm: 'secret2' }, 'en'),
    ).toBe('The two passwords do not match');
  });

  it('reports the mismatch while the account was never touched (its refinement reads it as text)', () => {
    const values = { password: 'secret1', confirm: 'secret2' };
    expect(fieldFailure(ZSignupBody, 'confirm', values, 'en')).toBe('The two passwords do not match');
  });
});
