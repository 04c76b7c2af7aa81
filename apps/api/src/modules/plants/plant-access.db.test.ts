import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEventCounts } from '@sunfleet/contract/events';
import type { TPlantList, TPlantMarker, TPlantOption, TStatusCounts } from '@sunfleet/contract/plants';
import type { TEvent } from '@sunfleet/contract/events';
import { createEvent, sharePlant } from '@sunfleet/db/plant-testing';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createCast, createPlantAs, validPlant, type TActor, type TCast } from './fixtures.ts';

/**
 * Who sees what (spec section 6), for every list and id route of the plants module: the owner,
 * a visitor and a manager it is shared with, its installer company's staff and the platform see
 * the plant; another company's staff and an unrelated customer are told it does not exist (700);
 * visitors only read, managers also edit.
 */
describe('who sees which plant', () => {
  let t: TestApp;
  let cast: TCast;
  let plantId: string;
  let otherPlantId: string;
  let eventId: string;
  type TWho = keyof Omit<TCast, 'companyA' | 'companyB'>;
  const everyone: TWho[] = [
    'owner',
    'visitor',
    'manager',
    'installer',
    'otherInstaller',
    'stranger',
    'platform',
  ];
  const seers: TWho[] = ['owner', 'visitor', 'manager', 'installer', 'platform'];
  const canSee = (who: TWho) => seers.includes(who);

  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t);
    plantId = (await createPlantAs(t, cast.owner, cast.companyA.id)).plant.id;
    otherPlantId = (await createPlantAs(t, cast.otherInstaller, cast.companyB.id)).plant.id;
    await sharePlant(t.database, plantId, cast.visitor.id, 'visitor');
    await sharePlant(t.database, plantId, cast.manager.id, 'manager');
    eventId = (await createEvent(t.database, { sourceSn: 'SN-P', plantId })).id;
    await createEvent(t.database, { sourceSn: 'SN-Q', plantId: otherPlantId, level: 'fault' });
  });
  afterAll(() => t.close());

  const actor = (who: TWho): TActor => cast[who];
  const get = (who: TWho, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: actor(who).headers });
  const post = (who: TWho, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: actor(who).headers, payload });
  const visibleIds = (who: TWho) => {
    if (who === 'platform') return [plantId, otherPlantId].sort();
    if (who === 'otherInstaller') return [otherPlantId];
    return canSee(who) ? [plantId] : [];
  };

  const readRoutes = [
    '',
    '/realtime',
    '/income',
    '/power/day?date=2025-06-01',
    '/power/month?month=2025-06',
    '/power/year?year=2025',
    '/power/total',
    '/inverterCount',
    '/eventCount',
    '/events',
    '/inverters',
    '/devices',
    '/check/device',
  ];
  const energyRoutes = [
    'flow',
    'day?date=2025-06-01',
    'month?month=2025-06',
    'year?year=2025',
    'total',
    'generation/use?from=2025-06-01&to=2025-06-07',
  ];

  it.each(everyone)('answers every read route of the plant for %s, or 700', async (who) => {
    const urls = [
      ...readRoutes.map((path) => `/plant/${plantId}${path}`),
      ...energyRoutes.map((path) => `/plant/energy/${plantId}/${path}`),
      `/plant/meteorological/${plantId}/realtime`,
      `/plant/generation/download?plantId=${plantId}&year=2025`,
    ];
    for (const url of urls) {
      const response = await get(who, url);
      // The yield download answers a file, not an envelope, when it succeeds.
      const isFile = String(response.headers['content-type']).includes('spreadsheetml');
      const code = isFile ? 0 : envelopeOf(response).code;
      expect({ url, code }).toEqual({ url, code: canSee(who) ? 0 : 700 });
    }
  });

  it.each(everyone)('lists, maps, picks and counts only what %s sees', async (who) => {
    const ids = visibleIds(who);
    const list = envelopeOf<TPlantList>(await get(who, '/plants')).data;
    expect(list.infos.map((p) => p.id).sort()).toEqual(ids);
    expect(list.total).toBe(ids.length);
    expect(list.counts.all).toBe(ids.length);
    const markers = envelopeOf<TPlantMarker[]>(await get(who, '/plants/map')).data;
    expect(markers.map((p) => p.id).sort()).toEqual(ids);
    const options = envelopeOf<TPlantOption[]>(await get(who, '/plant/filter')).data;
    expect(options.map((p) => p.id).sort()).toEqual(ids);
    const plantCount = envelopeOf<TStatusCounts>(await get(who, '/overview/plantCount')).data;
    expect(plantCount.all).toBe(ids.length);
    const eventCount = envelopeOf<TEventCounts>(await get(who, '/overview/eventCount')).data;
    expect(eventCount.all).toBe(ids.length);
    const recent = envelopeOf<TEvent[]>(await get(who, '/event/oneHour'));
    expect(recent.code).toBe(0);
    expect(recent.data.map((e) => e.plantId).sort()).toEqual(ids);
  });

  it('tells each their role in the list', async () => {
    const roles = await Promise.all(
      seers.map(async (who) => {
        const list = envelopeOf<TPlantList>(await get(who, '/plants')).data;
        return [who, list.infos.find((p) => p.id === plantId)?.role];
      }),
    );
    expect(Object.fromEntries(roles)).toEqual({
      owner: 'owner',
      visitor: 'visitor',
      manager: 'manager',
      installer: 'company',
      platform: 'platform',
    });
  });

  it.each(everyone)("counts the owner's plants and events only as far as %s sees them", async (who) => {
    const plantCount = envelopeOf<TStatusCounts>(await get(who, `/user/${cast.owner.id}/plantCount`)).data;
    const eventCount = envelopeOf<TEventCounts>(await get(who, `/user/${cast.owner.id}/eventCount`)).data;
    const expected = canSee(who) ? 1 : 0;
    expect([plantCount.all, eventCount.all]).toEqual([expected, expected]);
  });

  it('shows the plant’s events to those who see it', async () => {
    const events = envelopeOf<{ infos: TEvent[] }>(await get('visitor', `/plant/${plantId}/events`)).data;
    expect(events.infos.map((e) => e.id)).toEqual([eventId]);
  });

  it('lets owners, managers and staff edit; visitors read only; others are told 700', async () => {
    const body = validPlant({ sn: 'x', key: 'y' });
    const edits: [string, object][] = [
      ['', { ...body, gateway: undefined }],
      ['/info', body],
      ['/income', body.income],
      ['/contacts', body.contacts],
    ];
    for (const who of everyone) {
      const expected = who === 'visitor' ? 2 : canSee(who) ? 0 : 700;
      for (const [path, payload] of edits) {
        const { code } = envelopeOf(await post(who, `/plant/${plantId}${path}`, payload));
        expect({ who, path, code }).toEqual({ who, path, code: expected });
      }
      // Past the access check, an unknown gateway answers 305: nothing is replaced.
      const gateway = envelopeOf(
        await post(who, `/plant/${plantId}/gateway`, { sn: 'NO-SUCH-GW', key: 'k' }),
      );
      expect({ who, code: gateway.code }).toEqual({ who, code: expected === 0 ? 305 : expected });
    }
  });

  it('lets only the owner share and staff or owner transfer or delete', async () => {
    for (const who of everyone) {
      const share = envelopeOf(
        await post(who, `/plant/${plantId}/share`, { account: cast.stranger.account, role: 'visitor' }),
      );
      const shareUsers = envelopeOf(await get(who, `/plant/${plantId}/getShareUsers`));
      const transfer = envelopeOf(
        await post(who, `/plant/${plantId}/transfer?account=${encodeURIComponent(cast.stranger.account)}`, {
          password: 'wrong-password',
        }),
      );
      const hidden = !canSee(who);
      const isShareRole = who === 'visitor' || who === 'manager';
      expect({ who, share: share.code, shareUsers: shareUsers.code, transfer: transfer.code }).toEqual({
        who,
        share: hidden ? 700 : who === 'owner' ? 0 : 2,
        shareUsers: hidden ? 700 : isShareRole ? 2 : 0,
        transfer: hidden ? 700 : isShareRole ? 2 : 108,
      });
      if (who === 'owner') await post('owner', `/plant/${plantId}/cancelShare`, { userId: cast.stranger.id });
    }
    for (const who of ['visitor', 'manager', 'otherInstaller', 'stranger'] as const) {
      const { code } = envelopeOf(await post(who, `/plant/${plantId}/delete`));
      expect({ who, code }).toEqual({ who, code: canSee(who) ? 2 : 700 });
    }
  });

  it('answers 700 for an id that does not exist and 4 for one that is not an id', async () => {
    expect(envelopeOf(await get('platform', '/plant/00000000-0000-4000-8000-000000000000'))).toMatchObject({
      code: 700,
      msg: 'Plant does not exist',
    });
    expect(envelopeOf(await get('platform', '/plant/not-an-id/realtime'))).toMatchObject({ code: 4 });
  });
});
