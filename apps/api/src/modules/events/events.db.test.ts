import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEvent, TEventCounts } from '@sunfleet/contract/events';
import type { TPage } from '@sunfleet/contract/paging';
import type { TPlantOption } from '@sunfleet/contract/plants';
import { createEvent } from '@sunfleet/db/plant-testing';
import { demoAccounts, seed } from '@sunfleet/db/seed';
import { gateways } from '@sunfleet/db/telemetry-schema';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';

type TDemoUser = keyof typeof demoAccounts;
const demoUsers = Object.keys(demoAccounts) as TDemoUser[];

describe('every list and count of events agrees, for every demo user', () => {
  let t: TestApp;
  const headers = {} as Record<TDemoUser, Record<string, string>>;
  const userIds = {} as Record<TDemoUser, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.database.db, { demo: true });
    // An open and a closed event on every gateway: those bound to a plant, and the demo's spare
    // gateway, assigned to the installer but on no plant yet (the case the counts once missed).
    for (const gateway of await t.database.db.select().from(gateways)) {
      const source = { sourceSn: gateway.sn, gatewayId: gateway.id, plantId: gateway.plantId };
      await createEvent(t.database, { ...source, level: 'fault' });
      await createEvent(t.database, {
        ...source,
        level: 'offline',
        closedAt: new Date(),
        durationSeconds: 0,
      });
    }
    for (const user of demoUsers) {
      const { account, password } = demoAccounts[user];
      const session = await signIn(t.app, account, password);
      headers[user] = bearer(session.access_token);
      const me = await t.app.inject({ url: '/api/v1/user', headers: headers[user] });
      userIds[user] = envelopeOf<{ id: string }>(me).data.id;
    }
  }, 60_000);
  afterAll(() => t.close());

  const get = async <T>(user: TDemoUser, url: string) => {
    const reply = envelopeOf<T>(await t.app.inject({ url: `/api/v1${url}`, headers: headers[user] }));
    expect(reply.code, url).toBe(0);
    return reply.data;
  };

  it.each(demoUsers)('%s: the event list totals what every count says', async (user) => {
    const list = await get<TPage<TEvent>>(user, '/events?size=100');
    const overview = await get<TEventCounts>(user, '/overview/eventCount');
    const lastHour = await get<TEvent[]>(user, '/event/oneHour');
    // The spare gateway's events (on no plant) count for those it is assigned to as they list.
    const isSpareSeen = list.infos.some((event) => event.plantId === null);
    expect(isSpareSeen).toBe(['admin', 'installer', 'staff'].includes(user));
    expect(overview.all).toBe(list.total);
    expect(overview.open).toBe((await get<TPage<TEvent>>(user, '/events?state=open')).total);
    expect(lastHour.map((event) => event.id).sort()).toEqual(list.infos.map((event) => event.id).sort());

    // "Open alarms" means one thing: the plant list's column is the plant's count of that name.
    const plantList = await get<TPage<{ id: string; openAlarms: number }>>(user, '/plants?size=100');
    const listedAlarms = new Map(plantList.infos.map((row) => [row.id, row.openAlarms]));
    for (const plant of await get<TPlantOption[]>(user, '/plant/filter')) {
      const ofPlant = await get<TPage<TEvent>>(user, `/events?plantId=${plant.id}`);
      const counts = await get<TEventCounts>(user, `/plant/${plant.id}/eventCount`);
      expect(counts.all).toBe(ofPlant.total);
      expect(counts.openAlarms).toBe(listedAlarms.get(plant.id));
      expect((await get<TPage<TEvent>>(user, `/plant/${plant.id}/events`)).total).toBe(ofPlant.total);
    }
  });

  it.each(['owner', 'neighbour'] as const)(
    "%s: their own event count is their list's total",
    async (user) => {
      const list = await get<TPage<TEvent>>(user, '/events');
      expect((await get<TEventCounts>(user, `/user/${userIds[user]}/eventCount`)).all).toBe(list.total);
    },
  );
});
