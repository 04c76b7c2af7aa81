import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  scanRequestsPerAddress,
  type TScanLoginPoll,
  type TScanLoginRequest,
  type TScanLoginView,
} from '@sunfleet/contract/scan-login';
import { scanLogins } from '@sunfleet/db/alarm-schema';
import { eq } from '@sunfleet/db/query';
import { createUser } from '@sunfleet/db/testing';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';

/**
 * Scan-code sign-in (issue 15): a signed-in device approves the request shown as a QR code; the
 * waiting screen, with the secret only it holds, then gets a session exactly once. Refusal,
 * expiry, reuse and a wrong secret change nothing.
 */
describe('scan-code sign-in', () => {
  let t: TestApp;
  let headers: Record<string, string> = {};

  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
  const ask = (address = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/anonymous/scan',
      remoteAddress: address,
      headers: { 'user-agent': firefox },
    });
  const create = async () => envelopeOf<TScanLoginRequest>(await ask()).data;
  const poll = async (id: string, secret: string) =>
    envelopeOf<TScanLoginPoll>(
      await t.app.inject({ method: 'POST', url: `/anonymous/scan/${id}/poll`, payload: { secret } }),
    );
  const decide = async (id: string, action: 'approve' | 'refuse', as = headers) =>
    envelopeOf(await t.app.inject({ method: 'POST', url: `/api/v1/scan/${id}/${action}`, headers: as }));

  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.database, { kind: 'customer' });
    headers = bearer((await signIn(t.app, user.account, user.password)).access_token);
  });
  afterAll(() => t.close());

  it('signs the waiting screen in once after approval; the tokens work; reuse answers used', async () => {
    const request = await create();
    expect(request.secret.length).toBeGreaterThanOrEqual(32);
    expect(await poll(request.id, request.secret)).toMatchObject({
      code: 0,
      data: { state: 'pending', tokens: null },
    });
    const view = envelopeOf<TScanLoginView>(
      await t.app.inject({ url: `/api/v1/scan/${request.id}`, headers }),
    );
    // The approving device is told who asks.
    expect(view).toMatchObject({
      code: 0,
      data: { state: 'pending', address: '127.0.0.1', userAgent: firefox },
    });
    expect(Date.now() - Date.parse(view.data.requestedAt)).toBeLessThan(60_000);
    expect((await decide(request.id, 'approve')).code).toBe(0);
    const signedIn = await poll(request.id, request.secret);
    expect(signedIn.data.state).toBe('approved');
    const me = await t.app.inject({
      url: '/api/v1/user',
      headers: bearer(signedIn.data.tokens?.access_token ?? ''),
    });
    expect(envelopeOf(me).code).toBe(0);
    expect((await poll(request.id, request.secret)).data).toEqual({ state: 'used', tokens: null });
    expect((await decide(request.id, 'approve')).code).toBe(5);
  });

  it('never hands the session to a wrong secret (3) and needs a signed-in confirmer (401)', async () => {
    const request = await create();
    await decide(request.id, 'approve');
    expect((await poll(request.id, 'x'.repeat(32))).code).toBe(3);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/v1/scan/${request.id}/approve` });
    expect(anonymous.statusCode).toBe(401);
    expect((await poll(request.id, request.secret)).data.state).toBe('approved');
  });

  it('handles refusal and expiry: no session; deciding again answers 5, an expired one 6', async () => {
    const refused = await create();
    expect((await decide(refused.id, 'refuse')).code).toBe(0);
    expect((await poll(refused.id, refused.secret)).data).toEqual({ state: 'refused', tokens: null });
    expect((await decide(refused.id, 'approve')).code).toBe(5);

    const expired = await create();
    await t.database.db
      .update(scanLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(scanLogins.id, expired.id));
    expect((await decide(expired.id, 'approve')).code).toBe(6);
    expect((await poll(expired.id, expired.secret)).data).toEqual({ state: 'expired', tokens: null });
    expect((await poll(crypto.randomUUID(), expired.secret)).code).toBe(3);
  });

  it('throttles anonymous requests per address (111), leaving other addresses alone', async () => {
    const address = '10.9.0.1';
    for (let made = 0; made < scanRequestsPerAddress; made += 1) {
      expect(envelopeOf(await ask(address)).code).toBe(0);
    }
    const refused = await ask(address);
    expect(refused.statusCode).toBe(429);
    const envelope = envelopeOf(refused);
    expect(envelope.code).toBe(111);
    expect(envelope.msg).toMatch(/^Too many requests from this address\. Try again in \d+ seconds\.$/);
    expect(envelopeOf(await ask('10.9.0.2')).code).toBe(0);
  });
});
