import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TScanLoginPoll, TScanLoginRequest } from '@sunfleet/contract/scan-login';
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

  const create = async () =>
    envelopeOf<TScanLoginRequest>(await t.app.inject({ method: 'POST', url: '/anonymous/scan' })).data;
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
    const view = envelopeOf(await t.app.inject({ url: `/api/v1/scan/${request.id}`, headers }));
    expect(view).toMatchObject({ code: 0, data: { state: 'pending' } });
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
});
