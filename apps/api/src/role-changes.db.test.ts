import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createRole, createUser } from '@sunfleet/db/testing';
import { buildApp, type App } from './app.ts';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from './testing.ts';

/** A role changed through one api process holds on the member's next request to another. */
describe('role changes across processes', () => {
  let t: TestApp;
  let second: App;
  beforeAll(async () => {
    t = await createTestApp();
    second = await buildApp(t.config, { db: t.database.db, liveFeed: t.channel }, { logger: false });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('grants and withdraws a menu and a button on the other process at once', async () => {
    const company = await createCompany(t.database);
    const admin = await createUser(t.database, {
      kind: 'company',
      companyId: company.id,
      isCompanyAdmin: true,
    });
    const role = await createRole(t.database, company.id, ['station.view']);
    const member = await createUser(t.database, { kind: 'company', companyId: company.id, roleId: role.id });
    const adminHeaders = bearer((await signIn(t.app, admin.account, admin.password)).access_token);
    // The member signs in on the second process and stays there.
    const memberHeaders = bearer((await signIn(second, member.account, member.password)).access_token);
    const menus = async () =>
      JSON.stringify(
        envelopeOf(await second.inject({ url: '/api/v1/permission', headers: memberHeaders })).data,
      );
    const staffList = async () =>
      envelopeOf(await second.inject({ url: '/api/v1/company/user/list', headers: memberHeaders })).code;

    expect(await staffList()).toBe(2);
    expect(await menus()).not.toContain('company.user.add');
    const edit = (permissions: string[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/company/role/${role.id}`,
        headers: adminHeaders,
        payload: { name: role.name, permissions },
      });
    expect(envelopeOf(await edit(['station.view', 'company.user.add'])).code).toBe(0);
    expect(await staffList()).toBe(0);
    expect(await menus()).toContain('company.user.add');
    expect(envelopeOf(await edit(['station.view'])).code).toBe(0);
    expect(await staffList()).toBe(2);
    expect(await menus()).not.toContain('company.user');
  });
});
