import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTokenPair } from '@sunfleet/contract/auth';
import { eq } from '@sunfleet/db/query';
import { users } from '@sunfleet/db/schema';
import { createUser, type TUserFactoryValues } from '@sunfleet/db/testing';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const newUser = (values: TUserFactoryValues = {}) => createUser(t.database, values);
  const token = (payload: Record<string, string>, address = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/oauth/token', payload, remoteAddress: address });
  const refresh = (pair: TTokenPair) =>
    token({ grant_type: 'refresh_token', refresh_token: pair.refresh_token });
  const me = (accessToken: string) => t.app.inject({ url: '/api/v1/user', headers: bearer(accessToken) });

  it('signs in with a JSON or a form body, the account in any case', async () => {
    const user = await newUser({ account: 'mixed@example.test' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=MIXED%40example.test&password=${user.password}`,
    });
    expect(envelopeOf<TTokenPair>(form)).toMatchObject({
      code: 0,
      data: { token_type: 'bearer', expires_in: t.config.accessTokenTtlSeconds },
    });
    const pair = await signIn(t.app, user.account, user.password);
    expect(envelopeOf(await me(pair.access_token))).toMatchObject({ code: 0, data: { id: user.id } });
  });

  it('refuses a wrong password with 102 and a disabled account with 101', async () => {
    const user = await newUser();
    const wrong = await token({ grant_type: 'password', username: user.account, password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(envelopeOf(wrong)).toMatchObject({ code: 102, msg: 'Wrong account or password' });
    const unknown = await token({ grant_type: 'password', username: 'nobody@example.test', password: 'x' });
    expect(envelopeOf(unknown).code).toBe(102);
    const disabled = await newUser({ disabled: true });
    const refused = await token({
      grant_type: 'password',
      username: disabled.account,
      password: disabled.password,
    });
    expect(envelopeOf(refused).code).toBe(101);
  });

  it('rotates refresh tokens: the old one is refused and its reuse ends the session', async () => {
    const user = await newUser();
    const first = await signIn(t.app, user.account, user.password);
    const renewed = await refresh(first);
    const second = envelopeOf<TTokenPair>(renewed).data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(envelopeOf(await me(second.access_token)).code).toBe(0);

    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(envelopeOf(replay).code).toBe(401);
    // The replay looked like a stolen token: the whole family is gone, the newest token too.
    expect(envelopeOf(await refresh(second)).code).toBe(401);
  });

  it('signs out: the revoked refresh token no longer renews', async () => {
    const user = await newUser();
    const pair = await signIn(t.app, user.account, user.password);
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      payload: { refresh_token: pair.refresh_token },
    });
    expect(envelopeOf(revoke).code).toBe(0);
    expect(envelopeOf(await refresh(pair)).code).toBe(401);
  });

  it('ends a session for its access tokens at once: sign-out, reuse, password change, disabled user', async () => {
    const refused = async (accessToken: string) => envelopeOf(await me(accessToken)).code === 401;

    const user = await newUser();
    const signedOut = await signIn(t.app, user.account, user.password);
    expect(await refused(signedOut.access_token)).toBe(false);
    await t.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      payload: { refresh_token: signedOut.refresh_token },
    });
    expect(await refused(signedOut.access_token)).toBe(true);

    const stolen = await signIn(t.app, user.account, user.password);
    const renewed = envelopeOf<TTokenPair>(await refresh(stolen)).data;
    expect(await refused(stolen.access_token)).toBe(false);
    expect(await refused(renewed.access_token)).toBe(false);
    await refresh(stolen);
    expect(await refused(renewed.access_token)).toBe(true);

    const here = await signIn(t.app, user.account, user.password);
    const elsewhere = await signIn(t.app, user.account, user.password);
    const change = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/${user.id}/pwd`,
      headers: bearer(here.access_token),
      payload: { old: user.password, new: 'another-1', confirm: 'another-1' },
    });
    expect(envelopeOf(change).code).toBe(0);
    expect(await refused(elsewhere.access_token)).toBe(true);
    expect(await refused(here.access_token)).toBe(false);

    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect(await refused(here.access_token)).toBe(true);
  });

  it('refuses a token without expiry or naming a session never issued', async () => {
    const user = await newUser();
    const secret = new TextEncoder().encode(t.config.jwtSecret);
    const pair = await signIn(t.app, user.account, user.password);
    const { sid } = decodeJwt(pair.access_token);
    const endless = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .sign(secret);
    const unissued = await new SignJWT({ sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(secret);
    const otherUsers = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject((await newUser()).id)
      .setExpirationTime('1h')
      .sign(secret);
    for (const accessToken of [endless, unissued, otherUsers])
      expect(envelopeOf(await me(accessToken)).code).toBe(401);
    expect(envelopeOf(await me(pair.access_token)).code).toBe(0);
  });

  it('answers HTTP 401 / code 401 without a token, with an expired one and with a forged one', async () => {
    const user = await newUser();
    const secret = new TextEncoder().encode(t.config.jwtSecret);
    const expired = await new SignJWT({ sid: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const forged = await new SignJWT({ sid: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters'));

    for (const headers of [{}, bearer(expired), bearer(forged), bearer('not-a-jwt')]) {
      const response = await t.app.inject({ url: '/api/v1/user', headers });
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response)).toMatchObject({
        code: 401,
        msg: 'Token authentication failed.',
        data: null,
      });
    }
  });

  it('locks an account where it was guessed at, and everywhere once guessed at from many places, saying for how long', async () => {
    const user = await newUser();
    const bystander = await newUser();
    const attempt = (account: string, password: string, address: string) =>
      token({ grant_type: 'password', username: account, password }, address);
    const { refuseAfter, accountRefuseAfter } = t.config.signInLock;
    for (let failure = 0; failure < refuseAfter; failure += 1) {
      expect(envelopeOf(await attempt(user.account, 'guess', '10.0.0.1')).code).toBe(102);
    }
    const locked = await attempt(user.account, user.password, '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(envelopeOf(locked)).toMatchObject({
      code: 109,
      msg: 'Too many failed attempts. Try again in 15 minutes.',
    });
    // The guessing address is slowed, not locked, for other accounts (a shared office or carrier
    // address); the same account elsewhere is not locked by one place's guesses.
    expect(envelopeOf(await attempt(bystander.account, bystander.password, '10.0.0.1')).code).toBe(0);

    // Guesses spread over many addresses lock the account everywhere.
    for (let failure = refuseAfter; failure < accountRefuseAfter; failure += 1) {
      await attempt(user.account, 'guess', `10.0.2.${failure}`);
    }
    expect(envelopeOf(await attempt(user.account, user.password, '10.0.0.3')).code).toBe(109);
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/oauth/token?lan=es',
      payload: { grant_type: 'password', username: user.account, password: user.password },
    });
    expect(envelopeOf(spanish).msg).toBe('Demasiados intentos fallidos. Inténtelo de nuevo en 15 minutos.');
  });

  it('does not lock a new browser behind a shared address out of its account for others’ failures', async () => {
    const [guessed, newcomer] = [await newUser(), await newUser()];
    const office = '10.0.3.1';
    const { refuseAfter } = t.config.signInLock;
    for (let failure = 0; failure < 2 * refuseAfter; failure += 1) {
      await token({ grant_type: 'password', username: guessed.account, password: 'guess' }, office);
    }
    const signIn = (password: string) =>
      token({ grant_type: 'password', username: newcomer.account, password }, office);
    expect(envelopeOf(await signIn(newcomer.password)).code).toBe(0);
    // Its own guesses there still lock it there.
    for (let failure = 0; failure < refuseAfter; failure += 1) {
      expect(envelopeOf(await signIn('guess')).code).toBe(102);
    }
    expect(envelopeOf(await signIn(newcomer.password)).code).toBe(109);
  });

  it('lets the right password through a lock from a device that signed in before', async () => {
    const user = await newUser();
    const neighbour = await newUser();
    const office = '10.0.1.1';
    const signInFrom = (who: { account: string }, password: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'password', username: who.account, password },
        remoteAddress: office,
        headers: cookie ? { cookie } : {},
      });
    const first = await signInFrom(user, user.password);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^sunfleet_device=.+; Max-Age=\d+; Path=\/oauth\/token; HttpOnly; SameSite=Strict$/,
    );
    const device = setCookie.split(';')[0]!;

    // Someone behind the same address guesses at both accounts until both are locked there.
    const { refuseAfter } = t.config.signInLock;
    for (let failure = 0; failure < 2 * refuseAfter; failure += 1) {
      await signInFrom(failure % 2 ? user : neighbour, 'guess');
    }
    expect(envelopeOf(await signInFrom(neighbour, neighbour.password)).code).toBe(109);
    expect(envelopeOf(await signInFrom(user, user.password)).code).toBe(109);
    expect(envelopeOf(await signInFrom(user, user.password, device)).code).toBe(0);

    // The device vouches for its own account only, and a tampered cookie for none.
    expect(envelopeOf(await signInFrom(neighbour, neighbour.password, device)).code).toBe(109);
    expect(envelopeOf(await signInFrom(user, user.password, `${device}x`)).code).toBe(109);

    // Wrong passwords from the known device lock that device out in turn.
    for (let failure = 0; failure < refuseAfter; failure += 1) {
      expect(envelopeOf(await signInFrom(user, 'guess', device)).code).toBe(102);
    }
    expect(envelopeOf(await signInFrom(user, user.password, device)).code).toBe(109);
  });
});
