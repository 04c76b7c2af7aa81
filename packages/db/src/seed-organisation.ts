import { eq, inArray } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { customerProfiles, customerTypes } from './customer-schema.ts';
import type { TPermission } from '@sunfleet/contract/permissions';
import { companyAgents, companies, companyRoles, users, versions } from './schema.ts';
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
  // Agent staff work under a role like any company's staff (their administrator holds all).
  const [sales] = await db
    .insert(companyRoles)
    .values({ companyId: agent.id, name: 'Sales', permissions: agentSalesPermissions })
    .returning();
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
        roleId: sales?.id,
      },
      // The agent's own customer, so the agent relation shows a customer too.
      {
        account: 'agent-customer@sunfleet.local',
        passwordHash,
        nickname: 'Abel Agentclient',
        kind: 'customer',
        companyId: agent.id,
      },
    ])
    .returning();
  await db.update(companies).set({ adminUserId: agentAdmin?.id }).where(eq(companies.id, agent.id));
  await db.insert(companyAgents).values({ agentCompanyId: agent.id, upperCompanyId: companyId });
  await insertVersionLog(db);
  return { agentCompanyId: agent.id };
}

/** What the agent's sales staff may do: look at plants, devices and their events. */
const agentSalesPermissions: TPermission[] = [
  'station.view',
  'equip.view',
  'gateway.view',
  'inverter.view',
  'event.view',
];

/**
 * The platform's version log up to the version the portal shows (`versionLabel`), so "What's new"
 * and `/systemupdate` are not empty in the demo; published by the platform administrator.
 */
async function insertVersionLog(db: Database) {
  const [admin] = await db.select().from(users).where(eq(users.kind, 'platform')).limit(1);
  const publisher = { publisherUserId: admin?.id ?? null, publisherName: admin?.nickname ?? '' };
  await db.insert(versions).values([
    {
      ...publisher,
      number: 'V241015',
      type: 'feature',
      contentEn: 'Plant map with clustering; gateway import from a spreadsheet with a result per row.',
      contentZh: '电站地图支持聚合显示；网关可通过表格批量导入，并逐行显示结果。',
      releasedAt: new Date('2024-10-15T02:00:00Z'),
    },
    {
      ...publisher,
      number: 'V241201',
      type: 'improvement',
      contentEn: 'Alarm e-mails with a digest for devices that keep changing; scan-code sign-in.',
      contentZh: '告警邮件：频繁变化的设备改为汇总发送；支持扫码登录。',
      releasedAt: new Date('2024-12-01T02:00:00Z'),
    },
    {
      ...publisher,
      number: 'V250120',
      type: 'feature',
      contentEn:
        'Remote settings read back from the device before and after each write; customers and customer types; agent companies.',
      contentZh: '远程设置在写入前后从设备回读；客户与客户类型；代理商公司。',
      releasedAt: new Date('2025-01-20T02:00:00Z'),
    },
  ]);
}
