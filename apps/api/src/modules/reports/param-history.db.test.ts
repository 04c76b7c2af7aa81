import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TParamCatalogue, TParamHistory } from '@sunfleet/contract/reports';
import { sharePlant } from '@sunfleet/db/plant-testing';
import { deviceRollups } from '@sunfleet/db/telemetry-schema';
import { createDevice } from '@sunfleet/db/telemetry-testing';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createCast, createPlantAs, type TActor, type TCast } from '../plants/fixtures.ts';

/** Shanghai has no daylight saving: local time is UTC+8 all year. */
const zone = 'Asia/Shanghai';
const at = (localDateTime: string) => new Date(`${localDateTime}+08:00`);
const stats = (average: number, n = 5) => ({ n, sum: average * n, min: average, max: average });

describe('parameter history (operation data)', () => {
  let t: TestApp;
  let cast: TCast;
  let plantId: string;
  let inverterSn: string;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t);
    const { plant, gateway } = await createPlantAs(t, cast.owner, cast.companyA.id, {
      location: { latitude: '31.23', longitude: '121.47', address: 'Shanghai', timeZone: zone },
    });
    plantId = plant.id;
    await sharePlant(t.database, plantId, cast.visitor.id, 'visitor');
    const inverter = await createDevice(t.database, {
      gatewayId: gateway.id,
      plantId,
      kind: 'inverterString',
      dictionaryId: 'sofar_lsw3',
    });
    inverterSn = inverter.sn;
    const bucket = (local: string, valueStats: Record<string, ReturnType<typeof stats>>) => ({
      deviceId: inverter.id,
      plantId,
      period: '5m' as const,
      bucketStart: at(local),
      valueStats,
    });
    await t.database.db.insert(deviceRollups).values([
      bucket('2025-06-01T10:00:00', { pv1Voltage: stats(612.4), innerTemperature: stats(41) }),
      bucket('2025-06-01T10:05:00', { pv1Voltage: stats(615) }),
      bucket('2025-06-02T23:55:00', { pv1Voltage: stats(0) }),
      // The day after the range.
      bucket('2025-06-03T00:00:00', { pv1Voltage: stats(1) }),
    ]);
  });
  afterAll(() => t.close());

  const getAs = (who: TActor, path: string) =>
    t.app.inject({ url: `/api/v1/plant/${plantId}${path}`, headers: who.headers });
  const history = (query: string) => getAs(cast.owner, `/params/history?deviceSn=${inverterSn}&${query}`);

  it("offers each device's values with history, at most 30, from its dictionary", async () => {
    const catalogue = envelopeOf<TParamCatalogue>(await getAs(cast.owner, '/params')).data;
    expect(catalogue).toHaveLength(1);
    const [device] = catalogue;
    expect(device?.sn).toBe(inverterSn);
    expect(device?.params.length).toBeLessThanOrEqual(30);
    expect(device?.params).toContainEqual({ key: 'pv1Voltage', name: 'PV1 voltage', unit: 'V' });
    // Status words and counters keep no 5-minute history.
    expect(device?.params.some((param) => param.key === 'runState')).toBe(false);
  });

  it('returns the picked values every 5 minutes over local days, null where not reported', async () => {
    const envelope = envelopeOf<TParamHistory>(
      await history('keys=pv1Voltage,innerTemperature&from=2025-06-01&to=2025-06-02'),
    );
    expect(envelope.code).toBe(0);
    expect(envelope.data.params.map((param) => param.key)).toEqual(['pv1Voltage', 'innerTemperature']);
    expect(envelope.data.points).toEqual([
      { time: '2025-06-01 10:00', values: [612.4, 41] },
      { time: '2025-06-01 10:05', values: [615, null] },
      { time: '2025-06-02 23:55', values: [0, null] },
    ]);
  });

  it('refuses more than 6 picks, unknown values, long ranges and devices of other plants', async () => {
    const seven = 'pv1Voltage,pv1Current,pv2Voltage,pv2Current,pv1Power,pv2Power,gridFrequency';
    for (const query of [
      `keys=${seven}&from=2025-06-01&to=2025-06-01`,
      'keys=noSuchValue&from=2025-06-01&to=2025-06-01',
      'keys=pv1Voltage&from=2025-06-01&to=2025-08-01',
      'keys=pv1Voltage&from=2025-06-02&to=2025-06-01',
    ])
      expect(envelopeOf(await history(query)).code, query).toBe(ErrorCode.validation);
    const other = await getAs(
      cast.owner,
      '/params/history?deviceSn=NOPE&keys=pv1Voltage&from=2025-06-01&to=2025-06-01',
    );
    expect(envelopeOf(other).code).toBe(ErrorCode.notFound);
  });

  it('answers staff and a visitor of the plant; tells other companies and strangers 700', async () => {
    const people = ['installer', 'visitor', 'platform', 'stranger', 'otherInstaller'] as const;
    const codes: Record<string, number> = {};
    for (const who of people) {
      const [catalogue, points] = await Promise.all([
        getAs(cast[who], '/params'),
        getAs(
          cast[who],
          `/params/history?deviceSn=${inverterSn}&keys=pv1Voltage&from=2025-06-01&to=2025-06-01`,
        ),
      ]);
      expect(envelopeOf(points).code).toBe(envelopeOf(catalogue).code);
      codes[who] = envelopeOf(catalogue).code;
    }
    expect(codes).toEqual({ installer: 0, visitor: 0, platform: 0, stranger: 700, otherInstaller: 700 });
  });
});
