import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlantList, TStatusCounts } from '@sunfleet/contract/plants';
import { eq } from '@sunfleet/db/query';
import { users } from '@sunfleet/db/schema';
import { plants } from '@sunfleet/db/telemetry-schema';
import { createCast, createPlantAs, type TActor, type TCast } from '../modules/plants/fixtures.ts';
import { createTestApp, envelopeOf, type TestApp } from '../testing.ts';

const listUrl = '/plants?page=1&size=20';
const today = new Date().toISOString().slice(0, 10);

/** Apps with the read cache on, as deployed; the rest of the tests run without it. */
function cachedApp(readCacheMs: number) {
  const harness: { t: TestApp; cast: TCast } = { t: undefined!, cast: undefined! };
  beforeAll(async () => {
    harness.t = await createTestApp({ readCacheMs });
    harness.cast = await createCast(harness.t);
  });
  afterAll(() => harness.t.close());

  const get = (who: TActor, url: string) =>
    harness.t.app.inject({ url: `/api/v1${url}`, headers: who.headers });
  const post = (who: TActor, url: string, payload: object = {}) =>
    harness.t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
  const listOf = async (who: TActor) => envelopeOf<TPlantList>(await get(who, listUrl)).data;
  const plantIdsOf = async (who: TActor) => (await listOf(who)).infos.map((plant) => plant.id);
  const renameOutsideTheApi = (id: string, name: string) =>
    harness.t.database.db.update(plants).set({ name }).where(eq(plants.id, id));
  return { harness, get, post, listOf, plantIdsOf, renameOutsideTheApi };
}

describe('read cache', () => {
  const { harness, get, post, listOf, plantIdsOf, renameOutsideTheApi } = cachedApp(60_000);

  it('answers a repeated read from memory until the api handles a write', async () => {
    const { t, cast } = harness;
    const { plant } = await createPlantAs(t, cast.installer, cast.companyA.id);
    expect((await listOf(cast.installer)).infos.find((p) => p.id === plant.id)?.name).toBe(plant.name);

    // A change that does not pass through the api (as live data's) is not seen while cached.
    await renameOutsideTheApi(plant.id, 'Renamed outside');
    expect((await listOf(cast.installer)).infos.find((p) => p.id === plant.id)?.name).toBe(plant.name);

    // Any write empties the cache, even one about something else.
    await post(cast.stranger, '/user/personalized', { theme: 'dark' });
    expect((await listOf(cast.installer)).infos.find((p) => p.id === plant.id)?.name).toBe('Renamed outside');
  });

  it("never serves one user's cached answer to another", async () => {
    const { t, cast } = harness;
    const { plant: ofA } = await createPlantAs(t, cast.installer, cast.companyA.id);
    const { plant: ofB } = await createPlantAs(t, cast.otherInstaller, cast.companyB.id);
    const chartUrl = `/plant/${ofA.id}/power/day?date=${today}`;
    const countsOf = async (who: TActor) =>
      envelopeOf<TStatusCounts>(await get(who, '/overview/plantCount')).data.all;

    const idsOfA = await plantIdsOf(cast.installer);
    const countOfA = await countsOf(cast.installer);
    expect(envelopeOf(await get(cast.installer, chartUrl)).code).toBe(0);
    expect(idsOfA).toContain(ofA.id);

    // The same URLs, asked by company B's administrator and a customer, right after A's.
    const idsOfB = await plantIdsOf(cast.otherInstaller);
    expect(idsOfB).toContain(ofB.id);
    expect(idsOfB).not.toContain(ofA.id);
    expect(await countsOf(cast.otherInstaller)).toBe(idsOfB.length);
    expect(await countsOf(cast.otherInstaller)).not.toBe(countOfA);
    expect(envelopeOf(await get(cast.otherInstaller, chartUrl)).code).toBe(700);
    expect(envelopeOf(await get(cast.stranger, chartUrl)).code).toBe(700);
    expect(await plantIdsOf(cast.stranger)).toEqual([]);

    expect(await plantIdsOf(cast.installer)).toEqual(idsOfA);
  });

  it('shows a deleted plant gone in the very next list call', async () => {
    const { t, cast } = harness;
    const { plant } = await createPlantAs(t, cast.owner, cast.companyA.id);
    const before = await listOf(cast.installer);
    expect(before.infos.map((p) => p.id)).toContain(plant.id);

    expect(envelopeOf(await post(cast.owner, `/plant/${plant.id}/delete`)).code).toBe(0);
    const after = await listOf(cast.installer);
    expect(after.infos.map((p) => p.id)).not.toContain(plant.id);
    expect(after.counts.all).toBe(before.counts.all - 1);
  });

  it('takes a plant from a visitor at once when the owner cancels the share', async () => {
    const { t, cast } = harness;
    const { plant } = await createPlantAs(t, cast.owner, cast.companyA.id);
    await post(cast.owner, `/plant/${plant.id}/share`, { account: cast.visitor.account, role: 'visitor' });
    const chartUrl = `/plant/energy/${plant.id}/day?date=${today}`;
    expect(await plantIdsOf(cast.visitor)).toEqual([plant.id]);
    expect(envelopeOf(await get(cast.visitor, chartUrl)).code).toBe(0);
    expect(envelopeOf<TStatusCounts>(await get(cast.visitor, '/overview/plantCount')).data.all).toBe(1);

    await post(cast.owner, `/plant/${plant.id}/cancelShare`, { userId: cast.visitor.id });
    expect(await plantIdsOf(cast.visitor)).toEqual([]);
    expect(envelopeOf(await get(cast.visitor, chartUrl)).code).toBe(700);
    expect(envelopeOf<TStatusCounts>(await get(cast.visitor, '/overview/plantCount')).data.all).toBe(0);
  });

  it("reads the signed-in user's record again after they change it through the api", async () => {
    const { cast } = harness;
    expect(envelopeOf(await get(cast.manager, listUrl)).msg).toBe('success');
    await post(cast.manager, '/user/personalized', { lang: 'es' });
    expect(envelopeOf(await get(cast.manager, listUrl)).msg).toBe('éxito');
  });
});

describe('read cache entries', () => {
  const { harness, get, listOf, renameOutsideTheApi } = cachedApp(200);

  it('expire after their life, for replies and for the signed-in user', async () => {
    const { t, cast } = harness;
    const { plant } = await createPlantAs(t, cast.installer, cast.companyA.id);
    expect((await listOf(cast.installer)).infos[0]?.name).toBe(plant.name);
    await renameOutsideTheApi(plant.id, 'Renamed outside');
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, cast.installer.id));

    await sleep(300);
    expect((await get(cast.installer, listUrl)).statusCode).toBe(401);
    await t.database.db.update(users).set({ disabled: false }).where(eq(users.id, cast.installer.id));
    await sleep(300);
    expect((await listOf(cast.installer)).infos[0]?.name).toBe('Renamed outside');
  });
});
