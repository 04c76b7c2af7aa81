import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFleet, demoSpareGateway } from '@sunfleet/contract/demo-fleet';
import type { DatabaseHandle } from './connect.ts';
import { verifyGatewayKey } from './gateway-keys.ts';
import { eq, inArray } from './query.ts';
import { insertFleet } from './seed-fleet.ts';
import { devices, gateways, plants } from './telemetry-schema.ts';
import { createCompany, createTestDatabase, createUser } from './testing.ts';

describe('the demo fleet in the database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('creates every plant, gateway (with its key) and device once, owned as the fleet says', async () => {
    const company = await createCompany(handle);
    const ownerUser = await createUser(handle, { account: 'owner@sunfleet.local', companyId: company.id });
    const sites = demoFleet.plants.filter((plant) => !plant.isSpare);
    expect(await insertFleet(handle.db, demoFleet, company.id)).toBe(sites.length);
    expect(await insertFleet(handle.db, demoFleet, company.id)).toBe(0);

    const [first] = demoFleet.plants;
    const [gateway] = await handle.db.select().from(gateways).where(eq(gateways.sn, first!.gateway.sn));
    expect(verifyGatewayKey(gateway!.keyHash, first!.gateway.key)).toBe(true);
    const [plant] = await handle.db.select().from(plants).where(eq(plants.id, gateway!.plantId!));
    expect(plant).toMatchObject({
      name: first!.name,
      timeZone: first!.timeZone,
      ownerUserId: ownerUser.id,
      plantType: first!.plantType,
      latitude: first!.location.latitude,
      address: first!.location.address,
      commissioningDate: first!.commissionedOn,
      income: first!.income,
    });
    const sns = demoFleet.plants.flatMap((p) => p.gateway.devices.map((device) => device.sn));
    expect(await handle.db.select().from(devices).where(inArray(devices.sn, sns))).toHaveLength(sns.length);
    // Every demo inverter's nameplate rating is stored, so no inverter screen shows "--" for it.
    const inverters = await handle.db
      .select({ ratedPowerKw: devices.ratedPowerKw })
      .from(devices)
      .where(inArray(devices.sn, sns));
    const rated = inverters.filter((device) => device.ratedPowerKw !== null);
    expect(rated).toHaveLength(demoFleet.plants.length);

    // The spare gateway and its devices are stored for the company, waiting for a plant.
    const [spare] = await handle.db.select().from(gateways).where(eq(gateways.sn, demoSpareGateway.sn));
    expect(spare).toMatchObject({ companyId: company.id, plantId: null, customerId: null });
    expect(verifyGatewayKey(spare!.keyHash, demoSpareGateway.key)).toBe(true);
    const spareDevices = await handle.db.select().from(devices).where(eq(devices.gatewayId, spare!.id));
    expect(spareDevices.map((device) => device.plantId)).toEqual([null, null, null]);
  });
});
