import { describe, expect, it } from 'vitest';
import { ZGetCodeQuery, ZResetPasswordBody, ZSignupBody } from './auth.ts';
import { firstFailure } from './validators.ts';

const signup = { code: '123456', password: 'secret-1', confirm: 'secret-1', agreement: true };

describe('phone accounts', () => {
  it('sign up with the e-mail address their codes go to', () => {
    const body = ZSignupBody.parse({ ...signup, account: '+34 612 345 678', email: 'Me@Example.com' });
    expect(body).toMatchObject({ account: '+34612345678', email: 'me@example.com' });
    const withoutEmail = ZSignupBody.safeParse({ ...signup, account: '+34 612 345 678' });
    if (withoutEmail.success) throw new Error('expected a failure');
    expect(firstFailure(withoutEmail.error, 'en')).toEqual({
      field: 'email',
      message: 'Please fill in this field',
    });
  });

  it('need no e-mail address for an e-mail account or a reset', () => {
    expect(ZSignupBody.safeParse({ ...signup, account: 'me@example.com' }).success).toBe(true);
    expect(ZGetCodeQuery.safeParse({ account: '+34612345678', purpose: 'reset' }).success).toBe(true);
    expect(ZGetCodeQuery.safeParse({ account: '+34612345678' }).success).toBe(false);
    expect(
      ZResetPasswordBody.parse({
        account: '+34 612 345 678',
        code: '123456',
        password: 'abcdef',
        confirm: 'abcdef',
      }).account,
    ).toBe('+34612345678');
  });
});
