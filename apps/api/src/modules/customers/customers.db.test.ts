import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCustomer, TCustomerType, TCustomerTypeNode } from '@sunfleet/contract/customers';
import type { TPage } from '@sunfleet/contract/paging';
import { eq } from '@sunfleet/db/query';
import { users } from '@sunfleet/db/schema';
import { createCompany, createRole, createUser } from '@sunfleet/db/testing';
import { startMailSink } from '../../mail-sink.ts';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';

/**
 * Customers and customer types (issue 15): add (link or invite), check, edit, remove, the customer
 * permission set, the type tree; every refusal code; and who may call each id route (a user of
 * company B, a customer, a staff member without the permission).
 */
describe('customers', () => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailSink>>;
  type THeaders = Record<string, string>;
  let admin: THeaders = {};
  let adminB: THeaders = {};
  let clerk: THeaders = {};
  let customerHeaders: THeaders = {};
  let companyAId: string;
  let companyBId: string;
  let adminBAccount: string;
  let clerkAccount: string;

  const as = (headers: Record<string, string>) => ({
    get: (url: string) => t.app.inject({ url: `/api/v1${url}`, headers }),
    post: (url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload }),
    delete: (url: string) => t.app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers }),
  });
  const headersOf = async (user: { account: string; password: string }) =>
    bearer((await signIn(t.app, user.account, user.password)).access_token);

  beforeAll(async () => {
    mail = await startMailSink();
    t = await createTestApp({ smtpUrl: mail.url });
    const companyA = await createCompany(t.database, { name: 'Installer A' });
    const companyB = await createCompany(t.database);
    companyAId = companyA.id;
    companyBId = companyB.id;
    const viewerRole = await createRole(t.database, companyA.id, ['station.view']);
    const [a, b, c, customer] = await Promise.all([
      createUser(t.database, { kind: 'company', companyId: companyA.id, isCompanyAdmin: true }),
      createUser(t.database, { kind: 'company', companyId: companyB.id, isCompanyAdmin: true }),
      createUser(t.database, { kind: 'company', companyId: companyA.id, roleId: viewerRole.id }),
      createUser(t.database, { kind: 'customer', companyId: companyA.id }),
    ]);
    adminBAccount = b.account;
    clerkAccount = c.account;
    [admin, adminB, clerk, customerHeaders] = await Promise.all([a, b, c, customer].map(headersOf)).then(
      (all) => all.map((headers) => headers ?? {}),
    );
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('checks an account: 0 to link, 105 to invite, 202 a company administrator, 104 own staff, 106 another’s', async () => {
    const free = await createUser(t.database, { kind: 'customer', nickname: 'Free Owner' });
    const check = (account: string) =>
      as(admin).get(`/customer/check?account=${encodeURIComponent(account)}`);
    expect(envelopeOf(await check(free.account))).toMatchObject({
      code: 0,
      data: { exists: true, nickname: 'Free Owner' },
    });
    expect(envelopeOf(await check('nobody.yet@example.test')).code).toBe(105);
    expect(envelopeOf(await check(adminBAccount)).code).toBe(202);
    expect(envelopeOf(await check(clerkAccount)).code).toBe(104);
    const otherCustomer = await createUser(t.database, { kind: 'customer', companyId: companyBId });
    expect(envelopeOf(await check(otherCustomer.account)).code).toBe(106);
    expect(envelopeOf(await check('not an account')).code).toBe(4);
  });

  it('links an existing customer account, then refuses it again with 207', async () => {
    const owner = await createUser(t.database, { kind: 'customer', nickname: 'Owner' });
    const added = envelopeOf<TCustomer>(
      await as(admin).post('/customer', { account: owner.account, name: 'Ana Owner', remark: 'roof' }),
    );
    expect(added).toMatchObject({
      code: 0,
      data: { id: owner.id, name: 'Ana Owner', remark: 'roof', invited: false, companyId: companyAId },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.companyId).toBe(companyAId);
    expect(envelopeOf(await as(admin).post('/customer', { account: owner.account, name: 'x' })).code).toBe(
      207,
    );
    expect(envelopeOf(await as(admin).get(`/customer/check?account=${owner.account}`)).code).toBe(207);
    // Company B cannot take A's customer.
    expect(envelopeOf(await as(adminB).post('/customer', { account: owner.account, name: 'x' })).code).toBe(
      106,
    );
    expect(envelopeOf(await as(admin).post('/customer', { account: adminBAccount, name: 'x' })).code).toBe(
      202,
    );
  });

  it('invites a new account by e-mail: it is created as a customer and mailed', async () => {
    const account = 'new.customer@example.test';
    const added = envelopeOf<TCustomer>(await as(admin).post('/customer', { account, name: 'New Customer' }));
    expect(added).toMatchObject({ code: 0, data: { account, invited: true, plantCount: 0 } });
    const [message] = mail.messagesTo(account);
    expect(message?.subject).toBe('Installer A added you as a customer on Sunfleet');
    expect(message?.body).toContain('Forgot password');
    // A phone account cannot be invited: it has no address to mail.
    const phone = envelopeOf(await as(admin).post('/customer', { account: '+34612000111', name: 'Phone' }));
    expect(phone).toMatchObject({ code: 4, data: { field: 'account' } });
  });

  it('lists, filters by type (with sub-types), edits and removes customers', async () => {
    const type = async (name: string, parentId: string | null = null) =>
      envelopeOf<TCustomerType>(await as(admin).post('/customerType', { name, parentId })).data.id;
    const homes = await type('Homes');
    const villas = await type('Villas', homes);
    const owner = await createUser(t.database, { kind: 'customer', nickname: 'Villa owner' });
    const added = envelopeOf<TCustomer>(
      await as(admin).post('/customer', { account: owner.account, name: 'Villa Owner', typeId: villas }),
    ).data;
    expect(added).toMatchObject({ typeId: villas, typeName: 'Villas' });
    const counted = envelopeOf<TCustomerType[]>(await as(admin).get('/customerTypes')).data;
    expect(counted.find((type) => type.id === villas)?.customerCount).toBe(1);
    const counts = envelopeOf<TCustomerTypeNode[]>(await as(admin).get('/customer/types')).data;
    expect(counts.find((node) => node.id === homes)?.children[0]?.customerCount).toBe(1);
    // A type in use stays, and so does its customer's type; a parent type answers for its sub-types first.
    expect(envelopeOf(await as(admin).post(`/customerType/${homes}/delete`)).code).toBe(208);
    expect(envelopeOf(await as(admin).post(`/customerType/${villas}/delete`))).toMatchObject({
      code: 209,
      msg: 'Customers filed under this type: 1. Move them to another type first',
    });
    expect(
      envelopeOf<TPage<TCustomer>>(await as(admin).get(`/customers?typeId=${villas}`)).data,
    ).toMatchObject({
      total: 1,
    });

    const byType = envelopeOf<TPage<TCustomer>>(await as(admin).get(`/customers?typeId=${homes}`)).data;
    expect(byType.infos.map((c) => c.id)).toEqual([owner.id]);
    const byKeyword = envelopeOf<TPage<TCustomer>>(await as(admin).get('/customers?keyword=villa')).data;
    expect(byKeyword.total).toBe(1);
    const all = envelopeOf<TPage<TCustomer>>(await as(admin).get('/customers?size=100')).data;
    expect(all.infos.every((c) => c.companyId === companyAId)).toBe(true);

    const edited = envelopeOf<TCustomer>(
      await as(admin).post(`/customer/${owner.id}`, {
        name: 'Villa Owner 2',
        typeId: homes,
        remark: 'moved',
      }),
    );
    expect(edited.data).toMatchObject({ name: 'Villa Owner 2', typeId: homes, remark: 'moved' });
    const badType = await as(admin).post(`/customer/${owner.id}`, { name: 'x', typeId: crypto.randomUUID() });
    expect(envelopeOf(badType)).toMatchObject({ code: 4, data: { field: 'typeId' } });

    const role = envelopeOf<{ permission: string }[]>(await as(admin).get(`/role/${owner.id}`));
    expect(role.data.map((item) => item.permission)).toContain('station.view');

    expect(envelopeOf(await as(admin).delete(`/customers/delete/${owner.id}`)).code).toBe(0);
    expect(envelopeOf(await as(admin).get(`/role/${owner.id}`)).code).toBe(3);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({ companyId: null, kind: 'customer' });
    // Once free it can be linked again, by any company.
    expect(envelopeOf(await as(adminB).post('/customer', { account: owner.account, name: 'B' })).code).toBe(
      0,
    );
  });

  it('keeps customer types as a tree: unique names, never below itself, no delete with sub-types (208)', async () => {
    const create = (body: object) => as(admin).post('/customerType', body);
    const business = envelopeOf<TCustomerType>(await create({ name: 'Business' })).data;
    const farms = envelopeOf<TCustomerType>(await create({ name: 'Farms', parentId: business.id })).data;
    const dairy = envelopeOf<TCustomerType>(await create({ name: 'Dairy', parentId: farms.id })).data;
    expect(envelopeOf(await create({ name: 'business' }))).toMatchObject({
      code: 4,
      data: { field: 'name' },
    });
    expect(envelopeOf(await create({ name: '' }))).toMatchObject({ code: 4, data: { field: 'name' } });
    expect(envelopeOf(await create({ name: 'Bad <b>' })).code).toBe(4);

    const tree = envelopeOf<TCustomerTypeNode[]>(await as(admin).get('/customer/types')).data;
    const businessNode = tree.find((node) => node.id === business.id);
    expect(businessNode?.children[0]?.children[0]?.name).toBe('Dairy');
    const flat = envelopeOf<TCustomerType[]>(await as(admin).get('/customerTypes')).data;
    expect(flat.map((type) => type.name)).toEqual(expect.arrayContaining(['Business', 'Farms', 'Dairy']));

    const cycle = await as(admin).post(`/customerType/${business.id}`, {
      name: 'Business',
      parentId: dairy.id,
    });
    expect(envelopeOf(cycle)).toMatchObject({ code: 4, data: { field: 'parentId' } });
    const self = await as(admin).post(`/customerType/${farms.id}`, { name: 'Farms', parentId: farms.id });
    expect(envelopeOf(self).code).toBe(4);
    const renamed = await as(admin).post(`/customerType/${dairy.id}`, {
      name: 'Dairy farms',
      parentId: business.id,
    });
    expect(envelopeOf(renamed)).toMatchObject({
      code: 0,
      data: { name: 'Dairy farms', parentId: business.id },
    });

    const refused = envelopeOf(await as(admin).post(`/customerType/${business.id}/delete`));
    expect(refused).toMatchObject({ code: 208, msg: 'This type has sub-types and cannot be deleted' });
    expect(envelopeOf(await as(admin).get(`/customerType/${business.id}`)).code).toBe(0);
    expect(envelopeOf(await as(admin).post(`/customerType/${farms.id}/delete`)).code).toBe(0);
    expect(envelopeOf(await as(admin).post(`/customerType/${dairy.id}/delete`)).code).toBe(0);
    expect(envelopeOf(await as(admin).post(`/customerType/${business.id}/delete`)).code).toBe(0);
    expect(envelopeOf(await as(admin).get(`/customerType/${business.id}`)).code).toBe(3);
  });

  it('answers every id route for another company’s user with 3, and refuses customers and staff without the permission', async () => {
    const owner = await createUser(t.database, { kind: 'customer' });
    await as(admin).post('/customer', { account: owner.account, name: 'Mine' });
    const typeId = envelopeOf<TCustomerType>(await as(admin).post('/customerType', { name: 'Private' })).data
      .id;
    const idRoutes = [
      () => as(adminB).get(`/role/${owner.id}`),
      () => as(adminB).post(`/customer/${owner.id}`, { name: 'Stolen' }),
      () => as(adminB).delete(`/customers/delete/${owner.id}`),
      () => as(adminB).get(`/customerType/${typeId}`),
      () => as(adminB).post(`/customerType/${typeId}`, { name: 'Stolen' }),
      () => as(adminB).post(`/customerType/${typeId}/delete`),
    ];
    for (const call of idRoutes) expect(envelopeOf(await call()).code).toBe(3);
    // B cannot file its customers under A's type either.
    const other = await createUser(t.database, { kind: 'customer' });
    const sneaky = await as(adminB).post('/customer', { account: other.account, name: 'x', typeId });
    expect(envelopeOf(sneaky)).toMatchObject({ code: 4, data: { field: 'typeId' } });
    const listB = envelopeOf<TPage<TCustomer>>(await as(adminB).get('/customers')).data;
    expect(listB.infos.map((c) => c.id)).not.toContain(owner.id);

    for (const headers of [customerHeaders, clerk]) {
      const calls = [
        as(headers).get('/customers'),
        as(headers).get(`/role/${owner.id}`),
        as(headers).post('/customer', { account: other.account, name: 'x' }),
        as(headers).post(`/customer/${owner.id}`, { name: 'x' }),
        as(headers).delete(`/customers/delete/${owner.id}`),
        as(headers).get('/customer/types'),
        as(headers).get(`/customerType/${typeId}`),
        as(headers).post('/customerType', { name: 'x' }),
        as(headers).post(`/customerType/${typeId}/delete`),
      ];
      for (const response of await Promise.all(calls)) expect(envelopeOf(response).code).toBe(2);
    }
    expect(envelopeOf(await as(admin).get(`/role/${owner.id}`)).code).toBe(0);
  });
});
