import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickCampaigns } from '@sunfleet/commands/campaigns/tick';
import { rowsOf, sql } from '@sunfleet/db/query';
import { createCompany } from '@sunfleet/db/testing';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import type { LiveData } from '@sunfleet/ingest/live-data';
import { until } from '@sunfleet/ingest/testing';
import { createTestApp, type TestApp } from '../../testing.ts';
import { spawnSimulator, type TestSimulator } from '../../simulator.testing.ts';
import { startCommandLiveData } from '../commands/live-data.testing.ts';
import { slotMs } from './events.performance.ts';
import type { TEventRow } from './events.repository.ts';
import { drEventsOf, enrolledBattery, vtnEvent } from './events.testing.ts';
import { createVenSync } from './ven.sync.ts';

/**
 * Dispatch proved on the simulator (issue 23 item 3, ADR 0057): an event's campaign reaches three
 * simulated gateways, run as their own process over the embedded broker. `steady` discharges its
 * battery at its participation level for the whole window and its uploads show it (battery power
 * positive = discharge, SoC falling); `outage` accepts the event, loses its connection before the
 * window, discharges anyway and back-fills its readings on return, which raises the event's
 * measurement from nothing to its discharge; `optOut` discharges until its customer opts out,
 * whose cancel reaches the gateway while the event runs.
 *
 * The window is one whole 5-minute slot (performance is measured per slot), and the simulator runs
 * six times faster than the wall clock from a minute before it, so the test takes about a minute.
 * Its readings are dated ahead of the server's clock, so this ingest allows an hour of skew.
 */

const speed = 6;
const simulatedMs = (wallMs: number) => wallMs * speed;
const id = randomUUID().slice(0, 5).toUpperCase();
const stories = ['steady', 'outage', 'optOut'] as const;
type TStory = (typeof stories)[number];

let t: TestApp;
let liveData: LiveData;
let simulator: TestSimulator | undefined;
const sites = {} as Record<
  TStory,
  {
    gatewaySn: string;
    key: string;
    inverterSn: string;
    batterySn: string;
    batteryId: string;
    enrollmentId: string;
  }
>;

afterAll(async () => {
  await simulator?.stop();
  await liveData.stop();
  await t.close();
});

beforeAll(async () => {
  t = await createTestApp();
  liveData = await startCommandLiveData(t, { timeBounds: { skewMs: 3_600_000, horizonMs: 86_400_000 } });
  const company = await createCompany(t.database);
  for (const [index, story] of stories.entries()) {
    const plant = await createPlant(t.database, { companyId: company.id, timeZone: 'America/New_York' });
    // Offline until the simulator connects: the dispatch waits in the queue for it, as for hardware.
    const gateway = await createGateway(t.database, {
      sn: `DRG${index}${id}`,
      companyId: company.id,
      plantId: plant.id,
      status: 'offline',
    });
    const onPlant = { gatewayId: gateway.id, plantId: plant.id };
    const inverter = await createDevice(t.database, {
      ...onPlant,
      sn: `DRI${index}${id}`,
      kind: 'inverterSinglePhaseHybrid',
      dictionaryId: 'deye_hybrid',
    });
    const battery = await createDevice(t.database, {
      ...onPlant,
      sn: `DRB${index}${id}`,
      kind: 'batteryBms',
      dictionaryId: 'sunfleet_bms',
    });
    const { enrollmentId } = await enrolledBattery(t, onPlant, {
      device: battery,
      dischargeKw: 5,
      participationLevel: story === 'steady' ? 80 : 100,
    });
    sites[story] = {
      gatewaySn: gateway.sn,
      key: gateway.key,
      inverterSn: inverter.sn,
      batterySn: battery.sn,
      batteryId: battery.id,
      enrollmentId,
    };
  }
}, 60_000);

const fleetPlant = (story: TStory, seed: number) => ({
  name: `Dispatch ${story}`,
  plantType: 'dcCoupledStorage',
  timeZone: 'America/New_York',
  location: { latitude: 41.65, longitude: -70.3 },
  capacityKwp: 6,
  batteryKwh: 10,
  seed,
  gateway: {
    sn: sites[story].gatewaySn,
    key: sites[story].key,
    devices: [
      { sn: sites[story].inverterSn, kind: 'inverterSinglePhaseHybrid', dictionaryId: 'deye_hybrid' },
      { sn: sites[story].batterySn, kind: 'batteryBms', dictionaryId: 'sunfleet_bms' },
    ],
  },
});

/** The battery's newest reading: power in kW (positive = discharge), SoC in %, and its time. */
async function latest(story: TStory) {
  const [row] = rowsOf<{ read_at: string | Date; power: number | null; soc: number | null }>(
    await t.database.db.execute(sql`
      SELECT read_at, (roles->>'batteryPower')::float8 AS power, (roles->>'batterySoc')::float8 AS soc
      FROM device_latest WHERE device_id = ${sites[story].batteryId}`),
  );
  return row && { at: new Date(row.read_at).getTime(), power: row.power, soc: row.soc };
}

/** The battery's demandResponse commands, oldest first. */
async function commandsOf(story: TStory) {
  return rowsOf<{ state: string; action: string }>(
    await t.database.db.execute(sql`
      SELECT state, payload->>'action' AS action FROM commands
      WHERE device_sn = ${sites[story].batterySn} AND kind = 'demandResponse' ORDER BY seq`),
  );
}

/** Waits until the simulated clock (from `simStart` at `speed`) has passed `instant`, plus the fold's delay. */
const simulatedPast = (simStart: number, wallStart: number, instant: number) =>
  until(
    () => simStart + simulatedMs(Date.now() - wallStart) > instant + simulatedMs(6_000),
    `the simulated clock past ${new Date(instant).toISOString()}`,
    120_000,
  );

describe('demand-response dispatch on the simulator', () => {
  it('the batteries discharge for the window at their participation level, a gateway offline during it back-fills its readings, and an opt-out stops a running discharge', async () => {
    const { repository, dispatcher } = drEventsOf(t);
    const sync = createVenSync({
      vtn: undefined,
      clientName: 'sunfleet',
      repository,
      dispatcher,
      log: t.app.log,
    });
    const batteryOf = async (event: TEventRow, story: TStory) => {
      await sync.measureAndReport(undefined, event);
      return (await repository.batteriesOf(event.id)).find(
        (row) => row.device_sn === sites[story].batterySn,
      )!;
    };

    // The window: the whole 5-minute slot after the next one begins; the simulator starts a minute before it.
    const windowEnd = Math.ceil(Date.now() / slotMs) * slotMs + 2 * slotMs;
    const windowStart = windowEnd - slotMs;
    const simStart = windowStart - 60_000;
    const event = await repository.upsert(
      vtnEvent(`ev-${randomUUID()}`, { startsAt: new Date(windowStart), endsAt: new Date(windowEnd) }),
    );
    await dispatcher.reconcile(new Date());
    await tickCampaigns(t.database.db);
    expect((await commandsOf('steady')).map((command) => command.action)).toEqual(['discharge']);

    const wallStart = Date.now();
    simulator = spawnSimulator(
      stories.map((story, index) => fleetPlant(story, index + 1)),
      liveData.brokerUrl ?? '',
      // `outage` loses its network 45 simulated seconds in (after its dispatch, before the window)
      // and is back 105 s after the window.
      [
        '--start',
        new Date(simStart).toISOString(),
        '--speed',
        `${speed}`,
        '--interval',
        '10s',
        '--offline',
        `${sites.outage.gatewaySn}:420s:45s`,
      ],
    );
    await until(
      async () =>
        (await Promise.all(stories.map(commandsOf))).every(([command]) => command?.state === 'acknowledged'),
      'every gateway accepting its dispatch',
      30_000,
    );

    // Halfway through the window `steady` discharges at 80 % of 5 kW, and `optOut` at 5 kW.
    await simulatedPast(simStart, wallStart, windowStart + slotMs / 2);
    const halfway = await latest('steady');
    expect(halfway?.power).toBeCloseTo(4, 1);
    expect((await latest('optOut'))?.power).toBeCloseTo(5, 1);
    // `optOut`'s customer opts out: the cancel passes the running event in the gateway's queue.
    await t.database.db.execute(
      sql`UPDATE dr_enrollments SET opted_out = true WHERE id = ${sites.optOut.enrollmentId}`,
    );
    await dispatcher.reconcile(new Date());
    await tickCampaigns(t.database.db);
    await until(
      async () =>
        (await commandsOf('optOut')).map((command) => command.state).join() === 'cancelled,succeeded',
      'the opt-out ending the running discharge',
      20_000,
    );
    await until(
      async () => ((await latest('optOut'))?.power ?? 5) < 4,
      'the opted-out battery to stop discharging',
      20_000,
    );

    await simulatedPast(simStart, wallStart, windowEnd);
    const end = await latest('steady');
    expect(end!.soc!).toBeLessThan(halfway!.soc!);
    await until(
      async () => (await commandsOf('steady'))[0]?.state === 'succeeded',
      'the steady gateway reporting its event done',
      10_000,
    );
    const steady = await batteryOf(await repository.byId(event.id), 'steady');
    expect(steady).toMatchObject({ state: 'sent', completeness: 1, baseline_kw: 0 });
    expect(steady.average_kw).toBeCloseTo(4, 1);
    expect(steady.energy_kwh).toBeCloseTo(4 / 12, 2);
    expect(steady.soc_end!).toBeLessThan(steady.soc_start!);

    // `outage` is still away: nothing of the window arrived, so it counts 0 kW for now.
    expect((await latest('outage'))!.at).toBeLessThan(windowStart);
    const before = await batteryOf(await repository.byId(event.id), 'outage');
    expect(before).toMatchObject({ average_kw: 0, completeness: 0 });

    // Back online, it uploads the readings it kept, and its command's result.
    await until(
      async () => (await commandsOf('outage'))[0]?.state === 'succeeded',
      'the outage gateway back',
      60_000,
    );
    await until(
      async () => ((await latest('outage'))?.at ?? 0) > windowEnd,
      'its back-filled readings',
      30_000,
    );
    await until(
      async () =>
        rowsOf<{ n: number }>(
          await t.database.db.execute(
            sql`SELECT count(*)::int AS n FROM rollup_queue WHERE device_id = ${sites.outage.batteryId}`,
          ),
        )[0]?.n === 0,
      'its readings folded into the rollups',
      30_000,
    );
    const after = await batteryOf(await repository.byId(event.id), 'outage');
    expect(after.completeness).toBe(1);
    expect(after.average_kw).toBeCloseTo(5, 1);
    expect(after.soc_end!).toBeLessThan(after.soc_start!);
  }, 240_000);
});
