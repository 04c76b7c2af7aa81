import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickCampaigns } from '@sunfleet/commands/campaigns/tick';
import { rowsOf, sql } from '@sunfleet/db/query';
import { createCompany } from '@sunfleet/db/testing';
import { createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { createOracle, type Oracle } from '@sunfleet/openadr/oracle';
import { startTestVtn, type TestVtn } from '@sunfleet/openadr/test-vtn';
import { createVenClient, type TVenExchange } from '@sunfleet/openadr/ven-client';
import type { AddressInfo } from 'node:net';
import { createSecondApp, createTestApp, type TestApp } from '../../testing.ts';
import { drEventsOf, enrolledBattery } from './events.testing.ts';
import { createVenSubscription, renewMs } from './ven.subscription.ts';
import { createVtnSubscriptionsRepository } from './ven.subscriptions.repository.ts';
import { createVenSync } from './ven.sync.ts';

/**
 * OpenADR notifications end to end (docs/adr/0058): one api instance's VEN round subscribes at the
 * test VTN (routed and validated by the official 3.1.0 document); the VTN POSTs each event
 * created, modified and deleted to the webhook of another api instance on the same database, which
 * knows the subscription's token only from the database; that instance turns each notification
 * into a campaign at once — no VEN round runs between the VTN's change and the batteries'
 * commands. Every request of the VEN and every notification of the VTN passes the official OpenAPI.
 */

let t: TestApp;
let receiver: TestApp['app'];
let vtn: TestVtn;
let oracle: Oracle;
let callbackUrl: string;
const exchanges: TVenExchange[] = [];

const minute = 60_000;
const hour = 60 * minute;
const credentials = { clientId: 'sunfleet-ven', clientSecret: 'ven-secret', clientName: 'sunfleet' };

beforeAll(async () => {
  [t, vtn, oracle] = await Promise.all([createTestApp(), startTestVtn(), createOracle()]);
  receiver = await createSecondApp(t, {
    openadr: { ...t.config.openadr, ...credentials, vtnUrl: vtn.baseUrl },
  });
  // Listening without `listen()`'s hooks: this instance's scheduler must not run VEN rounds of its
  // own, so only notifications move its batteries here.
  await receiver.ready();
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/api/v1/oadr/notifications`;
});
afterAll(async () => {
  await vtn?.close();
  await receiver?.close();
  await t?.close();
});

const commandsOf = async (deviceSn: string) =>
  rowsOf<{ payload: { action: string; startAt: number; endAt: number } }>(
    await t.database.db.execute(sql`
      SELECT payload FROM commands WHERE device_sn = ${deviceSn} AND kind = 'demandResponse' ORDER BY created_at, id`),
  ).map((row) => row.payload);

const eventBody = (programID: string, start: Date, duration: string) => ({
  programID,
  eventName: 'summer peak',
  payloadDescriptors: [{ objectType: 'EVENT_PAYLOAD_DESCRIPTOR', payloadType: 'SIMPLE' }],
  intervalPeriod: { start: start.toISOString(), duration },
  intervals: [{ id: 0, payloads: [{ type: 'SIMPLE', values: [2] }] }],
});

describe('OpenADR notifications', () => {
  it('a VTN event created, modified and deleted reaches the batteries through the webhook of another api instance, without a VEN round', async () => {
    const company = await createCompany(t.database);
    const plant = await createPlant(t.database, { companyId: company.id, timeZone: 'America/New_York' });
    const gateway = await createGateway(t.database, {
      companyId: company.id,
      plantId: plant.id,
      status: 'normal',
    });
    const battery = await enrolledBattery(t, { gatewayId: gateway.id, plantId: plant.id });
    const programID = (
      (await vtn.asBusinessLogic('POST', '/programs', { programName: 'eversource-bat' })).body as {
        id: string;
      }
    ).id;

    // The first instance's VEN round subscribes (as container.ts builds it).
    const client = createVenClient({
      baseUrl: vtn.baseUrl,
      ...credentials,
      onExchange: (exchange) => exchanges.push(exchange),
    });
    const subscriptions = createVtnSubscriptionsRepository(t.database.db);
    const subscription = createVenSubscription({
      vtn: client,
      vtnUrl: vtn.baseUrl,
      callbackUrl,
      clientName: 'sunfleet',
      repository: subscriptions,
    });
    const { repository, dispatcher } = drEventsOf(t);
    const sync = createVenSync({
      vtn: client,
      clientName: 'sunfleet',
      repository,
      dispatcher,
      subscription,
      log: t.app.log,
    });
    await sync.runOnce(new Date());
    expect(vtn.store.subscriptions.size).toBe(1);

    // Created: the VTN notifies, the receiver dispatches.
    const startsAt = new Date(Math.ceil((Date.now() + 10 * minute) / 1000) * 1000);
    const created = await vtn.asBusinessLogic('POST', '/events', eventBody(programID, startsAt, 'PT3H'));
    const vtnEventId = (created.body as { id: string }).id;
    await tickCampaigns(t.database.db);
    expect(await commandsOf(battery.device.sn)).toEqual([
      expect.objectContaining({
        action: 'discharge',
        startAt: startsAt.getTime(),
        endAt: startsAt.getTime() + 3 * hour,
      }),
    ]);

    // Modified: the new window goes out.
    const later = new Date(startsAt.getTime() + hour);
    await vtn.asBusinessLogic('PUT', `/events/${vtnEventId}`, eventBody(programID, later, 'PT1H'));
    await tickCampaigns(t.database.db);
    expect((await commandsOf(battery.device.sn)).at(-1)).toMatchObject({
      action: 'discharge',
      startAt: later.getTime(),
      endAt: later.getTime() + hour,
    });

    // Deleted (User Guide §7.9): cancel goes out, and the event shows cancelled by the VTN.
    await vtn.asBusinessLogic('DELETE', `/events/${vtnEventId}`);
    await tickCampaigns(t.database.db);
    expect((await commandsOf(battery.device.sn)).map((command) => command.action)).toEqual([
      'discharge',
      'discharge',
      'cancel',
    ]);
    const [row] = rowsOf<{ cancel_source: string }>(
      await t.database.db.execute(
        sql`SELECT cancel_source FROM dr_events WHERE vtn_event_id = ${vtnEventId}`,
      ),
    );
    expect(row?.cancel_source).toBe('vtn');

    expect(vtn.notificationsSent.map((each) => [each.body.operation, each.status])).toEqual([
      ['CREATE', 200],
      ['UPDATE', 200],
      ['DELETE', 200],
    ]);
    expect(vtn.notificationsSent.flatMap((each) => oracle.checkSchema('notification', each.body))).toEqual(
      [],
    );
    expect(exchanges.flatMap((exchange) => oracle.check(exchange))).toEqual([]);
    expect(vtn.violations).toEqual([]);
  });

  it('renews the subscription with a new token, still takes the previous one, and subscribes again when the VTN lost it', async () => {
    const client = createVenClient({
      baseUrl: vtn.baseUrl,
      ...credentials,
      onExchange: (exchange) => exchanges.push(exchange),
    });
    const subscriptions = createVtnSubscriptionsRepository(t.database.db);
    const subscription = createVenSubscription({
      vtn: client,
      vtnUrl: vtn.baseUrl,
      callbackUrl,
      clientName: 'sunfleet',
      repository: subscriptions,
    });
    const tokenAtVtn = () =>
      [...vtn.store.subscriptions.values()][0]!.objectOperations[0]!.bearerToken as string;
    expect(await subscription.ensure(new Date())).toBeUndefined(); // not due yet
    const first = tokenAtVtn();

    const renewed = await subscription.ensure(new Date(Date.now() + renewMs + minute));
    expect(vtn.store.subscriptions.size).toBe(1);
    expect(renewed?.id).toBe([...vtn.store.subscriptions.keys()][0]);
    expect(tokenAtVtn()).not.toBe(first);
    expect(await subscriptions.isKnownToken(first)).toBe(true);
    expect(await subscriptions.isKnownToken(tokenAtVtn())).toBe(true);
    expect(await subscriptions.isKnownToken('not-a-token')).toBe(false);

    vtn.store.subscriptions.clear();
    const again = await subscription.ensure(new Date(Date.now() + 2 * renewMs + minute));
    expect([...vtn.store.subscriptions.keys()]).toEqual([again?.id]);
    expect(
      exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(/-\d+$/, '-{n}')}`),
    ).toEqual(expect.arrayContaining(['POST /subscriptions', 'PUT /subscriptions/subscription-{n}']));
    expect(exchanges.flatMap((exchange) => oracle.check(exchange))).toEqual([]);
  });

  it('refuses a notification without the subscription token (5022) or not in the official shape (5023), changing nothing', async () => {
    const events = async () =>
      rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM dr_events`))[0]!.n;
    const before = await events();
    const post = (authorization: string, body: unknown) =>
      fetch(callbackUrl, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const token = [...vtn.store.subscriptions.values()][0]!.objectOperations[0]!.bearerToken as string;
    const notification = vtn.notificationsSent[0]!.body;

    const wrong = await post('Bearer nope', notification);
    expect([wrong.status, ((await wrong.json()) as { code: number }).code]).toEqual([401, 5022]);
    const misshapen = await post(`Bearer ${token}`, { ...notification, operation: 'ERASE' });
    expect([misshapen.status, ((await misshapen.json()) as { code: number }).code]).toEqual([400, 5023]);
    const unknownPayload = await post(`Bearer ${token}`, {
      ...notification,
      object: {
        ...notification.object,
        id: 'event-new',
        intervals: [{ id: 0, payloads: [{ type: 'SIMPLE', values: [4] }] }],
      },
    });
    expect([unknownPayload.status, ((await unknownPayload.json()) as { code: number }).code]).toEqual([
      400, 5023,
    ]);
    expect(await events()).toBe(before);
  });
});
