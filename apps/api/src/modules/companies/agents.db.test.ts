import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCompanyAgent } from '@sunfleet/contract/companies';
import type { TPlantDetail, TPlantList } from '@sunfleet/contract/plants';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { createUser } from '@sunfleet/db/testing';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { companyFixtures } from './fixtures.ts';

/** Agents (spec section 6): who may be one, and what the upper company then sees. */
describe('agents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, companyWithAdmin } = companyFixtures(() => t);

  it('refuses oneself (900), own staff (901), non-administrators (902), others’ agents (903), twice (202), cycles', async () => {
    const upper = await companyWithAdmin();
    const agent = await companyWithAdmin();
    const third = await companyWithAdmin();
    const ownStaff = await createUser(t.database, { kind: 'company', companyId: upper.company.id });
    const agentStaff = await createUser(t.database, { kind: 'company', companyId: agent.company.id });
    const customer = await createUser(t.database, { kind: 'customer' });
    const add = (headers: Record<string, string>, account: string) =>
      call(headers, '/company/agent', { account });

    expect(envelopeOf(await add(upper.headers, 'nobody@example.test'))).toMatchObject({ code: 105 });
    expect(envelopeOf(await add(upper.headers, upper.admin.account))).toMatchObject({ code: 900 });
    expect(envelopeOf(await add(upper.headers, ownStaff.account))).toMatchObject({ code: 901 });
    expect(envelopeOf(await add(upper.headers, agentStaff.account))).toMatchObject({ code: 902 });
    expect(envelopeOf(await add(upper.headers, customer.account))).toMatchObject({ code: 902 });

    const added = envelopeOf<TCompanyAgent[]>(await add(upper.headers, agent.admin.account));
    expect(added).toMatchObject({
      code: 0,
      data: [{ companyId: agent.company.id, adminAccount: agent.admin.account }],
    });
    expect(envelopeOf(await add(upper.headers, agent.admin.account))).toMatchObject({ code: 202 });
    expect(envelopeOf(await add(third.headers, agent.admin.account))).toMatchObject({ code: 903 });
    // The agent cannot take its upper company as its own agent: no cycles.
    expect(envelopeOf(await add(agent.headers, upper.admin.account))).toMatchObject({
      code: 4,
      data: { field: 'account' },
    });
    // Nor can a sub-agent take the top company.
    expect(envelopeOf(await add(agent.headers, third.admin.account))).toMatchObject({ code: 0 });
    expect(envelopeOf(await add(third.headers, upper.admin.account))).toMatchObject({ code: 4 });

    expect(
      envelopeOf(await call(upper.headers, `/company/agent/${third.company.id}/delete`, {})),
    ).toMatchObject({ code: 3 });
    expect(
      envelopeOf(await call(agent.headers, `/company/agent/${third.company.id}/delete`, {})),
    ).toMatchObject({ code: 0 });
    expect(envelopeOf(await call(agent.headers, '/company/agents'))).toMatchObject({ code: 0, data: [] });
  });

  it('shows the upper company its agents’ plants and devices, read-only, and not the other way', async () => {
    const upper = await companyWithAdmin();
    const agent = await companyWithAdmin();
    const subAgent = await companyWithAdmin();
    const agentPlant = await createPlant(t.database, { companyId: agent.company.id, name: 'Agent plant' });
    const subPlant = await createPlant(t.database, { companyId: subAgent.company.id, name: 'Sub plant' });
    const upperPlant = await createPlant(t.database, { companyId: upper.company.id, name: 'Upper plant' });
    const gateway = await createGateway(t.database, { companyId: agent.company.id, plantId: agentPlant.id });
    await createDevice(t.database, {
      gatewayId: gateway.id,
      plantId: agentPlant.id,
      sn: 'AGENT-INV-1',
      kind: 'inverterString',
      dictionaryId: 'sofar_lsw3',
    });

    const plantIds = async (headers: Record<string, string>) =>
      envelopeOf<TPlantList>(await call(headers, '/plants?size=50'))
        .data.infos.map((plant) => plant.id)
        .sort();
    expect(await plantIds(upper.headers)).toEqual([upperPlant.id]);

    await call(upper.headers, '/company/agent', { account: agent.admin.account });
    await call(agent.headers, '/company/agent', { account: subAgent.admin.account });
    expect(await plantIds(upper.headers)).toEqual([upperPlant.id, agentPlant.id, subPlant.id].sort());
    expect(await plantIds(agent.headers)).toEqual([agentPlant.id, subPlant.id].sort());
    expect(await plantIds(subAgent.headers)).toEqual([subPlant.id]);

    const seen = envelopeOf<TPlantDetail>(await call(upper.headers, `/plant/${agentPlant.id}`));
    expect(seen).toMatchObject({ code: 0, data: { role: 'principal' } });
    const own = envelopeOf<TPlantDetail>(await call(agent.headers, `/plant/${agentPlant.id}`));
    expect(own).toMatchObject({ code: 0, data: { role: 'company' } });
    const edit = await call(upper.headers, `/plant/${agentPlant.id}/delete`, {});
    expect(envelopeOf(edit).code).not.toBe(0);
    expect(envelopeOf(await call(agent.headers, `/plant/${upperPlant.id}`))).toMatchObject({ code: 700 });

    const devices = envelopeOf<{ infos: { sn: string }[] } | { sn: string }[]>(
      await call(upper.headers, `/plant/${agentPlant.id}/inverters`),
    );
    expect(devices.code).toBe(0);
    expect(JSON.stringify(devices.data)).toContain('AGENT-INV-1');

    // Once no longer an agent, its plants are gone from the upper company's view.
    await call(upper.headers, `/company/agent/${agent.company.id}/delete`, {});
    expect(await plantIds(upper.headers)).toEqual([upperPlant.id]);
  });
});
