import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCompanyUser } from '@sunfleet/contract/company-users';
import type { TPage } from '@sunfleet/contract/paging';
import { createCompany, createRole, createUser } from '@sunfleet/db/testing';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';

describe('company staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const headersOf = async (user: { account: string; password: string }) =>
    bearer((await signIn(t.app, user.account, user.password)).access_token);

  it("shows a company its own staff only, and another company's member as not found", async () => {
    const companyA = await createCompany(t.database);
    const companyB = await createCompany(t.database);
    const adminA = await createUser(t.database, {
      kind: 'company',
      companyId: companyA.id,
      isCompanyAdmin: true,
    });
    const staffA = await createUser(t.database, {
      kind: 'company',
      companyId: companyA.id,
      nickname: 'Alice A',
    });
    const staffB = await createUser(t.database, { kind: 'company', companyId: companyB.id });
    await createUser(t.database, { kind: 'customer', companyId: companyA.id });
    const headers = await headersOf(adminA);

    const list = envelopeOf<TPage<TCompanyUser>>(
      await t.app.inject({ url: '/api/v1/company/user/list', headers }),
    ).data;
    expect(list.total).toBe(2);
    expect(list.infos.map((member) => member.id).sort()).toEqual([adminA.id, staffA.id].sort());

    const found = await t.app.inject({ url: `/api/v1/company/user/${staffA.id}/`, headers });
    expect(envelopeOf(found)).toMatchObject({ code: 0, data: { id: staffA.id, nickname: 'Alice A' } });

    const foreign = await t.app.inject({ url: `/api/v1/company/user/${staffB.id}/`, headers });
    expect(foreign.statusCode).toBe(404);
    expect(envelopeOf(foreign)).toEqual({ code: 3, msg: 'Not found', data: null });

    const searched = await t.app.inject({ url: '/api/v1/company/user/list?keyword=alice', headers });
    expect(envelopeOf<TPage<TCompanyUser>>(searched).data.infos.map((member) => member.id)).toEqual([
      staffA.id,
    ]);
  });

  it('lets the platform see every company, and refuses staff whose role lacks company.user', async () => {
    const company = await createCompany(t.database);
    const role = await createRole(t.database, company.id, ['station.view']);
    const limited = await createUser(t.database, { kind: 'company', companyId: company.id, roleId: role.id });
    const refused = await t.app.inject({
      url: '/api/v1/company/user/list',
      headers: await headersOf(limited),
    });
    expect(envelopeOf(refused)).toMatchObject({ code: 2, data: null });

    const platform = await createUser(t.database, { kind: 'platform' });
    const everyone = await t.app.inject({
      url: `/api/v1/company/user/${limited.id}`,
      headers: await headersOf(platform),
    });
    expect(envelopeOf(everyone)).toMatchObject({ code: 0, data: { id: limited.id, roleName: role.name } });
  });
});
