import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDrEventDetail, TDrEventPage } from '@sunfleet/contract/demand-response-events';
import { tickCampaigns } from '@sunfleet/commands/campaigns/tick';
import { sql } from '@sunfleet/db/query';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { createDeviceRollup, sharePlant } from '@sunfleet/db/plant-testing';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';
import { rowsOf } from '@sunfleet/db/query';
import { drEventsOf, enrolledBattery, vtnEvent } from './events.testing.ts';
import { createVenSync } from './ven.sync.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const minute = 60_000;
const hour = 60 * minute;

async function site() {
  const company = await createCompany(t.database);
  const admin = await createUser(t.database, {
    kind: 'company',
    companyId: company.id,
    isCompanyAdmin: true,
  });
  const plant = await createPlant(t.database, { companyId: company.id, timeZone: 'America/New_York' });
  const gateway = await createGateway(t.database, {
    companyId: company.id,
    plantId: plant.id,
    status: 'normal',
  });
  const headers = bearer((await signIn(t.app, admin.account, admin.password)).access_token);
  return { company, plant, gateway, headers, where: { gatewayId: gateway.id, plantId: plant.id } };
}

const get = <T>(url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers }).then((response) => envelopeOf<T>(response));
const post = <T>(url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers }).then((response) => envelopeOf<T>(response));

/** The demandResponse commands queued for a device, oldest first. */
const commandsOf = async (deviceSn: string) =>
  rowsOf<{
    payload: { eventId: string; action: string; startAt: number; endAt: number; powerKw: number };
    state: string;
  }>(
    await t.database.db.execute(sql`
      SELECT payload, state FROM commands WHERE device_sn = ${deviceSn} AND kind = 'demandResponse'
      ORDER BY created_at, id`),
  );

describe('demand-response events', () => {
  it('an event becomes a dispatch campaign at each battery’s participation level; opt-out, a modified window and a cancel each reach the batteries', async () => {
    const one = await site();
    const a = await enrolledBattery(t, one.where, { participationLevel: 80, dischargeKw: 5 });
    const b = await enrolledBattery(t, one.where);
    const { repository, dispatcher } = drEventsOf(t);
    const startsAt = new Date(Date.now() + 10 * minute);
    const event = await repository.upsert(
      vtnEvent(`ev-${randomUUID()}`, { startsAt, endsAt: new Date(startsAt.getTime() + 3 * hour) }),
    );

    await dispatcher.reconcile(new Date());
    await tickCampaigns(t.database.db);
    expect((await commandsOf(a.device.sn)).map((command) => command.payload)).toEqual([
      {
        eventId: event.id,
        startAt: startsAt.getTime(),
        endAt: startsAt.getTime() + 3 * hour,
        action: 'discharge',
        powerKw: 4,
      },
    ]);
    expect((await commandsOf(b.device.sn))[0]?.payload).toMatchObject({ action: 'discharge', powerKw: 5 });
    const listed = await get<TDrEventPage>('/api/v1/oadr/events', one.headers);
    expect(listed.data.infos.find((each) => each.id === event.id)).toMatchObject({
      status: 'pending',
      powerDischargeKw: 9,
      batteries: 2,
      durationMinutes: 180,
      level: 1,
    });

    // A second round changes nothing: every battery has its window.
    await dispatcher.reconcile(new Date());
    await tickCampaigns(t.database.db);
    expect(await commandsOf(a.device.sn)).toHaveLength(1);

    // B's customer opts out: B is told to end the event.
    await t.database.db.execute(sql`UPDATE dr_enrollments SET opted_out = true WHERE id = ${b.enrollmentId}`);
    await dispatcher.reconcile(new Date());
    await tickCampaigns(t.database.db);
    expect((await commandsOf(b.device.sn)).map((command) => command.payload.action)).toEqual([
      'discharge',
      'cancel',
    ]);
    // A's dispatch, in the same campaign and not yet sent, still goes out.
    expect((await commandsOf(a.device.sn)).map((command) => command.state)).toEqual(['queued']);

    // The VTN moves the window: A gets the new one; B stays out.
    const later = new Date(startsAt.getTime() + hour);
    await repository.upsert(
      vtnEvent(
        event.vtn_event_id,
        { startsAt: later, endsAt: new Date(later.getTime() + 2 * hour) },
        '2026-07-01T13:00:00Z',
      ),
    );
    await dispatcher.reconcile(new Date());
    await tickCampaigns(t.database.db);
    expect((await commandsOf(a.device.sn)).at(-1)?.payload).toMatchObject({
      action: 'discharge',
      startAt: later.getTime(),
      endAt: later.getTime() + 2 * hour,
    });
    expect(await commandsOf(b.device.sn)).toHaveLength(2);

    // The company cancels: its batteries end the event, and it shows cancelled.
    const cancelled = await post<TDrEventDetail>(`/api/v1/oadr/event/${event.id}/cancel`, one.headers);
    expect(cancelled.code).toBe(0);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', timeZone: 'America/New_York' });
    expect(cancelled.data.batteryList.map((battery) => [battery.deviceSn, battery.state])).toEqual(
      [
        [a.device.sn, 'cancelled'],
        [b.device.sn, 'optedOut'],
      ].sort(),
    );
    expect(cancelled.data.campaignIds).toHaveLength(4);
    await tickCampaigns(t.database.db);
    expect((await commandsOf(a.device.sn)).at(-1)?.payload.action).toBe('cancel');
    expect((await post(`/api/v1/oadr/event/${event.id}/cancel`, one.headers)).code).toBe(5021);
  });

  it('a cancel from the VTN sends cancel to every battery sent; a battery that never acknowledged is sent again', async () => {
    const one = await site();
    const a = await enrolledBattery(t, one.where);
    const b = await enrolledBattery(t, one.where);
    const { repository, dispatcher } = drEventsOf(t);
    const startsAt = new Date(Date.now() + 30 * minute);
    const event = await repository.upsert(
      vtnEvent(`ev-${randomUUID()}`, { startsAt, endsAt: new Date(startsAt.getTime() + hour) }),
    );
    await dispatcher.reconcile(new Date());
    await tickCampaigns(t.database.db);

    // B's gateway never acknowledged: its target failed (timed out).
    await t.database.db.execute(sql`
      UPDATE campaign_targets SET state = 'failed', error = 'Timed out'
      WHERE device_sn = ${b.device.sn}`);
    await dispatcher.reconcile(new Date());
    await tickCampaigns(t.database.db);
    expect((await commandsOf(b.device.sn)).map((command) => command.payload.action)).toEqual([
      'discharge',
      'discharge',
    ]);
    expect(
      (await repository.batteriesOf(event.id)).find((row) => row.device_sn === b.device.sn)?.resends,
    ).toBe(1);

    await repository.cancel(event.id, 'vtn', null);
    await dispatcher.reconcile(new Date());
    await tickCampaigns(t.database.db);
    for (const battery of [a, b])
      expect((await commandsOf(battery.device.sn)).at(-1)?.payload.action).toBe('cancel');
    const detail = await get<TDrEventDetail>(`/api/v1/oadr/event/${event.id}`, one.headers);
    expect(detail.data).toMatchObject({ status: 'cancelled', cancelSource: 'vtn' });
    // Nothing more to send: the event leaves the dispatch round.
    expect((await repository.needingDispatch(new Date())).map((row) => row.id)).not.toContain(event.id);
  });

  it('a revision older than the one held changes nothing; an event modified to no call stops the batteries sent', async () => {
    const one = await site();
    const a = await enrolledBattery(t, one.where);
    const { repository, dispatcher } = drEventsOf(t);
    const startsAt = new Date(Date.now() + hour);
    const window = { startsAt, endsAt: new Date(startsAt.getTime() + hour) };
    const vtnEventId = `ev-${randomUUID()}`;
    const event = await repository.upsert(vtnEvent(vtnEventId, window, '2026-07-01T13:00:00Z'));
    await dispatcher.reconcileEvent(event);
    await tickCampaigns(t.database.db);

    // A notification of the revision before arrives late (a round read the newer one first).
    const later = {
      startsAt: new Date(startsAt.getTime() + hour),
      endsAt: new Date(startsAt.getTime() + 2 * hour),
    };
    const stale = await repository.upsert(vtnEvent(vtnEventId, later, '2026-07-01T12:00:00Z'));
    expect([stale.vtn_modified_at, new Date(stale.starts_at!).getTime()]).toEqual([
      '2026-07-01T13:00:00Z',
      startsAt.getTime(),
    ]);

    // The VTN sets SIMPLE to 0: no call any more, so the battery sent is told to stop.
    await repository.upsert({
      ...vtnEvent(vtnEventId, window, '2026-07-01T14:00:00Z'),
      reading: 'none',
      level: 0,
    });
    await dispatcher.reconcile(new Date());
    await tickCampaigns(t.database.db);
    // Other tests' events call this programme too: only this event's commands count.
    expect(
      (await commandsOf(a.device.sn))
        .filter((command) => command.payload.eventId === event.id)
        .map((command) => command.payload.action),
    ).toEqual(['discharge', 'cancel']);
  });

  it('measures each battery after the event: average kW against a 0 kW baseline, energy, SoC, completeness; the season projects the payment', async () => {
    const one = await site();
    const a = await enrolledBattery(t, one.where);
    const { repository, dispatcher } = drEventsOf(t);
    const year = new Date().getUTCFullYear();
    // A 2-hour event that ended 10 minutes ago, on 5-minute boundaries.
    const endsAt = new Date(Math.floor((Date.now() - 10 * minute) / (5 * minute)) * 5 * minute);
    const startsAt = new Date(endsAt.getTime() - 2 * hour);
    const event = await repository.upsert(vtnEvent(`ev-${randomUUID()}`, { startsAt, endsAt }));
    await repository.markSent(event.id, (await createCampaignRow()).id, [
      {
        battery: (await repository.enrolledBatteries('eversource-bat')).find(
          (each) => each.device_sn === a.device.sn,
        )!,
        requestedKw: 5,
        isResend: false,
      },
    ]);
    // 24 slots; the gateway sent 18 of them (6 still to back-fill), each at 4 kW, SoC 90 % → 56 %.
    const slotAt = (slot: number) =>
      createDeviceRollup(t.database, {
        deviceId: a.device.id,
        plantId: one.plant.id,
        period: '5m',
        bucketStart: new Date(startsAt.getTime() + slot * 5 * minute),
        roleStats: {
          batteryPower: { n: 1, sum: 4, min: 4, max: 4 },
          batterySoc: { n: 1, sum: 90 - slot * 2, min: 90 - slot * 2, max: 90 - slot * 2 },
        },
      });
    for (let slot = 0; slot < 18; slot += 1) await slotAt(slot);
    const sync = createVenSync({
      vtn: undefined,
      clientName: 'sunfleet',
      repository,
      dispatcher,
      log: t.app.log,
    });
    await sync.runOnce(new Date());

    const detail = await get<TDrEventDetail>(`/api/v1/oadr/event/${event.id}`, one.headers);
    expect(detail.data.status).toBe('completed');
    expect(detail.data.measuredKw).toBe(3);
    expect(detail.data.batteryList[0]).toMatchObject({
      averageKw: 3,
      baselineKw: 0,
      energyKwh: 6,
      socStart: 0.9,
      socEnd: 0.56,
      completeness: 0.75,
    });
    const listed = await get<TDrEventPage>('/api/v1/oadr/events?programId=eversource-bat', one.headers);
    expect(listed.data.seasons.find((season) => season.programId === 'eversource-bat')).toEqual({
      programId: 'eversource-bat',
      year,
      events: 1,
      averageKw: 3,
      ratePerKw: 275,
      projectedPayment: 825,
    });

    // Incomplete: measured again once the settle time passed; the back-filled slots raise the figure.
    const toMeasure = (inMinutes: number) =>
      repository.toMeasure(new Date(Date.now() + inMinutes * minute), 5 * minute, { isReporting: false });
    expect((await toMeasure(0)).map((row) => row.id)).not.toContain(event.id);
    expect((await toMeasure(6)).map((row) => row.id)).toContain(event.id);
    for (let slot = 18; slot < 24; slot += 1) await slotAt(slot);
    await sync.runOnce(new Date(Date.now() + 6 * minute));
    const backFilled = await get<TDrEventDetail>(`/api/v1/oadr/event/${event.id}`, one.headers);
    expect(backFilled.data.batteryList[0]).toMatchObject({ averageKw: 4, completeness: 1, socEnd: 0.44 });
    // Complete: never measured again.
    expect((await toMeasure(20)).map((row) => row.id)).not.toContain(event.id);
  });

  it('refuses unknown ids and another company’s events', async () => {
    const one = await site();
    const other = await site();
    await enrolledBattery(t, one.where, { programId: 'ri-energy-bat' });
    const { repository } = drEventsOf(t);
    const event = await repository.upsert({
      ...vtnEvent(`ev-${randomUUID()}`, {
        startsAt: new Date(Date.now() + hour),
        endsAt: new Date(Date.now() + 2 * hour),
      }),
      programId: 'ri-energy-bat',
    });
    expect((await get(`/api/v1/oadr/event/${randomUUID()}`, one.headers)).code).toBe(5020);
    expect((await get(`/api/v1/oadr/event/${event.id}`, one.headers)).code).toBe(0);
    expect((await get(`/api/v1/oadr/event/${event.id}`, other.headers)).code).toBe(5020);
    expect((await post(`/api/v1/oadr/event/${event.id}/cancel`, other.headers)).code).toBe(5020);
    expect((await get('/api/v1/oadr/event/not-a-uuid', one.headers)).code).toBe(4);

    // A visitor the plant is shared with sees the event and changes nothing.
    const visitor = await createUser(t.database, { kind: 'customer' });
    await sharePlant(t.database, one.plant.id, visitor.id, 'visitor');
    const visitorHeaders = bearer((await signIn(t.app, visitor.account, visitor.password)).access_token);
    expect((await get(`/api/v1/oadr/event/${event.id}`, visitorHeaders)).code).toBe(0);
    expect((await post(`/api/v1/oadr/event/${event.id}/cancel`, visitorHeaders)).code).toBe(2);
  });
});

/** A campaign row for batteries recorded as sent without the dispatch round (the measurement test). */
async function createCampaignRow() {
  const [row] = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`
      INSERT INTO campaigns (id, kind, name, payload, selection, first_wave, per_minute, halt_failure_percent,
        halt_min_executed, state, finished_at)
      VALUES (gen_random_uuid(), 'demandResponse', 'past', '{}'::jsonb, '{}'::jsonb, 1, 1, 100, 1, 'completed', now()) RETURNING id`),
  );
  return row!;
}
