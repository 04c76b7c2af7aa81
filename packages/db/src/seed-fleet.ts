import type { TFleet, TFleetPlant } from '@sunfleet/contract/demo-fleet';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { hashGatewayKey } from './gateway-keys.ts';
import { users } from './schema.ts';
import { devices, gateways, plants } from './telemetry-schema.ts';

/**
 * Creates the plants, gateways and devices of a fleet for a company, so a simulator running the
 * same fleet (`npm run sim -- --demo`) feeds real records. A plant goes to its owner's account
 * when that user exists; a spare gateway gets no plant, its devices wait for one. Gateways
 * already present (by SN) are left alone, with their plant. Returns the number of plants created.
 */
export async function insertFleet(db: Database, fleet: TFleet, companyId: string): Promise<number> {
  const accounts = [
    ...new Set(fleet.plants.flatMap((plant) => (plant.ownerAccount ? [plant.ownerAccount] : []))),
  ];
  const owners =
    accounts.length === 0
      ? []
      : await db
          .select({ id: users.id, account: sql<string>`lower(${users.account})` })
          .from(users)
          .where(
            inArray(
              sql`lower(${users.account})`,
              accounts.map((account) => account.toLowerCase()),
            ),
          );
  const ownerOf = new Map(owners.map((owner) => [owner.account, owner.id]));
  const existing = await db
    .select({ sn: gateways.sn })
    .from(gateways)
    .where(
      inArray(
        gateways.sn,
        fleet.plants.map((plant) => plant.gateway.sn),
      ),
    );
  const present = new Set(existing.map((gateway) => gateway.sn));
  let created = 0;
  for (const plant of fleet.plants) {
    if (present.has(plant.gateway.sn)) continue;
    const ownerUserId = plant.ownerAccount ? (ownerOf.get(plant.ownerAccount.toLowerCase()) ?? null) : null;
    const plantId = plant.isSpare ? null : await insertPlant(db, plant, companyId, ownerUserId);
    const { gateway } = plant;
    const [gatewayRow] = await db
      .insert(gateways)
      .values({
        sn: gateway.sn,
        keyHash: hashGatewayKey(gateway.key),
        companyId,
        customerId: ownerUserId,
        plantId,
        hardwareVersion: gateway.model,
        softwareVersion: gateway.firmware,
        communicationType: gateway.network,
      })
      .returning({ id: gateways.id });
    if (!gatewayRow) throw new Error(`gateway ${gateway.sn} was not created`);
    await db.insert(devices).values(
      gateway.devices.map((device) => ({
        gatewayId: gatewayRow.id,
        plantId,
        sn: device.sn,
        kind: device.kind,
        dictionaryId: device.dictionaryId,
        alias: device.name ?? '',
        ratedPowerKw: device.ratedPowerKw ?? null,
      })),
    );
    if (plantId) created += 1;
  }
  return created;
}

async function insertPlant(
  db: Database,
  plant: TFleetPlant,
  companyId: string,
  ownerUserId: string | null,
): Promise<string> {
  const [row] = await db
    .insert(plants)
    .values({
      companyId,
      ownerUserId,
      name: plant.name,
      timeZone: plant.timeZone,
      capacityKw: plant.capacityKwp,
      plantType: plant.plantType,
      latitude: plant.location.latitude,
      longitude: plant.location.longitude,
      address: plant.location.address ?? '',
      commissioningDate: plant.commissionedOn ?? null,
      income: plant.income ?? null,
    })
    .returning({ id: plants.id });
  if (!row) throw new Error(`plant ${plant.name} was not created`);
  return row.id;
}
