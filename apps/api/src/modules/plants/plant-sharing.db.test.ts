import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlantDetail, TShareUser } from '@sunfleet/contract/plants';
import { eq } from '@sunfleet/db/query';
import { gateways } from '@sunfleet/db/telemetry-schema';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createCast, createPlantAs, type TActor, type TCast } from './fixtures.ts';

describe('sharing and transfer of plants', () => {
  let t: TestApp;
  let cast: TCast;
  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t);
  });
  afterAll(() => t.close());

  const post = (who: TActor, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
  const get = (who: TActor, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: who.headers });

  it('lets the owner share as visitor or manager, list and cancel shares', async () => {
    const { plant } = await createPlantAs(t, cast.owner, cast.companyA.id);
    const shared = await post(cast.owner, `/plant/${plant.id}/share`, {
      account: cast.visitor.account,
      role: 'visitor',
    });
    expect(envelopeOf<TShareUser[]>(shared).data).toMatchObject([
      { userId: cast.visitor.id, role: 'visitor' },
    ]);
    await post(cast.owner, `/plant/${plant.id}/share`, {
      account: cast.manager.account.toUpperCase(),
      role: 'manager',
    });
    // Sharing again changes the role.
    await post(cast.owner, `/plant/${plant.id}/share`, { account: cast.visitor.account, role: 'manager' });
    const users = envelopeOf<TShareUser[]>(await get(cast.owner, `/plant/${plant.id}/getShareUsers`)).data;
    expect(users.map((u) => [u.account, u.role]).sort()).toEqual(
      [
        [cast.visitor.account, 'manager'],
        [cast.manager.account, 'manager'],
      ].sort(),
    );
    expect(envelopeOf(await get(cast.installer, `/plant/${plant.id}/getShareUsers`))).toMatchObject({
      code: 0,
    });
    expect(envelopeOf(await get(cast.manager, `/plant/${plant.id}/getShareUsers`))).toMatchObject({
      code: 2,
    });

    const cancelled = await post(cast.owner, `/plant/${plant.id}/cancelShare`, { userId: cast.visitor.id });
    expect(envelopeOf<TShareUser[]>(cancelled).data.map((u) => u.userId)).toEqual([cast.manager.id]);
    expect(envelopeOf(await get(cast.visitor, `/plant/${plant.id}`))).toMatchObject({ code: 700 });
  });

  it('refuses sharing with yourself (701), with company users (702), a company plant (703), and by anyone but the owner', async () => {
    const { plant } = await createPlantAs(t, cast.owner, cast.companyA.id);
    const share = (who: TActor, account: string, id = plant.id) =>
      post(who, `/plant/${id}/share`, { account, role: 'visitor' });

    expect(envelopeOf(await share(cast.owner, cast.owner.account))).toEqual({
      code: 701,
      msg: 'Prohibit sharing with yourself',
      data: null,
    });
    expect(envelopeOf(await share(cast.owner, cast.otherInstaller.account))).toEqual({
      code: 702,
      msg: 'Prohibit sharing to company users',
      data: null,
    });
    expect(envelopeOf(await share(cast.owner, 'nobody@example.test'))).toMatchObject({ code: 105 });

    const companyPlant = await createPlantAs(t, cast.installer, cast.companyA.id);
    expect(envelopeOf(await share(cast.installer, cast.owner.account, companyPlant.plant.id))).toEqual({
      code: 703,
      msg: 'Prohibit sharing company Plant',
      data: null,
    });

    await post(cast.owner, `/plant/${plant.id}/share`, { account: cast.manager.account, role: 'manager' });
    expect(envelopeOf(await share(cast.manager, cast.stranger.account))).toMatchObject({ code: 2 });
    expect(envelopeOf(await share(cast.installer, cast.stranger.account))).toMatchObject({ code: 2 });
    expect(envelopeOf(await share(cast.stranger, cast.visitor.account))).toMatchObject({ code: 700 });
    expect(envelopeOf(await share(cast.owner, 'not an account'))).toMatchObject({
      code: 4,
      data: { field: 'account' },
    });
    const users = envelopeOf<TShareUser[]>(await get(cast.owner, `/plant/${plant.id}/getShareUsers`)).data;
    expect(users.map((u) => u.userId)).toEqual([cast.manager.id]);
  });

  it('refuses a transfer with a wrong password (108), to yourself (701) or to a bad account (704), changing nothing', async () => {
    const { plant } = await createPlantAs(t, cast.owner, cast.companyA.id);
    const transfer = (who: TActor, account: string, password: string) =>
      post(who, `/plant/${plant.id}/transfer?account=${encodeURIComponent(account)}`, { password });
    const failure = { code: 704, msg: 'Transfer failure', data: null };

    expect(envelopeOf(await transfer(cast.owner, cast.stranger.account, 'wrong-password'))).toEqual({
      code: 108,
      msg: 'Old password error',
      data: null,
    });
    expect(envelopeOf(await transfer(cast.owner, 'nobody@example.test', cast.owner.password))).toEqual(
      failure,
    );
    expect(envelopeOf(await transfer(cast.owner, cast.owner.account, cast.owner.password))).toEqual({
      code: 701,
      msg: 'Prohibit sharing with yourself',
      data: null,
    });
    expect(envelopeOf(await transfer(cast.owner, cast.otherInstaller.account, cast.owner.password))).toEqual(
      failure,
    );
    expect(
      envelopeOf(await transfer(cast.stranger, cast.stranger.account, cast.stranger.password)),
    ).toMatchObject({
      code: 700,
    });
    expect(envelopeOf<TPlantDetail>(await get(cast.owner, `/plant/${plant.id}`)).data.role).toBe('owner');
  });

  it('transfers with the password: the receiver becomes the owner and the giver loses the plant', async () => {
    const { plant, gateway } = await createPlantAs(t, cast.owner, cast.companyA.id);
    await post(cast.owner, `/plant/${plant.id}/share`, { account: cast.visitor.account, role: 'visitor' });
    const transferred = await post(
      cast.owner,
      `/plant/${plant.id}/transfer?account=${encodeURIComponent(cast.stranger.account)}`,
      { password: cast.owner.password },
    );
    expect(envelopeOf(transferred)).toMatchObject({ code: 0 });
    expect(envelopeOf<TPlantDetail>(await get(cast.stranger, `/plant/${plant.id}`)).data).toMatchObject({
      role: 'owner',
      ownerAccount: cast.stranger.account,
    });
    expect(envelopeOf(await get(cast.owner, `/plant/${plant.id}`))).toMatchObject({ code: 700 });
    // Shares end with the old owner; the installer company still serves the plant.
    expect(envelopeOf(await get(cast.visitor, `/plant/${plant.id}`))).toMatchObject({ code: 700 });
    expect(envelopeOf(await get(cast.installer, `/plant/${plant.id}`))).toMatchObject({ code: 0 });
    const [bound] = await t.database.db.select().from(gateways).where(eq(gateways.id, gateway.id));
    expect(bound?.customerId).toBe(cast.stranger.id);
    // The new owner is now the one who shares.
    const share = await post(cast.stranger, `/plant/${plant.id}/share`, {
      account: cast.owner.account,
      role: 'visitor',
    });
    expect(envelopeOf(share)).toMatchObject({ code: 0 });
  });

  it('lets the installer hand a company plant to its customer, who then shares it', async () => {
    const { plant } = await createPlantAs(t, cast.installer, cast.companyA.id);
    const transferred = await post(
      cast.installer,
      `/plant/${plant.id}/transfer?account=${encodeURIComponent(cast.owner.account)}`,
      { password: cast.installer.password },
    );
    expect(envelopeOf(transferred)).toMatchObject({ code: 0 });
    const shared = await post(cast.owner, `/plant/${plant.id}/share`, {
      account: cast.visitor.account,
      role: 'visitor',
    });
    expect(envelopeOf(shared)).toMatchObject({ code: 0 });
    expect(envelopeOf<TPlantDetail>(await get(cast.visitor, `/plant/${plant.id}`)).data.role).toBe('visitor');
  });
});
