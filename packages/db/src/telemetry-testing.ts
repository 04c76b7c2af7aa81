import { randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseHandle } from './connect.ts';
import { hashGatewayKey } from './gateway-keys.ts';
import {
  devices,
  gateways,
  plants,
  type TDeviceRow,
  type TGatewayRow,
  type TPlantRow,
} from './telemetry-schema.ts';

/** A short unique suffix, so tests against a shared broker or server never collide. */
export const uniqueSn = (prefix: string) =>
  `${prefix}${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;

export async function createPlant(
  { db }: DatabaseHandle,
  values: Partial<typeof plants.$inferInsert> = {},
): Promise<TPlantRow> {
  const [plant] = await db
    .insert(plants)
    .values({ name: `Plant ${randomUUID().slice(0, 8)}`, ...values })
    .returning();
  if (!plant) throw new Error('plant not created');
  return plant;
}

/** A gateway with a fresh random key; the plain key is returned for the test to connect with. */
export async function createGateway(
  { db }: DatabaseHandle,
  values: Partial<Omit<typeof gateways.$inferInsert, 'keyHash'>> & { key?: string } = {},
): Promise<TGatewayRow & { key: string }> {
  const { key = randomBytes(12).toString('base64url'), ...rest } = values;
  const [gateway] = await db
    .insert(gateways)
    .values({ sn: uniqueSn('GW'), ...rest, keyHash: hashGatewayKey(key) })
    .returning();
  if (!gateway) throw new Error('gateway not created');
  return { ...gateway, key };
}

export async function createDevice(
  { db }: DatabaseHandle,
  values: Pick<typeof devices.$inferInsert, 'gatewayId' | 'dictionaryId' | 'kind'> &
    Partial<typeof devices.$inferInsert>,
): Promise<TDeviceRow> {
  const [device] = await db
    .insert(devices)
    .values({ sn: uniqueSn('DV'), ...values })
    .returning();
  if (!device) throw new Error('device not created');
  return device;
}
