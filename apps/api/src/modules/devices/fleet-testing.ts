import type { DatabaseHandle } from '@sunfleet/db/connect';
import { setDeviceLatest, sharePlant } from '@sunfleet/db/plant-testing';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { rawFrames } from '@sunfleet/db/telemetry-schema';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { encodeRegisters, type TValue } from '@sunfleet/protocols/codec';
import type { TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import { bearer, signIn, type TestApp } from '../../testing.ts';

/**
 * Fixtures of the device screens' tests: a company with its installer, a plant with a gateway,
 * a visitor the plant is shared with, and another company's installer who must see nothing.
 */
export async function createDeviceCast(t: TestApp) {
  const db: DatabaseHandle = t.database;
  const company = await createCompany(db);
  const otherCompany = await createCompany(db);
  const installer = await createUser(db, { kind: 'company', companyId: company.id, isCompanyAdmin: true });
  const outsider = await createUser(db, {
    kind: 'company',
    companyId: otherCompany.id,
    isCompanyAdmin: true,
  });
  const visitor = await createUser(db, { kind: 'customer' });
  const plant = await createPlant(db, {
    companyId: company.id,
    name: 'Battery Hill',
    timeZone: 'Europe/Madrid',
    latitude: 40.4168,
    longitude: -3.7038,
  });
  await sharePlant(db, plant.id, visitor.id, 'visitor');
  const gateway = await createGateway(db, { companyId: company.id, plantId: plant.id });
  const headersOf = async (user: { account: string; password: string }) =>
    bearer((await signIn(t.app, user.account, user.password)).access_token);
  return {
    company,
    plant,
    gateway,
    installer: await headersOf(installer),
    outsider: await headersOf(outsider),
    visitor: await headersOf(visitor),
    visitorId: visitor.id,
  };
}

/** A device of `dictionary` on the cast's plant whose newest reading holds `values`. */
export async function createReportingDevice(
  t: TestApp,
  cast: { plant: { id: string }; gateway: { id: string; sn: string } },
  dictionary: TProtocolDictionary,
  values: Record<string, TValue>,
  roles: Record<string, number>,
  readAt = new Date(),
) {
  const device = await createDevice(t.database, {
    gatewayId: cast.gateway.id,
    plantId: cast.plant.id,
    kind: dictionary.kind,
    dictionaryId: dictionary.id,
    status: 'normal',
    lastSeenAt: readAt,
  });
  await t.database.db.insert(rawFrames).values({
    gatewaySn: cast.gateway.sn,
    deviceSn: device.sn,
    readAt,
    msgId: `test-${device.sn}`,
    blocks: encodeRegisters(dictionary, values),
  });
  await setDeviceLatest(t.database, device.id, roles, readAt);
  return device;
}
