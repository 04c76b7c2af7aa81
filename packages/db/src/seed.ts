import { count, eq, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { demoFleet } from '@sunfleet/contract/demo-fleet';
import type { TPermission } from '@sunfleet/contract/permissions';
import { hashPassword } from './passwords.ts';
import { insertFleet } from './seed-fleet.ts';
import { insertOrganisationDemo } from './seed-organisation.ts';
import { companies, companyRoles, users } from './schema.ts';

export type SeedOptions = {
  /** Fill the demo installer, its staff and customers (SUNFLEET_DEMO not `0`). */
  demo: boolean;
  /** The first platform administrator when not in demo mode. */
  admin?: { email?: string | undefined; password?: string | undefined };
};

export type SeedResult = 'demo' | 'admin' | 'existing';

/** The seed cannot fill the database as configured; the message says what to set. */
export class SeedRefusedError extends Error {}

export const demoCompanyName = 'Sunfleet Demo Installer';

/** Accounts the README documents; tests sign in with them. */
export const demoAccounts = {
  admin: { account: 'admin@sunfleet.local', password: 'sunfleet-admin' },
  installer: { account: 'installer@sunfleet.local', password: 'sunfleet-demo' },
  staff: { account: 'staff@sunfleet.local', password: 'sunfleet-demo' },
  owner: { account: 'owner@sunfleet.local', password: 'sunfleet-demo' },
  neighbour: { account: 'neighbour@sunfleet.local', password: 'sunfleet-demo' },
} as const;

/** What the demo staff member's role may do: look at plants and devices, nothing more. */
export const operationsPermissions: TPermission[] = [
  'station.view',
  'equip.view',
  'gateway.view',
  'inverter.view',
  'meter.view',
  'weather.view',
  'battery.list.view',
  'event.view',
  'workdata.view',
];

/** Any fixed number: keeps two processes starting at once from both seeding an empty database. */
const seedLockKey = 7_402_115;

/**
 * Fills an empty database (no users yet): demo data, or only the first platform administrator.
 * Does nothing when users exist, so restarts keep what people changed.
 */
export async function seed(db: Database, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${seedLockKey})`);
    const [existing] = await tx.select({ total: count() }).from(users);
    if ((existing?.total ?? 0) > 0) return 'existing';
    if (options.demo) {
      await insertDemo(tx);
      return 'demo';
    }
    const { email, password } = options.admin ?? {};
    if (!email || !password) {
      throw new SeedRefusedError(
        'SUNFLEET_DEMO=0 and the database is empty: set ADMIN_EMAIL and ADMIN_PASSWORD for the first platform administrator.',
      );
    }
    await tx.insert(users).values({
      account: email.toLowerCase(),
      passwordHash: await hashPassword(password),
      nickname: 'Administrator',
      kind: 'platform',
    });
    return 'admin';
  });
}

async function insertDemo(db: Database) {
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(demoAccounts.admin.password),
    hashPassword(demoAccounts.installer.password),
  ]);
  await db.insert(users).values({
    account: demoAccounts.admin.account,
    passwordHash: adminHash,
    nickname: 'Platform admin',
    kind: 'platform',
  });
  const [company] = await db
    .insert(companies)
    .values({
      name: demoCompanyName,
      contactName: 'Dana Reyes',
      email: demoAccounts.installer.account,
      phone: '+15550100',
      address: '12 Solar Way, Springfield',
      remark: 'Demo installer created on first start',
      themeColor: '#f59e0b',
    })
    .returning();
  if (!company) throw new Error('demo company was not created');
  const [operations] = await db
    .insert(companyRoles)
    .values({ companyId: company.id, name: 'Operations', permissions: operationsPermissions })
    .returning();
  const staffOf = { kind: 'company' as const, companyId: company.id, passwordHash: demoHash };
  const [installer] = await db
    .insert(users)
    .values([
      { ...staffOf, account: demoAccounts.installer.account, nickname: 'Dana Reyes', isCompanyAdmin: true },
      { ...staffOf, account: demoAccounts.staff.account, nickname: 'Sam Field', roleId: operations?.id },
    ])
    .returning();
  const customerOf = { kind: 'customer' as const, companyId: company.id, passwordHash: demoHash };
  await db.insert(users).values([
    { ...customerOf, account: demoAccounts.owner.account, nickname: 'Olivia Owner' },
    { ...customerOf, account: demoAccounts.neighbour.account, nickname: 'Noah Neighbour' },
  ]);
  await db.update(companies).set({ adminUserId: installer?.id }).where(eq(companies.id, company.id));
  // The plants, gateways and devices the demo simulator feeds (`npm run sim -- --demo`).
  await insertFleet(db, demoFleet, company.id);
  // Customer types and profiles, a plant built for a customer, the agent company (issue 15).
  await insertOrganisationDemo(db, company.id, demoHash);
}
