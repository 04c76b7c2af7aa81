import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFleet, demoSpareGateway } from '@sunfleet/contract/demo-fleet';
import { eq } from '@sunfleet/db/query';
import { demoAccounts, seed } from '@sunfleet/db/seed';
import { gateways, plants } from '@sunfleet/db/telemetry-schema';
import { users } from '@sunfleet/db/schema';
import { createTestApp, type TestApp } from '../testing.ts';
import { demoSites } from './demo-simulator.ts';

describe('the demo gateways’ sites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.database.db, { demo: true });
  });
  afterAll(() => t.close());

  it('are the plants’ on record, and the fleet’s own for a gateway without a plant', async () => {
    const spare = demoFleet.plants.find((plant) => plant.isSpare);
    const before = await demoSites(t.database.db);
    expect(before).toHaveLength(demoFleet.plants.length);
    expect(before.find((site) => site.gatewaySn === demoSpareGateway.sn)).toEqual({
      gatewaySn: demoSpareGateway.sn,
      latitude: spare?.location.latitude,
      longitude: spare?.location.longitude,
      timeZone: spare?.timeZone,
    });

    const [installer] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.account, demoAccounts.installer.account));
    const [plant] = await t.database.db
      .insert(plants)
      .values({
        companyId: installer?.companyId ?? '',
        name: 'Valencia terrace',
        timeZone: 'Europe/Madrid',
        capacityKw: 6.5,
        latitude: 39.47,
        longitude: -0.38,
      })
      .returning({ id: plants.id });
    await t.database.db
      .update(gateways)
      .set({ plantId: plant?.id })
      .where(eq(gateways.sn, demoSpareGateway.sn));
    const after = await demoSites(t.database.db);
    expect(after.find((site) => site.gatewaySn === demoSpareGateway.sn)).toEqual({
      gatewaySn: demoSpareGateway.sn,
      latitude: 39.47,
      longitude: -0.38,
      timeZone: 'Europe/Madrid',
    });
  });
});
