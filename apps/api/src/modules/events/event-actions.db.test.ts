import { read, utils } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEvent } from '@sunfleet/contract/events';
import type { TPage } from '@sunfleet/contract/paging';
import { createEvent } from '@sunfleet/db/plant-testing';
import { sunfleetBms } from '@sunfleet/protocols/dictionaries/sunfleet-bms';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createDeviceCast, createReportingDevice } from '../devices/fleet-testing.ts';

describe('the events screen: filters, acknowledgement, open events, download', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof createDeviceCast>>;
  let battery: { id: string; sn: string };
  let openId: string;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await createDeviceCast(t);
    battery = await createReportingDevice(t, cast, sunfleetBms, { batterySoc: 50 }, { batterySoc: 50 });
    const source = {
      sourceSn: battery.sn,
      deviceId: battery.id,
      gatewayId: cast.gateway.id,
      plantId: cast.plant.id,
    };
    openId = (
      await createEvent(t.database, {
        ...source,
        level: 'fault',
        code: 'B08',
        name: { en: 'Insulation fault', zh: '绝缘故障', es: 'Fallo de aislamiento' },
      })
    ).id;
    await createEvent(t.database, {
      ...source,
      closedAt: new Date(),
      durationSeconds: 600,
      openedAt: new Date(Date.now() - 600_000),
    });
    await createEvent(t.database, {
      sourceSn: cast.gateway.sn,
      gatewayId: cast.gateway.id,
      plantId: cast.plant.id,
      level: 'offline',
    });
  }, 60_000);
  afterAll(() => t.close());

  const get = <T>(url: string, headers = cast.installer) =>
    t.app.inject({ url: `/api/v1${url}`, headers }).then((reply) => envelopeOf<T>(reply));
  const acknowledge = (id: string, comment: string, headers = cast.installer) =>
    t.app
      .inject({ method: 'POST', url: `/api/v1/event/${id}/acknowledge`, headers, payload: { comment } })
      .then((reply) => envelopeOf(reply));

  it('names each event in the reply language with its device, plant and source family', async () => {
    const page = await get<TPage<TEvent>>('/events?source=battery&state=open&lan=zh');
    expect(page.data.infos).toEqual([
      expect.objectContaining({
        sn: battery.sn,
        code: 'B08',
        name: '绝缘故障',
        sourceKind: 'batteryBms',
        plantName: 'Battery Hill',
        acknowledgement: null,
      }),
    ]);
    expect((await get<TPage<TEvent>>('/events?source=gateway')).data.infos.map((e) => e.level)).toEqual([
      'offline',
    ]);
    expect(
      (await get<TPage<TEvent>>(`/events?search=${battery.sn.slice(-5).toLowerCase()}`)).data.total,
    ).toBe(2);
    expect((await get('/events?source=toaster')).code).toBe(4);
  });

  it('acknowledges an event with a comment, for who may edit its plant', async () => {
    expect((await acknowledge(openId, 'Technician booked for Monday')).code).toBe(0);
    const [event] = (await get<TPage<TEvent>>('/events?acknowledged=yes')).data.infos;
    expect(event).toMatchObject({ id: openId, acknowledgement: { comment: 'Technician booked for Monday' } });
    expect(event?.acknowledgement?.by).toContain('@');
    expect((await get<TPage<TEvent>>('/events?acknowledged=no')).data.total).toBe(2);

    // Each row says whether the caller may acknowledge it: the screen asks nothing per row.
    expect(event?.abilities.operate).toBe(true);
    const [seenByVisitor] = (await get<TPage<TEvent>>('/events?acknowledged=yes', cast.visitor)).data.infos;
    expect(seenByVisitor).toMatchObject({ id: openId, abilities: { view: true, operate: false } });
    expect((await acknowledge(openId, 'seen', cast.visitor)).code).toBe(2);
    expect((await acknowledge(openId, 'seen', cast.outsider)).code).toBe(3);
    expect((await acknowledge(openId, '   ')).code).toBe(4);
    expect((await acknowledge(openId, 'x'.repeat(201))).code).toBe(4);
    expect((await acknowledge('00000000-0000-4000-8000-000000000000', 'seen')).code).toBe(3);
  });

  it("answers a device's open events now, to those who see it", async () => {
    const open = await get<TEvent[]>(`/event/${battery.sn}/realtime`);
    expect(open.data.map((e) => e.code)).toEqual(['B08']);
    expect((await get(`/event/${battery.sn}/realtime`, cast.outsider)).code).toBe(3);
  });

  it('downloads the filtered events as a spreadsheet in the reply language', async () => {
    const reply = await t.app.inject({
      url: '/api/v1/inverter/events/download?source=battery&lan=es',
      headers: cast.installer,
    });
    expect(reply.headers['content-disposition']).toMatch(/attachment; filename="events-.*\.xlsx"/);
    const sheet = read(reply.rawPayload).Sheets.Events;
    const rows = utils.sheet_to_json<Record<string, string>>(sheet ?? {});
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      Nivel: 'Fallo',
      Código: 'B08',
      Planta: 'Battery Hill',
      Estado: 'Abierto',
      Comentario: 'Technician booked for Monday',
    });
    const foreign = await t.app.inject({ url: '/api/v1/inverter/events/download', headers: cast.outsider });
    expect(utils.sheet_to_json(read(foreign.rawPayload).Sheets.Events ?? {})).toEqual([]);
  });
});
