import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDrEnrollmentDetail, TDrEnrollmentForm } from '@sunfleet/contract/demand-response';
import { drEnrollments } from '@sunfleet/db/demand-response-schema';
import { sharePlant } from '@sunfleet/db/plant-testing';
import { createDevice, createGateway, createPlant, uniqueSn } from '@sunfleet/db/telemetry-testing';
import { createCompany, createRole, createUser } from '@sunfleet/db/testing';
import { allPermissions } from '@sunfleet/contract/permissions';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';

/**
 * Enrolment end to end through the api (issue 23 items 1 and 5): the form's rules and messages,
 * the states and their history, who may do what, the terms PDFs, and the plant calls of the page.
 */
describe('demand-response enrolment', () => {
  let t: TestApp;
  let plantId: string;
  let otherPlantId: string;
  let batterySn: string;
  const as = {} as Record<
    'owner' | 'installer' | 'visitor' | 'viewStaff' | 'readOnly' | 'outsider' | 'platform',
    Record<string, string>
  >;
  const ids = {} as Record<'owner', string>;

  const address = {
    country: 'US',
    region: 'MA',
    locality: 'Hyannis',
    extendedAddress: 'Unit 2',
    streetAddress: '1 Main St',
    postalCode: '02601',
  };
  const form = (overrides: Partial<TDrEnrollmentForm> = {}): TDrEnrollmentForm => ({
    programId: 'eversource-bat',
    plantId,
    sourceAccount: '1234567',
    utilityAccount: `acct-${uniqueSn('').slice(0, 8).toLowerCase()}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    serviceAddress: address,
    mailingAddress: address,
    devices: [
      {
        sn: uniqueSn('BT'),
        manufacturer: 'Deye',
        model: 'SUN-5K',
        installDate: '2025-04-01',
        chargeKw: 5,
        dischargeKw: 5,
        storageKwh: 10,
      },
    ],
    participationLevel: 80,
    termsAccepted: true,
    ...overrides,
  });

  const call = async <T = TDrEnrollmentDetail>(
    who: keyof typeof as,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    lang = 'en',
  ) =>
    envelopeOf<T>(
      await t.app.inject({
        method,
        url: `/api/v1/oadr${url}${url.includes('?') ? '&' : '?'}lan=${lang}`,
        headers: as[who],
        ...(payload ? { payload } : {}),
      }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database;
    const company = await createCompany(db);
    const other = await createCompany(db);
    const viewRole = await createRole(
      db,
      company.id,
      allPermissions.filter((permission) => permission.endsWith('.view')),
    );
    const users = {
      owner: await createUser(db, { kind: 'customer', companyId: company.id }),
      installer: await createUser(db, { kind: 'company', companyId: company.id, isCompanyAdmin: true }),
      visitor: await createUser(db, { kind: 'customer' }),
      viewStaff: await createUser(db, { kind: 'company', companyId: company.id, roleId: viewRole.id }),
      readOnly: await createUser(db, {
        kind: 'company',
        companyId: company.id,
        isCompanyAdmin: true,
        readOnly: true,
      }),
      outsider: await createUser(db, { kind: 'company', companyId: other.id, isCompanyAdmin: true }),
      platform: await createUser(db, { kind: 'platform' }),
    };
    ids.owner = users.owner.id;
    const plant = await createPlant(db, {
      companyId: company.id,
      ownerUserId: users.owner.id,
      name: 'Battery home',
      timeZone: 'America/New_York',
      commissioningDate: '2025-03-01',
    });
    plantId = plant.id;
    otherPlantId = (await createPlant(db, { companyId: company.id, ownerUserId: users.owner.id })).id;
    await sharePlant(db, plant.id, users.visitor.id, 'visitor');
    const gateway = await createGateway(db, { companyId: company.id, plantId });
    batterySn = (
      await createDevice(db, {
        gatewayId: gateway.id,
        plantId,
        kind: 'inverterSinglePhaseHybrid',
        dictionaryId: 'deye_hybrid',
        ratedPowerKw: 5,
      })
    ).sn;
    for (const [name, user] of Object.entries(users))
      as[name as keyof typeof as] = bearer((await signIn(t.app, user.account, user.password)).access_token);
  }, 120_000);
  afterAll(() => t.close());

  it('lists the four programmes with their terms, and serves exactly their PDFs', async () => {
    const programs = await call<{ id: string; termsUrl: string; ratePerKw: number }[]>(
      'owner',
      'GET',
      '/listProgram',
    );
    expect(programs.data.map((p) => p.id)).toEqual([
      'capelightcompact-bat',
      'eversource-bat',
      'nationalgrid-ne-bat',
      'ri-energy-bat',
    ]);
    for (const program of programs.data) {
      const pdf = await t.app.inject({ method: 'GET', url: program.termsUrl });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const url of [
      '/assets/vpp/other-bat.pdf',
      '/assets/vpp/eversource-bat',
      '/assets/vpp/..%2Fetc.pdf',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('answers the plants of the page with their master battery and time zone', async () => {
    const stations = await call<{ id: string; mayEnrol: boolean }[]>(
      'owner',
      'GET',
      `/userStationList/${ids.owner}`,
    );
    expect(stations.data.map((s) => s.id).sort()).toEqual([plantId, otherPlantId].sort());
    expect(stations.data.every((s) => s.mayEnrol)).toBe(true);
    const visitorView = await call<{ id: string; mayEnrol: boolean }[]>(
      'visitor',
      'GET',
      `/userStationList/${ids.owner}`,
    );
    expect(visitorView.data).toEqual([expect.objectContaining({ id: plantId, mayEnrol: false })]);
    expect((await call('outsider', 'GET', `/userStationList/${ids.owner}`)).data).toEqual([]);
    const master = await call<{ sn: string; manufacturer: string }>(
      'owner',
      'GET',
      `/stationMasterDevice/${plantId}`,
    );
    expect(master.data).toMatchObject({ sn: batterySn, manufacturer: 'Deye', installDate: '2025-03-01' });
    expect((await call<string>('owner', 'GET', `/stationTimezoneId/${plantId}`)).data).toBe(
      'America/New_York',
    );
    expect((await call('outsider', 'GET', `/stationTimezoneId/${plantId}`)).code).toBe(700);
    expect((await call<string[]>('owner', 'GET', '/timezones')).data).toContain('America/New_York');
  });

  it("refuses a form breaking the spec's rules with their messages", async () => {
    const refusal = async (overrides: Partial<TDrEnrollmentForm>, lang = 'en') =>
      (await call<{ field: string; message: string }>('owner', 'POST', '/enrollment', form(overrides), lang))
        .data;
    expect(await refusal({ sourceAccount: '12a4' })).toEqual({
      field: 'sourceAccount',
      message: 'Please input legal content',
    });
    expect(await refusal({ utilityAccount: 'Upper' })).toMatchObject({ field: 'utilityAccount' });
    expect(await refusal({ utilityAccount: 'a'.repeat(17) })).toEqual({
      field: 'utilityAccount',
      message: 'At most 16 characters',
    });
    expect(await refusal({ devices: [] })).toMatchObject({ field: 'devices' });
    const device = form().devices[0]!;
    expect(await refusal({ devices: [device, device] })).toEqual({
      field: 'devices.1.sn',
      message: 'Serial numbers must not repeat',
    });
    expect(await refusal({ termsAccepted: false as true })).toEqual({
      field: 'termsAccepted',
      message: 'Please read and accept the programme terms',
    });
    expect(await refusal({ email: 'not-mail' })).toMatchObject({ field: 'email' });
    expect(await refusal({ serviceAddress: { ...address, postalCode: '' } })).toMatchObject({
      field: 'serviceAddress.postalCode',
    });
    // Spanish allows 20 characters.
    const spanish = await call(
      'owner',
      'POST',
      '/enrollment',
      form({ utilityAccount: 'b'.repeat(20) }),
      'es',
    );
    expect(spanish.code).toBe(0);
    expect(await t.database.db.$count(drEnrollments)).toBeGreaterThan(0);
  });

  it('moves through the states, each transition in the history', async () => {
    // The installer invites the owner; the owner joins in; the programme (platform) approves.
    const invited = await call('installer', 'POST', '/enrollment', form());
    expect(invited.data.state).toBe('invited');
    const id = invited.data.id;
    expect(invited.data.actions).toEqual(['join_in', 'reject']);
    expect((await call('visitor', 'GET', `/enrollment/${id}`)).data.actions).toEqual([]);
    expect((await call('owner', 'POST', `/enrollment/${id}/state`, { action: 'approve' })).code).toBe(5006);
    expect(
      (await call('owner', 'POST', `/enrollment/${id}/state`, { action: 'join_in' })).data,
    ).toMatchObject({
      state: 'pending',
    });
    expect((await call('owner', 'POST', `/enrollment/${id}/state`, { action: 'approve' })).code).toBe(2);
    await call('platform', 'POST', `/enrollment/${id}/state`, {
      action: 'approve',
      note: 'utility confirmed',
    });
    // The spec's GET alias takes an action as the POST does.
    const optedOut = await call<{ state: string; optedOut: boolean }>(
      'owner',
      'GET',
      `/enrollment/${id}/state?action=opt_out`,
    );
    expect(optedOut.data).toMatchObject({ state: 'accepted', optedOut: true });
    await call('owner', 'POST', `/enrollment/${id}/state`, { action: 'opt_in' });
    const left = await call('installer', 'POST', `/enrollment/${id}/unenroll?note=moved%20house`);
    expect(left.data.state).toBe('unenrolled');
    expect(left.data.history.map((h) => [h.fromState, h.action, h.toState])).toEqual([
      [null, 'invite', 'invited'],
      ['invited', 'join_in', 'pending'],
      ['pending', 'approve', 'accepted'],
      ['accepted', 'opt_out', 'accepted'],
      ['accepted', 'opt_in', 'accepted'],
      ['accepted', 'unenroll', 'unenrolled'],
    ]);
    expect(left.data.history[2]).toMatchObject({ note: 'utility confirmed' });
    expect(left.data.history.at(-1)).toMatchObject({ note: 'moved house' });
    expect((await call('owner', 'POST', `/enrollment/${id}/unenroll`)).code).toBe(5006);
    // The owner's own application starts pending and may be quit.
    const applied = await call('owner', 'POST', '/enrollment', form());
    expect(applied.data.state).toBe('pending');
    expect(applied.data.actions).toEqual(['quit']);
    expect(
      (await call('owner', 'POST', `/enrollment/${applied.data.id}/state`, { action: 'quit' })).data,
    ).toMatchObject({
      state: 'unenrolled',
    });
  });

  it('keeps serials and utility accounts to one live enrolment', async () => {
    const first = await call('owner', 'POST', '/enrollment', form());
    const device = first.data.devices[0]!;
    const again = form({ devices: [{ ...device, installDate: device.installDate }] });
    expect((await call('owner', 'POST', '/enrollment', again)).code).toBe(5004);
    expect(
      (await call('owner', 'POST', '/enrollment', form({ utilityAccount: first.data.utilityAccount }))).code,
    ).toBe(5005);
    const id = first.data.id;
    expect((await call('owner', 'POST', `/enrollment/${id}/devices`, { devices: [device] })).code).toBe(5001);
    const extra = { ...device, sn: uniqueSn('BT') };
    const added = await call('owner', 'POST', `/enrollment/${id}/devices`, { devices: [extra] });
    expect(added.data.devices.map((d) => d.sn)).toEqual([device.sn, extra.sn]);
    expect((await call('owner', 'POST', `/enrollment/${id}/devices/NOPE/remove`)).code).toBe(5002);
    const removed = await call('owner', 'POST', `/enrollment/${id}/devices/${extra.sn}/remove`);
    expect(removed.data.devices.map((d) => d.sn)).toEqual([device.sn]);
    expect((await call('owner', 'POST', `/enrollment/${id}/devices/${device.sn}/remove`)).code).toBe(4);
    // A serial of Sunfleet's own device on the plant is linked to it, for dispatch.
    const linked = await call(
      'owner',
      'POST',
      '/enrollment',
      form({ devices: [{ ...device, sn: batterySn }] }),
    );
    expect(linked.data.devices[0]?.sn).toBe(batterySn);
    expect(linked.data.devices[0]?.deviceId).toBeTruthy();
  });

  it('lets read-only relations see and change nothing; outsiders see nothing', async () => {
    const made = await call('owner', 'POST', '/enrollment', form());
    const id = made.data.id;
    for (const who of ['visitor', 'viewStaff', 'readOnly'] as const) {
      expect((await call(who, 'GET', `/enrollment/${id}`)).code).toBe(0);
      expect((await call(who, 'POST', `/enrollment/${id}/state`, { action: 'quit' })).code).toBe(2);
      expect((await call(who, 'GET', `/enrollment/${id}/state?action=quit`)).code).toBe(2);
      expect((await call(who, 'POST', `/enrollment/${id}/unenroll`)).code).toBe(2);
      expect((await call(who, 'POST', `/enrollment/${id}/devices`, { devices: form().devices })).code).toBe(
        2,
      );
      expect((await call(who, 'POST', '/enrollment', form())).code).toBe(2);
    }
    for (const url of [
      `/enrollment/${id}`,
      `/enrollment/${id}/state`,
      `/enrollment/${id}/state?action=quit`,
    ]) {
      expect((await call('outsider', 'GET', url)).code).toBe(5003);
    }
    expect((await call('outsider', 'POST', `/enrollment/${id}/state`, { action: 'quit' })).code).toBe(5003);
    expect((await call('outsider', 'POST', `/enrollment/${id}/unenroll`)).code).toBe(5003);
    // An action the machine does not know is bad input and changes nothing.
    expect((await call('owner', 'POST', `/enrollment/${id}/state`, { action: 'leave' })).code).toBe(4);
    expect((await call('owner', 'POST', `/enrollment/${id}/state`, {})).code).toBe(4);
    expect(
      (await call('outsider', 'POST', `/enrollment/${id}/devices/${made.data.devices[0]!.sn}/remove`)).code,
    ).toBe(5003);
    expect((await call('outsider', 'POST', '/enrollment', form())).code).toBe(700);
    const list = await call<{ id: string }[]>('outsider', 'GET', '/enrollments');
    expect(list.data.some((e) => e.id === id)).toBe(false);
    const mine = await call<{ id: string }[]>('visitor', 'GET', '/enrollments');
    expect(mine.data.some((e) => e.id === id)).toBe(true);
    expect((await call('owner', 'GET', `/enrollment/${id}/state`)).data).toMatchObject({ state: 'pending' });
  });
});
