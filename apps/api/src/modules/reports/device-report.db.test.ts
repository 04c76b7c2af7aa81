import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDeviceReport } from '@sunfleet/contract/reports';
import { ErrorCode } from '@sunfleet/contract/errors';
import { createDeviceRollup, sharePlant } from '@sunfleet/db/plant-testing';
import { createDevice } from '@sunfleet/db/telemetry-testing';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createCast, createPlantAs, type TActor, type TCast } from '../plants/fixtures.ts';

/** Shanghai has no daylight saving: local time is UTC+8 all year. */
const zone = 'Asia/Shanghai';
const at = (localDateTime: string) => new Date(`${localDateTime}+08:00`);
const stats = (average: number, n = 12) => ({ n, sum: average * n, min: average, max: average });

describe('GET /plant/{id}/device-report', () => {
  let t: TestApp;
  let cast: TCast;
  let plantId: string;
  let inverterSn: string;
  let meterSn: string;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t);
    const { plant, gateway } = await createPlantAs(t, cast.owner, cast.companyA.id, {
      location: { latitude: '31.23', longitude: '121.47', address: 'Shanghai', timeZone: zone },
    });
    plantId = plant.id;
    await sharePlant(t.database, plantId, cast.visitor.id, 'visitor');
    const device = (kind: string, alias = '') =>
      createDevice(t.database, { gatewayId: gateway.id, plantId, kind, alias, dictionaryId: 'x' });
    const [meter, inverter, weather] = await Promise.all([
      device('meter'),
      device('inverterString', 'Roof east'),
      device('weatherStation'),
    ]);
    inverterSn = inverter.sn;
    meterSn = meter.sn;
    const rollup = (
      deviceId: string,
      period: 'hour' | 'day' | 'month',
      local: string,
      values: Pick<Parameters<typeof createDeviceRollup>[1], 'energy' | 'roleStats'>,
    ) => createDeviceRollup(t.database, { deviceId, plantId, period, bucketStart: at(local), ...values });
    await Promise.all([
      rollup(inverter.id, 'hour', '2025-06-01T10:00:00', {
        energy: { pvEnergyTotal: 4 },
        roleStats: { pvPower: stats(4), inverterTemperature: stats(41) },
      }),
      rollup(inverter.id, 'hour', '2025-06-01T11:00:00', {
        energy: { pvEnergyTotal: 5 },
        roleStats: { pvPower: stats(5) },
      }),
      // The next local day: not in the day report of 1 June.
      rollup(inverter.id, 'hour', '2025-06-02T00:00:00', { energy: { pvEnergyTotal: 9 } }),
      rollup(meter.id, 'hour', '2025-06-01T10:00:00', {
        energy: { gridImportEnergyTotal: 0.5, gridExportEnergyTotal: 2 },
        roleStats: { gridPower: stats(-1.5, 6) },
      }),
      rollup(weather.id, 'hour', '2025-06-01T10:00:00', { roleStats: { irradiance: stats(800) } }),
      rollup(inverter.id, 'day', '2025-06-01T00:00:00', { energy: { pvEnergyTotal: 30.25 } }),
      rollup(inverter.id, 'day', '2025-06-30T00:00:00', { energy: { pvEnergyTotal: 20 } }),
      rollup(inverter.id, 'day', '2025-07-01T00:00:00', { energy: { pvEnergyTotal: 99 } }),
      rollup(inverter.id, 'month', '2025-06-01T00:00:00', { energy: { pvEnergyTotal: 600 } }),
      rollup(meter.id, 'month', '2025-01-01T00:00:00', { energy: { gridImportEnergyTotal: 120 } }),
    ]);
  });
  afterAll(() => t.close());

  const reportAs = (who: TActor, query: string) =>
    t.app.inject({ url: `/api/v1/plant/${plantId}/device-report?${query}`, headers: who.headers });
  const report = async (query: string) => {
    const envelope = envelopeOf<TDeviceReport>(await reportAs(cast.owner, query));
    expect(envelope.code).toBe(0);
    return envelope.data;
  };

  it("lists each device's energy and average power per local hour of a day", async () => {
    expect(await report('period=day&date=2025-06-01')).toEqual({
      timeZone: zone,
      period: 'day',
      from: '2025-06-01',
      to: '2025-06-02',
      devices: [
        {
          sn: inverterSn,
          alias: 'Roof east',
          kind: 'inverterString',
          energyRoles: ['pvEnergyTotal'],
          powerRoles: ['pvPower'],
          rows: [
            { label: '10', energy: { pvEnergyTotal: 4 }, averagePower: { pvPower: 4 } },
            { label: '11', energy: { pvEnergyTotal: 5 }, averagePower: { pvPower: 5 } },
          ],
          total: { energy: { pvEnergyTotal: 9 }, averagePower: { pvPower: 4.5 } },
        },
        {
          sn: meterSn,
          alias: '',
          kind: 'meter',
          energyRoles: ['gridImportEnergyTotal', 'gridExportEnergyTotal'],
          powerRoles: ['gridPower'],
          rows: [
            {
              label: '10',
              energy: { gridImportEnergyTotal: 0.5, gridExportEnergyTotal: 2 },
              averagePower: { gridPower: -1.5 },
            },
          ],
          total: {
            energy: { gridImportEnergyTotal: 0.5, gridExportEnergyTotal: 2 },
            averagePower: { gridPower: -1.5 },
          },
        },
      ],
    });
  });

  it('reads days of a month and months of a year from any date inside them', async () => {
    const month = await report('period=month&date=2025-06-17');
    expect({ from: month.from, to: month.to }).toEqual({ from: '2025-06-01', to: '2025-07-01' });
    expect(
      month.devices.map((device) => [device.sn, device.rows.map((row) => row.label), device.total.energy]),
    ).toEqual([[inverterSn, ['2025-06-01', '2025-06-30'], { pvEnergyTotal: 50.25 }]]);
    const year = await report('period=year&date=2025-12-31');
    expect(
      year.devices.map((device) => [device.sn, device.rows.map((row) => row.label), device.total.energy]),
    ).toEqual([
      [inverterSn, ['2025-06'], { pvEnergyTotal: 600 }],
      [meterSn, ['2025-01'], { gridImportEnergyTotal: 120 }],
    ]);
  });

  it('answers staff and a visitor of the plant; tells other companies and strangers 700', async () => {
    const people = ['installer', 'visitor', 'platform', 'stranger', 'otherInstaller'] as const;
    const codes: Record<string, number> = {};
    for (const who of people) {
      codes[who] = envelopeOf(await reportAs(cast[who], 'period=day&date=2025-06-01')).code;
    }
    expect(codes).toEqual({ installer: 0, visitor: 0, platform: 0, stranger: 700, otherInstaller: 700 });
  });

  it('rejects an unknown period and a date that does not exist', async () => {
    for (const query of ['period=week&date=2025-06-01', 'period=day&date=2025-02-30']) {
      expect(envelopeOf(await reportAs(cast.owner, query)).code).toBe(ErrorCode.validation);
    }
  });
});
