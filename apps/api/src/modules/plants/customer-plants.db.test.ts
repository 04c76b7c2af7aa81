import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEvent, TEventCounts } from '@sunfleet/contract/events';
import type { TPlantDetail, TPlantList, TStatusCounts } from '@sunfleet/contract/plants';
import { eq } from '@sunfleet/db/query';
import { users } from '@sunfleet/db/schema';
import { createEvent } from '@sunfleet/db/plant-testing';
import { createDevice, createGateway } from '@sunfleet/db/telemetry-testing';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createCast, createPlantAs, validPlant, type TActor, type TCast } from './fixtures.ts';

/**
 * A company plant built for one of the company's customers (issue 15): the customer sees it, its
 * devices and its events read-only through the one visibility rule (plants/access.ts), while the
 * company keeps managing it; nobody else gains anything.
 */
describe('plants built for a customer', () => {
  let t: TestApp;
  let cast: TCast;
  let plant: TPlantDetail;
  let deviceSn: string;

  const get = (who: TActor, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: who.headers });
  const post = (who: TActor, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });

  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t);
    // cast.owner is company A's customer (users.company_id = A); the stranger is nobody's.
    const created = await createPlantAs(t, cast.installer, cast.companyA.id, { customerId: cast.owner.id });
    plant = created.plant;
    const device = await createDevice(t.database, {
      gatewayId: created.gateway.id,
      plantId: plant.id,
      dictionaryId: 'sofar_lsw3',
      kind: 'inverterString',
    });
    deviceSn = device.sn;
    await createEvent(t.database, { sourceSn: device.sn, plantId: plant.id, deviceId: device.id });
  });
  afterAll(() => t.close());

  it('records the customer on creation and shows them in the detail', () => {
    expect(plant.customer).toMatchObject({ id: cast.owner.id, account: cast.owner.account });
    expect(plant.role).toBe('company');
  });

  it('names the customer a company plant was built for as its owner in the company’s list', async () => {
    const list = envelopeOf<TPlantList>(await get(cast.installer, '/plants?size=100')).data;
    const row = list.infos.find((p) => p.id === plant.id);
    const [customer] = await t.database.db.select().from(users).where(eq(users.id, cast.owner.id));
    expect(row?.owner).toBe(customer?.nickname || cast.owner.account);
    expect(row?.owner).not.toBeNull();
  });

  it('lets the customer see the plant in lists, detail, devices, events and counts, as role customer', async () => {
    const list = envelopeOf<TPlantList>(await get(cast.owner, '/plants')).data;
    expect(list.infos.map((p) => [p.id, p.role])).toEqual([[plant.id, 'customer']]);
    const detail = envelopeOf<TPlantDetail>(await get(cast.owner, `/plant/${plant.id}`));
    expect(detail).toMatchObject({ code: 0, data: { role: 'customer', customer: { id: cast.owner.id } } });
    const devices = envelopeOf<{ sn: string }[] | { infos: { sn: string }[] }>(
      await get(cast.owner, `/plant/${plant.id}/devices`),
    );
    expect(devices.code).toBe(0);
    expect(JSON.stringify(devices.data)).toContain(deviceSn);
    expect(envelopeOf(await get(cast.owner, `/telemetry/${deviceSn}/latest`)).code).toBe(0);
    const events = envelopeOf<{ infos: TEvent[] }>(await get(cast.owner, `/plant/${plant.id}/events`)).data;
    expect(events.infos).toHaveLength(1);
    const eventCount = envelopeOf<TEventCounts>(await get(cast.owner, '/overview/eventCount')).data;
    expect(eventCount.all).toBe(1);
    const plantCount = envelopeOf<TStatusCounts>(await get(cast.owner, '/overview/plantCount')).data;
    expect(plantCount.all).toBe(1);
    const userCounts = envelopeOf<TStatusCounts>(
      await get(cast.installer, `/user/${cast.owner.id}/plantCount`),
    );
    expect(userCounts.data.all).toBe(1);
  });

  it('keeps it read only for the customer (2) and hidden from other customers and companies (700, 3)', async () => {
    const body = { ...validPlant({ sn: 'x', key: 'y' }), gateway: undefined };
    expect(envelopeOf(await post(cast.owner, `/plant/${plant.id}`, body)).code).toBe(2);
    expect(envelopeOf(await post(cast.owner, `/plant/${plant.id}/delete`)).code).toBe(2);
    expect(
      envelopeOf(
        await post(cast.owner, `/plant/${plant.id}/share`, {
          account: cast.stranger.account,
          role: 'visitor',
        }),
      ).code,
    ).toBe(703);
    for (const who of [cast.stranger, cast.otherInstaller]) {
      expect(envelopeOf(await get(who, `/plant/${plant.id}`)).code).toBe(700);
      expect(envelopeOf(await get(who, `/plant/${plant.id}/events`)).code).toBe(700);
      expect(envelopeOf(await get(who, `/telemetry/${deviceSn}/latest`)).code).toBe(3);
      const list = envelopeOf<TPlantList>(await get(who, '/plants')).data;
      expect(list.infos.map((p) => p.id)).not.toContain(plant.id);
    }
  });

  it('lets the company reassign or clear the customer, only to one of its own customers (4)', async () => {
    const body = { ...validPlant({ sn: 'x', key: 'y' }), gateway: undefined };
    const toStranger = await post(cast.installer, `/plant/${plant.id}`, {
      ...body,
      customerId: cast.stranger.id,
    });
    expect(envelopeOf(toStranger)).toMatchObject({ code: 4, data: { field: 'customerId' } });
    const kept = envelopeOf<TPlantDetail>(await post(cast.installer, `/plant/${plant.id}`, body));
    expect(kept.data.customer?.id).toBe(cast.owner.id);
    const cleared = envelopeOf<TPlantDetail>(
      await post(cast.installer, `/plant/${plant.id}`, { ...body, customerId: null }),
    );
    expect(cleared.data.customer).toBeNull();
    expect(envelopeOf(await get(cast.owner, `/plant/${plant.id}`)).code).toBe(700);
    const back = await post(cast.installer, `/plant/${plant.id}`, { ...body, customerId: cast.owner.id });
    expect(envelopeOf<TPlantDetail>(back).data.customer?.id).toBe(cast.owner.id);
  });

  it('refuses a customer of another company, and a customer choosing one, at creation (4)', async () => {
    const gateway = await createGateway(t.database, { companyId: cast.companyB.id });
    const other = await post(cast.otherInstaller, '/plant', {
      ...validPlant(gateway),
      customerId: cast.owner.id,
    });
    expect(envelopeOf(other)).toMatchObject({ code: 4, data: { field: 'customerId' } });
    const own = await createGateway(t.database, { companyId: cast.companyA.id });
    const bySelf = await post(cast.owner, '/plant', { ...validPlant(own), customerId: cast.owner.id });
    expect(envelopeOf(bySelf)).toMatchObject({ code: 4, data: { field: 'customerId' } });
  });

  it('stops showing it once the company removes the customer', async () => {
    expect(
      envelopeOf(
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/customers/delete/${cast.owner.id}`,
          headers: cast.installer.headers,
        }),
      ).code,
    ).toBe(0);
    expect(envelopeOf(await get(cast.owner, `/plant/${plant.id}`)).code).toBe(700);
    const detail = envelopeOf<TPlantDetail>(await get(cast.installer, `/plant/${plant.id}`)).data;
    expect(detail.customer).toBeNull();
  });
});
