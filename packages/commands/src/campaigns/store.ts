import { randomUUID } from 'node:crypto';
import type {
  TCampaign,
  TCampaignEvent,
  TCampaignKind,
  TCampaignState,
  TCampaignTarget,
  THaltRule,
  TMaintenanceWindow,
  TTargetCounts,
  TTargetState,
} from '@sunfleet/contract/campaigns';
import type { TCommandKind } from '@sunfleet/contract/commands';
import type { Database } from '@sunfleet/db/connect';
import { rowsOf, sql, type SQL } from '@sunfleet/db/query';
import { emptyCounts } from './model.ts';

/**
 * Campaigns in the database (migration 0034, docs/adr/0040): creation with the resolved targets,
 * reads with progress counts, and the audit trail. Plain SQL like the queue beside it; the api's
 * repository adds the caller's tenancy to the reads (`visibleTo`).
 */

/** One command a target runs when released (a restart; a register write …). */
export type TPlannedCommand = { kind: TCommandKind; payload: Record<string, unknown> };

export type TNewTarget = {
  gatewaySn: string;
  deviceSn?: string | null;
  plantId?: string | null;
  plan: readonly TPlannedCommand[];
  /** Tries before this campaign (a retry campaign carries them on). */
  attempts?: number;
  /** Refused at admission (locked gateway …): the target starts `skipped` with this reason. */
  refusal?: string;
};

export type TNewCampaign = {
  kind: TCampaignKind;
  name: string;
  payload: Record<string, unknown>;
  selection: Record<string, unknown>;
  firstWave: number;
  perMinute: number;
  halt: THaltRule;
  /** Targets are released only inside it, on each one's plant clock; null: at any hour. */
  window?: TMaintenanceWindow | null;
  createdBy: string | null;
  /** The api request that started it. */
  requestId?: string | null;
  companyId: string | null;
  retryOf?: string | null;
  targets: readonly TNewTarget[];
};

type TCampaignRow = {
  id: string;
  kind: TCampaignKind;
  name: string;
  payload: Record<string, unknown>;
  selection: Record<string, unknown>;
  first_wave: number;
  current_wave: number;
  per_minute: number;
  halt_failure_percent: number;
  halt_min_executed: number;
  halt_base_executed: number;
  halt_base_failed: number;
  release_window: TMaintenanceWindow | null;
  state: TCampaignState;
  reason: string;
  retry_of: string | null;
  created_by: string | null;
  request_id: string | null;
  company_id: string | null;
  created_at: string | Date;
  finished_at: string | Date | null;
};
export type TCampaignRecord = TCampaign & {
  companyId: string | null;
  /** The api request that started it; its commands carry it into the logs. */
  requestId: string | null;
  haltBase: { executed: number; failed: number };
};

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

export const campaignColumns = sql.raw(
  `c.id, c.kind, c.name, c.payload, c.selection, c.first_wave, c.current_wave, c.per_minute,
   c.halt_failure_percent, c.halt_min_executed, c.halt_base_executed, c.halt_base_failed, c.release_window, c.state,
   c.reason, c.retry_of, c.created_by, c.request_id, c.company_id, c.created_at, c.finished_at`,
);

function campaignOf(row: TCampaignRow, counts: TTargetCounts): TCampaignRecord {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    payload: row.payload,
    selection: row.selection,
    firstWave: row.first_wave,
    currentWave: row.current_wave,
    perMinute: row.per_minute,
    halt: { failurePercent: row.halt_failure_percent, minExecuted: row.halt_min_executed },
    window: row.release_window,
    state: row.state,
    reason: row.reason,
    retryOf: row.retry_of,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    finishedAt: isoOrNull(row.finished_at),
    total: Object.values(counts).reduce((sum, count) => sum + count, 0),
    counts,
    companyId: row.company_id,
    requestId: row.request_id,
    haltBase: { executed: row.halt_base_executed, failed: row.halt_base_failed },
  };
}

/** Target counts per state of each campaign of `ids` (and of one wave, when given). */
export async function targetCounts(
  db: Database,
  ids: readonly string[],
  wave?: number,
): Promise<Map<string, TTargetCounts>> {
  const result = new Map(ids.map((id) => [id, emptyCounts()]));
  if (ids.length === 0) return result;
  const rows = rowsOf<{ campaign_id: string; state: TTargetState; n: number }>(
    await db.execute(sql`
      SELECT campaign_id, state, count(*)::int AS n FROM campaign_targets
      WHERE campaign_id IN ${uuidList(ids)} ${wave === undefined ? sql`` : sql`AND wave = ${wave}`}
      GROUP BY campaign_id, state`),
  );
  for (const row of rows) {
    const counts = result.get(row.campaign_id);
    if (counts) counts[row.state] = row.n;
  }
  return result;
}

/** Campaign rows as records with their counts. */
async function withCounts(db: Database, rows: readonly TCampaignRow[]): Promise<TCampaignRecord[]> {
  const counts = await targetCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => campaignOf(row, counts.get(row.id) ?? emptyCounts()));
}

/** Creates a running campaign with its targets (wave by position) and the first audit rows. */
export async function createCampaign(db: Database, campaign: TNewCampaign): Promise<TCampaignRecord> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO campaigns (id, kind, name, payload, selection, first_wave, per_minute,
        halt_failure_percent, halt_min_executed, release_window, retry_of, created_by, request_id, company_id)
      VALUES (${id}, ${campaign.kind}, ${campaign.name}, ${JSON.stringify(campaign.payload)}::jsonb,
        ${JSON.stringify(campaign.selection)}::jsonb, ${campaign.firstWave}, ${campaign.perMinute},
        ${campaign.halt.failurePercent}, ${campaign.halt.minExecuted},
        ${campaign.window ? JSON.stringify(campaign.window) : null}::jsonb, ${campaign.retryOf ?? null},
        ${campaign.createdBy}, ${campaign.requestId ?? null}, ${campaign.companyId})`);
    const targets = campaign.targets.map((target, position) => ({
      position,
      gateway_sn: target.gatewaySn,
      device_sn: target.deviceSn ?? null,
      plant_id: target.plantId ?? null,
      wave: position < campaign.firstWave ? 1 : 2,
      state: target.refusal === undefined ? 'pending' : 'skipped',
      plan: target.plan,
      attempts: target.attempts ?? 0,
      error: target.refusal ?? null,
    }));
    if (targets.length > 0)
      await tx.execute(sql`
        INSERT INTO campaign_targets (campaign_id, position, gateway_sn, device_sn, plant_id, wave, state,
          plan, attempts, error, finished_at)
        SELECT ${id}, position, gateway_sn, device_sn, plant_id, wave, state, plan, attempts, error,
          CASE WHEN state = 'skipped' THEN now() END
        FROM jsonb_to_recordset(${JSON.stringify(targets)}::jsonb) AS r (position int, gateway_sn text,
          device_sn text, plant_id uuid, wave int, state text, plan jsonb, attempts int, error text)`);
    await appendCampaignEvents(tx, [
      {
        campaignId: id,
        targetSn: null,
        state: 'running',
        detail: `${targets.length} targets`,
        userId: campaign.createdBy,
      },
      ...targets
        .filter((target) => target.state === 'skipped')
        .map((target) => ({
          campaignId: id,
          targetSn: target.device_sn ?? target.gateway_sn,
          state: 'skipped',
          detail: target.error ?? '',
          userId: null,
        })),
    ]);
  });
  const created = await findCampaign(db, id);
  if (!created) throw new Error('campaign not created');
  return created;
}

/** A campaign with its counts, optionally only if `where` (the caller's tenancy) holds. */
export async function findCampaign(
  db: Database,
  id: string,
  where?: SQL,
): Promise<TCampaignRecord | undefined> {
  const rows = rowsOf<TCampaignRow>(
    await db.execute(
      sql`SELECT ${campaignColumns} FROM campaigns c WHERE c.id = ${id} ${where ? sql`AND ${where}` : sql``}`,
    ),
  );
  return (await withCounts(db, rows))[0];
}

/** Campaigns newest first, filtered by `where`. */
export async function listCampaigns(
  db: Database,
  where: SQL,
  page: { page: number; size: number },
): Promise<{ infos: TCampaignRecord[]; total: number }> {
  const rows = rowsOf<TCampaignRow & { total: number }>(
    await db.execute(sql`
      SELECT ${campaignColumns}, count(*) OVER ()::int AS total FROM campaigns c WHERE ${where}
      ORDER BY c.created_at DESC, c.id LIMIT ${page.size} OFFSET ${(page.page - 1) * page.size}`),
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.page > 1) {
    const [counted] = rowsOf<{ total: number }>(
      await db.execute(sql`SELECT count(*)::int AS total FROM campaigns c WHERE ${where}`),
    );
    total = counted?.total ?? 0;
  }
  return { infos: await withCounts(db, rows), total };
}

type TTargetRow = {
  position: number;
  gateway_sn: string;
  device_sn: string | null;
  plant_id: string | null;
  wave: number;
  state: TTargetState;
  plan: TPlannedCommand[];
  command_ids: string[];
  attempts: number;
  error: string | null;
  released_at: string | Date | null;
  finished_at: string | Date | null;
};

const targetOf = (row: TTargetRow): TCampaignTarget => ({
  position: row.position,
  gatewaySn: row.gateway_sn,
  deviceSn: row.device_sn,
  wave: row.wave,
  state: row.state,
  commandIds: row.command_ids,
  attempts: row.attempts,
  error: row.error,
  releasedAt: isoOrNull(row.released_at),
  finishedAt: isoOrNull(row.finished_at),
});

/** A page of a campaign's targets in release order, optionally of one state. */
export async function listTargets(
  db: Database,
  campaignId: string,
  query: { page: number; size: number; state?: TTargetState | undefined },
): Promise<{ infos: TCampaignTarget[]; total: number }> {
  const where = sql`campaign_id = ${campaignId} ${query.state ? sql`AND state = ${query.state}` : sql``}`;
  const rows = rowsOf<TTargetRow>(
    await db.execute(sql`
      SELECT * FROM campaign_targets WHERE ${where}
      ORDER BY position LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`),
  );
  const [counted] = rowsOf<{ total: number }>(
    await db.execute(sql`SELECT count(*)::int AS total FROM campaign_targets WHERE ${where}`),
  );
  return { infos: rows.map(targetOf), total: counted?.total ?? 0 };
}

/** Every target of a campaign in one state, with its plan (retry the failed). */
export async function targetsIn(db: Database, campaignId: string, state: TTargetState) {
  const rows = rowsOf<TTargetRow>(
    await db.execute(
      sql`SELECT * FROM campaign_targets WHERE campaign_id = ${campaignId} AND state = ${state} ORDER BY position`,
    ),
  );
  return rows.map((row) => ({
    gatewaySn: row.gateway_sn,
    deviceSn: row.device_sn,
    plantId: row.plant_id,
    plan: row.plan,
    attempts: row.attempts,
  }));
}

export type TCampaignAudit = {
  campaignId: string;
  targetSn: string | null;
  state: string;
  detail: string;
  userId: string | null;
};

export async function appendCampaignEvents(db: Database, entries: readonly TCampaignAudit[]): Promise<void> {
  if (entries.length === 0) return;
  await db.execute(sql`
    INSERT INTO campaign_events (campaign_id, target_sn, state, detail, user_id)
    SELECT campaign_id, target_sn, state, detail, user_id
    FROM json_to_recordset(${JSON.stringify(
      entries.map((entry) => ({
        campaign_id: entry.campaignId,
        target_sn: entry.targetSn,
        state: entry.state,
        detail: entry.detail,
        user_id: entry.userId,
      })),
    )}::json) AS r (campaign_id uuid, target_sn text, state text, detail text, user_id uuid)`);
}

/** The campaign's audit trail, oldest first (its own changes and its targets'), up to `limit`. */
export async function campaignEventsOf(db: Database, id: string, limit = 500): Promise<TCampaignEvent[]> {
  const rows = rowsOf<{ target_sn: string | null; state: string; at: string | Date; detail: string }>(
    await db.execute(sql`
      SELECT target_sn, state, at, detail FROM campaign_events WHERE campaign_id = ${id}
      ORDER BY id LIMIT ${limit}`),
  );
  return rows.map((row) => ({
    targetSn: row.target_sn,
    state: row.state,
    at: iso(row.at),
    detail: row.detail,
  }));
}

/** A list of uuids as a subquery (bound as one JSON parameter). */
export const uuidList = (ids: readonly string[]) =>
  sql`(SELECT value::uuid FROM json_array_elements_text(${JSON.stringify(ids)}::json))`;

/** One state change of one target, for the per-device history export. */
export type TTargetHistoryRow = {
  position: number;
  gatewaySn: string;
  deviceSn: string | null;
  wave: number;
  attempts: number;
  state: string;
  at: string;
  detail: string;
};

/**
 * Every target of a campaign with each state it took and when, in release order then time: first
 * `pending` at the campaign's creation (the target's start), then each audit row of that target.
 */
export async function targetHistory(db: Database, campaignId: string): Promise<TTargetHistoryRow[]> {
  const rows = rowsOf<{
    position: number;
    gateway_sn: string;
    device_sn: string | null;
    wave: number;
    attempts: number;
    state: string;
    at: string | Date;
    detail: string;
  }>(
    await db.execute(sql`
      SELECT t.position, t.gateway_sn, t.device_sn, t.wave, t.attempts, h.state, h.at, h.detail
      FROM campaign_targets t
      JOIN campaigns c ON c.id = t.campaign_id
      CROSS JOIN LATERAL (
        SELECT 0::bigint AS id, 'pending'::text AS state, c.created_at AS at, 'created'::text AS detail
        UNION ALL
        SELECT e.id, e.state, e.at, e.detail FROM campaign_events e
        WHERE e.campaign_id = t.campaign_id AND e.target_sn = coalesce(t.device_sn, t.gateway_sn)
      ) h
      WHERE t.campaign_id = ${campaignId}
      ORDER BY t.position, h.id`),
  );
  return rows.map((row) => ({
    position: row.position,
    gatewaySn: row.gateway_sn,
    deviceSn: row.device_sn,
    wave: row.wave,
    attempts: row.attempts,
    state: row.state,
    at: iso(row.at),
    detail: row.detail,
  }));
}
