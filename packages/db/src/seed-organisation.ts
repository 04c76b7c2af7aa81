import { eq, inArray } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { customerProfiles, customerTypes } from './customer-schema.ts';
import { companyAgents, companies, users } from './schema.ts';
import { plants } from './telemetry-schema.ts';

/** Accounts of the demo's organisation side (README "Demo accounts"). */
export const organisationAccounts = {
  customer: { account: 'customer@sunfleet.local', password: 'sunfleet-demo' },
  agent: { account: 'agent@sunfleet.local', password: 'sunfleet-demo' },
} as const;

export const demoAgentCompanyName = 'Brightside Solar (agent)';
/** The company plant the demo installer built for its customer (they see it read-only). */
export const demoCustomerPlantName = 'Riverside Warehouse';

/**
 * The demo's organisation (issue 15): customers filed in a small type tree, a company plant built
 * for one of them, and a second company — a smaller installer selling under the demo installer —
 * with its administrator and a staff member, linked as the demo installer's agent.
 */
export async function insertOrganisationDemo(db: Database, companyId: string, passwordHash: string) {
  const [residential, commercial] = await db
    .insert(customerTypes)
    .values([
      { companyId, name: 'Residential', remark: 'Homes with rooftop PV and storage' },
      { companyId, name: 'Commercial', remark: 'Businesses, warehouses and farms' },
    ])
    .returning();
  if (!residential || !commercial) throw new Error('demo customer types were not created');
  const [houses] = await db
    .insert(customerTypes)
    .values([
      { companyId, parentId: residential.id, name: 'Detached houses' },
      { companyId, parentId: residential.id, name: 'Apartments' },
    ])
    .returning();

  const [carla] = await db
    .insert(users)
    .values({
      account: organisationAccounts.customer.account,
      passwordHash,
      nickname: 'Carla Customer',
      kind: 'customer',
      companyId,
    })
    .returning();
  if (!carla) throw new Error('demo customer was not created');
  const known = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(inArray(users.account, ['owner@sunfleet.local', 'neighbour@sunfleet.local']));
  const idOf = (account: string) => known.find((user) => user.account === account)?.id;
  const profiles = [
    { userId: idOf('owner@sunfleet.local'), name: 'Olivia Owner', typeId: houses?.id ?? residential.id },
    { userId: idOf('neighbour@sunfleet.local'), name: 'Noah Neighbour', typeId: residential.id },
    {
      userId: carla.id,
      name: 'Carla Customer (Riverside Logistics)',
      typeId: commercial.id,
      remark: 'Warehouse roof, 60 kWp',
    },
  ].flatMap((profile) => (profile.userId ? [{ ...profile, userId: profile.userId }] : []));
  await db.insert(customerProfiles).values(profiles);
  await db.update(plants).set({ customerId: carla.id }).where(eq(plants.name, demoCustomerPlantName));

  const [agent] = await db
    .insert(companies)
    .values({
      name: demoAgentCompanyName,
      contactName: 'Ari Agent',
      email: organisationAccounts.agent.account,
      phone: '+15550177',
      address: '4 Market Street, Shelbyville',
      remark: 'Sells and installs under the demo installer',
      themeColor: '#0ea5e9',
    })
    .returning();
  if (!agent) throw new Error('demo agent company was not created');
  const [agentAdmin] = await db
    .insert(users)
    .values([
      {
        account: organisationAccounts.agent.account,
        passwordHash,
        nickname: 'Ari Agent',
        kind: 'company',
        companyId: agent.id,
        isCompanyAdmin: true,
      },
      {
        account: 'agent-staff@sunfleet.local',
        passwordHash,
        nickname: 'Ada Assistant',
        kind: 'company',
        companyId: agent.id,
      },
    ])
    .returning();
  await db.update(companies).set({ adminUserId: agentAdmin?.id }).where(eq(companies.id, agent.id));
  await db.insert(companyAgents).values({ agentCompanyId: agent.id, upperCompanyId: companyId });
  return { agentCompanyId: agent.id };
}
