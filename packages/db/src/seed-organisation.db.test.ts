import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from './connect.ts';
import { customerProfiles, customerTypes } from './customer-schema.ts';
import { companyAgents, companies, companyRoles, users, versions } from './schema.ts';
import { seed } from './seed.ts';
import { demoAgentCompanyName, demoCustomerPlantName, organisationAccounts } from './seed-organisation.ts';
import { plants } from './telemetry-schema.ts';
import { createTestDatabase } from './testing.ts';

/** The demo's organisation side (issue 15): customer types, customers, a plant built for one, the agent company. */
describe('demo organisation', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seed(handle.db, { demo: true });
  });
  afterAll(() => handle.close());

  it('files the customers in a type tree and builds a company plant for one of them', async () => {
    const types = await handle.db.select().from(customerTypes);
    const byName = new Map(types.map((type) => [type.name, type]));
    expect(byName.get('Detached houses')?.parentId).toBe(byName.get('Residential')?.id);
    expect(byName.get('Commercial')?.parentId).toBeNull();
    const [customer] = await handle.db
      .select()
      .from(users)
      .where(eq(users.account, organisationAccounts.customer.account));
    expect(customer).toMatchObject({ kind: 'customer' });
    const [profile] = await handle.db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.userId, customer?.id ?? ''));
    expect(profile?.typeId).toBe(byName.get('Commercial')?.id);
    const [plant] = await handle.db.select().from(plants).where(eq(plants.name, demoCustomerPlantName));
    expect(plant).toMatchObject({
      customerId: customer?.id,
      ownerUserId: null,
      companyId: customer?.companyId,
    });
    expect(await handle.db.select().from(customerProfiles)).toHaveLength(3);
  });

  it('adds the agent company with its administrator and a staff member', async () => {
    const [agent] = await handle.db.select().from(companies).where(eq(companies.name, demoAgentCompanyName));
    const members = await handle.db
      .select()
      .from(users)
      .where(eq(users.companyId, agent?.id ?? ''));
    const staff = members.filter((user) => user.kind === 'company');
    expect(staff.map((user) => [user.account, user.isCompanyAdmin]).sort()).toEqual([
      ['agent-staff@sunfleet.local', false],
      [organisationAccounts.agent.account, true],
    ]);
    // Its staff member works under a role of the agent company, and it has a customer of its own.
    const [role] = await handle.db
      .select()
      .from(companyRoles)
      .where(eq(companyRoles.companyId, agent?.id ?? ''));
    expect(staff.find((user) => !user.isCompanyAdmin)?.roleId).toBe(role?.id);
    expect(members.filter((user) => user.kind === 'customer')).toHaveLength(1);
    expect(agent?.adminUserId).toBe(members.find((user) => user.isCompanyAdmin)?.id);
    const [link] = await handle.db
      .select()
      .from(companyAgents)
      .where(eq(companyAgents.agentCompanyId, agent?.id ?? ''));
    expect(link?.upperCompanyId).toBeDefined();
  });

  it('seeds the version log up to the version the portal shows', async () => {
    const log = await handle.db.select().from(versions);
    expect(log.map((version) => version.number).sort()).toEqual(['V241015', 'V241201', 'V250120']);
    expect(log.every((version) => version.publisherName !== '')).toBe(true);
  });
});
