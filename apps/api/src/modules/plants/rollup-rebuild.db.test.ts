import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEnergyRefusal } from '@sunfleet/contract/logs';
import type { TRollupRebuildResult } from '@sunfleet/contract/plants';
import { communicationLogs, maintenanceLogs } from '@sunfleet/db/telemetry-schema';
import { createDevice } from '@sunfleet/db/telemetry-testing';
import { eq } from '@sunfleet/db/query';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createCast, createPlantAs, type TCast } from './fixtures.ts';

describe('rebuilding rollups and showing refused energy steps', () => {
  let t: TestApp;
  let cast: TCast;
  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t);
  });
  afterAll(() => t.close());

  const rebuild = (plantId: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/plant/${plantId}/rollups/rebuild`, headers, payload });

  it('lets only a platform administrator rebuild a plant’s days, audited; a bad period is code 4', async () => {
    const { plant } = await createPlantAs(t, cast.owner, cast.companyA.id);
    const period = { from: '2026-03-09', to: '2026-03-11' };
    for (const who of [cast.installer, cast.owner, cast.otherInstaller])
      expect(envelopeOf(await rebuild(plant.id, who.headers, period)).code).toBe(2);
    const done = envelopeOf<TRollupRebuildResult>(await rebuild(plant.id, cast.platform.headers, period));
    expect(done.code).toBe(0);
    // Madrid is UTC+1 in March: the days begin at 23:00 UTC.
    expect(done.data).toMatchObject({ from: '2026-03-08T23:00:00.000Z', to: '2026-03-11T23:00:00.000Z' });
    const [audit] = await t.database.db
      .select()
      .from(maintenanceLogs)
      .where(eq(maintenanceLogs.plantId, plant.id));
    expect(audit).toMatchObject({ action: 'rebuild', result: 'succeeded' });
    for (const bad of [
      { from: '2026-03-11', to: '2026-03-09' },
      { from: '2026-01-01', to: '2026-06-01' },
      { from: '2026-02-30', to: '2026-03-01' },
    ])
      expect(envelopeOf(await rebuild(plant.id, cast.platform.headers, bad)).code).toBe(4);
  });

  it("shows a device's refused energy steps to whoever sees the device, and nobody else", async () => {
    const { plant, gateway } = await createPlantAs(t, cast.owner, cast.companyA.id);
    const device = await createDevice(t.database, {
      gatewayId: gateway.id,
      plantId: plant.id,
      kind: 'inverterString',
      dictionaryId: 'deye_string',
    });
    const detail = 'Implausible energy step refused at 2026-03-10T10:10:00.000Z: totalProduction …';
    await t.database.db
      .insert(communicationLogs)
      .values({ gatewaySn: gateway.sn, deviceSn: device.sn, kind: 'implausibleEnergy', detail });
    const read = (headers: Record<string, string>) =>
      t.app.inject({ url: `/api/v1/device/${device.sn}/energy-refusals`, headers });
    const seen = envelopeOf<TEnergyRefusal[]>(await read(cast.owner.headers));
    expect(seen.code).toBe(0);
    expect(seen.data.map((row) => row.detail)).toEqual([detail]);
    expect(envelopeOf(await read(cast.stranger.headers)).code).toBe(3);
  });
});
