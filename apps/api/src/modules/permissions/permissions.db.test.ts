import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyPermissions,
  customerPermissions,
  permissionSet,
  type TPermissionItem,
} from '@sunfleet/contract/permissions';
import { createCompany, createRole, createUser, type TUserFactoryValues } from '@sunfleet/db/testing';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';

describe('permissions', () => {
  let t: TestApp;
  let companyId: string;
  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await createCompany(t.database)).id;
  });
  afterAll(() => t.close());

  const treeOf = async (values: TUserFactoryValues, url = '/api/v1/permission') => {
    const user = await createUser(t.database, values);
    const pair = await signIn(t.app, user.account, user.password);
    return t.app.inject({ url, headers: bearer(pair.access_token) });
  };
  const grantedBy = async (values: TUserFactoryValues) =>
    permissionSet(envelopeOf<TPermissionItem[]>(await treeOf(values)).data);

  it('grants the platform everything, a company admin the company set, a customer the customer set', async () => {
    const platform = await grantedBy({ kind: 'platform' });
    expect(platform.has('system.management')).toBe(true);
    expect([...(await grantedBy({ kind: 'company', companyId, isCompanyAdmin: true }))].sort()).toEqual(
      [...companyPermissions].sort(),
    );
    expect([...(await grantedBy({ kind: 'customer' }))].sort()).toEqual([...customerPermissions].sort());
  });

  it("grants staff their role's permissions and nothing of the platform's", async () => {
    const role = await createRole(t.database, companyId, [
      'station.view',
      'station.edit',
      'system.management',
    ]);
    const granted = await grantedBy({ kind: 'company', companyId, roleId: role.id });
    expect([...granted].sort()).toEqual(['station.edit', 'station.view']);
  });

  it('names the tree in the requested language, cn meaning Chinese', async () => {
    const response = await treeOf({ kind: 'customer' }, '/api/v1/permission?lan=cn');
    expect(envelopeOf<TPermissionItem[]>(response).data[0]).toMatchObject({
      permission: 'station.view',
      type: 0,
      name: '电站',
    });
  });

  it('refuses the role-editing trees to a caller without the permission (code 2)', async () => {
    const refused = await treeOf({ kind: 'customer' }, '/api/v1/permission/company');
    expect(refused.statusCode).toBe(403);
    expect(envelopeOf(refused)).toEqual({ code: 2, msg: 'No permission', data: null });
    const allowed = await treeOf(
      { kind: 'company', companyId, isCompanyAdmin: true },
      '/api/v1/permission/customer',
    );
    expect(permissionSet(envelopeOf<TPermissionItem[]>(allowed).data)).toEqual(new Set(customerPermissions));
  });
});
