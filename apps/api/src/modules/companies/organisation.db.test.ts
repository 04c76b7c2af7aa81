import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCompanyInfo, TCompanyRole } from '@sunfleet/contract/companies';
import type { TCompanyUser } from '@sunfleet/contract/company-users';
import type { TPage } from '@sunfleet/contract/paging';
import type { TCurrentUser } from '@sunfleet/contract/users';
import { createCompany, createRole, createUser } from '@sunfleet/db/testing';
import { createTestApp, envelopeOf, multipartForm, type TestApp } from '../../testing.ts';
import { companyFixtures } from './fixtures.ts';
import { createLocalFileStore } from '../../adapters/file-store.ts';
import { createPurge } from '../housekeeping/purge.ts';
import { pngPixel } from '../plants/fixtures.ts';

/** Company information and look, staff, roles and the administrator's hand-over (issue 15). */
describe('a company and its organisation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { headersOf, call, companyWithAdmin } = companyFixtures(() => t);

  it('shows and edits the company, refusing a duplicate name with 203', async () => {
    const { company, admin, headers } = await companyWithAdmin();
    const other = await createCompany(t.database, { name: 'Taken Solar Ltd' });
    const info = envelopeOf<TCompanyInfo>(await call(headers, '/company/info')).data;
    expect(info).toMatchObject({ id: company.id, adminId: admin.id, adminAccount: admin.account });

    expect(envelopeOf(await call(headers, '/company/check?name=taken%20solar%20ltd'))).toMatchObject({
      code: 203,
    });
    expect(
      envelopeOf(await call(headers, `/company/check?name=Fresh%20Name&id=${company.id}`)),
    ).toMatchObject({
      code: 0,
      data: { available: true },
    });
    const body = {
      name: 'Bright Installers',
      contactName: 'Rosa',
      email: 'office@bright.test',
      phone: '+34600111222',
      address: 'Calle Sol 3',
      remark: 'Our best',
    };
    const edited = envelopeOf<TCompanyInfo>(await call(headers, `/company/${company.id}/edit`, body));
    expect(edited).toMatchObject({ code: 0, data: body });
    const duplicate = await call(headers, `/company/${company.id}/edit`, { ...body, name: other.name });
    expect(envelopeOf(duplicate)).toMatchObject({ code: 203 });
    const foreign = await call(headers, `/company/${other.id}/edit`, body);
    expect(envelopeOf(foreign)).toMatchObject({ code: 3 });
  });

  it('sets the theme colour and logo, which every member receives with their user', async () => {
    const { company, headers } = await companyWithAdmin();
    const role = await createRole(t.database, company.id, ['station.view']);
    const member = await createUser(t.database, { kind: 'company', companyId: company.id, roleId: role.id });
    const memberHeaders = await headersOf(member);

    expect(
      envelopeOf(await call(headers, `/company/${company.id}/themeColor`, { themeColor: '#7C3AED' })),
    ).toMatchObject({
      code: 0,
      data: { themeColor: '#7c3aed' },
    });
    expect(
      envelopeOf(await call(headers, `/company/${company.id}/themeColor`, { themeColor: 'purple' })),
    ).toMatchObject({
      code: 4,
    });

    const upload = (filename: string, content: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/company/uploadLogo',
        ...withAuth(multipartForm({}, { filename, content })),
      });
    const withAuth = (form: ReturnType<typeof multipartForm>) => ({
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
    const fake = await upload('logo.png', Buffer.from('not an image at all'));
    expect(envelopeOf(fake)).toMatchObject({ code: 4, data: { field: 'file' } });
    const logo = envelopeOf<{ url: string }>(await upload('logo.png', pngPixel)).data.url;
    const icon = envelopeOf<{ url: string }>(await upload('icon.png', pngPixel)).data.url;
    expect(
      envelopeOf(
        await call(headers, `/company/${company.id}/logo`, { logoUrl: '/files/other.png', iconUrl: null }),
      ),
    ).toMatchObject({
      code: 4,
      data: { field: 'logoUrl' },
    });
    expect(
      envelopeOf(await call(headers, `/company/${company.id}/logo`, { logoUrl: logo, iconUrl: icon })),
    ).toMatchObject({
      code: 0,
    });
    expect((await t.app.inject({ url: logo })).statusCode).toBe(200);

    // The purge leaves a company's logo alone and takes an upload no company took.
    const stray = envelopeOf<{ url: string }>(await upload('stray.png', pngPixel)).data.url;
    const purge = createPurge({
      db: t.database.db,
      fileStore: createLocalFileStore(join(t.config.dataDir, 'files')),
      config: t.config,
    });
    await purge.runOnce(new Date(Date.now() + (t.config.throttles.keepHours + 1) * 3_600_000));
    expect((await t.app.inject({ url: logo })).statusCode).toBe(200);
    expect((await t.app.inject({ url: icon })).statusCode).toBe(200);
    expect((await t.app.inject({ url: stray })).statusCode).toBe(404);

    const seen = envelopeOf<TCurrentUser>(await call(memberHeaders, '/user')).data;
    expect(seen.company).toMatchObject({ themeColor: '#7c3aed', logoUrl: logo, iconUrl: icon });

    // Back to the default: the replaced files go.
    await call(headers, `/company/${company.id}/logo`, { logoUrl: null, iconUrl: null });
    expect((await t.app.inject({ url: logo })).statusCode).toBe(404);
  });

  it('adds, edits, disables and deletes staff, each with a role (104, 106, 802)', async () => {
    const { company, admin, headers } = await companyWithAdmin();
    const role = await createRole(t.database, company.id, [
      'station.view',
      'company.user',
      'company.user.edit',
    ]);
    const otherCompany = await createCompany(t.database);
    const foreignStaff = await createUser(t.database, { kind: 'company', companyId: otherCompany.id });
    const customer = await createUser(t.database, { kind: 'customer' });

    expect(
      envelopeOf(await call(headers, `/company/user/check?account=${foreignStaff.account}`)),
    ).toMatchObject({ code: 106 });
    expect(envelopeOf(await call(headers, `/company/user/check?account=${customer.account}`))).toMatchObject({
      code: 104,
    });
    expect(envelopeOf(await call(headers, '/company/user/check?account=new.one@example.test'))).toMatchObject(
      {
        code: 0,
        data: { available: true },
      },
    );

    const newMember = {
      account: 'New.One@example.test',
      password: 'secret-456',
      nickname: 'New One',
      roleId: role.id,
    };
    const added = envelopeOf<TCompanyUser>(await call(headers, '/company/user/add', newMember));
    expect(added).toMatchObject({
      code: 0,
      data: { account: 'new.one@example.test', roleId: role.id, roleName: role.name },
    });
    expect(envelopeOf(await call(headers, '/company/user/add', newMember))).toMatchObject({ code: 104 });
    expect(
      envelopeOf(await call(headers, '/company/user/add', { ...newMember, account: foreignStaff.account })),
    ).toMatchObject({
      code: 106,
    });
    const foreignRole = await createRole(t.database, otherCompany.id, ['station.view']);
    expect(
      envelopeOf(
        await call(headers, '/company/user/add', {
          ...newMember,
          account: 'x@example.test',
          roleId: foreignRole.id,
        }),
      ),
    ).toMatchObject({ code: 4, data: { field: 'roleId' } });

    // A form body is accepted as the portal sends it.
    const formAdded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company/user/add',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `account=form.user%40example.test&password=secret-456&nickname=Form&roleId=${role.id}`,
    });
    expect(envelopeOf(formAdded)).toMatchObject({ code: 0, data: { account: 'form.user@example.test' } });

    const memberId = added.data.id;
    const memberHeaders = await headersOf({ account: newMember.account, password: newMember.password });
    const list = envelopeOf<TPage<TCompanyUser>>(
      await call(headers, '/company/user/list?keyword=new&page=1&size=1'),
    ).data;
    expect(list).toMatchObject({ total: 1, infos: [{ id: memberId }] });
    const paged = envelopeOf<TPage<TCompanyUser>>(
      await call(headers, '/company/user/list?page=2&size=2'),
    ).data;
    expect(paged.total).toBe(3);
    expect(paged.infos).toHaveLength(1);

    // The member may not change their own role (802), nor anyone the administrator's standing.
    const edit = { nickname: 'Renamed', roleId: role.id, disabled: false, readOnly: false };
    const otherRole = await createRole(t.database, company.id, ['station.view']);
    expect(
      envelopeOf(
        await call(memberHeaders, `/company/user/edit/${memberId}`, { ...edit, roleId: otherRole.id }),
      ),
    ).toMatchObject({
      code: 802,
    });
    expect(
      envelopeOf(await call(headers, `/company/user/edit/${admin.id}`, { ...edit, disabled: true })),
    ).toMatchObject({ code: 2 });
    expect(envelopeOf(await call(headers, `/company/user/edit/${memberId}`, edit))).toMatchObject({
      code: 0,
      data: { nickname: 'Renamed' },
    });

    // Disabling signs the member out at once.
    expect(
      envelopeOf(await call(headers, `/company/user/edit/${memberId}`, { ...edit, disabled: true })),
    ).toMatchObject({
      code: 0,
      data: { disabled: true },
    });
    expect((await call(memberHeaders, '/company/user/list')).statusCode).toBe(401);

    expect(envelopeOf(await call(headers, `/company/user/delete/${admin.id}`, {}))).toMatchObject({
      code: 2,
    });
    expect(envelopeOf(await call(headers, `/company/user/delete/${foreignStaff.id}`, {}))).toMatchObject({
      code: 3,
    });
    expect(envelopeOf(await call(headers, `/company/user/delete/${memberId}`, {}))).toMatchObject({
      code: 0,
    });
    expect(envelopeOf(await call(headers, `/company/user/${memberId}/`))).toMatchObject({ code: 3 });
  });

  it('keeps roles: at most 5 (800), new names (801), never the caller’s own (802)', async () => {
    const { company, headers } = await companyWithAdmin();
    const roleBody = (name: string) => ({ name, permissions: ['inverter.alias', 'company.user'] });
    const first = envelopeOf<TCompanyRole>(await call(headers, '/company/role', roleBody('Installer')));
    // A button brings the menus it sits in.
    expect(first.data.permissions).toEqual([
      'equip.view',
      'inverter.view',
      'inverter.alias',
      'company.management',
      'company.user',
    ]);
    expect(envelopeOf(await call(headers, '/company/role', roleBody('installer')))).toMatchObject({
      code: 801,
    });
    expect(envelopeOf(await call(headers, '/company/role/check?name=INSTALLER'))).toMatchObject({
      code: 801,
    });
    expect(
      envelopeOf(await call(headers, `/company/role/check?name=Installer&id=${first.data.id}`)),
    ).toMatchObject({ code: 0 });
    expect(
      envelopeOf(await call(headers, '/company/role', { name: 'Bad', permissions: ['sys.version'] })),
    ).toMatchObject({
      code: 4,
      data: { field: 'permissions' },
    });
    for (const name of ['Two', 'Three', 'Four', 'Five'])
      expect(envelopeOf(await call(headers, '/company/role', roleBody(name)))).toMatchObject({ code: 0 });
    expect(envelopeOf(await call(headers, '/company/role', roleBody('Six')))).toMatchObject({ code: 800 });
    const roles = envelopeOf<TCompanyRole[]>(await call(headers, '/company/roles')).data;
    expect(roles.map((role) => role.name)).toEqual(['Installer', 'Two', 'Three', 'Four', 'Five']);

    // A staff member who edits roles cannot edit or delete their own (802), nor grant beyond theirs.
    const editor = await createRole(t.database, company.id, [
      'company.management',
      'company.role.list.view',
      'company.role.edit',
      'company.role.delete',
    ]);
    const member = await createUser(t.database, {
      kind: 'company',
      companyId: company.id,
      roleId: editor.id,
    });
    const memberHeaders = await headersOf(member);
    // The list says which role is the caller's own, so the screen offers no Edit that 802 refuses.
    const ownSeen = envelopeOf<TCompanyRole[]>(await call(memberHeaders, '/company/roles')).data;
    expect(ownSeen.filter((role) => role.isOwn).map((role) => role.id)).toEqual([editor.id]);
    expect(roles.every((role) => !role.isOwn)).toBe(true);
    expect(
      envelopeOf(await call(memberHeaders, `/company/role/${editor.id}`, { name: 'Mine', permissions: [] })),
    ).toMatchObject({ code: 802 });
    expect(envelopeOf(await call(memberHeaders, `/company/role/${editor.id}/delete`, {}))).toMatchObject({
      code: 802,
    });
    expect(
      envelopeOf(
        await call(memberHeaders, `/company/role/${first.data.id}`, {
          name: 'Installer',
          permissions: ['station.delete'],
        }),
      ),
    ).toMatchObject({ code: 2 });
    expect(
      envelopeOf(
        await call(memberHeaders, `/company/role/${first.data.id}`, {
          name: 'Two',
          permissions: ['company.role.list.view'],
        }),
      ),
    ).toMatchObject({ code: 801 });

    // A role in use is not deleted; an unused one is.
    await createUser(t.database, { kind: 'company', companyId: company.id, roleId: first.data.id });
    expect(envelopeOf(await call(headers, `/company/role/${first.data.id}/delete`, {}))).toMatchObject({
      code: 4,
      data: { field: 'id' },
    });
    const two = roles.find((role) => role.name === 'Two')!;
    expect(envelopeOf(await call(headers, `/company/role/${two.id}/delete`, {}))).toMatchObject({ code: 0 });
    expect(envelopeOf(await call(headers, `/company/role/${two.id}`))).toMatchObject({ code: 3 });
  });

  it('takes a role change on the member’s next request, menus included', async () => {
    const { company, headers } = await companyWithAdmin();
    const role = envelopeOf<TCompanyRole>(
      await call(headers, '/company/role', { name: 'Viewer', permissions: ['station.view'] }),
    ).data;
    const member = await createUser(t.database, { kind: 'company', companyId: company.id, roleId: role.id });
    const memberHeaders = await headersOf(member);
    expect(envelopeOf(await call(memberHeaders, '/company/user/list'))).toMatchObject({ code: 2 });
    await call(headers, `/company/role/${role.id}`, {
      name: 'Viewer',
      permissions: ['station.view', 'company.user'],
    });
    expect(envelopeOf(await call(memberHeaders, '/company/user/list'))).toMatchObject({ code: 0 });
    const menus = envelopeOf<{ permission: string }[]>(await call(memberHeaders, '/permission')).data;
    expect(menus.map((item) => item.permission)).toEqual(['station.view', 'company.management']);
  });

  it('hands the company to a staff member with the password (108); the old administrator becomes staff', async () => {
    const { company, admin, headers } = await companyWithAdmin();
    const role = await createRole(t.database, company.id, ['station.view']);
    const member = await createUser(t.database, { kind: 'company', companyId: company.id, roleId: role.id });
    const memberHeaders = await headersOf(member);
    const outsider = await createUser(t.database, {
      kind: 'company',
      companyId: (await createCompany(t.database)).id,
    });

    expect(
      envelopeOf(
        await call(memberHeaders, `/company/${company.id}/transfer`, {
          userId: admin.id,
          password: member.password,
        }),
      ),
    ).toMatchObject({
      code: 2,
    });
    expect(
      envelopeOf(
        await call(headers, `/company/${company.id}/transfer`, { userId: member.id, password: 'wrong-one' }),
      ),
    ).toMatchObject({
      code: 108,
    });
    expect(
      envelopeOf(
        await call(headers, `/company/${company.id}/transfer`, {
          userId: outsider.id,
          password: admin.password,
        }),
      ),
    ).toMatchObject({
      code: 3,
    });
    expect(
      envelopeOf(
        await call(headers, `/company/${company.id}/transfer`, {
          userId: admin.id,
          password: admin.password,
        }),
      ),
    ).toMatchObject({
      code: 4,
    });
    const moved = envelopeOf<TCompanyInfo>(
      await call(headers, `/company/${company.id}/transfer`, { userId: member.id, password: admin.password }),
    );
    expect(moved).toMatchObject({ code: 0, data: { adminId: member.id } });
    // On their next requests: the new administrator manages staff, the old one holds the role.
    expect(envelopeOf(await call(memberHeaders, '/company/user/list'))).toMatchObject({ code: 0 });
    expect(envelopeOf(await call(headers, '/company/user/list'))).toMatchObject({ code: 2 });
    expect(envelopeOf<TCurrentUser>(await call(headers, '/user')).data.isCompanyAdmin).toBe(false);
  });

  it('lets the platform create a company with its administrator (203, 104, 106)', async () => {
    const platform = await createUser(t.database, { kind: 'platform' });
    const headers = await headersOf(platform);
    const { admin } = await companyWithAdmin();
    const customer = await createUser(t.database, { kind: 'customer' });
    const body = {
      name: 'Newco Energy',
      contactName: '',
      email: '',
      phone: '',
      address: '',
      remark: '',
      adminAccount: 'boss@newco.test',
      adminPassword: 'secret-789',
      adminName: 'Boss',
    };
    const created = envelopeOf<{ companyId: string; adminId: string }>(
      await call(headers, '/company/add', body),
    );
    expect(created.code).toBe(0);
    expect(envelopeOf(await call(headers, '/company/add', body))).toMatchObject({ code: 203 });
    expect(
      envelopeOf(
        await call(headers, '/company/add', { ...body, name: 'Other co', adminAccount: admin.account }),
      ),
    ).toMatchObject({
      code: 106,
    });
    expect(
      envelopeOf(
        await call(headers, '/company/add', { ...body, name: 'Other co', adminAccount: customer.account }),
      ),
    ).toMatchObject({
      code: 104,
    });
    // The platform sees every company's staff, each named with its company.
    const everyone = envelopeOf<TPage<TCompanyUser>>(
      await call(headers, `/company/user/list?size=100&keyword=${encodeURIComponent('boss@newco')}`),
    ).data;
    expect(everyone.infos).toMatchObject([{ account: 'boss@newco.test', companyName: 'Newco Energy' }]);
    const boss = await headersOf({ account: 'boss@newco.test', password: 'secret-789' });
    expect(envelopeOf<TCompanyInfo>(await call(boss, '/company/info')).data).toMatchObject({
      id: created.data.companyId,
      adminId: created.data.adminId,
      name: 'Newco Energy',
    });
    // A company administrator may not create companies.
    expect(
      envelopeOf(await call(await headersOf(admin), '/company/add', { ...body, name: 'Mine' })),
    ).toMatchObject({ code: 2 });
  });
});
