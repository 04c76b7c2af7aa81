import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAcOutput,
  TChartSeries,
  TDeviceCurve,
  TDeviceEnergyBars,
  TFamilyRealtime,
  TInverterDetail,
  TInverterInput,
  TInverterRow,
  TMeterRealtime,
  TMeterRow,
} from '@sunfleet/contract/inverters';
import type { TPage } from '@sunfleet/contract/paging';
import type { TPlantDevice } from '@sunfleet/contract/devices';
import type { TEnergyFlow, TPlantDetail, TStatusCounts } from '@sunfleet/contract/plants';
import { sharePlant } from '@sunfleet/db/plant-testing';
import { deviceRollups, devices, rawFrames } from '@sunfleet/db/telemetry-schema';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { eq } from '@sunfleet/db/query';
import { encodeRegisters, type TValue } from '@sunfleet/protocols/codec';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import { sofarLsw3 } from '@sunfleet/protocols/dictionaries/sofar-lsw3';
import { solisMeter, solisMeter3p } from '@sunfleet/protocols/dictionaries/solis-meter';
import { sunfleetMicro } from '@sunfleet/protocols/dictionaries/sunfleet-micro';
import type { TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import { setDeviceLatest } from '@sunfleet/db/plant-testing';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createCast, type TActor, type TCast } from '../plants/fixtures.ts';

/**
 * Inverters and meters across plants: lists, counts, one device's views and charts, changes, the
 * master meter; and who may see and change them (spec section 6): the plant's owner, its
 * installer company and the platform see its devices, a visitor only reads, another company and
 * an unrelated customer are told the inverter does not exist (600; 3 for a meter).
 */

const readAt = new Date(Date.UTC(2026, 5, 10, 10, 0));

let t: TestApp;
let cast: TCast;
let plantId: string;
let gatewaySn: string;
let inverter: { id: string; sn: string };
let meter: { id: string; sn: string };
let subMeter: { id: string; sn: string };
let otherInverter: { id: string; sn: string };

/** A reading as the ingest stores it: the raw frame the latest values decode, and the latest row. */
async function feed(
  device: { id: string; sn: string },
  dictionary: TProtocolDictionary,
  values: Record<string, TValue>,
  roles: Record<string, number>,
) {
  await t.database.db.insert(rawFrames).values({
    gatewaySn,
    deviceSn: device.sn,
    readAt,
    msgId: `m-${device.sn}`,
    blocks: encodeRegisters(dictionary, values),
  });
  await setDeviceLatest(t.database, device.id, roles, readAt);
  await t.database.db
    .update(devices)
    .set({ status: 'normal', lastSeenAt: readAt })
    .where(eq(devices.id, device.id));
}

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  const plant = await createPlant(t.database, {
    companyId: cast.companyA.id,
    ownerUserId: cast.owner.id,
    name: 'Casa Solar',
    timeZone: 'Europe/Madrid',
  });
  plantId = plant.id;
  const gateway = await createGateway(t.database, { companyId: cast.companyA.id, plantId });
  gatewaySn = gateway.sn;
  const on = { gatewayId: gateway.id, plantId };
  inverter = await createDevice(t.database, {
    ...on,
    kind: deyeHybrid.kind,
    dictionaryId: deyeHybrid.id,
    ratedPowerKw: 6,
  });
  meter = await createDevice(t.database, { ...on, kind: solisMeter.kind, dictionaryId: solisMeter.id });
  subMeter = await createDevice(t.database, { ...on, kind: solisMeter.kind, dictionaryId: solisMeter.id });
  await sharePlant(t.database, plantId, cast.visitor.id, 'visitor');
  const otherPlant = await createPlant(t.database, { companyId: cast.companyB.id });
  const otherGateway = await createGateway(t.database, {
    companyId: cast.companyB.id,
    plantId: otherPlant.id,
  });
  otherInverter = await createDevice(t.database, {
    gatewayId: otherGateway.id,
    plantId: otherPlant.id,
    kind: deyeHybrid.kind,
    dictionaryId: deyeHybrid.id,
  });

  await feed(
    inverter,
    deyeHybrid,
    {
      pv1Voltage: 350,
      pv1Current: 5,
      pv1Power: 1750,
      pv2Voltage: 300,
      pv2Current: 4,
      pv2Power: 1200,
      gridVoltageL1: 230,
      inverterCurrentL1: 10,
      inverterPowerL1: 2300,
      inverterPower: 2300,
      gridPower: -500,
      batterySoc: 64,
      batteryPower: 300,
      loadPower: 1900,
      dailyProduction: 12.3,
      totalProduction: 4321,
      dcTemperature: 41.5,
      generatorPower: 0,
    },
    { pvPower: 2.95, acPower: 2.3, gridPower: -0.5, batteryPower: 0.3, batterySoc: 64, loadPower: 1.9 },
  );
  await feed(
    meter,
    solisMeter,
    { gridVoltage: 231, gridCurrent: 8.7, gridPower: 2000, gridFrequency: 50, totalEnergyBought: 100 },
    { gridPower: 2, gridFrequency: 50 },
  );
  await feed(subMeter, solisMeter, { gridPower: 500 }, { gridPower: 0.5 });
  // Two 5-minute buckets and a day of the inverter.
  for (const [minutes, pv1] of [
    [0, 1000],
    [5, 2000],
  ] as const) {
    await t.database.db.insert(deviceRollups).values({
      deviceId: inverter.id,
      plantId,
      period: '5m',
      bucketStart: new Date(readAt.getTime() + minutes * 60_000),
      samples: 1,
      valueStats: {
        pv1Power: { n: 1, sum: pv1, min: pv1, max: pv1 },
        pv2Power: { n: 2, sum: 1000, min: 500, max: 500 },
      },
      roleStats: {},
      energy: {},
    });
  }
  await t.database.db.insert(deviceRollups).values({
    deviceId: inverter.id,
    plantId,
    period: 'day',
    bucketStart: new Date(Date.UTC(2026, 5, 9, 22, 0)),
    energy: { pvEnergyTotal: 12.5, gridExportEnergyTotal: 3 },
  });
});
afterAll(() => t.close());

const get = (who: TActor, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: who.headers });
const post = (who: TActor, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload: payload ?? {} });

describe('inverters', () => {
  it('lists the inverters a caller sees with type, plant, power and energy, and counts them', async () => {
    const page = envelopeOf<TPage<TInverterRow>>(await get(cast.installer, '/inverters')).data;
    expect(page.total).toBe(1);
    expect(page.infos[0]).toMatchObject({
      sn: inverter.sn,
      typeCode: 2,
      typeName: 'Single-phase LV hybrid',
      model: deyeHybrid.model,
      brand: 'Deye',
      ratedPower: 6,
      power: 2.95,
      status: 'normal',
      plant: { id: plantId, name: 'Casa Solar' },
      gatewaySn,
    });
    const counts = envelopeOf<TStatusCounts>(await get(cast.installer, '/inverters/count')).data;
    expect(counts).toMatchObject({ all: 1, normal: 1 });
    expect(envelopeOf<TPage<TInverterRow>>(await get(cast.otherInstaller, '/inverters')).data.infos).toEqual([
      expect.objectContaining({ sn: otherInverter.sn }),
    ]);
    expect(envelopeOf<TPage<TInverterRow>>(await get(cast.stranger, '/inverters')).data.total).toBe(0);
    expect(envelopeOf<TPage<TInverterRow>>(await get(cast.platform, '/inverters')).data.total).toBe(2);
  });

  it('filters by status and by a keyword of SN, alias or plant name', async () => {
    const list = (query: string) =>
      get(cast.installer, `/inverters?${query}`).then((r) => envelopeOf<TPage<TInverterRow>>(r).data.total);
    expect(await list('status=normal')).toBe(1);
    expect(await list('status=fault')).toBe(0);
    expect(await list('keyword=casa')).toBe(1);
    expect(await list(`keyword=${inverter.sn.slice(2, 8)}`)).toBe(1);
    expect(await list('keyword=nothing')).toBe(0);
    expect(await list('kind=inverterString')).toBe(0);
  });

  it('downloads the list as an .xlsx', async () => {
    const response = await get(cast.installer, '/inverters/download?status=normal');
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("answers an inverter's detail, PV inputs, AC output and families", async () => {
    const detail = envelopeOf<TInverterDetail>(await get(cast.owner, `/inverter/${inverter.sn}`)).data;
    expect(detail).toMatchObject({
      sn: inverter.sn,
      pvInputs: 2,
      phases: 2,
      energyTotal: 4321,
      temperature: 41.5,
      isMicro: false,
    });
    expect(detail.families).toEqual(['grid', 'meter', 'battery', 'eps', 'load', 'gen']);

    const input = envelopeOf<TInverterInput>(
      await get(cast.owner, `/inverter/${inverter.sn}/realtime/input`),
    ).data;
    expect(input.inputs[0]).toEqual({ input: 1, voltage: 350, current: 5, power: 1.75 });
    expect(input).toMatchObject({ power: 2.95, energyToday: 12.3, readAt: readAt.toISOString() });
    const pvIv = envelopeOf<TInverterInput>(
      await get(cast.owner, `/inverter/${inverter.sn}/pvIVRealtime`),
    ).data;
    expect(pvIv.inputs).toHaveLength(2);

    const output = envelopeOf<TAcOutput>(
      await get(cast.owner, `/inverter/${inverter.sn}/realtime/output`),
    ).data;
    expect(output.phases[0]).toEqual({ phase: 'L1', voltage: 230, current: 10, power: 2.3 });
    expect(output.power).toBe(2.3);

    const battery = envelopeOf<TFamilyRealtime>(
      await get(cast.owner, `/inverter/battery/${inverter.sn}/realtime`),
    );
    expect(battery.data.values).toContainEqual({
      key: 'batterySoc',
      name: 'Battery SOC',
      value: 64,
      unit: '%',
    });
    const grid = envelopeOf<TFamilyRealtime>(
      await get(cast.owner, `/inverter/grid/${inverter.sn}/realtime?lan=es`),
    );
    expect(grid.data.values.find((value) => value.key === 'gridPower')).toMatchObject({
      value: -0.5,
      unit: 'kW',
    });
    const generator = envelopeOf<TFamilyRealtime>(
      await get(cast.owner, `/inverter/gen/${inverter.sn}/realtime`),
    );
    expect(generator.data.values.map((value) => value.key)).toContain('generatorPower');

    const flow = envelopeOf<TEnergyFlow>(await get(cast.owner, `/inverter/${inverter.sn}/flow`)).data;
    expect(flow).toMatchObject({ pv: 2.95, grid: -0.5, battery: 0.3, soc: 64, load: 1.9, generator: 0 });
  });

  it('draws a day in 5-minute averages (kW) and energy bars with every slot', async () => {
    const day = envelopeOf<TDeviceCurve>(
      await get(cast.owner, `/inverter/${inverter.sn}/day?date=2026-06-10`),
    ).data;
    expect(day.series.map((series) => series.key)).toEqual(['pv1Power', 'pv2Power', 'inverterPower']);
    expect(day.points).toEqual([
      { time: '12:00', values: [1, 0.5, null] },
      { time: '12:05', values: [2, 0.5, null] },
    ]);
    const custom = envelopeOf<TDeviceCurve>(
      await get(cast.owner, `/inverter/${inverter.sn}/day?date=2026-06-10&keys=pv2Power`),
    ).data;
    expect(custom.points[0]?.values).toEqual([0.5]);
    const month = envelopeOf<TDeviceEnergyBars>(
      await get(cast.owner, `/inverter/${inverter.sn}/month?month=2026-06`),
    );
    expect(month.data.bars).toHaveLength(30);
    expect(month.data.bars[9]).toEqual({ label: '2026-06-10', values: [12.5] });
    expect(month.data.total).toEqual([12.5]);
    const grid = envelopeOf<TDeviceEnergyBars>(
      await get(cast.owner, `/inverter/grid/${inverter.sn}/month?month=2026-06`),
    );
    expect(grid.data.series.map((series) => series.key)).toEqual([
      'gridImportEnergyTotal',
      'gridExportEnergyTotal',
    ]);
    expect(grid.data.bars[9]).toEqual({ label: '2026-06-10', values: [null, 3] });
    expect(grid.data.partialLabel).toBeNull();
    const total = envelopeOf<TDeviceEnergyBars>(await get(cast.owner, `/inverter/${inverter.sn}/total`));
    expect(total.data.bars.at(0)?.label).toBe('2026');
    const byDate = envelopeOf<TDeviceEnergyBars>(
      await get(cast.owner, `/genMi/${inverter.sn}/byDate?from=2026-06-09&to=2026-06-11`),
    ).data;
    expect(byDate.bars.map((bar) => bar.values[0])).toEqual([null, 12.5, null]);
    expect(envelopeOf(await get(cast.owner, `/genMi/${inverter.sn}/day?date=2026-06-10`)).code).toBe(0);
    expect(envelopeOf(await get(cast.owner, `/inverter/${inverter.sn}/day?date=2026-13-40`)).code).toBe(4);
  });

  it('offers chart parameters and keeps at most 6 picks per user', async () => {
    const params = envelopeOf<TChartSeries[]>(
      await get(cast.owner, `/inverter/params?sn=${inverter.sn}`),
    ).data;
    expect(params.length).toBeGreaterThan(6);
    expect(params.length).toBeLessThanOrEqual(30);
    expect(params).toContainEqual({ key: 'pv1Power', name: 'PV1 power', unit: 'kW' });
    expect(envelopeOf(await get(cast.owner, '/inverter/params?sn=UNKNOWN')).code).toBe(600);
    expect(envelopeOf(await get(cast.owner, '/inverter/params')).code).toBe(0);

    expect(envelopeOf(await get(cast.owner, '/inverter/params/custom')).data).toEqual({ keys: [] });
    const keys = ['pv1Power', 'pv2Power', 'gridPower'];
    expect(envelopeOf(await post(cast.owner, '/inverter/params/custom', { keys })).code).toBe(0);
    expect(envelopeOf(await get(cast.owner, '/inverter/params/custom')).data).toEqual({ keys });
    const seven = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'];
    const refused = envelopeOf<{ message: string }>(
      await post(cast.owner, '/inverter/params/custom', { keys: seven }),
    );
    expect(refused.code).toBe(4);
    expect(refused.data.message).toBe('At most 6 items');
    expect(envelopeOf(await get(cast.owner, '/inverter/params/custom')).data).toEqual({ keys });
  });

  it('sets an alias of at most 32 bytes; a visitor may not', async () => {
    const renamed = envelopeOf<TInverterRow>(
      await post(cast.owner, `/inverter/${inverter.sn}/alias`, { alias: 'Roof' }),
    );
    expect(renamed.data.alias).toBe('Roof');
    const tooLong = envelopeOf<{ message: string }>(
      await post(cast.owner, `/inverter/${inverter.sn}/alias`, { alias: 'é'.repeat(17) }),
    );
    expect(tooLong.code).toBe(4);
    expect(tooLong.data.message).toBe('Set failed: at most 32 bytes');
    expect(
      envelopeOf(await post(cast.visitor, `/inverter/${inverter.sn}/alias`, { alias: 'Mine' })).code,
    ).toBe(2);
    expect(envelopeOf(await post(cast.owner, '/inverter/UNKNOWN-SN/alias', { alias: 'x' })).code).toBe(600);
    // A meter's SN on an inverter route: no such inverter.
    expect(envelopeOf(await get(cast.owner, `/inverter/${meter.sn}`)).code).toBe(600);
    const detail = envelopeOf<TInverterDetail>(await get(cast.visitor, `/inverter/${inverter.sn}`)).data;
    expect(detail.alias).toBe('Roof');
  });

  const inverterReads = (sn: string) => [
    `/inverter/${sn}`,
    `/inverter/${sn}/realtime/input`,
    `/inverter/${sn}/realtime/output`,
    `/inverter/${sn}/pvIVRealtime`,
    `/inverter/${sn}/input/day?date=2026-06-10`,
    `/inverter/${sn}/output/day?date=2026-06-10`,
    `/inverter/${sn}/day?date=2026-06-10`,
    `/inverter/${sn}/month?month=2026-06`,
    `/inverter/${sn}/year?year=2026`,
    `/inverter/${sn}/total`,
    ...['grid', 'meter', 'battery', 'eps', 'load'].flatMap((family) => [
      `/inverter/${family}/${sn}/realtime`,
      `/inverter/${family}/${sn}/day?date=2026-06-10`,
      `/inverter/${family}/${sn}/month?month=2026-06`,
      `/inverter/${family}/${sn}/year?year=2026`,
      `/inverter/${family}/${sn}/total`,
    ]),
    `/inverter/gen/${sn}/realtime`,
    `/genMi/${sn}/day?date=2026-06-10`,
    `/genMi/${sn}/byDate?from=2026-06-01&to=2026-06-10`,
    `/inverter/${sn}/flow`,
  ];

  it.each(['owner', 'visitor', 'installer', 'platform'] as const)(
    'answers every read route of the inverter for %s',
    async (who) => {
      for (const url of inverterReads(inverter.sn)) {
        const response = await get(cast[who], url);
        expect([url, response.statusCode, envelopeOf(response).code]).toEqual([url, 200, 0]);
      }
    },
  );

  it.each(['otherInstaller', 'stranger', 'manager'] as const)(
    'tells %s that the inverter does not exist, on every route',
    async (who) => {
      for (const url of inverterReads(inverter.sn)) {
        expect([url, envelopeOf(await get(cast[who], url)).code]).toEqual([url, 600]);
      }
      expect(envelopeOf(await post(cast[who], `/inverter/${inverter.sn}/alias`, { alias: 'x' })).code).toBe(
        600,
      );
      // Customers hold no delete permission (2, before the inverter is looked up); staff of another company 600.
      const deleted = envelopeOf(await post(cast[who], `/inverter/${inverter.sn}/delete`));
      expect(deleted.code).toBe(who === 'otherInstaller' ? 600 : 2);
    },
  );

  it('refuses to delete an inverter that is upgrading, and deletes it with its history otherwise', async () => {
    const gateway = await createGateway(t.database, { companyId: cast.companyA.id, plantId });
    const spare = await createDevice(t.database, {
      gatewayId: gateway.id,
      plantId,
      kind: deyeHybrid.kind,
      dictionaryId: deyeHybrid.id,
      status: 'updating',
    });
    // The spec's "device upgrading" (603), as every kind of device answers it (devices.db.test.ts).
    const upgrading = envelopeOf(await post(cast.installer, `/inverter/${spare.sn}/delete`));
    expect(upgrading.code).toBe(603);
    expect(upgrading.msg).toMatch(/upgrading/);
    expect(envelopeOf(await post(cast.visitor, `/inverter/${spare.sn}/delete`)).code).toBe(2);
    await t.database.db.update(devices).set({ status: 'offline' }).where(eq(devices.id, spare.id));
    // A customer holds no delete permission; the installer does.
    expect(envelopeOf(await post(cast.owner, `/inverter/${spare.sn}/delete`)).code).toBe(2);
    expect(envelopeOf(await post(cast.installer, `/inverter/${spare.sn}/delete`)).code).toBe(0);
    expect(envelopeOf(await get(cast.installer, `/inverter/${spare.sn}`)).code).toBe(600);
  });
});

describe('meters', () => {
  it('lists meters with grid power and counts them; another company sees none', async () => {
    const page = envelopeOf<TPage<TMeterRow>>(await get(cast.owner, '/meters')).data;
    expect(page.total).toBe(2);
    expect(page.infos.find((row) => row.sn === meter.sn)).toMatchObject({
      power: 2,
      isMaster: false,
      plant: { id: plantId },
      model: solisMeter.model,
    });
    expect(envelopeOf<TStatusCounts>(await get(cast.owner, '/meter/status/count')).data.normal).toBe(2);
    expect(envelopeOf<TPage<TMeterRow>>(await get(cast.otherInstaller, '/meters')).data.total).toBe(0);
  });

  it('answers the meter now with its phase, import and export', async () => {
    const now = envelopeOf<TMeterRealtime>(await get(cast.owner, `/meter/${meter.sn}/realtime`)).data;
    expect(now.phases).toEqual([{ phase: 'L1', voltage: 231, current: 8.7, power: 2 }]);
    expect(now).toMatchObject({ power: 2, frequency: 50, importTotal: 100 });
    for (const url of ['/day?date=2026-06-10', '/month?month=2026-06', '/year?year=2026', '/total', '']) {
      const response = await get(cast.visitor, `/meter/${meter.sn}${url}`);
      expect([url, envelopeOf(response).code]).toEqual([url, 0]);
    }
  });

  it("makes one meter the plant's master meter, and only it measures the grid connection", async () => {
    const flow = async () =>
      envelopeOf<TEnergyFlow>(await get(cast.owner, `/plant/energy/${plantId}/flow`)).data.grid;
    // Both meters speak for the grid until one is the master.
    expect(await flow()).toBeCloseTo(2.5);
    expect(envelopeOf(await post(cast.visitor, `/meter/${meter.sn}/master`)).code).toBe(2);
    const master = envelopeOf<TMeterRow>(await post(cast.owner, `/meter/${meter.sn}/master`));
    expect(master.data.isMaster).toBe(true);
    expect(await flow()).toBeCloseTo(2);
    expect(envelopeOf<TMeterRow>(await post(cast.owner, `/meter/${subMeter.sn}/master`)).data.isMaster).toBe(
      true,
    );
    expect(await flow()).toBeCloseTo(0.5);
    const rows = envelopeOf<TPage<TMeterRow>>(await get(cast.owner, '/meters')).data.infos;
    expect(rows.filter((row) => row.isMaster).map((row) => row.sn)).toEqual([subMeter.sn]);
  });

  it('sets an alias and refuses strangers (3) and bad input (4)', async () => {
    expect(
      envelopeOf<TMeterRow>(await post(cast.owner, `/meter/${meter.sn}/alias`, { alias: 'Grid' })).data.alias,
    ).toBe('Grid');
    expect(
      envelopeOf(await post(cast.owner, `/meter/${meter.sn}/alias`, { alias: 'x'.repeat(33) })).code,
    ).toBe(4);
    for (const who of ['otherInstaller', 'stranger'] as const) {
      expect(envelopeOf(await get(cast[who], `/meter/${meter.sn}/realtime`)).code).toBe(3);
      expect(envelopeOf(await post(cast[who], `/meter/${meter.sn}/alias`, { alias: 'x' })).code).toBe(3);
      expect(envelopeOf(await post(cast[who], `/meter/${meter.sn}/master`)).code).toBe(3);
    }
    // An inverter's SN on a meter route: no such meter.
    expect(envelopeOf(await get(cast.owner, `/meter/${inverter.sn}/realtime`)).code).toBe(3);
  });

  it('deletes a meter with its history', async () => {
    expect(envelopeOf(await post(cast.installer, `/meter/${subMeter.sn}/delete`)).code).toBe(0);
    expect(envelopeOf(await get(cast.installer, `/meter/${subMeter.sn}`)).code).toBe(3);
    expect(envelopeOf<TPage<TMeterRow>>(await get(cast.owner, '/meters')).data.total).toBe(1);
  });
});

describe('inverter commands', () => {
  type TQueued = {
    id: string;
    kind: string;
    state: string;
    deviceSn: string | null;
    payload: Record<string, unknown>;
  };

  it('queues a boot and a shutdown through the command channel; refuses while offline or for a visitor', async () => {
    const boot = envelopeOf<TQueued>(await get(cast.installer, `/inverter/${inverter.sn}/boot`));
    expect(boot.code).toBe(0);
    expect(boot.data).toMatchObject({
      kind: 'setPower',
      state: 'queued',
      deviceSn: inverter.sn,
      payload: { on: true },
    });
    const shutdown = envelopeOf<TQueued>(await post(cast.installer, `/inverter/${inverter.sn}/shutdown`));
    expect(shutdown.data).toMatchObject({ kind: 'setPower', payload: { on: false } });
    // The command is followed by id, as every command.
    expect(envelopeOf<TQueued>(await get(cast.installer, `/command/${shutdown.data.id}`)).data.id).toBe(
      shutdown.data.id,
    );
    expect(envelopeOf(await get(cast.visitor, `/inverter/${inverter.sn}/boot`)).code).toBe(2);
    expect(envelopeOf(await get(cast.otherInstaller, `/inverter/${inverter.sn}/boot`)).code).toBe(600);

    await t.database.db.update(devices).set({ status: 'offline' }).where(eq(devices.id, inverter.id));
    const offline = envelopeOf<{ message: string }>(
      await get(cast.installer, `/inverter/${inverter.sn}/boot`),
    );
    expect(offline.code).toBe(4);
    expect(offline.data.message).toMatch(/offline/);
    await t.database.db.update(devices).set({ status: 'normal' }).where(eq(devices.id, inverter.id));
  });

  it('sends a remote debug request and answers its reply by id; refuses a malformed frame', async () => {
    const url = `/inverter/${inverter.sn}/debug`;
    const sent = envelopeOf<TQueued>(await post(cast.installer, url, { code: '01 03 00 00 00 0A C5 CD' }));
    expect(sent.code).toBe(0);
    expect(sent.data).toMatchObject({ kind: 'modbusDebug', deviceSn: inverter.sn });
    const reply = envelopeOf<{ command: TQueued; frame: string | null }>(
      await get(cast.installer, `/inverter/${inverter.sn}/debug/reply?id=${sent.data.id}`),
    );
    expect(reply.data).toMatchObject({ command: { id: sent.data.id }, frame: null });
    expect(envelopeOf(await post(cast.installer, url, { code: '01 03 00 00 00 0A 00 00' })).code).toBe(4);
    expect(envelopeOf(await post(cast.stranger, url, { code: '01 03 00 00 00 0A C5 CD' })).code).toBe(2);
    expect(envelopeOf(await post(cast.otherInstaller, url, { code: '01 03 00 00 00 0A C5 CD' })).code).toBe(
      600,
    );
  });
});

describe('a three-phase site (issue 25: device facts complete)', () => {
  let site: { plantId: string; micro: { id: string; sn: string }; string: { id: string; sn: string } };
  let meter3p: { id: string; sn: string };

  beforeAll(async () => {
    const plant = await createPlant(t.database, { companyId: cast.companyA.id, name: 'Nave Trifásica' });
    const gateway = await createGateway(t.database, { companyId: cast.companyA.id, plantId: plant.id });
    gatewaySn = gateway.sn;
    const on = { gatewayId: gateway.id, plantId: plant.id };
    const string = await createDevice(t.database, {
      ...on,
      kind: sofarLsw3.kind,
      dictionaryId: sofarLsw3.id,
    });
    const micro = await createDevice(t.database, {
      ...on,
      kind: sunfleetMicro.kind,
      dictionaryId: sunfleetMicro.id,
    });
    meter3p = await createDevice(t.database, { ...on, kind: 'meter', dictionaryId: solisMeter3p.id });
    site = { plantId: plant.id, micro, string };
    const phase = { gridVoltageL1: 230, gridVoltageL2: 230, gridVoltageL3: 230 };
    // The string inverter waits (Sofar's 0: stand-by), reporting V and A per phase but no phase power.
    await feed(
      string,
      sofarLsw3,
      {
        ...phase,
        gridCurrentL1: 10,
        gridCurrentL2: 10,
        gridCurrentL3: 20,
        inverterPower: 9200,
        runningStatus: 0,
      },
      { acPower: 9.2, deviceStatus: 0 },
    );
    await feed(
      meter3p,
      solisMeter3p,
      {
        ...phase,
        gridCurrentL1: 4.35,
        gridCurrentL2: 5.22,
        gridCurrentL3: 3.48,
        gridPowerL1: -1000,
        gridPowerL2: -1200,
        gridPowerL3: -800,
        gridPower: -3000,
      },
      { gridPower: -3 },
    );
  });

  it("shows a string inverter's power on each AC phase, as a share of its total", async () => {
    const output = envelopeOf<TAcOutput>(
      await get(cast.installer, `/inverter/${site.string.sn}/realtime/output`),
    ).data;
    expect(output.phases.map((phase) => phase.power)).toEqual([2.3, 2.3, 4.6]);
  });

  it('shows a three-phase meter on L1, L2 and L3', async () => {
    const realtime = envelopeOf<TMeterRealtime>(
      await get(cast.installer, `/meter/${meter3p.sn}/realtime`),
    ).data;
    expect(realtime.phases).toEqual([
      { phase: 'L1', voltage: 230, current: 4.35, power: -1 },
      { phase: 'L2', voltage: 230, current: 5.22, power: -1.2 },
      { phase: 'L3', voltage: 230, current: 3.48, power: -0.8 },
    ]);
    expect(realtime.power).toBe(-3);
  });

  it('tells a standby and a shut-down inverter apart from a running one, on the device and the plant', async () => {
    const standby = envelopeOf<TInverterDetail>(
      await get(cast.installer, `/inverter/${site.string.sn}`),
    ).data;
    expect(standby).toMatchObject({ status: 'normal', operatingState: 'standby' });
    const plant = () =>
      get(cast.installer, `/plant/${site.plantId}`).then((r) => envelopeOf<TPlantDetail>(r).data);
    expect(await plant()).toMatchObject({ inverterState: 'standby' });

    // Switched off by a command: the micro inverter's status word 3 is "Off".
    await feed(site.micro, sunfleetMicro, { runningStatus: 3 }, { deviceStatus: 3 });
    expect(await plant()).toMatchObject({ inverterState: 'shutDown' });
    const listed = envelopeOf<TPage<TPlantDevice>>(
      await get(cast.installer, `/plant/${site.plantId}/devices`),
    ).data.infos;
    expect(listed.find((device) => device.sn === site.micro.sn)?.operatingState).toBe('shutDown');
    expect(listed.find((device) => device.sn === meter3p.sn)?.operatingState).toBeNull();
    const row = envelopeOf<TPage<TInverterRow>>(
      await get(cast.installer, `/inverters?keyword=${site.micro.sn}`),
    ).data.infos[0];
    expect(row?.operatingState).toBe('shutDown');

    // Back on and producing: running; an offline inverter's last word is stale, so none.
    await setDeviceLatest(t.database, site.micro.id, { deviceStatus: 1 }, readAt);
    expect(await plant()).toMatchObject({ inverterState: 'running' });
    await t.database.db.update(devices).set({ status: 'offline' }).where(eq(devices.id, site.micro.id));
    expect(
      envelopeOf<TInverterDetail>(await get(cast.installer, `/inverter/${site.micro.sn}`)).data
        .operatingState,
    ).toBeNull();
  });
});
