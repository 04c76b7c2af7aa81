import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { TFleetDevice, TFleetDeviceRow } from '@sunfleet/contract/fleet-devices';
import type { TPage } from '@sunfleet/contract/paging';
import { createDeviceRollup, createEvent } from '@sunfleet/db/plant-testing';
import { and, eq, rowsOf, sql } from '@sunfleet/db/query';
import {
  deviceLatest,
  deviceRollups,
  devices,
  events,
  maintenanceLogs,
  rawFrames,
  settingLocks,
} from '@sunfleet/db/telemetry-schema';
import { createDevice, createGateway } from '@sunfleet/db/telemetry-testing';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import { solisMeter } from '@sunfleet/protocols/dictionaries/solis-meter';
import { sunfleetBms } from '@sunfleet/protocols/dictionaries/sunfleet-bms';
import { sunfleetWeather } from '@sunfleet/protocols/dictionaries/sunfleet-weather';
import type { TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createDeviceCast, createReportingDevice } from './fleet-testing.ts';

/**
 * The rules every kind of device shares (docs/adr/0042), driven over the kinds: deleting one takes
 * everything it reported with it, a device being upgraded refuses every change with 603, and a
 * device on no plant yet is listed and changed by its gateway's company only.
 */

type TDevice = { id: string; sn: string };
type TChange = { name: string; url: (device: TDevice) => string; body?: object };

const alias = (prefix: string): TChange => ({
  name: 'alias',
  url: (device) => `${prefix}/${device.sn}/alias`,
  body: { alias: 'renamed' },
});
const deleteBySn = (prefix: string): TChange => ({
  name: 'delete',
  url: (device) => `${prefix}/${device.sn}/delete`,
});

/** Each kind with the routes that change it (batteries are deleted by id and have no alias route). */
const kinds: { kind: string; dictionary: TProtocolDictionary; list: string; changes: TChange[] }[] = [
  {
    kind: 'inverter',
    dictionary: deyeHybrid,
    list: '/inverters',
    changes: [
      alias('/inverter'),
      { name: 'boot', url: (device) => `/inverter/${device.sn}/boot` },
      {
        name: 'settings',
        url: (device) => `/dy/store/${device.sn}/setting/workMode`,
        body: { values: { workMode: 0 } },
      },
      deleteBySn('/inverter'),
    ],
  },
  {
    kind: 'meter',
    dictionary: solisMeter,
    list: '/meters',
    changes: [
      alias('/meter'),
      { name: 'master', url: (device) => `/meter/${device.sn}/master` },
      deleteBySn('/meter'),
    ],
  },
  {
    kind: 'battery',
    dictionary: sunfleetBms,
    list: '/batteries',
    changes: [{ name: 'delete', url: (device) => `/battery/${device.id}/delete` }],
  },
  {
    kind: 'weather station',
    dictionary: sunfleetWeather,
    list: '/meteorological',
    changes: [alias('/meteorological'), deleteBySn('/meteorological')],
  },
];
const deleteOf = (changes: TChange[]) => changes.find((change) => change.name === 'delete') as TChange;

let t: TestApp;
let cast: Awaited<ReturnType<typeof createDeviceCast>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createDeviceCast(t);
}, 60_000);
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, body?: object) =>
  t.app
    .inject({ method: 'POST', url: `/api/v1${url}`, headers, ...(body && { payload: body }) })
    .then((reply) => envelopeOf(reply));

/** How many rows of `table` meet `where`. */
const countOf = (...args: Parameters<TestApp['database']['db']['$count']>) =>
  t.database.db.$count(...args).then(Number);

describe.each(kinds)('deleting a $kind', ({ dictionary, changes }) => {
  it('removes its values, rollups, events, raw frames and settings lock in one go, cancels its queued commands and keeps their audit, and logs it', async () => {
    const device = await createReportingDevice(t, cast, dictionary, {}, { anything: 1 });
    await createDeviceRollup(t.database, {
      deviceId: device.id,
      plantId: cast.plant.id,
      period: '5m',
      bucketStart: new Date('2026-04-02T10:00:00Z'),
    });
    await createEvent(t.database, {
      sourceSn: device.sn,
      deviceId: device.id,
      gatewayId: cast.gateway.id,
      plantId: cast.plant.id,
    });
    await t.database.db
      .insert(settingLocks)
      .values({ deviceSn: device.sn, expiresAt: new Date(Date.now() + 60_000) });
    const [queued, done] = [randomUUID(), randomUUID()];
    await t.database.db.execute(sql`
      INSERT INTO commands (id, gateway_sn, device_sn, kind, state, expires_at) VALUES
        (${queued}, ${cast.gateway.sn}, ${device.sn}, 'restart', 'queued', now() + interval '1 hour'),
        (${done}, ${cast.gateway.sn}, ${device.sn}, 'restart', 'succeeded', now() + interval '1 hour')`);

    expect((await post(deleteOf(changes).url(device), cast.installer)).code).toBe(0);

    expect(await countOf(devices, eq(devices.id, device.id))).toBe(0);
    expect(await countOf(deviceLatest, eq(deviceLatest.deviceId, device.id))).toBe(0);
    expect(await countOf(deviceRollups, eq(deviceRollups.deviceId, device.id))).toBe(0);
    expect(await countOf(events, eq(events.sourceSn, device.sn))).toBe(0);
    expect(await countOf(rawFrames, eq(rawFrames.deviceSn, device.sn))).toBe(0);
    expect(await countOf(settingLocks, eq(settingLocks.deviceSn, device.sn))).toBe(0);
    const commands = await t.database.db.execute(
      sql`SELECT id, state FROM commands WHERE device_sn = ${device.sn} ORDER BY seq`,
    );
    expect(rowsOf(commands)).toEqual([
      { id: queued, state: 'cancelled' },
      { id: done, state: 'succeeded' },
    ]);
    const logged = and(eq(maintenanceLogs.deviceSn, device.sn), eq(maintenanceLogs.action, 'delete'));
    expect(await countOf(maintenanceLogs, logged)).toBe(1);
  });
});

describe.each(kinds)('a $kind being upgraded', ({ dictionary, changes }) => {
  it('refuses every change with 603 and keeps the device as it was', async () => {
    const device = await createReportingDevice(t, cast, dictionary, {}, {});
    await t.database.db.update(devices).set({ status: 'updating' }).where(eq(devices.id, device.id));
    for (const change of changes) {
      const reply = await post(change.url(device), cast.installer, change.body);
      expect(reply.code, change.name).toBe(603);
      expect(reply.msg, change.name).toMatch(/upgrading/);
      // Who may not change the device hears that first, upgrading or not.
      expect((await post(change.url(device), cast.visitor, change.body)).code, change.name).toBe(2);
    }
    const [row] = await t.database.db.select().from(devices).where(eq(devices.id, device.id));
    expect(row).toMatchObject({ alias: '', isMasterMeter: false, status: 'updating' });
  });
});

describe.each(kinds)('a $kind on no plant yet', ({ dictionary, list, changes }) => {
  it('is listed, without a plant, to its gateway’s company, who may delete it; its customer may not', async () => {
    const gateway = await createGateway(t.database, {
      companyId: cast.company.id,
      customerId: cast.visitorId,
    });
    const device = await createDevice(t.database, {
      gatewayId: gateway.id,
      kind: dictionary.kind,
      dictionaryId: dictionary.id,
      status: 'normal',
    });
    const listed = await t.app
      .inject({ url: `/api/v1${list}?size=100`, headers: cast.installer })
      .then((reply) => envelopeOf<TPage<TFleetDevice & { plant?: unknown }>>(reply));
    const row = listed.data.infos.find((info) => info.sn === device.sn);
    expect(row).toBeDefined();
    expect(row?.plantName ?? row?.plant ?? null).toBeNull();
    // Devices on no plant come after those on one.
    expect(listed.data.infos.at(-1)?.sn).toBe(device.sn);
    const outsiderList = await t.app
      .inject({ url: `/api/v1${list}?size=100`, headers: cast.outsider })
      .then((reply) => envelopeOf<TPage<{ sn: string }>>(reply));
    expect(outsiderList.data.infos.map((info) => info.sn)).not.toContain(device.sn);
    expect((await post(deleteOf(changes).url(device), cast.outsider)).code).not.toBe(0);
    // The customer the gateway is assigned to sees the device, but changes nothing until it is
    // on a plant they may edit (2, or the route's permission refusal, also 2).
    expect((await post(deleteOf(changes).url(device), cast.visitor)).code).toBe(2);
    expect((await post(deleteOf(changes).url(device), cast.installer)).code).toBe(0);
  });
});

const screenKinds = kinds.filter((kind) => kind.list === '/batteries' || kind.list === '/meteorological');
describe.each(screenKinds)('the $kind list', ({ dictionary, list }) => {
  it('says on each row what the caller may do, so the screen asks nothing per row', async () => {
    const gateway = await createGateway(t.database, {
      companyId: cast.company.id,
      customerId: cast.visitorId,
    });
    const device = await createDevice(t.database, {
      gatewayId: gateway.id,
      kind: dictionary.kind,
      dictionaryId: dictionary.id,
      status: 'normal',
    });
    const rowFor = async (headers: Record<string, string>) =>
      (
        await t.app
          .inject({ url: `/api/v1${list}?size=100`, headers })
          .then((reply) => envelopeOf<TPage<TFleetDeviceRow>>(reply))
      ).data.infos.find((info) => info.sn === device.sn);
    expect((await rowFor(cast.installer))?.abilities).toEqual({
      view: true,
      operate: true,
      configure: true,
      delete: true,
    });
    expect((await rowFor(cast.visitor))?.abilities).toEqual({
      view: true,
      operate: false,
      configure: false,
      delete: false,
    });
  });
});
