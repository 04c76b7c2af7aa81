import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { rowsOf, sql } from '@sunfleet/db/query';
import { createCompany, createTestDatabase } from '@sunfleet/db/testing';
import { createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { claimDueCommands } from '../queue.ts';
import { applyCommandReply } from '../replies.ts';
import { createCampaign, findCampaign, targetHistory, targetsIn, type TNewCampaign } from './store.ts';
import { actOnCampaign, tickCampaigns } from './tick.ts';

let handle: DatabaseHandle;
let companyId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  companyId = (await createCompany(handle)).id;
});
afterAll(async () => {
  await handle.close();
});

async function gateways(count: number, values: { locked?: boolean } = {}) {
  const created = [];
  for (let index = 0; index < count; index += 1)
    created.push(await createGateway(handle, { companyId, status: 'normal', ...values }));
  return created.map((gateway) => gateway.sn);
}

function restartCampaign(sns: string[], options: Partial<TNewCampaign> = {}): Promise<{ id: string }> {
  return createCampaign(handle.db, {
    kind: 'restart',
    name: 'test',
    payload: {},
    selection: { sns },
    firstWave: 2,
    perMinute: 1000,
    halt: { failurePercent: 20, minExecuted: 5 },
    createdBy: null,
    companyId,
    targets: sns.map((sn) => ({ gatewaySn: sn, plan: [{ kind: 'restart', payload: {} }] })),
    ...options,
  });
}

/** The dispatcher's part and the gateways' replies: every command sent now is answered `status`. */
async function dispatchAndReply(status: (gatewaySn: string) => 'succeeded' | 'failed') {
  const round = await claimDueCommands(handle.db);
  for (const sent of round.send)
    await applyCommandReply(handle.db, sent.gatewaySn, {
      cmdId: sent.id,
      status: status(sent.gatewaySn),
      ...(status(sent.gatewaySn) === 'failed' && { error: 'flash full' }),
    });
  return round.send.length;
}

const commandsOf = async (sns: string[]) =>
  rowsOf<{ gateway_sn: string; n: number }>(
    await handle.db.execute(sql`
      SELECT gateway_sn, count(*)::int AS n FROM commands
      WHERE gateway_sn IN (SELECT value FROM json_array_elements_text(${JSON.stringify(sns)}::json))
      GROUP BY gateway_sn`),
  );

describe('a campaign', () => {
  it('releases the first wave, then the rest, and completes when every command succeeded', async () => {
    const sns = await gateways(5);
    const { id } = await restartCampaign(sns);
    await tickCampaigns(handle.db);
    expect((await findCampaign(handle.db, id))?.counts).toMatchObject({ queued: 2, pending: 3 });
    // Wave 2 waits while wave 1 runs.
    await tickCampaigns(handle.db);
    expect((await findCampaign(handle.db, id))?.counts.pending).toBe(3);
    expect(await dispatchAndReply(() => 'succeeded')).toBe(2);
    await tickCampaigns(handle.db);
    expect((await findCampaign(handle.db, id))?.counts).toMatchObject({ succeeded: 2, queued: 3 });
    expect((await findCampaign(handle.db, id))?.currentWave).toBe(2);
    await dispatchAndReply(() => 'succeeded');
    await tickCampaigns(handle.db);
    const done = await findCampaign(handle.db, id);
    expect(done?.state).toBe('completed');
    expect(done?.counts.succeeded).toBe(5);
    expect((await commandsOf(sns)).every((row) => row.n === 1)).toBe(true);
  });

  it('keeps to its pace: no more per minute than allowed', async () => {
    const sns = await gateways(5);
    const { id } = await restartCampaign(sns, { firstWave: 5, perMinute: 2 });
    const start = new Date();
    await tickCampaigns(handle.db, start);
    await tickCampaigns(handle.db, new Date(start.getTime() + 30_000));
    expect((await findCampaign(handle.db, id))?.counts.queued).toBe(2);
    await tickCampaigns(handle.db, new Date(start.getTime() + 61_000));
    expect((await findCampaign(handle.db, id))?.counts.queued).toBe(4);
  });

  it('skips a locked gateway with the reason and goes on with the others', async () => {
    const sns = [...(await gateways(1, { locked: true })), ...(await gateways(1))];
    const { id } = await restartCampaign(sns);
    await tickCampaigns(handle.db);
    const campaign = await findCampaign(handle.db, id);
    expect(campaign?.counts).toMatchObject({ skipped: 1, queued: 1 });
  });

  it('halts when failures exceed the rule, and a resume judges afresh', async () => {
    const sns = await gateways(12);
    const failing = new Set(sns.slice(0, 3));
    const { id } = await restartCampaign(sns, { firstWave: 6, halt: { failurePercent: 20, minExecuted: 5 } });
    await tickCampaigns(handle.db);
    await dispatchAndReply((sn) => (failing.has(sn) ? 'failed' : 'succeeded'));
    await tickCampaigns(handle.db);
    const halted = await findCampaign(handle.db, id);
    expect(halted?.state).toBe('halted');
    expect(halted?.reason).toContain('3 of 6 failed');
    expect(halted?.counts.pending).toBe(6);
    await tickCampaigns(handle.db);
    expect((await findCampaign(handle.db, id))?.counts.pending).toBe(6);

    expect((await actOnCampaign(handle.db, id, 'resume', null))?.campaign.state).toBe('running');
    await tickCampaigns(handle.db);
    await dispatchAndReply(() => 'succeeded');
    await tickCampaigns(handle.db);
    expect((await findCampaign(handle.db, id))?.state).toBe('completed');

    // Retry the failed: the same plan, the attempts carried on.
    const failed = await targetsIn(handle.db, id, 'failed');
    expect(failed.map((target) => target.gatewaySn).sort()).toEqual([...failing].sort());
    expect(failed.every((target) => target.attempts === 1)).toBe(true);
  });

  it('pauses (nothing released) and resumes', async () => {
    const sns = await gateways(4);
    const { id } = await restartCampaign(sns, { firstWave: 1 });
    expect((await actOnCampaign(handle.db, id, 'pause', null))?.campaign.state).toBe('paused');
    expect(await actOnCampaign(handle.db, id, 'pause', null)).toBeUndefined();
    await tickCampaigns(handle.db);
    expect((await findCampaign(handle.db, id))?.counts.pending).toBe(4);
    await actOnCampaign(handle.db, id, 'resume', null);
    await tickCampaigns(handle.db);
    expect((await findCampaign(handle.db, id))?.counts.queued).toBe(1);
  });

  it('cancel stops releasing, cancels the commands not yet sent and lets the sent ones finish', async () => {
    // Earlier tests' campaigns and commands out of the tick's and the dispatcher's way.
    await handle.db.execute(sql`UPDATE campaigns SET finished_at = now() WHERE finished_at IS NULL`);
    await handle.db.execute(sql`UPDATE commands SET state = 'cancelled' WHERE state = 'queued'`);
    const sns = await gateways(4);
    const { id } = await restartCampaign(sns, { firstWave: 4, perMinute: 3 });
    await tickCampaigns(handle.db);
    // One command is sent, two still queued, one target not released.
    const round = await claimDueCommands(handle.db, { limit: 1 });
    const [sent] = round.send;
    expect(sent).toBeDefined();
    const outcome = await actOnCampaign(handle.db, id, 'cancel', null);
    expect(outcome?.campaign.state).toBe('cancelled');
    expect(outcome?.cancelled).toHaveLength(2);
    expect(outcome?.campaign.counts).toMatchObject({ cancelled: 3, running: 1 });
    await tickCampaigns(handle.db);
    expect((await findCampaign(handle.db, id))?.finishedAt).toBeNull();
    await applyCommandReply(handle.db, sent!.gatewaySn, { cmdId: sent!.id, status: 'succeeded' });
    await tickCampaigns(handle.db);
    const ended = await findCampaign(handle.db, id);
    expect(ended?.counts).toMatchObject({ cancelled: 3, succeeded: 1 });
    expect(ended?.finishedAt).not.toBeNull();
    expect(await actOnCampaign(handle.db, id, 'resume', null)).toBeUndefined();
  });

  it('two ticks at once never queue a device twice', async () => {
    const sns = await gateways(30);
    const { id } = await restartCampaign(sns, { firstWave: 30 });
    const outcomes = await Promise.all([
      tickCampaigns(handle.db),
      tickCampaigns(handle.db),
      tickCampaigns(handle.db),
    ]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.queued.length, 0)).toBe(30);
    expect((await findCampaign(handle.db, id))?.counts.queued).toBe(30);
    expect((await commandsOf(sns)).every((row) => row.n === 1)).toBe(true);
    expect(await commandsOf(sns)).toHaveLength(30);
  });
});

describe('a campaign with a maintenance window', () => {
  /** One gateway on a plant in each zone; the targets in that order. */
  async function sitesIn(zones: string[]) {
    const sites = [];
    for (const timeZone of zones) {
      const plant = await createPlant(handle, { timeZone });
      const gateway = await createGateway(handle, { companyId, plantId: plant.id, status: 'normal' });
      sites.push({ plantId: plant.id, sn: gateway.sn });
    }
    return sites;
  }
  const windowCampaign = (sites: { plantId: string; sn: string }[]) =>
    createCampaign(handle.db, {
      kind: 'restart',
      name: 'night',
      payload: {},
      selection: { sns: sites.map((site) => site.sn) },
      firstWave: sites.length,
      perMinute: 1000,
      halt: { failurePercent: 20, minExecuted: 5 },
      window: { start: '01:00', end: '05:00' },
      createdBy: null,
      companyId,
      targets: sites.map((site) => ({
        gatewaySn: site.sn,
        plantId: site.plantId,
        plan: [{ kind: 'restart', payload: {} }],
      })),
    });
  const statesOf = async (id: string) =>
    rowsOf<{ gateway_sn: string; state: string }>(
      await handle.db.execute(
        sql`SELECT gateway_sn, state FROM campaign_targets WHERE campaign_id = ${id} ORDER BY position`,
      ),
    ).map((row) => row.state);

  it('releases each target only when its own plant’s clock is inside the window', async () => {
    const sites = await sitesIn(['Asia/Tokyo', 'Europe/Berlin', 'America/New_York']);
    const { id } = await windowCampaign(sites);
    expect((await findCampaign(handle.db, id))?.window).toEqual({ start: '01:00', end: '05:00' });
    // 17:00 UTC: 02:00 in Tokyo, 19:00 in Berlin, 13:00 in New York.
    await tickCampaigns(handle.db, new Date('2026-06-01T17:00:00Z'));
    expect(await statesOf(id)).toEqual(['queued', 'pending', 'pending']);
    // 00:30 UTC next day: 02:30 in Berlin (summer), 20:30 in New York.
    await tickCampaigns(handle.db, new Date('2026-06-02T00:30:00Z'));
    expect(await statesOf(id)).toEqual(['queued', 'queued', 'pending']);
    // 06:00 UTC: 02:00 in New York.
    await tickCampaigns(handle.db, new Date('2026-06-02T06:00:00Z'));
    expect(await statesOf(id)).toEqual(['queued', 'queued', 'queued']);
    expect((await findCampaign(handle.db, id))?.state).toBe('running');
  });

  it('holds a site back while the release hook blocks it (demand response)', async () => {
    const sites = await sitesIn(['UTC', 'UTC']);
    const { id } = await windowCampaign(sites);
    const busyPlant = sites[0]!.plantId;
    const isBlocked = (site: { plantId: string | null }) => site.plantId === busyPlant;
    await tickCampaigns(handle.db, new Date('2026-06-01T02:00:00Z'), { isBlocked });
    expect(await statesOf(id)).toEqual(['pending', 'queued']);
    await tickCampaigns(handle.db, new Date('2026-06-01T02:01:00Z'));
    expect(await statesOf(id)).toEqual(['queued', 'queued']);
  });

  it('exports each target’s states in order with their times', async () => {
    const sites = await sitesIn(['UTC']);
    const { id } = await windowCampaign(sites);
    await tickCampaigns(handle.db, new Date('2026-06-01T02:00:00Z'));
    await dispatchAndReply(() => 'succeeded');
    await tickCampaigns(handle.db, new Date('2026-06-01T02:00:10Z'));
    const history = await targetHistory(handle.db, id);
    expect(history.map((row) => [row.gatewaySn, row.state])).toEqual([
      [sites[0]!.sn, 'pending'],
      [sites[0]!.sn, 'queued'],
      [sites[0]!.sn, 'succeeded'],
    ]);
    expect(history.every((row) => !Number.isNaN(Date.parse(row.at)))).toBe(true);
  });
});
