import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read, utils } from '@e965/xlsx';
import type {
  TBatteryEventSummary,
  TBatteryListItem,
  TBatteryRealtime,
  TBatterySlaves,
} from '@sunfleet/contract/batteries';
import type { TEvent } from '@sunfleet/contract/events';
import type { TDeviceDayCurve, TDeviceInfo } from '@sunfleet/contract/fleet-devices';
import type { TPage } from '@sunfleet/contract/paging';
import type { TStatusCounts } from '@sunfleet/contract/plants';
import { createDeviceRollup, createEvent } from '@sunfleet/db/plant-testing';
import { sunfleetBms } from '@sunfleet/protocols/dictionaries/sunfleet-bms';
import { sunfleetWeather } from '@sunfleet/protocols/dictionaries/sunfleet-weather';
import { createTestApp, envelopeOf, type TestApp } from '../../../testing.ts';
import { createDeviceCast, createReportingDevice } from '../fleet-testing.ts';

const pack = (n: number, soh: number, minCell: number) => ({
  [`pack${n}Voltage`]: 51.2,
  [`pack${n}Current`]: -6.2,
  [`pack${n}Soc`]: 63 + n,
  [`pack${n}Soh`]: soh,
  [`pack${n}MaxCellVoltage`]: 3.214,
  [`pack${n}MinCellVoltage`]: minCell,
  [`pack${n}MaxTemperature`]: 26,
  [`pack${n}MinTemperature`]: 24,
  [`pack${n}SerialNumber`]: `PK00${n}`,
});

describe('batteries', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof createDeviceCast>>;
  let battery: { id: string; sn: string };
  let station: { id: string; sn: string };

  beforeAll(async () => {
    t = await createTestApp();
    cast = await createDeviceCast(t);
    battery = await createReportingDevice(
      t,
      cast,
      sunfleetBms,
      {
        systemState: 6,
        relayState: 2,
        batteryVoltage: 204.8,
        batteryCurrent: 24.4,
        batteryPower: 4997,
        batterySoc: 65.5,
        batterySoh: 97.9,
        batteryTemperature: 25.1,
        cycleCount: 120,
        packCount: 4,
        alarms: [0b100_0000_0000, 0],
        ...pack(1, 98.8, 3.201),
        ...pack(2, 97.2, 3.188),
        ...pack(3, 98.1, 3.199),
        ...pack(4, 98.4, 3.204),
      },
      { batterySoc: 65.5, batteryPower: 4.997, batteryVoltage: 204.8, batteryTemperature: 25.1 },
    );
    station = await createReportingDevice(t, cast, sunfleetWeather, { irradiance: 640 }, { irradiance: 640 });
    await createDeviceRollup(t.database, {
      deviceId: battery.id,
      plantId: cast.plant.id,
      period: '5m',
      bucketStart: new Date('2026-04-02T10:00:00Z'),
      roleStats: { batterySoc: { n: 2, sum: 130, min: 64, max: 66 } },
    });
    await createEvent(t.database, {
      sourceSn: battery.sn,
      deviceId: battery.id,
      gatewayId: cast.gateway.id,
      plantId: cast.plant.id,
      code: 'B11',
      name: { en: 'Cell imbalance', es: 'Desequilibrio de celdas' },
      openedAt: new Date('2026-04-02T09:00:00Z'),
    });
    await createEvent(t.database, {
      sourceSn: station.sn,
      deviceId: station.id,
      gatewayId: cast.gateway.id,
      plantId: cast.plant.id,
    });
  }, 60_000);
  afterAll(() => t.close());

  const get = <T>(url: string, headers = cast.installer) =>
    t.app.inject({ url: `/api/v1${url}`, headers }).then((reply) => envelopeOf<T>(reply));

  it('lists the batteries the caller sees with their numbers now, and counts them by status', async () => {
    const list = await get<TPage<TBatteryListItem>>('/batteries');
    expect(list.data).toMatchObject({
      total: 1,
      infos: [
        {
          sn: battery.sn,
          plantName: 'Battery Hill',
          plantTimeZone: 'Europe/Madrid',
          status: 'normal',
          soc: 65.5,
          power: 4.997,
        },
      ],
    });
    expect((await get<TPage<TBatteryListItem>>(`/batteries?search=${battery.sn.slice(-6)}`)).data.total).toBe(
      1,
    );
    expect((await get<TPage<TBatteryListItem>>('/batteries?status=fault')).data.total).toBe(0);
    const counts = await get<TStatusCounts>('/batteries/count');
    expect(counts.data).toMatchObject({ all: 1, normal: 1 });
  });

  it('shows a battery’s info, BMS values, packs with the weakest marked, and its day curve', async () => {
    const info = await get<TDeviceInfo>(`/battery/${battery.sn}/info`);
    expect(info.data).toMatchObject({
      sn: battery.sn,
      kind: 'batteryBms',
      brand: 'Sunfleet',
      plantName: 'Battery Hill',
    });
    const realtime = await get<TBatteryRealtime>(`/battery/${battery.sn}/realtime?lan=es`);
    expect(realtime.data).toMatchObject({
      systemState: { code: 6, label: 'Modo de descarga' },
      soc: 65.5,
      power: 4.997,
      cycles: 120,
      packCount: 4,
      alarms: [{ code: 'B11', level: 'warning' }],
    });
    const slaves = await get<TBatterySlaves>(`/batteries/${battery.id}/slave`);
    expect(slaves.data.packs.map((p) => [p.number, p.serialNumber, p.isWeakest])).toEqual([
      [1, 'PK001', false],
      [2, 'PK002', true],
      [3, 'PK003', false],
      [4, 'PK004', false],
    ]);
    const day = await get<TDeviceDayCurve>(`/battery/${battery.sn}/day?date=2026-04-02`);
    expect(day.data).toMatchObject({
      timeZone: 'Europe/Madrid',
      points: [{ time: '12:00', values: { batterySoc: 65 } }],
    });
  });

  it('lists, downloads and summarizes battery events only', async () => {
    const events = await get<TPage<TEvent>>('/battery/events');
    expect(events.data.infos.map((e) => [e.sn, e.code, e.sourceKind])).toEqual([
      [battery.sn, 'B11', 'batteryBms'],
    ]);
    const download = await t.app.inject({
      url: '/api/v1/battery/events/download?lan=es',
      headers: cast.installer,
    });
    expect(download.headers['content-type']).toContain('spreadsheetml');
    const [, firstRow] = utils.sheet_to_json<string[]>(read(download.rawPayload).Sheets.Events ?? {}, {
      header: 1,
    });
    expect(firstRow?.[2]).toBe('Desequilibrio de celdas');
    const summary = await get<TBatteryEventSummary[]>(
      '/workdata/battery/event?from=2026-04-01&to=2026-04-02',
    );
    expect(summary.data).toEqual([
      expect.objectContaining({ sn: battery.sn, total: 1, open: 1, warning: 1, plantName: 'Battery Hill' }),
    ]);
    const bad = await get('/workdata/battery/event?from=2026-04-03&to=2026-04-01');
    expect(bad.code).toBe(4);
  });

  it('hides every battery route from another company (code 3, empty lists) and refuses a visitor’s delete', async () => {
    for (const url of [
      `/battery/${battery.sn}/info`,
      `/battery/${battery.sn}/realtime`,
      `/battery/${battery.sn}/day?date=2026-04-02`,
      `/batteries/${battery.id}/slave`,
    ]) {
      expect((await get(url, cast.outsider)).code, url).toBe(3);
    }
    expect((await get<TPage<TBatteryListItem>>('/batteries', cast.outsider)).data.total).toBe(0);
    expect((await get<TPage<TEvent>>('/battery/events', cast.outsider)).data.total).toBe(0);
    expect((await get<TStatusCounts>('/batteries/count', cast.outsider)).data.all).toBe(0);
    const foreignSummary = '/workdata/battery/event?from=2026-04-01&to=2026-04-02';
    expect((await get<TBatteryEventSummary[]>(foreignSummary, cast.outsider)).data).toEqual([]);
    const foreignDelete = await t.app.inject({
      method: 'POST',
      url: `/api/v1/battery/${battery.id}/delete`,
      headers: cast.outsider,
    });
    expect(envelopeOf(foreignDelete).code).toBe(3);
    // A visitor sees the battery but may not delete it.
    expect((await get(`/battery/${battery.sn}/info`, cast.visitor)).code).toBe(0);
    const visitorDelete = await t.app.inject({
      method: 'POST',
      url: `/api/v1/battery/${battery.id}/delete`,
      headers: cast.visitor,
    });
    expect(envelopeOf(visitorDelete).code).toBe(2);
  });

  it('answers a weather station’s SN on a battery route with code 3, and bad ids with code 4', async () => {
    expect((await get(`/battery/${station.sn}/realtime`)).code).toBe(3);
    expect((await get('/batteries/not-a-uuid/slave')).code).toBe(4);
    expect((await get(`/battery/${battery.sn}/day?date=2026-02-30`)).code).toBe(4);
    expect((await get('/batteries?size=1000')).code).toBe(4);
  });

  it('deletes a battery for its installer, with its events', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/v1/battery/${battery.id}/delete`,
      headers: cast.installer,
    });
    expect(envelopeOf(reply).code).toBe(0);
    expect((await get<TPage<TBatteryListItem>>('/batteries')).data.total).toBe(0);
    expect((await get<TPage<TEvent>>('/battery/events')).data.total).toBe(0);
    expect((await get(`/battery/${battery.sn}/info`)).code).toBe(3);
  });
});
