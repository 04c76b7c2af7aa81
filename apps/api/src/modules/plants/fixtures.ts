import type { TPlantCreateInput, TPlantDetail } from '@sunfleet/contract/plants';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { createGateway } from '@sunfleet/db/telemetry-testing';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { bearer, envelopeOf, signIn, type TestApp } from '../../testing.ts';

/** Test fixtures of the plants module: a valid wizard, a picture, and the people of spec section 6. */

/** A 1×1 PNG. */
export const pngPixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function validPlant(gateway: { sn: string; key: string }): TPlantCreateInput {
  return {
    name: 'Sunny Hill Plant',
    alias: 'SH-1',
    type: 'acCoupledStorage',
    capacity: '12.5',
    commissioningDate: '2025-04-01',
    location: {
      latitude: '40.4168',
      longitude: '-3.7038',
      address: 'Calle Mayor 1, Madrid',
      timeZone: 'Europe/Madrid',
    },
    investment: '15000',
    income: { method: 'constant', currency: 'EUR', price: '0.15' },
    contacts: { contact: 'Ana García', phone: '+34 600 000 000', installer: 'Solar Installers SL' },
    gateway,
  };
}

type TUser = { id: string; account: string; password: string };
export type TActor = TUser & { headers: Record<string, string> };

async function actor(t: TestApp, user: TUser): Promise<TActor> {
  const tokens = await signIn(t.app, user.account, user.password);
  return { ...user, headers: bearer(tokens.access_token) };
}

/**
 * Two companies and the people around a plant: company A's administrator (the installer), a
 * customer of A who owns plants, a visitor and a manager to share with, an unrelated customer,
 * company B's administrator, and the platform operator.
 */
export async function createCast(t: TestApp) {
  const db: DatabaseHandle = t.database;
  const companyA = await createCompany(db);
  const companyB = await createCompany(db);
  const [installer, owner, visitor, manager, stranger, otherInstaller, platform] = await Promise.all([
    createUser(db, { kind: 'company', companyId: companyA.id, isCompanyAdmin: true }),
    createUser(db, { kind: 'customer', companyId: companyA.id }),
    createUser(db, { kind: 'customer' }),
    createUser(db, { kind: 'customer' }),
    createUser(db, { kind: 'customer' }),
    createUser(db, { kind: 'company', companyId: companyB.id, isCompanyAdmin: true }),
    createUser(db, { kind: 'platform' }),
  ]);
  return {
    companyA,
    companyB,
    installer: await actor(t, installer),
    owner: await actor(t, owner),
    visitor: await actor(t, visitor),
    manager: await actor(t, manager),
    stranger: await actor(t, stranger),
    otherInstaller: await actor(t, otherInstaller),
    platform: await actor(t, platform),
  };
}
export type TCast = Awaited<ReturnType<typeof createCast>>;

/** Creates a plant through the API with a fresh gateway of company A; fails the test otherwise. */
export async function createPlantAs(
  t: TestApp,
  who: TActor,
  companyId: string,
  changes: Partial<TPlantCreateInput> = {},
) {
  const gateway = await createGateway(t.database, { companyId });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/plant',
    headers: who.headers,
    payload: { ...validPlant(gateway), ...changes },
  });
  const envelope = envelopeOf<TPlantDetail>(response);
  if (envelope.code !== 0) throw new Error(`plant not created: ${JSON.stringify(envelope)}`);
  return { plant: envelope.data, gateway };
}
