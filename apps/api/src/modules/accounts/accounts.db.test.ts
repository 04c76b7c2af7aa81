import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTokenPair } from '@sunfleet/contract/auth';
import { eq } from '@sunfleet/db/query';
import { users, verificationCodes } from '@sunfleet/db/schema';
import { createUser } from '@sunfleet/db/testing';
import { startMailSink } from '../../mail-sink.ts';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';

describe('accounts', () => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailSink>>;
  beforeAll(async () => {
    mail = await startMailSink();
    t = await createTestApp({ smtpUrl: mail.url });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const get = (url: string) => t.app.inject({ url });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const sendCode = async (account: string, purpose: 'signup' | 'reset') => {
    expect(envelopeOf(await get(`/anonymous/getCode?account=${account}&purpose=${purpose}`))).toMatchObject({
      code: 0,
      data: { delivery: 'mailbox' },
    });
    const code = mail.codeFor(account);
    expect(code).toMatch(/^\d{6}$/);
    return code ?? '';
  };

  it('signs up a plant owner with the code from the e-mail', async () => {
    const account = 'new.owner@example.test';
    expect(envelopeOf(await get(`/anonymous/checkAccount?account=${account}&purpose=signup`)).code).toBe(0);
    const code = await sendCode(account, 'signup');
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(envelopeOf(await get(`/anonymous/checkCode?account=${account}&code=${wrongCode}`)).code).toBe(5);
    expect(envelopeOf(await get(`/anonymous/checkCode?account=${account}&code=${code}`)).code).toBe(0);

    const withoutAgreement = await post('/anonymous/signup', {
      account,
      code,
      password: 'garden-42',
      confirm: 'garden-42',
      agreement: false,
    });
    expect(envelopeOf(withoutAgreement)).toMatchObject({ code: 4, data: { field: 'agreement' } });

    const signup = await post('/anonymous/signup', {
      account,
      code,
      password: 'garden-42',
      confirm: 'garden-42',
      agreement: true,
    });
    const pair = envelopeOf<TTokenPair>(signup).data;
    const me = await t.app.inject({ url: '/api/v1/user', headers: bearer(pair.access_token) });
    expect(envelopeOf(me)).toMatchObject({
      code: 0,
      data: { account, kind: 'customer', nickname: 'new.owner' },
    });
    const tree = await t.app.inject({ url: '/api/v1/permission', headers: bearer(pair.access_token) });
    expect(envelopeOf<{ permission: string }[]>(tree).data.map((item) => item.permission)).toContain(
      'station.view',
    );

    // The code is used up, and the account is now taken.
    expect(envelopeOf(await get(`/anonymous/checkCode?account=${account}&code=${code}`)).code).toBe(5);
    expect(envelopeOf(await get(`/anonymous/checkAccount?account=${account}&purpose=signup`)).code).toBe(103);
    expect(envelopeOf(await get(`/anonymous/getCode?account=${account}&purpose=signup`)).code).toBe(103);
  });

  it('throttles resending and refuses a code after five wrong tries', async () => {
    const account = 'patient@example.test';
    const code = await sendCode(account, 'signup');
    const again = await get(`/anonymous/getCode?account=${account}&purpose=signup`);
    expect(again.statusCode).toBe(429);
    expect(envelopeOf(again).code).toBe(110);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(envelopeOf(await get(`/anonymous/checkCode?account=${account}&code=${wrongCode}`)).code).toBe(5);
    }
    expect(envelopeOf(await get(`/anonymous/checkCode?account=${account}&code=${code}`)).code).toBe(5);
  });

  it('says a code went to the server log when no mail server is set up', async () => {
    const withoutSmtp = await createTestApp();
    try {
      const sent = await withoutSmtp.app.inject({ url: '/anonymous/getCode?account=log@example.test' });
      expect(envelopeOf(sent)).toMatchObject({ code: 0, data: { delivery: 'serverLog' } });
    } finally {
      await withoutSmtp.close();
    }
  });

  it('caps the codes one client address may have mailed, and one account may receive, per hour', async () => {
    const capped = await createTestApp({
      smtpUrl: mail.url,
      throttles: { ...t.config.throttles, codesPerAddressPerHour: 3, codesPerAccountPerHour: 2 },
      verificationCode: { ...t.config.verificationCode, resendSeconds: 0 },
    });
    const getCode = (account: string, remoteAddress: string, purpose = 'signup') =>
      capped.app.inject({ url: `/anonymous/getCode?account=${account}&purpose=${purpose}`, remoteAddress });
    try {
      for (const victim of ['a', 'b', 'c']) {
        expect(envelopeOf(await getCode(`${victim}@example.test`, '10.9.0.1')).code).toBe(0);
      }
      const fourth = await getCode('d@example.test', '10.9.0.1');
      expect(fourth.statusCode).toBe(429);
      expect(envelopeOf(fourth)).toMatchObject({ code: 110 });
      expect(envelopeOf(await getCode('d@example.test', '10.9.0.2')).code).toBe(0);

      // Two codes reached b@ within the hour: a third is refused from any address, for any purpose.
      expect(envelopeOf(await getCode('b@example.test', '10.9.0.3')).code).toBe(0);
      expect(envelopeOf(await getCode('b@example.test', '10.9.0.4')).code).toBe(110);
      const stored = await capped.database.db.select().from(verificationCodes);
      expect(stored.map((row) => row.address).sort()).toEqual([
        '10.9.0.1',
        '10.9.0.1',
        '10.9.0.1',
        '10.9.0.2',
        '10.9.0.3',
      ]);
    } finally {
      await capped.close();
    }
  });

  it('reports an expired code with 6', async () => {
    const account = 'late@example.test';
    const code = await sendCode(account, 'signup');
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.account, account));
    expect(envelopeOf(await get(`/anonymous/checkCode?account=${account}&code=${code}`)).code).toBe(6);
  });

  it('resets a forgotten password and ends every session', async () => {
    const user = await createUser(t.database, { account: 'forgetful@example.test' });
    const session = await signIn(t.app, user.account, user.password);
    expect(
      envelopeOf(await get('/anonymous/checkAccount?account=unknown@example.test&purpose=reset')).code,
    ).toBe(105);
    const code = await sendCode(user.account, 'reset');
    const reset = await post('/anonymous/resetPwd', {
      account: user.account,
      code,
      password: 'fresh-start',
      confirm: 'fresh-start',
    });
    expect(envelopeOf(reset).code).toBe(0);
    const renew = await post('/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: session.refresh_token,
    });
    expect(envelopeOf(renew).code).toBe(401);
    await expect(signIn(t.app, user.account, user.password)).rejects.toThrow();
    await signIn(t.app, user.account, 'fresh-start');
  });

  it('signs up a phone account with codes e-mailed to the address it gives, then signs in and resets by phone', async () => {
    const typed = '+34 612 345 678';
    const email = 'phone.owner@example.test';
    const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    expect(envelopeOf(await get(`/anonymous/checkAccount?${query({ account: typed })}`)).code).toBe(0);
    const withoutEmail = await get(`/anonymous/getCode?${query({ account: typed, purpose: 'signup' })}`);
    expect(envelopeOf(withoutEmail)).toMatchObject({ code: 4, data: { field: 'email' } });
    const sent = await get(`/anonymous/getCode?${query({ account: typed, email, purpose: 'signup' })}`);
    expect(envelopeOf(sent).code).toBe(0);
    const code = mail.codeFor(email) ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // The code proves the address it went to: another one cannot sign up with it.
    const checkWith = (address: string) =>
      get(`/anonymous/checkCode?${query({ account: typed, email: address, code })}`);
    expect(envelopeOf(await checkWith('someone.else@example.test')).code).toBe(5);
    expect(envelopeOf(await checkWith(email)).code).toBe(0);
    const body = { account: typed, code, password: 'phone-pass', confirm: 'phone-pass', agreement: true };
    expect(envelopeOf(await post('/anonymous/signup', { ...body, email: undefined }))).toMatchObject({
      code: 4,
      data: { field: 'email' },
    });
    const pair = envelopeOf<TTokenPair>(await post('/anonymous/signup', { ...body, email })).data;
    const me = await t.app.inject({ url: '/api/v1/user', headers: bearer(pair.access_token) });
    expect(envelopeOf(me)).toMatchObject({ code: 0, data: { account: '+34612345678', kind: 'customer' } });
    const [row] = await t.database.db.select().from(users).where(eq(users.account, '+34612345678'));
    expect(row?.email).toBe(email);

    // The phone number is the account: as typed or without separators.
    await signIn(t.app, typed, 'phone-pass');
    expect(envelopeOf(await get(`/anonymous/checkAccount?${query({ account: typed })}`)).code).toBe(103);

    // A reset goes to the address the account signed up with, whatever the request names.
    const reset = { account: '+34612345678', purpose: 'reset', email: 'someone.else@example.test' };
    expect(envelopeOf(await get(`/anonymous/getCode?${query(reset)}`)).code).toBe(0);
    expect(mail.codeFor('someone.else@example.test')).toBeUndefined();
    const resetCode = mail.codeFor(email) ?? '';
    expect(resetCode).not.toBe(code);
    const newPassword = { account: typed, code: resetCode, password: 'phone-new', confirm: 'phone-new' };
    expect(envelopeOf(await post('/anonymous/resetPwd', newPassword)).code).toBe(0);
    await signIn(t.app, '+34612345678', 'phone-new');
  });
});
