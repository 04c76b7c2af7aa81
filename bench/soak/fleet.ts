/**
 * The soak's fleet, inserted in bulk (10,000 plants one factory call at a time would take longer
 * than the soak): one company, its administrator, and per plant a gateway with five Deye hybrids.
 * Every gateway shares one key, hashed once, since hashing is deliberately slow.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { hashGatewayKey } from '@sunfleet/db/gateway-keys';
import { devices, gateways, plants } from '@sunfleet/db/telemetry-schema';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import { devicesPerGateway, type TFleetGateway } from '../ingest-fleet.ts';

const chunk = 500;
const gatewayKey = 'soak-gateway-key';

export type TSoakFleet = {
  gateways: TFleetGateway[];
  plantIds: string[];
  admin: { account: string; password: string };
};

export async function createSoakFleet(handle: DatabaseHandle, plantCount: number): Promise<TSoakFleet> {
  const company = await createCompany(handle);
  const admin = await createUser(handle, { kind: 'company', companyId: company.id, isCompanyAdmin: true });
  const keyHash = hashGatewayKey(gatewayKey);
  const fleet: TFleetGateway[] = [];
  const plantIds: string[] = [];
  for (let first = 0; first < plantCount; first += chunk) {
    const count = Math.min(chunk, plantCount - first);
    const prefix = randomUUID().slice(0, 6).toUpperCase();
    const plantRows = await handle.db
      .insert(plants)
      .values(
        Array.from({ length: count }, (_, index) => ({
          name: `Soak plant ${first + index + 1}`,
          companyId: company.id,
          timeZone: 'Europe/Berlin',
        })),
      )
      .returning({ id: plants.id });
    const gatewayRows = await handle.db
      .insert(gateways)
      .values(
        plantRows.map((plant, index) => ({
          sn: `GWS${prefix}${String(first + index).padStart(6, '0')}`,
          keyHash,
          plantId: plant.id,
          companyId: company.id,
        })),
      )
      .returning({ id: gateways.id, sn: gateways.sn, plantId: gateways.plantId });
    const deviceValues = gatewayRows.flatMap((gateway) =>
      Array.from({ length: devicesPerGateway }, (_, index) => ({
        sn: `DV${gateway.sn.slice(3)}${index}`,
        gatewayId: gateway.id,
        plantId: gateway.plantId,
        kind: deyeHybrid.kind,
        dictionaryId: deyeHybrid.id,
      })),
    );
    await handle.db.insert(devices).values(deviceValues);
    plantIds.push(...plantRows.map((plant) => plant.id));
    fleet.push(
      ...gatewayRows.map((gateway) => ({
        sn: gateway.sn,
        key: gatewayKey,
        deviceSns: Array.from(
          { length: devicesPerGateway },
          (_, index) => `DV${gateway.sn.slice(3)}${index}`,
        ),
      })),
    );
  }
  return { gateways: fleet, plantIds, admin: { account: admin.account, password: admin.password } };
}
