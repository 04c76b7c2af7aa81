import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlantDevice, TPlantDeviceCheck, TPlantInverter } from '@sunfleet/contract/devices';
import type {
  TEnergyBars,
  TEnergyFlow,
  TGenerationBars,
  TGenerationUse,
  TPlantIncome,
  TPlantIncomeSummary,
  TPlantList,
  TPlantRealtime,
  TPowerCurve,
  TStatusCounts,
} from '@sunfleet/contract/plants';
import type { TPlantWeather } from '@sunfleet/contract/weather';
import { nowIn, todayIn } from '@sunfleet/contract/zoned-date';
import { plantExpectedYields } from '@sunfleet/db/plant-schema';
import {
  createEvent,
  createDeviceRollup,
  createPlantRollup,
  setDeviceCounters,
  setDeviceLatest,
} from '@sunfleet/db/plant-testing';
import { protocolDictionaries } from '@sunfleet/db/protocol-schema';
import { createDevice, createGateway } from '@sunfleet/db/telemetry-testing';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createWeatherRepository } from '../weather/repository.ts';
import { createPlantsRepository } from './repository.ts';
import { createCast, createPlantAs, type TCast } from './fixtures.ts';

/** Shanghai has no daylight saving: local time is UTC+8 all year. */
const zone = 'Asia/Shanghai';
const at = (localDateTime: string) => new Date(`${localDateTime}+08:00`);

describe('plant charts and income from rollups', () => {
  let t: TestApp;
  let cast: TCast;
  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t);
  });
  afterAll(() => t.close());

  async function plantWith(income: TPlantIncome) {
    const { plant, gateway } = await createPlantAs(t, cast.owner, cast.companyA.id, {
      income,
      location: { latitude: 31.23, longitude: 121.47, address: 'Shanghai', timeZone: zone },
    });
    return { id: plant.id, gateway };
  }
  /** A weather station (the reference dictionary) behind the plant's gateway. */
  const createWeatherStation = (plant: { id: string; gateway: { id: string } }) =>
    createDevice(t.database, {
      gatewayId: plant.gateway.id,
      plantId: plant.id,
      kind: 'weatherStation',
      dictionaryId: 'sunfleet_weather',
      status: 'normal',
    });
  const get = async <T>(url: string) => {
    const envelope = envelopeOf<T>(await t.app.inject({ url: `/api/v1${url}`, headers: cast.owner.headers }));
    expect(envelope.code).toBe(0);
    return envelope.data;
  };
  const rollup = (plantId: string, period: '5m' | 'hour' | 'day' | 'month', local: string, values: object) =>
    createPlantRollup(t.database, { plantId, period, bucketStart: at(local), ...values });
  const constant: TPlantIncome = { method: 'constant', currency: 'CNY', price: 0.5 };

  it('draws a local day’s power curve from 5-minute rollups', async () => {
    const plant = await plantWith(constant);
    await rollup(plant.id, '5m', '2025-05-31T23:55:00', { power: { pvPower: 9 } });
    await rollup(plant.id, '5m', '2025-06-01T10:00:00', {
      power: { pvPower: 4.2, loadPower: 1.1, gridPower: -3, batteryPower: -0.1 },
      measurements: { batterySoc: 80 },
    });
    await rollup(plant.id, '5m', '2025-06-01T10:05:00', { power: { pvPower: 4.4 } });
    await rollup(plant.id, '5m', '2025-06-02T00:00:00', { power: { pvPower: 9 } });
    const curve = await get<TPowerCurve>(`/plant/${plant.id}/power/day?date=2025-06-01`);
    expect(curve).toEqual({
      date: '2025-06-01',
      timeZone: zone,
      points: [
        { time: '10:00', pv: 4.2, load: 1.1, grid: -3, battery: -0.1, soc: 80 },
        { time: '10:05', pv: 4.4, load: null, grid: null, battery: null, soc: null },
      ],
    });
    const emptyDay = await get<TPowerCurve>(`/plant/${plant.id}/power/day?date=2025-06-03`);
    expect(emptyDay.points).toEqual([]);
  });

  it('bars energy by flow for a day, month, year and the whole life', async () => {
    const plant = await plantWith(constant);
    const energy = (pv: number, extra: object = {}) => ({ energy: { pvEnergyTotal: pv, ...extra } });
    await rollup(
      plant.id,
      'hour',
      '2025-06-01T09:00:00',
      energy(2, { loadEnergyTotal: 1, gridExportEnergyTotal: 0.5 }),
    );
    await rollup(plant.id, 'hour', '2025-06-01T10:00:00', energy(3));
    await rollup(plant.id, 'day', '2025-06-01T00:00:00', energy(5));
    await rollup(plant.id, 'day', '2025-06-02T00:00:00', energy(7));
    await rollup(plant.id, 'month', '2024-12-01T00:00:00', energy(100));
    await rollup(plant.id, 'month', '2025-06-01T00:00:00', energy(12));

    const day = await get<TEnergyBars>(`/plant/energy/${plant.id}/day?date=2025-06-01`);
    // Every hour of the day has its slot; one without data is empty (null), not 0. Hour 10 has
    // PV but no load: no device measured it, so it is unknown.
    expect(day.bars.map((b) => b.label)).toEqual(
      Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0')),
    );
    expect(day.bars.slice(8, 11).map((b) => [b.label, b.pv, b.load, b.gridExport])).toEqual([
      ['08', null, null, null],
      ['09', 2, 1, 0.5],
      ['10', 3, null, 0],
    ]);
    expect(day.partialLabel).toBeNull();
    expect(day.total).toMatchObject({ pv: 5, load: 1, gridExport: 0.5 });
    const month = await get<TEnergyBars>(`/plant/energy/${plant.id}/month?month=2025-06`);
    expect(month.bars).toHaveLength(30);
    expect(month.bars.slice(0, 3).map((b) => [b.label, b.pv])).toEqual([
      ['2025-06-01', 5],
      ['2025-06-02', 7],
      ['2025-06-03', null],
    ]);
    expect(month.bars.at(-1)?.label).toBe('2025-06-30');
    const year = await get<TEnergyBars>(`/plant/energy/${plant.id}/year?year=2025`);
    expect(year.bars.map((b) => [b.label, b.pv])).toEqual(
      Array.from({ length: 12 }, (_, index) => {
        const label = `2025-${String(index + 1).padStart(2, '0')}`;
        return [label, label === '2025-06' ? 12 : null];
      }),
    );
    // Every year from the first data (before commissioning, 2025-04-01) up to this one, which runs.
    const thisYear = Number(todayIn(zone).slice(0, 4));
    const total = await get<TEnergyBars>(`/plant/energy/${plant.id}/total`);
    expect(total.bars.map((b) => [b.label, b.pv])).toEqual(
      Array.from({ length: thisYear - 2023 }, (_, index) => {
        const label = String(2024 + index);
        return [label, { '2024': 100, '2025': 12 }[label] ?? null];
      }),
    );
    expect(total.partialLabel).toBe(String(thisYear));
  });

  it("marks today's running hour as partial", async () => {
    const plant = await plantWith(constant);
    const now = nowIn(zone);
    const today = await get<TEnergyBars>(`/plant/energy/${plant.id}/day?date=${now.slice(0, 10)}`);
    // The hour may turn between reading the clock here and in the api.
    expect([now.slice(11, 13), nowIn(zone).slice(11, 13)]).toContain(today.partialLabel);
    const month = await get<TGenerationBars>(`/plant/${plant.id}/power/month?month=${now.slice(0, 7)}`);
    expect(month.partialLabel).toBe(todayIn(zone));
  });

  it("sums the weather station's irradiation over the plant's local day up to now", async () => {
    const plant = await plantWith(constant);
    const station = await createWeatherStation(plant);
    await setDeviceLatest(t.database, station.id, { irradiance: 600 });
    const hourOf = (local: string, meanIrradiance: number) =>
      createDeviceRollup(t.database, {
        deviceId: station.id,
        plantId: plant.id,
        period: 'hour',
        bucketStart: at(local),
        roleStats: { irradiance: { n: 4, sum: 4 * meanIrradiance, min: 0, max: 2 * meanIrradiance } },
      });
    await hourOf('2025-05-31T23:00:00', 900); // the evening before, in Shanghai
    await hourOf('2025-06-01T09:00:00', 400);
    await hourOf('2025-06-01T10:00:00', 800);
    await hourOf('2025-06-01T11:00:00', 600); // half gone at 11:30
    const weatherAt = async (local: string) =>
      (await createWeatherRepository(t.database.db).weather(plant.id, at(local)))?.irradiationToday;
    // At 11:30, 0.4 + 0.8 + 0.6 × ½ kWh/m²; nothing yet half an hour into the next day; at 9:15 a
    // quarter of 9 o'clock's 0.4.
    expect(await weatherAt('2025-06-01T11:30:00')).toBeCloseTo(1.5, 6);
    expect(await weatherAt('2025-06-02T00:30:00')).toBeNull();
    expect(await weatherAt('2025-06-01T09:15:00')).toBeCloseTo(0.1, 6);
  });

  it('bars generation with income and the imported expected yield', async () => {
    const plant = await plantWith(constant);
    await rollup(plant.id, 'day', '2025-06-01T00:00:00', { energy: { pvEnergyTotal: 10 } });
    await rollup(plant.id, 'day', '2025-06-02T00:00:00', { energy: { pvEnergyTotal: 20 } });
    await rollup(plant.id, 'day', '2025-07-01T00:00:00', { energy: { pvEnergyTotal: 4 } });
    await t.database.db.insert(plantExpectedYields).values(
      Array.from({ length: 12 }, (_, i) => ({
        plantId: plant.id,
        month: i + 1,
        expectedKwh: 25,
        source: 'pvsyst' as const,
      })),
    );
    const month = await get<TGenerationBars>(`/plant/${plant.id}/power/month?month=2025-06`);
    expect(month).toMatchObject({ currency: 'CNY', total: { generation: 30, income: 15, expected: 25 } });
    expect(month.bars).toHaveLength(30);
    expect(month.bars.slice(0, 3)).toEqual([
      { label: '2025-06-01', generation: 10, income: 5, expected: null },
      { label: '2025-06-02', generation: 20, income: 10, expected: null },
      { label: '2025-06-03', generation: null, income: null, expected: null },
    ]);
    // The year shows all twelve months; those without generation are empty and keep their expectation.
    const year = await get<TGenerationBars>(`/plant/${plant.id}/power/year?year=2025`);
    expect(year.bars).toHaveLength(12);
    expect(year.bars[0]).toEqual({ label: '2025-01', generation: null, income: null, expected: 25 });
    expect(year.bars.slice(5, 7)).toEqual([
      { label: '2025-06', generation: 30, income: 15, expected: 25 },
      { label: '2025-07', generation: 4, income: 2, expected: 25 },
    ]);
    expect(year.total).toEqual({ generation: 34, income: 17, expected: 300 });
    // Every year since commissioning (2025-04-01).
    const total = await get<TGenerationBars>(`/plant/${plant.id}/power/total`);
    expect(total.bars[0]).toEqual({ label: '2025', generation: 34, income: 17, expected: null });
    expect(total.bars.at(-1)?.label).toBe(todayIn(zone).slice(0, 4));
  });

  it('counts income today and in total by each pricing method, in the plant’s time zone', async () => {
    const today = todayIn(zone);
    const isoWeekday = ((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const timeOfUse = (weekdays: number[]): TPlantIncome => ({
      method: 'timeOfUse',
      currency: 'CNY',
      weekdays,
      segments: [
        { start: '00:00', end: '08:00', price: 0.3 },
        { start: '08:00', end: '24:00', price: 0.8 },
      ],
    });
    const cases: [TPlantIncome, number][] = [
      [constant, 10],
      [{ method: 'byGeneration', currency: 'EUR', feedInPrice: 0.05, selfUsePrice: 0.3 }, 0.25 + 4.5],
      [timeOfUse([isoWeekday]), 3 + 8],
      [timeOfUse([1, 2, 3, 4, 5, 6, 7].filter((day) => day !== isoWeekday)), 0],
    ];
    for (const [income, expected] of cases) {
      const plant = await plantWith(income);
      await rollup(plant.id, 'hour', `${today}T07:00:00`, { energy: { pvEnergyTotal: 10 } });
      await rollup(plant.id, 'hour', `${today}T09:00:00`, {
        energy: { pvEnergyTotal: 10, gridExportEnergyTotal: 5 },
      });
      await rollup(plant.id, 'day', `${today}T00:00:00`, {
        energy: { pvEnergyTotal: 20, gridExportEnergyTotal: 5 },
      });
      const summary = await get<TPlantIncomeSummary>(`/plant/${plant.id}/income`);
      expect({ method: income.method, summary }).toEqual({
        method: income.method,
        summary: {
          currency: income.currency,
          today: expected,
          month: expected,
          year: expected,
          total: expected,
        },
      });
    }
  });

  it('shows the energy flow, realtime numbers and devices from latest values, skipping offline devices', async () => {
    const plant = await plantWith(constant);
    const today = todayIn(zone);
    const device = (
      kind: 'inverterSinglePhaseHybrid' | 'meter' | 'batteryBms',
      status: 'normal' | 'offline' = 'normal',
    ) =>
      createDevice(t.database, {
        gatewayId: plant.gateway.id,
        plantId: plant.id,
        kind,
        dictionaryId: 'x',
        status,
        lastSeenAt: new Date(),
      });
    const inverter = await device('inverterSinglePhaseHybrid');
    const meter = await device('meter');
    const battery = await device('batteryBms');
    const stale = await device('inverterSinglePhaseHybrid', 'offline');
    await setDeviceLatest(t.database, inverter.id, { pvPower: 5.5, loadPower: 2 });
    await setDeviceLatest(t.database, meter.id, { gridPower: -2.5 });
    await setDeviceLatest(t.database, battery.id, { batteryPower: -1, batterySoc: 64 });
    await setDeviceLatest(t.database, stale.id, { pvPower: 100 });
    await rollup(plant.id, 'day', `${today}T00:00:00`, {
      energy: {
        pvEnergyTotal: 18,
        gridExportEnergyTotal: 4.5,
        gridImportEnergyTotal: 3,
        loadEnergyTotal: 16.5,
      },
    });
    await rollup(plant.id, 'month', `${today.slice(0, 7)}-01T00:00:00`, { energy: { pvEnergyTotal: 18 } });
    await rollup(plant.id, 'month', '2020-01-01T00:00:00', { energy: { pvEnergyTotal: 500 } });

    expect(await get<TPlantWeather>(`/plant/meteorological/${plant.id}/realtime`)).toBeNull();
    const station = await createWeatherStation(plant);
    await setDeviceLatest(t.database, station.id, {
      irradiance: 812,
      ambientTemperature: 24.5,
      windSpeed: 3.2,
      windDirection: 225,
      humidity: 41.5,
    });
    expect(await get<TPlantWeather>(`/plant/meteorological/${plant.id}/realtime`)).toMatchObject({
      sn: station.sn,
      status: 'normal',
      irradiance: 812,
      ambientTemperature: 24.5,
      moduleTemperature: null,
      windSpeed: 3.2,
      windDirection: 225,
      humidity: 41.5,
      // No hourly rollup yet today.
      irradiationToday: null,
    });

    const flow = await get<TEnergyFlow>(`/plant/energy/${plant.id}/flow`);
    expect(flow).toMatchObject({ pv: 5.5, load: 2, grid: -2.5, battery: -1, soc: 64, generator: null });
    const realtime = await get<TPlantRealtime>(`/plant/${plant.id}/realtime`);
    expect(realtime).toMatchObject({
      power: 5.5,
      energyToday: 18,
      energyMonth: 18,
      energyTotal: 518,
      capacity: 12.5,
      // 18 kWh from 12.5 kWp; 13.5 of 18 kWh used on site; 13.5 of the 16.5 kWh load not imported.
      specificYieldToday: 1.44,
      selfConsumptionRate: 75,
      selfSufficiencyRate: 81.8,
      // 518 kWh × 0.475 kg/kWh, the default grid factor.
      co2AvoidedKg: 246,
    });
    // Two open alarms (a warning and a fault), one closed, one offline notice: 2 open.
    for (const [code, level, closedAt] of [
      ['E01', 'warning', null],
      ['E02', 'fault', null],
      ['E03', 'fault', new Date()],
      ['E04', 'offline', null],
    ] as const)
      await createEvent(t.database, {
        sourceSn: station.sn,
        plantId: plant.id,
        code,
        level,
        ...(closedAt && { openedAt: new Date(closedAt.getTime() - 60_000), closedAt, durationSeconds: 60 }),
      });
    // The list sorts by the live numbers the scheduled job `plants.list-values` keeps (ADR 0051).
    await createPlantsRepository(t.database.db).refreshListValues();
    const list = await get<TPlantList>('/plants?keyword=Sunny&sort=power&order=desc&size=100');
    expect(list.infos.find((p) => p.id === plant.id)).toMatchObject({
      power: 5.5,
      energyToday: 18,
      energyTotal: 518,
      specificYield: 1.44,
      openAlarms: 2,
      company: expect.any(String) as unknown,
    });
    expect(list.infos[0]?.id).toBe(plant.id);

    expect(await get<TPlantDeviceCheck>(`/plant/${plant.id}/check/device`)).toEqual({
      gateways: 1,
      inverters: 2,
      meters: 1,
      batteries: 1,
      weatherStations: 1,
    });
    expect(await get<TStatusCounts>(`/plant/${plant.id}/inverterCount`)).toMatchObject({
      all: 2,
      normal: 1,
      offline: 1,
    });
    const inverters = await get<{ infos: TPlantInverter[]; total: number }>(`/plant/${plant.id}/inverters`);
    expect(inverters.total).toBe(2);
    expect(inverters.infos.find((i) => i.sn === inverter.sn)).toMatchObject({
      power: 5.5,
      gatewaySn: plant.gateway.sn,
      status: 'normal',
    });

    const all = await get<{ infos: TPlantDevice[]; total: number }>(`/plant/${plant.id}/devices`);
    expect(all.total).toBe(5);
    const readings = (d: TPlantDevice) => [d.kind, d.power, d.soc, d.irradiance];
    const inverterSns = [inverter.sn, stale.sn].sort();
    expect(all.infos.map((d) => d.sn)).toEqual([...inverterSns, meter.sn, battery.sn, station.sn]);
    expect(all.infos.find((d) => d.sn === inverter.sn)).toMatchObject({
      gatewaySn: plant.gateway.sn,
      power: 5.5,
      energyToday: 0,
    });
    expect(all.infos.slice(2).map(readings)).toEqual([
      ['meter', -2.5, null, null],
      ['batteryBms', -1, 64, null],
      ['weatherStation', null, null, 812],
    ]);
    expect(all.infos.find((d) => d.sn === meter.sn)?.energyToday).toBeNull();
    const secondPage = await get<{ infos: TPlantDevice[] }>(`/plant/${plant.id}/devices?page=2&size=4`);
    expect(secondPage.infos.map((d) => d.sn)).toEqual([station.sn]);
  });

  it('counts energy total from the devices’ lifetime counters, in the list and the overview alike', async () => {
    const plant = await plantWith(constant);
    const device = (kind: 'inverterString' | 'meter', dictionaryId: string) =>
      createDevice(t.database, { gatewayId: plant.gateway.id, plantId: plant.id, kind, dictionaryId });
    // A company's imported map names its lifetime counter its own way, in MWh.
    const imported = 'imported-lifetime-test';
    await t.database.db.insert(protocolDictionaries).values({
      id: imported,
      source: 'imported',
      kind: 'inverterString',
      model: 'Imported string inverter',
      dictionary: { entries: [{ key: 'yieldLifetime', role: 'pvEnergyTotal', unit: 'MWh' }] },
    });
    const shipped = await device('inverterString', 'sofar_lsw3');
    const importedInverter = await device('inverterString', imported);
    const meter = await device('meter', 'solis_meter');
    await setDeviceCounters(t.database, shipped.id, { totalProduction: { value: 12_000, unit: 'kWh' } });
    await setDeviceCounters(t.database, importedInverter.id, { yieldLifetime: { value: 1.5, unit: 'MWh' } });
    await setDeviceCounters(t.database, meter.id, { totalEnergyBought: { value: 90_000, unit: 'kWh' } });
    await rollup(plant.id, 'month', '2025-06-01T00:00:00', { energy: { pvEnergyTotal: 40 } });

    const energyTotalOf = async (id: string) => {
      const overview = await get<TPlantRealtime>(`/plant/${id}/realtime`);
      return {
        overview: overview.energyTotal,
        beforeMonitoring: overview.energyBeforeMonitoring,
        list: (await get<TPlantList>('/plants?size=100')).infos.find((p) => p.id === id)?.energyTotal,
      };
    };
    // The counters say 13,500 kWh; the rollups saw 40 of them (the Total chart's sum): the other
    // 13,460 were counted before monitoring began, and the KPI says so rather than show two totals.
    expect(await energyTotalOf(plant.id)).toEqual({
      overview: 13_500,
      beforeMonitoring: 13_460,
      list: 13_500,
    });

    // A counter reset by a replaced board reads less than the cloud counted: the count stands.
    await setDeviceCounters(t.database, shipped.id, { totalProduction: { value: 10, unit: 'kWh' } });
    await setDeviceCounters(t.database, importedInverter.id, {});
    expect(await energyTotalOf(plant.id)).toEqual({ overview: 40, beforeMonitoring: 0, list: 40 });
  });

  it('keeps the energy total when the gateway is replaced and unbound: it never falls', async () => {
    const plant = await plantWith(constant);
    const oldInverter = await createDevice(t.database, {
      gatewayId: plant.gateway.id,
      plantId: plant.id,
      kind: 'inverterString',
      dictionaryId: 'sofar_lsw3',
    });
    await setDeviceCounters(t.database, oldInverter.id, { totalProduction: { value: 4451, unit: 'kWh' } });
    await rollup(plant.id, 'month', '2025-06-01T00:00:00', { energy: { pvEnergyTotal: 2980 } });
    const totalOf = async () => ({
      overview: (await get<TPlantRealtime>(`/plant/${plant.id}/realtime`)).energyTotal,
      list: (await get<TPlantList>('/plants?size=100')).infos.find((p) => p.id === plant.id)?.energyTotal,
    });
    expect(await totalOf()).toEqual({ overview: 4451, list: 4451 });

    const replacement = await createGateway(t.database, { companyId: cast.companyA.id });
    const newInverter = await createDevice(t.database, {
      gatewayId: replacement.id,
      kind: 'inverterString',
      dictionaryId: 'sofar_lsw3',
    });
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/v1/plant/${plant.id}/gateway`,
      headers: cast.owner.headers,
      payload: { sn: replacement.sn, key: replacement.key },
    });
    expect(envelopeOf(replaced).code).toBe(0);
    // The new inverter has not reported yet: the old one's count stands.
    expect(await totalOf()).toEqual({ overview: 4451, list: 4451 });
    await setDeviceCounters(t.database, newInverter.id, { totalProduction: { value: 12, unit: 'kWh' } });
    expect(await totalOf()).toEqual({ overview: 4463, list: 4463 });

    const unbound = await t.app.inject({
      method: 'POST',
      url: `/api/v1/gateway/${replacement.id}/unbind`,
      headers: cast.installer.headers,
    });
    expect(envelopeOf(unbound).code).toBe(0);
    expect(await totalOf()).toEqual({ overview: 4463, list: 4463 });
  });

  it('splits the generation of a date range into self-use, export and battery charge', async () => {
    const plant = await plantWith(constant);
    await rollup(plant.id, 'day', '2025-06-01T00:00:00', {
      energy: {
        pvEnergyTotal: 20,
        gridExportEnergyTotal: 5,
        batteryChargeEnergyTotal: 3,
        loadEnergyTotal: 18,
        gridImportEnergyTotal: 4,
        batteryDischargeEnergyTotal: 2,
      },
    });
    await rollup(plant.id, 'day', '2025-06-08T00:00:00', { energy: { pvEnergyTotal: 1000 } });
    const use = await get<TGenerationUse>(
      `/plant/energy/${plant.id}/generation/use?from=2025-06-01&to=2025-06-07`,
    );
    expect(use).toEqual({
      from: '2025-06-01',
      to: '2025-06-07',
      generation: 20,
      selfUse: 12,
      gridExport: 5,
      batteryCharge: 3,
      consumption: 18,
      fromPv: 12,
      fromGrid: 4,
      fromBattery: 2,
      selfUseRate: 75,
      selfSufficiencyRate: 77.8,
    });
    // A plant without a meter: its load is unknown, and so is where it came from.
    const withoutMeter = await plantWith(constant);
    await rollup(withoutMeter.id, 'day', '2025-06-01T00:00:00', { energy: { pvEnergyTotal: 20 } });
    const unknownLoad = await get<TGenerationUse>(
      `/plant/energy/${withoutMeter.id}/generation/use?from=2025-06-01&to=2025-06-07`,
    );
    expect(unknownLoad).toMatchObject({
      generation: 20,
      consumption: null,
      fromPv: null,
      fromGrid: null,
      fromBattery: null,
      selfSufficiencyRate: null,
    });
    const reversed = envelopeOf(
      await t.app.inject({
        url: `/api/v1/plant/energy/${plant.id}/generation/use?from=2025-06-07&to=2025-06-01`,
        headers: cast.owner.headers,
      }),
    );
    expect(reversed).toMatchObject({
      code: 4,
      data: { field: 'to', message: 'The time range is not valid' },
    });
  });
});
