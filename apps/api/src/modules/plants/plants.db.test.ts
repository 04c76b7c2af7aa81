import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlantCreateInput, TPlantDetail, TPlantList } from '@sunfleet/contract/plants';
import { count, eq } from '@sunfleet/db/query';
import { createDevice, createGateway } from '@sunfleet/db/telemetry-testing';
import { createEvent, createPlantRollup } from '@sunfleet/db/plant-testing';
import { devices, events, gateways, plants } from '@sunfleet/db/telemetry-schema';
import { createTestApp, envelopeOf, multipartForm, type TestApp } from '../../testing.ts';
import { createCast, createPlantAs, pngPixel, validPlant, type TCast } from './fixtures.ts';

describe('plant creation, edit and delete', () => {
  let t: TestApp;
  let cast: TCast;
  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t);
  });
  afterAll(() => t.close());

  const plantCount = async () => (await t.database.db.select({ n: count() }).from(plants))[0]?.n ?? 0;
  const create = (payload: unknown, headers = cast.owner.headers) =>
    t.app.inject({ method: 'POST', url: '/api/v1/plant', headers, payload: payload as object });

  it('creates a plant bound to its gateway; the owner sees every field back', async () => {
    const gateway = await createGateway(t.database, { companyId: cast.companyA.id });
    const device = await createDevice(t.database, {
      gatewayId: gateway.id,
      kind: 'inverterString',
      dictionaryId: 'sofar_lsw3',
    });
    const response = await create(validPlant(gateway));
    const plant = envelopeOf<TPlantDetail>(response).data;
    expect(response.statusCode).toBe(200);
    expect(plant).toMatchObject({
      name: 'Sunny Hill Plant',
      alias: 'SH-1',
      type: 'acCoupledStorage',
      status: 'offline',
      capacity: 12.5,
      commissioningDate: '2025-04-01',
      location: {
        latitude: 40.4168,
        longitude: -3.7038,
        address: 'Calle Mayor 1, Madrid',
        timeZone: 'Europe/Madrid',
      },
      investment: 15000,
      income: { method: 'constant', currency: 'EUR', price: 0.15 },
      contacts: { contact: 'Ana García', phone: '+34 600 000 000', installer: 'Solar Installers SL' },
      gateways: [{ id: gateway.id, sn: gateway.sn, status: 'offline' }],
      role: 'owner',
      ownerAccount: cast.owner.account,
    });
    const [bound] = await t.database.db.select().from(gateways).where(eq(gateways.id, gateway.id));
    expect(bound).toMatchObject({ plantId: plant.id, customerId: cast.owner.id });
    const [boundDevice] = await t.database.db.select().from(devices).where(eq(devices.id, device.id));
    expect(boundDevice?.plantId).toBe(plant.id);

    const staffView = await t.app.inject({
      url: `/api/v1/plant/${plant.id}`,
      headers: cast.installer.headers,
    });
    expect(envelopeOf<TPlantDetail>(staffView).data.role).toBe('company');
  });

  it('refuses the gateway with 305 when unknown, 300 when the key is wrong, 301 when used, storing nothing', async () => {
    const used = await createPlantAs(t, cast.owner, cast.companyA.id);
    const free = await createGateway(t.database, { companyId: cast.companyA.id });
    const before = await plantCount();
    const cases: [TPlantCreateInput['gateway'], number, string][] = [
      [{ sn: 'NO-SUCH-GATEWAY', key: 'x' }, 305, 'Gateway does not exist'],
      [{ sn: free.sn, key: 'wrong-key' }, 300, 'The gateway SN or Key is incorrect.'],
      [{ sn: used.gateway.sn, key: used.gateway.key }, 301, 'The gateway is already used.'],
    ];
    for (const [gateway, code, msg] of cases) {
      const response = await create({ ...validPlant(free), gateway });
      expect(envelopeOf(response)).toEqual({ code, msg, data: null });
    }
    expect(await plantCount()).toBe(before);
    const [stillFree] = await t.database.db.select().from(gateways).where(eq(gateways.id, free.id));
    expect(stillFree?.plantId).toBeNull();
  });

  it.each<[string, (plant: TPlantCreateInput) => TPlantCreateInput, number, string, string]>([
    [
      'a name under 5 characters',
      (p) => ({ ...p, name: 'Sun' }),
      4,
      'name',
      'The plant name is 5 to 32 characters',
    ],
    [
      'a name over 32 characters',
      (p) => ({ ...p, name: 'S'.repeat(33) }),
      4,
      'name',
      'The plant name is 5 to 32 characters',
    ],
    [
      'special characters',
      (p) => ({ ...p, name: 'Sunny <Hill>' }),
      4,
      'name',
      'Do not enter special characters',
    ],
    [
      'capacity above 50000',
      (p) => ({ ...p, capacity: 50000.5 }),
      4,
      'capacity',
      'Please input 0-50000, at most 3 decimal places',
    ],
    [
      'a negative capacity',
      (p) => ({ ...p, capacity: -1 }),
      4,
      'capacity',
      'Please input 0-50000, at most 3 decimal places',
    ],
    [
      'a price with three decimals',
      (p) => ({ ...p, income: { method: 'constant', currency: 'EUR', price: '0.155' } }),
      4,
      'income.price',
      'Please input 0-9999, at most 2 decimal places',
    ],
    [
      'a price above 9999',
      (p) => ({ ...p, income: { method: 'constant', currency: 'EUR', price: 10000 } }),
      4,
      'income.price',
      'Please input 0-9999, at most 2 decimal places',
    ],
    [
      'seven time-of-use segments',
      (p) => ({
        ...p,
        income: {
          method: 'timeOfUse',
          currency: 'EUR',
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          segments: ['00', '04', '08', '12', '16', '20', '22'].map((start, i, all) => ({
            start: `${start}:00`,
            end: i === all.length - 1 ? '24:00' : `${all[i + 1]}:00`,
            price: 0.1,
          })),
        },
      }),
      4,
      'income.segments',
      'At most 6 items',
    ],
    [
      'segments that do not follow each other',
      (p) => ({
        ...p,
        income: {
          method: 'timeOfUse',
          currency: 'EUR',
          weekdays: [1],
          segments: [
            { start: '00:00', end: '08:00', price: 0.1 },
            { start: '09:00', end: '24:00', price: 0.2 },
          ],
        },
      }),
      4,
      'income.segments.1.start',
      'The time range is not valid',
    ],
    [
      'a last segment ending before midnight',
      (p) => ({
        ...p,
        income: {
          method: 'timeOfUse',
          currency: 'EUR',
          weekdays: [1],
          segments: [{ start: '00:00', end: '23:00', price: 0.1 }],
        },
      }),
      4,
      'income.segments.0.end',
      'The last time segment must end at 24:00 (or 23:59)',
    ],
    [
      'a weekday out of Mon–Sun',
      (p) => ({
        ...p,
        income: {
          method: 'timeOfUse',
          currency: 'EUR',
          weekdays: [8],
          segments: [{ start: '00:00', end: '24:00', price: 1 }],
        },
      }),
      4,
      'income.weekdays.0',
      'Please input 1-7',
    ],
    [
      'a latitude beyond 90',
      (p) => ({ ...p, location: { ...p.location, latitude: '91' } }),
      10,
      'location.latitude',
      'Wrong format of longitude and latitude',
    ],
    [
      'a longitude that is not a number',
      (p) => ({ ...p, location: { ...p.location, longitude: '3,70' } }),
      10,
      'location.longitude',
      'Wrong format of longitude and latitude',
    ],
    [
      'an unknown time zone',
      (p) => ({ ...p, location: { ...p.location, timeZone: 'Mars/Olympus' } }),
      4,
      'location.timeZone',
      'Choose a time zone from the list',
    ],
    [
      'an empty gateway SN',
      (p) => ({ ...p, gateway: { sn: ' ', key: 'k' } }),
      4,
      'gateway.sn',
      'The gateway SN may not be empty',
    ],
    [
      'an empty gateway key',
      (p) => ({ ...p, gateway: { sn: 'GW1', key: '' } }),
      4,
      'gateway.key',
      'The gateway key may not be empty',
    ],
  ])('refuses %s with the spec message and stores nothing', async (_name, change, code, field, message) => {
    const gateway = await createGateway(t.database, { companyId: cast.companyA.id });
    const before = await plantCount();
    const response = await create(change(validPlant(gateway)));
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toMatchObject({ code, data: { field, message } });
    expect(await plantCount()).toBe(before);
  });

  it('takes a picture checked by content and size, and only pictures it stored', async () => {
    const upload = (filename: string, content: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/plant/thumbnail',
        ...withHeaders(multipartForm({}, { filename, content })),
      });
    const withHeaders = (form: ReturnType<typeof multipartForm>) => ({
      payload: form.payload,
      headers: { ...form.headers, ...cast.owner.headers },
    });
    const stored = envelopeOf<{ url: string }>(await upload('roof.png', pngPixel));
    expect(stored.code).toBe(0);
    expect(stored.data.url).toMatch(/^\/files\/plants\/.+\.png$/);
    expect((await t.app.inject({ url: stored.data.url })).statusCode).toBe(200);

    const disguised = envelopeOf(await upload('roof.png', Buffer.from('not really a picture')));
    expect(disguised).toMatchObject({
      code: 4,
      data: { field: 'file', message: 'Only JPG, JPEG, PNG files are allowed' },
    });
    const wrongName = envelopeOf(await upload('roof.gif', pngPixel));
    expect(wrongName).toMatchObject({ code: 4, data: { message: 'Only JPG, JPEG, PNG files are allowed' } });
    const huge = Buffer.concat([pngPixel, Buffer.alloc(10 * 1024 * 1024)]);
    expect(envelopeOf(await upload('huge.png', huge))).toMatchObject({
      code: 4,
      data: { field: 'file', message: 'The file may be at most 10 MB' },
    });

    const gateway = await createGateway(t.database, { companyId: cast.companyA.id });
    const foreign = await create({ ...validPlant(gateway), picture: '/files/avatars/someone.png' });
    expect(envelopeOf(foreign)).toMatchObject({ code: 4, data: { field: 'picture' } });
    const withPicture = envelopeOf<TPlantDetail>(
      await create({ ...validPlant(gateway), picture: stored.data.url }),
    );
    expect(withPicture.data.picture).toBe(stored.data.url);
  });

  it('edits every field with the same rules, in parts or whole', async () => {
    const { plant } = await createPlantAs(t, cast.owner, cast.companyA.id);
    const post = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/plant/${plant.id}${path}`,
        headers: cast.owner.headers,
        payload,
      });

    const info = envelopeOf<TPlantDetail>(
      await post('/info', {
        name: 'Renamed Plant',
        type: 'gridTied',
        capacity: 20,
        commissioningDate: '2024-01-02',
        location: { latitude: 1.5, longitude: 2.5, address: 'Elsewhere', timeZone: 'Asia/Shanghai' },
      }),
    ).data;
    expect(info).toMatchObject({
      name: 'Renamed Plant',
      type: 'gridTied',
      capacity: 20,
      location: { timeZone: 'Asia/Shanghai' },
    });

    const tariff = {
      method: 'timeOfUse',
      currency: 'CNY',
      weekdays: [1, 2, 3, 4, 5],
      segments: [
        { start: '00:00', end: '08:00', price: 0.3 },
        { start: '08:00', end: '24:00', price: 0.8 },
      ],
    };
    expect(envelopeOf<TPlantDetail>(await post('/income', tariff)).data.income).toEqual(tariff);
    expect(envelopeOf(await post('/income', { ...tariff, segments: [] }))).toMatchObject({ code: 4 });

    const contacts = { contact: 'Li Wei', phone: '13800000000', installer: 'Beijing Solar' };
    expect(envelopeOf<TPlantDetail>(await post('/contacts', contacts)).data.contacts).toEqual(contacts);
    expect(envelopeOf(await post('/contacts', { ...contacts, contact: 'x'.repeat(21) }))).toMatchObject({
      code: 4,
      data: { field: 'contact', message: 'At most 20 characters' },
    });

    const whole = envelopeOf<TPlantDetail>(
      await post('', {
        ...validPlant({ sn: 'unused', key: 'unused' }),
        gateway: undefined,
        name: 'Whole Edit Plant',
      }),
    ).data;
    expect(whole).toMatchObject({ name: 'Whole Edit Plant', income: { method: 'constant' } });
    expect(
      envelopeOf(await post('/info', { ...validPlant({ sn: 's', key: 'k' }), name: 'abc' })),
    ).toMatchObject({
      code: 4,
      data: { field: 'name' },
    });
  });

  it('replaces the gateway: binds the new one, then unbinds the old one', async () => {
    const { plant, gateway: old } = await createPlantAs(t, cast.owner, cast.companyA.id);
    const oldDevice = await createDevice(t.database, {
      gatewayId: old.id,
      kind: 'meter',
      dictionaryId: 'solis_meter',
      plantId: plant.id,
    });
    const replacement = await createGateway(t.database, { companyId: cast.companyA.id });
    const replace = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/plant/${plant.id}/gateway`,
        headers: cast.owner.headers,
        payload,
      });

    expect(envelopeOf(await replace({ sn: replacement.sn, key: 'nope' }))).toMatchObject({ code: 300 });
    expect(envelopeOf(await replace({ sn: old.sn, key: old.key }))).toMatchObject({ code: 301 });
    const replaced = envelopeOf<TPlantDetail>(await replace({ sn: replacement.sn, key: replacement.key }));
    expect(replaced.data.gateways.map((g) => g.sn)).toEqual([replacement.sn]);
    const [unbound] = await t.database.db.select().from(gateways).where(eq(gateways.id, old.id));
    expect(unbound?.plantId).toBeNull();
    const [device] = await t.database.db.select().from(devices).where(eq(devices.id, oldDevice.id));
    expect(device?.plantId).toBeNull();
  });

  it('deletes a plant so that nobody sees it or its data, and frees its gateway', async () => {
    const { plant, gateway } = await createPlantAs(t, cast.owner, cast.companyA.id);
    await createEvent(t.database, { sourceSn: gateway.sn, gatewayId: gateway.id, plantId: plant.id });
    await createPlantRollup(t.database, {
      plantId: plant.id,
      period: 'day',
      bucketStart: new Date(),
      energy: { pvEnergyTotal: 5 },
    });
    const visitorCannot = await t.app.inject({
      method: 'POST',
      url: `/api/v1/plant/${plant.id}/delete`,
      headers: cast.stranger.headers,
    });
    expect(envelopeOf(visitorCannot)).toMatchObject({ code: 700, msg: 'Plant does not exist' });

    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/plant/${plant.id}/delete`,
      headers: cast.owner.headers,
    });
    expect(envelopeOf(deleted)).toMatchObject({ code: 0 });
    for (const who of [cast.owner, cast.installer, cast.platform]) {
      expect(
        envelopeOf(await t.app.inject({ url: `/api/v1/plant/${plant.id}`, headers: who.headers })),
      ).toMatchObject({ code: 700 });
      const list = envelopeOf<TPlantList>(
        await t.app.inject({ url: '/api/v1/plants?size=100', headers: who.headers }),
      );
      expect(list.data.infos.map((p) => p.id)).not.toContain(plant.id);
    }
    expect(await t.database.db.select().from(events).where(eq(events.plantId, plant.id))).toEqual([]);
    const again = await create(validPlant(gateway));
    expect(envelopeOf(again)).toMatchObject({ code: 0 });
  });
});
