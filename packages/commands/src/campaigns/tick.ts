import type { TCampaignState, TTargetState } from '@sunfleet/contract/campaigns';
import type { TCommandState } from '@sunfleet/contract/commands';
import { errorMessage } from '@sunfleet/contract/errors';
import type { Database } from '@sunfleet/db/connect';
import { rowsOf, sql, type SQL } from '@sunfleet/db/query';
import { cancelCommand, enqueueCommands, type TNewCommand } from '../queue.ts';
import { campaignTransitions, isReleasableAt, nextStep, targetStateOf, type TReleaseBlock } from './model.ts';
import {
  appendCampaignEvents,
  findCampaign,
  targetCounts,
  uuidList,
  type TCampaignAudit,
  type TCampaignRecord,
  type TPlannedCommand,
} from './store.ts';

/**
 * The campaign tick (docs/adr/0040): advances every campaign not at rest, one database
 * transaction per campaign holding its row (`FOR UPDATE SKIP LOCKED`), so two processes ticking at
 * once never work on the same campaign and a tick cut short leaves nothing half done. All progress
 * is in the database: a new process continues where the last one stopped, without re-executing.
 */

/** A campaign's commands may wait this long for an offline gateway: a campaign must end. */
export const campaignCommandTtlMs = 15 * 60_000;

/** What one tick changed: commands queued (dispatchers should wake) and campaigns whose progress moved. */
export type TTickOutcome = {
  queued: { id: string; gatewaySn: string }[];
  cancelled: { id: string; gatewaySn: string }[];
  campaigns: string[];
};

type TOpenTarget = {
  position: number;
  gateway_sn: string;
  device_sn: string | null;
  state: TTargetState;
  commands: { state: TCommandState; error: string | null }[];
};

const targetSnOf = (target: { gateway_sn: string; device_sn: string | null }) =>
  target.device_sn ?? target.gateway_sn;

/**
 * Reads the commands of a campaign's queued and running targets back into the targets: each
 * target takes the state its commands add up to (`targetStateOf`). Returns how many changed.
 */
async function readBack(tx: Database, campaignId: string): Promise<number> {
  const open = rowsOf<TOpenTarget>(
    await tx.execute(sql`
      SELECT t.position, t.gateway_sn, t.device_sn, t.state,
        coalesce(json_agg(json_build_object('state', c.state, 'error', c.error)
          ORDER BY array_position(t.command_ids, c.id)) FILTER (WHERE c.id IS NOT NULL), '[]'::json) AS commands
      FROM campaign_targets t LEFT JOIN commands c ON c.id = ANY (t.command_ids)
      WHERE t.campaign_id = ${campaignId} AND t.state IN ('queued', 'running')
      GROUP BY t.position, t.gateway_sn, t.device_sn, t.state`),
  );
  const changed = open.flatMap((target) => {
    const next = targetStateOf(target.commands);
    return next.state === target.state ? [] : [{ target, ...next }];
  });
  if (changed.length === 0) return 0;
  await tx.execute(sql`
    UPDATE campaign_targets t SET state = r.state, error = r.error,
      finished_at = CASE WHEN r.state IN ('succeeded', 'failed', 'cancelled') THEN now() END
    FROM jsonb_to_recordset(${JSON.stringify(
      changed.map((each) => ({ position: each.target.position, state: each.state, error: each.error })),
    )}::jsonb) AS r (position int, state text, error text)
    WHERE t.campaign_id = ${campaignId} AND t.position = r.position`);
  await appendCampaignEvents(
    tx,
    changed.map((each) => ({
      campaignId,
      targetSn: targetSnOf(each.target),
      state: each.state,
      detail: each.error ?? '',
      userId: null,
    })),
  );
  return changed.length;
}

type TReleasable = {
  position: number;
  gateway_sn: string;
  device_sn: string | null;
  plant_id: string | null;
  plan: TPlannedCommand[];
  gateway_found: boolean;
  locked: boolean;
  company_id: string | null;
};

/** What the tick is told besides the clock: conditions that hold sites back (docs/adr/0047). */
export type TTickOptions = { isBlocked?: TReleaseBlock };

/**
 * Which of a wave's pending targets may go now, as a condition on their plant: all, when the
 * campaign has no window and nothing blocks; else the plants whose clock is inside the window and
 * that no block holds (targets without a plant are judged on UTC).
 */
async function releasableSites(
  tx: Database,
  campaign: TCampaignRecord,
  now: Date,
  options: TTickOptions,
): Promise<SQL> {
  if (!campaign.window && !options.isBlocked) return sql`TRUE`;
  const sites = rowsOf<{ plant_id: string | null; time_zone: string }>(
    await tx.execute(sql`
      SELECT DISTINCT t.plant_id, coalesce(p.time_zone, 'UTC') AS time_zone
      FROM campaign_targets t LEFT JOIN plants p ON p.id = t.plant_id
      WHERE t.campaign_id = ${campaign.id} AND t.state = 'pending' AND t.wave = ${campaign.currentWave}`),
  );
  const open = sites.filter((site) =>
    isReleasableAt(
      campaign.window,
      { plantId: site.plant_id, timeZone: site.time_zone },
      now,
      campaign.kind,
      options.isBlocked,
    ),
  );
  const plantIds = open.flatMap((site) => (site.plant_id === null ? [] : [site.plant_id]));
  const isPlantlessOpen = open.some((site) => site.plant_id === null);
  return sql`(t.plant_id IN ${uuidList(plantIds)} OR (${isPlantlessOpen} AND t.plant_id IS NULL))`;
}

/**
 * Releases the next `count` pending targets of the wave whose site may go now (window, blocks): a
 * target whose gateway is gone or locked is skipped with the reason; the others' planned commands
 * are queued (in the same transaction) and the target records their ids. Targets outside their
 * window stay pending, later positions inside theirs go first.
 */
async function release(
  tx: Database,
  campaign: TCampaignRecord,
  count: number,
  now: Date,
  options: TTickOptions,
): Promise<{ queued: TTickOutcome['queued']; moved: number }> {
  if (count <= 0) return { queued: [], moved: 0 };
  const isSiteOpen = await releasableSites(tx, campaign, now, options);
  const next = rowsOf<TReleasable>(
    await tx.execute(sql`
      SELECT t.position, t.gateway_sn, t.device_sn, t.plant_id, t.plan,
        g.sn IS NOT NULL AS gateway_found, coalesce(g.locked, false) AS locked, g.company_id
      FROM campaign_targets t LEFT JOIN gateways g ON g.sn = t.gateway_sn
      WHERE t.campaign_id = ${campaign.id} AND t.state = 'pending' AND t.wave = ${campaign.currentWave}
        AND ${isSiteOpen}
      ORDER BY t.position LIMIT ${count}`),
  );
  const refused = next.flatMap((target) => {
    if (!target.gateway_found) return [{ target, reason: 'No such gateway' }];
    if (target.locked) return [{ target, reason: 'The gateway is locked' }];
    return [];
  });
  const ready = next.filter((target) => !refused.some((each) => each.target === target));
  const commands: TNewCommand[] = ready.flatMap((target) =>
    target.plan.map((planned) => ({
      gatewaySn: target.gateway_sn,
      deviceSn: target.device_sn,
      kind: planned.kind,
      payload: planned.payload,
      requestedBy: campaign.createdBy,
      requestId: campaign.requestId,
      companyId: target.company_id,
      plantId: target.plant_id,
      ttlMs: campaignCommandTtlMs,
    })),
  );
  // The campaign's pace is its own rate limit; a gateway's full queue still refuses (ADR 0039).
  const outcomes = await enqueueCommands(tx, commands, { isRateLimited: false });
  let offset = 0;
  const going: TReleasable[] = [];
  const released = ready.flatMap((target) => {
    const own = outcomes.slice(offset, offset + target.plan.length);
    offset += target.plan.length;
    const refusal = own.find((outcome) => outcome.kind === 'refused');
    if (refusal) {
      refused.push({ target, reason: errorMessage(refusal.code, 'en', refusal.params) });
      return [];
    }
    going.push(target);
    const ids = own.flatMap((outcome) => (outcome.kind === 'refused' ? [] : [outcome.command.id]));
    return [{ position: target.position, command_ids: ids }];
  });
  const queued = outcomes.flatMap((outcome) => (outcome.kind === 'queued' ? [outcome.command] : []));
  const updates = [
    ...released.map((each) => ({ ...each, state: 'queued', error: null })),
    ...refused.map((each) => ({
      position: each.target.position,
      command_ids: [],
      state: 'skipped',
      error: each.reason,
    })),
  ];
  if (updates.length > 0)
    await tx.execute(sql`
      UPDATE campaign_targets t SET state = r.state, error = r.error,
        command_ids = ARRAY(SELECT jsonb_array_elements_text(r.command_ids)::uuid),
        attempts = CASE WHEN r.state = 'queued' THEN t.attempts + 1 ELSE t.attempts END,
        released_at = CASE WHEN r.state = 'queued' THEN ${now.toISOString()}::timestamptz END,
        finished_at = CASE WHEN r.state = 'skipped' THEN now() END
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS r (position int, state text,
        error text, command_ids jsonb)
      WHERE t.campaign_id = ${campaign.id} AND t.position = r.position`);
  await appendCampaignEvents(tx, [
    ...going.map((target) => ({
      campaignId: campaign.id,
      targetSn: targetSnOf(target),
      state: 'queued',
      detail: '',
      userId: null,
    })),
    ...refused.map((each) => ({
      campaignId: campaign.id,
      targetSn: targetSnOf(each.target),
      state: 'skipped',
      detail: each.reason,
      userId: null,
    })),
  ]);
  return {
    queued: queued.map((command) => ({ id: command.id, gatewaySn: command.gatewaySn })),
    moved: updates.length,
  };
}

/** Advances one campaign; the caller holds its row. */
async function advance(
  tx: Database,
  id: string,
  now: Date,
  outcome: TTickOutcome,
  options: TTickOptions,
): Promise<void> {
  let changed = (await readBack(tx, id)) > 0;
  for (let round = 0; round < 3; round += 1) {
    const campaign = await findCampaign(tx, id);
    if (!campaign) return;
    if (campaign.state !== 'running') {
      // Paused and halted campaigns only follow what is already out; a cancelled one ends once
      // nothing is open.
      const open = campaign.counts.pending + campaign.counts.queued + campaign.counts.running;
      if (campaign.state === 'cancelled' && open === 0) {
        await tx.execute(sql`UPDATE campaigns SET finished_at = now(), updated_at = now() WHERE id = ${id}`);
        changed = true;
      }
      break;
    }
    const [released] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        SELECT count(*)::int AS n FROM campaign_targets
        WHERE campaign_id = ${id} AND released_at > ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz`),
    );
    const wave = (await targetCounts(tx, [id], campaign.currentWave)).get(id)!;
    const step = nextStep({
      rule: campaign.halt,
      base: campaign.haltBase,
      currentWave: campaign.currentWave,
      all: campaign.counts,
      wave,
      perMinute: campaign.perMinute,
      releasedInLastMinute: released?.n ?? 0,
    });
    if (step.kind === 'halt') {
      await transition(tx, id, 'halted', step.reason, null);
      changed = true;
      break;
    }
    if (step.kind === 'complete') {
      await tx.execute(
        sql`UPDATE campaigns SET state = 'completed', finished_at = now(), updated_at = now() WHERE id = ${id}`,
      );
      await appendCampaignEvents(tx, [
        { campaignId: id, targetSn: null, state: 'completed', detail: '', userId: null },
      ]);
      changed = true;
      break;
    }
    if (step.kind === 'nextWave') {
      await tx.execute(sql`UPDATE campaigns SET current_wave = 2, updated_at = now() WHERE id = ${id}`);
      await appendCampaignEvents(tx, [
        { campaignId: id, targetSn: null, state: 'wave 2', detail: '', userId: null },
      ]);
      changed = true;
      continue;
    }
    const releasedNow = await release(tx, campaign, step.count, now, options);
    outcome.queued.push(...releasedNow.queued);
    // A wave waiting for its window moves nothing: no notice every round.
    if (releasedNow.moved > 0) changed = true;
    break;
  }
  if (changed) outcome.campaigns.push(id);
}

/** Records a campaign's new state and its audit row. */
async function transition(
  tx: Database,
  id: string,
  state: TCampaignState,
  reason: string,
  userId: string | null,
): Promise<void> {
  await tx.execute(
    sql`UPDATE campaigns SET state = ${state}, reason = ${reason}, updated_at = now() WHERE id = ${id}`,
  );
  await appendCampaignEvents(tx, [{ campaignId: id, targetSn: null, state, detail: reason, userId }]);
}

/**
 * Advances every campaign not at rest: reads its released commands back into its targets,
 * applies the halt rule, moves to the next wave, releases the next targets within the pace
 * (queueing ordinary commands), completes. Idempotent; a campaign another process is ticking is
 * left to it. `now` is the pace's and the maintenance window's clock (tests move it); `options`
 * carries the conditions that hold sites back (the demand-response hook, docs/adr/0047).
 */
export async function tickCampaigns(
  db: Database,
  now = new Date(),
  options: TTickOptions = {},
): Promise<TTickOutcome> {
  const outcome: TTickOutcome = { queued: [], cancelled: [], campaigns: [] };
  const active = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM campaigns WHERE finished_at IS NULL ORDER BY created_at`),
  );
  for (const { id } of active)
    await db.transaction(async (tx) => {
      const [held] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          SELECT id FROM campaigns WHERE id = ${id} AND finished_at IS NULL FOR UPDATE SKIP LOCKED`),
      );
      if (held) await advance(tx, id, now, outcome, options);
    });
  return outcome;
}

export type TCampaignAction = keyof typeof campaignTransitions;

/**
 * A user's pause, resume or cancel, under the campaign's row lock (waiting for a tick in progress).
 * Resuming a halted campaign judges the halt rule afresh from now. Cancel stops releasing, marks
 * pending targets cancelled and cancels every command not yet sent (those sent finish and are read
 * back). Returns undefined when the campaign's state does not allow the action.
 */
export async function actOnCampaign(
  db: Database,
  id: string,
  action: TCampaignAction,
  userId: string | null,
): Promise<{ campaign: TCampaignRecord; cancelled: TTickOutcome['cancelled'] } | undefined> {
  const cancelled: TTickOutcome['cancelled'] = [];
  const done = await db.transaction(async (tx) => {
    const [row] = rowsOf<{ state: TCampaignState; finished_at: string | null }>(
      await tx.execute(sql`SELECT state, finished_at FROM campaigns WHERE id = ${id} FOR UPDATE`),
    );
    if (!row || !campaignTransitions[action].includes(row.state)) return false;
    const detail = userId ? `by ${userId}` : '';
    if (action === 'pause') await transition(tx, id, 'paused', detail, userId);
    if (action === 'resume') {
      if (row.state === 'halted') {
        const counts = (await targetCounts(tx, [id])).get(id)!;
        await tx.execute(sql`
          UPDATE campaigns SET halt_base_executed = ${counts.succeeded + counts.failed},
            halt_base_failed = ${counts.failed} WHERE id = ${id}`);
      }
      await transition(tx, id, 'running', detail, userId);
    }
    if (action === 'cancel') {
      await transition(tx, id, 'cancelled', detail, userId);
      const pending = rowsOf<{ gateway_sn: string; device_sn: string | null }>(
        await tx.execute(sql`
          UPDATE campaign_targets SET state = 'cancelled', finished_at = now()
          WHERE campaign_id = ${id} AND state = 'pending' RETURNING gateway_sn, device_sn`),
      );
      await appendCampaignEvents(
        tx,
        pending.map((target): TCampaignAudit => ({
          campaignId: id,
          targetSn: targetSnOf(target),
          state: 'cancelled',
          detail: 'not released',
          userId,
        })),
      );
      const queued = rowsOf<{ id: string }>(
        await tx.execute(sql`
          SELECT c.id FROM campaign_targets t JOIN commands c ON c.id = ANY (t.command_ids)
          WHERE t.campaign_id = ${id} AND t.state IN ('queued', 'running') AND c.state = 'queued'`),
      );
      for (const command of queued) {
        const gone = await cancelCommand(tx, command.id, `campaign ${id} cancelled`);
        if (gone) cancelled.push({ id: gone.id, gatewaySn: gone.gatewaySn });
      }
      await readBack(tx, id);
    }
    return true;
  });
  if (!done) return undefined;
  const campaign = await findCampaign(db, id);
  return campaign ? { campaign, cancelled } : undefined;
}
