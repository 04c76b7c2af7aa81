import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createRole, createUser } from '@sunfleet/db/testing';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';

/**
 * Every id route of companies and versions, called on company A's records by company B's
 * administrator (not found, 3), a customer of another company and a member of A without the
 * permission (no permission, 2); none of them changes anything.
 */
describe('company routes and tenancy', () => {
  let t: TestApp;
  let ids: { company: string; member: string; role: string; agent: string; version: string };
  let actors: Record<'otherAdmin' | 'customer' | 'limited', Record<string, string>>;
  const headersOf = async (user: { account: string; password: string }) =>
    bearer((await signIn(t.app, user.account, user.password)).access_token);

  beforeAll(async () => {
    t = await createTestApp();
    const companyA = await createCompany(t.database);
    const companyB = await createCompany(t.database);
    const agentCompany = await createCompany(t.database);
    const adminA = await createUser(t.database, {
      kind: 'company',
      companyId: companyA.id,
      isCompanyAdmin: true,
    });
    const agentAdmin = await createUser(t.database, {
      kind: 'company',
      companyId: agentCompany.id,
      isCompanyAdmin: true,
    });
    const role = await createRole(t.database, companyA.id, ['station.view']);
    const member = await createUser(t.database, { kind: 'company', companyId: companyA.id, roleId: role.id });
    const adminB = await createUser(t.database, {
      kind: 'company',
      companyId: companyB.id,
      isCompanyAdmin: true,
    });
    const customer = await createUser(t.database, { kind: 'customer', companyId: companyB.id });
    const platform = await createUser(t.database, { kind: 'platform' });
    const adminHeaders = await headersOf(adminA);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/company/agent',
      headers: adminHeaders,
      payload: { account: agentAdmin.account },
    });
    const version = await t.app.inject({
      method: 'POST',
      url: '/api/v1/version',
      headers: await headersOf(platform),
      payload: { number: 'T1', contentZh: '内容', contentEn: 'Content', type: 'fix' },
    });
    ids = {
      company: companyA.id,
      member: member.id,
      role: role.id,
      agent: agentCompany.id,
      version: envelopeOf<{ id: string }>(version).data.id,
    };
    actors = {
      otherAdmin: await headersOf(adminB),
      customer: await headersOf(customer),
      limited: await headersOf(member),
    };
  });
  afterAll(() => t.close());

  const routes = () => [
    { url: `/company/info?id=${ids.company}`, otherAdmin: 3 },
    {
      url: `/company/${ids.company}/edit`,
      body: { name: 'Hijacked', contactName: '', email: '', phone: '', address: '', remark: '' },
      otherAdmin: 3,
    },
    { url: `/company/${ids.company}/themeColor`, body: { themeColor: '#000000' }, otherAdmin: 3 },
    { url: `/company/${ids.company}/logo`, body: { logoUrl: null, iconUrl: null }, otherAdmin: 3 },
    {
      url: `/company/${ids.company}/transfer`,
      body: { userId: ids.member, password: 'secret-123' },
      otherAdmin: 3,
    },
    { url: `/company/user/${ids.member}/`, otherAdmin: 3 },
    {
      url: `/company/user/edit/${ids.member}`,
      body: { nickname: 'X', roleId: ids.role, disabled: true },
      otherAdmin: 3,
    },
    { url: `/company/user/delete/${ids.member}`, body: {}, otherAdmin: 3 },
    { url: `/company/role/${ids.role}`, otherAdmin: 3 },
    { url: `/company/role/${ids.role}`, body: { name: 'Hijacked', permissions: [] }, otherAdmin: 3 },
    { url: `/company/role/${ids.role}/delete`, body: {}, otherAdmin: 3 },
    { url: `/company/agent/${ids.agent}/delete`, body: {}, otherAdmin: 3 },
    {
      url: `/version/${ids.version}`,
      body: { number: 'T2', contentZh: 'x', contentEn: 'x', type: 'fix' },
      otherAdmin: 2,
    },
    { url: `/version/${ids.version}/delete`, otherAdmin: 2 },
  ];

  it.each(['otherAdmin', 'customer', 'limited'] as const)('refuses %s on every id route', async (who) => {
    for (const route of routes()) {
      const response = await t.app.inject({
        method: route.body ? 'POST' : 'GET',
        url: `/api/v1${route.url}`,
        headers: actors[who],
        payload: route.body,
      });
      const expected = who === 'otherAdmin' ? route.otherAdmin : 2;
      expect({ url: route.url, code: envelopeOf(response).code }).toEqual({ url: route.url, code: expected });
    }
  });

  it('changed nothing', async () => {
    const platform = await createUser(t.database, { kind: 'platform' });
    const headers = await headersOf(platform);
    const info = envelopeOf<{ name: string; themeColor: string | null }>(
      await t.app.inject({ url: `/api/v1/company/info?id=${ids.company}`, headers }),
    ).data;
    expect(info.name).not.toBe('Hijacked');
    expect(info.themeColor).toBeNull();
    const member = envelopeOf<{ disabled: boolean }>(
      await t.app.inject({ url: `/api/v1/company/user/${ids.member}/`, headers }),
    ).data;
    expect(member.disabled).toBe(false);
    expect(envelopeOf(await t.app.inject({ url: `/api/v1/version/${ids.version}`, headers })).code).toBe(0);
  });
});
