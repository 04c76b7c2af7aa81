import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDrEventDetail } from '@sunfleet/contract/demand-response-events';
import { tickCampaigns } from '@sunfleet/commands/campaigns/tick';
import { sql } from '@sunfleet/db/query';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { createDeviceRollup } from '@sunfleet/db/plant-testing';
import { createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { createOracle, type Oracle } from '@sunfleet/openadr/oracle';
import { startTestVtn, type TestVtn } from '@sunfleet/openadr/test-vtn';
import { createVenClient, type TVenExchange } from '@sunfleet/openadr/ven-client';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';
import { rowsOf } from '@sunfleet/db/query';
import { drEventsOf, enrolledBattery } from './events.testing.ts';
import { createVenSync } from './ven.sync.ts';

/**
 * Sunfleet's VEN job against the test VTN, which the official OpenADR 3.1.0 document routes and
 * validates (packages/openadr): every exchange of the job passes the official OpenAPI and
 * enumeration schemas, an event becomes commands to the enrolled batteries, the VTN's DELETE
 * reaches them as a cancel in the next round (≤ OADR_EVERY_SECONDS, at most 50 s), and the
 * measured performance goes back as a report. Validated against OpenADR 3.1.0's schemas — not
 * certified.
 */

let t: TestApp;
let vtn: TestVtn;
let oracle: Oracle;
const exchanges: TVenExchange[] = [];

beforeAll(async () => {
  [t, vtn, oracle] = await Promise.all([createTestApp(), startTestVtn(), createOracle()]);
});
afterAll(async () => {
  await vtn?.close();
  await t?.close();
});

const minute = 60_000;
const hour = 60 * minute;

const commandsOf = async (deviceSn: string) =>
  rowsOf<{ payload: { action: string; startAt: number; endAt: number; powerKw: number } }>(
    await t.database.db.execute(sql`
      SELECT payload FROM commands WHERE device_sn = ${deviceSn} AND kind = 'demandResponse' ORDER BY created_at, id`),
  ).map((row) => row.payload);

describe('Sunfleet as a VEN of the test VTN', () => {
  it('reads an event, dispatches the batteries, hears its deletion within a round, and reports the performance', async () => {
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
    const where = { gatewayId: gateway.id, plantId: plant.id };
    const battery = await enrolledBattery(t, where, { participationLevel: 50, dischargeKw: 6 });
    const headers = bearer((await signIn(t.app, admin.account, admin.password)).access_token);

    const program = await vtn.asBusinessLogic('POST', '/programs', { programName: 'eversource-bat' });
    const programID = (program.body as { id: string }).id;
    const startsAt = new Date(Math.ceil((Date.now() + 5 * minute) / 1000) * 1000);
    const created = await vtn.asBusinessLogic('POST', '/events', {
      programID,
      eventName: 'summer peak',
      payloadDescriptors: [{ objectType: 'EVENT_PAYLOAD_DESCRIPTOR', payloadType: 'SIMPLE' }],
      intervalPeriod: { start: startsAt.toISOString(), duration: 'PT3H' },
      intervals: [{ id: 0, payloads: [{ type: 'SIMPLE', values: [2] }] }],
    });
    expect(created.status).toBe(201);
    const vtnEventId = (created.body as { id: string }).id;

    const { repository, dispatcher } = drEventsOf(t);
    const sync = createVenSync({
      vtn: createVenClient({
        baseUrl: vtn.baseUrl,
        clientId: 'sunfleet-ven',
        clientSecret: 'ven-secret',
        onExchange: (exchange) => exchanges.push(exchange),
      }),
      clientName: 'sunfleet',
      repository,
      dispatcher,
      log: t.app.log,
    });

    await sync.runOnce(new Date());
    await tickCampaigns(t.database.db);
    expect(await commandsOf(battery.device.sn)).toEqual([
      expect.objectContaining({
        action: 'discharge',
        powerKw: 3,
        startAt: startsAt.getTime(),
        endAt: startsAt.getTime() + 3 * hour,
      }),
    ]);
    const [row] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`SELECT id FROM dr_events WHERE vtn_event_id = ${vtnEventId}`),
    );
    const pending = await t.app.inject({ method: 'GET', url: `/api/v1/oadr/event/${row!.id}`, headers });
    expect(envelopeOf<TDrEventDetail>(pending).data).toMatchObject({
      status: 'pending',
      level: 2,
      powerDischargeKw: 3,
    });

    // The business logic deletes the event (User Guide §7.9): the next round sends cancel.
    expect((await vtn.asBusinessLogic('DELETE', `/events/${vtnEventId}`)).status).toBe(200);
    await sync.runOnce(new Date());
    await tickCampaigns(t.database.db);
    expect((await commandsOf(battery.device.sn)).map((command) => command.action)).toEqual([
      'discharge',
      'cancel',
    ]);
    const cancelled = await t.app.inject({ method: 'GET', url: `/api/v1/oadr/event/${row!.id}`, headers });
    expect(envelopeOf<TDrEventDetail>(cancelled).data).toMatchObject({
      status: 'cancelled',
      cancelSource: 'vtn',
    });

    // A second event that already ran: its measurement goes back to the VTN as a report.
    const endsAt = new Date(Math.floor((Date.now() - 10 * minute) / (5 * minute)) * 5 * minute);
    const ranFrom = new Date(endsAt.getTime() - hour);
    const ran = await vtn.asBusinessLogic('POST', '/events', {
      programID,
      eventName: 'ran',
      intervalPeriod: { start: ranFrom.toISOString(), duration: 'PT1H' },
      intervals: [{ id: 0, payloads: [{ type: 'SIMPLE', values: [1] }] }],
    });
    const ranId = (ran.body as { id: string }).id;
    await sync.runOnce(new Date(ranFrom.getTime() - minute));
    for (let slot = 0; slot < 12; slot += 1)
      await createDeviceRollup(t.database, {
        deviceId: battery.device.id,
        plantId: plant.id,
        period: '5m',
        bucketStart: new Date(ranFrom.getTime() + slot * 5 * minute),
        roleStats: {
          batteryPower: { n: 1, sum: 3, min: 3, max: 3 },
          batterySoc: { n: 1, sum: 80 - slot, min: 80 - slot, max: 80 - slot },
        },
      });
    await sync.runOnce(new Date());
    const reports = vtn.store.reports;
    const report = [...reports.values()].find((each) => each.eventID === ranId);
    expect(report?.resources[0]).toMatchObject({
      resourceName: battery.device.sn,
      intervals: [
        { id: 0, payloads: [{ type: 'STORAGE_CHARGE_LEVEL', values: [0.8] }] },
        {
          id: 1,
          payloads: [
            { type: 'BASELINE', values: [0] },
            { type: 'DELTA_USAGE', values: [-3] },
            { type: 'STORAGE_CHARGE_LEVEL', values: [0.69] },
            { type: 'DATA_QUALITY', values: ['OK'] },
          ],
        },
      ],
    });

    expect(
      exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(/\/[^/]+-\d+$/, '/{id}')}`),
    ).toEqual(
      expect.arrayContaining([
        'GET /auth/server',
        'POST /auth/token',
        'GET /programs',
        'GET /events',
        'POST /reports',
      ]),
    );
    expect(exchanges.flatMap((exchange) => oracle.check(exchange))).toEqual([]);
    expect(vtn.violations).toEqual([]);
  });
});
