import type { TDrProgramId } from '@sunfleet/contract/demand-response';
import type { Database } from '@sunfleet/db/connect';
import { rowsOf, sql, type SQL } from '@sunfleet/db/query';
import type { TTenancy } from '../../tenancy.ts';
import { visiblePlantIds } from '../plants/access.ts';
import type { TBucket } from './events.performance.ts';

/**
 * Demand-response events and their batteries in the database (migration 0044, docs/adr/0049).
 * Plain SQL like the campaign store they hand work to. Reads for people filter by the caller's
 * tenancy: an event is seen by the platform, and by whoever sees a plant enrolled in its programme.
 */

export type TEventRow = {
  id: string;
  vtn_event_id: string;
  vtn_program_id: string;
  program_id: TDrProgramId;
  name: string;
  reading: 'dispatch' | 'none' | 'refused';
  refusal: string;
  level: number;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  body: unknown;
  vtn_modified_at: string;
  dispatched_revision: string | null;
  cancelled_at: string | Date | null;
  cancel_source: 'vtn' | 'user' | null;
  vtn_report_id: string | null;
  reported_at: string | Date | null;
};

export type TEventBatteryRow = {
  event_id: string;
  device_sn: string;
  gateway_sn: string;
  plant_id: string | null;
  enrollment_id: string | null;
  requested_kw: number;
  state: 'sent' | 'optedOut' | 'cancelled';
  campaign_id: string | null;
  resends: number;
  average_kw: number | null;
  baseline_kw: number | null;
  energy_kwh: number | null;
  soc_start: number | null;
  soc_end: number | null;
  completeness: number | null;
  measured_at: string | Date | null;
};

/** An enrolled battery of a programme as dispatch needs it. */
export type TEnrolledBattery = {
  device_sn: string;
  device_id: string;
  gateway_sn: string;
  plant_id: string;
  enrollment_id: string;
  discharge_kw: number;
  participation_level: number;
  opted_out: boolean;
};

export type TEventUpsert = {
  vtnEventId: string;
  vtnProgramId: string;
  programId: TDrProgramId;
  name: string;
  reading: TEventRow['reading'];
  refusal: string;
  level: number;
  startsAt: Date | null;
  endsAt: Date | null;
  body: unknown;
  vtnModifiedAt: string;
};

/** Where a caller sees an event: the platform all; others those of programmes their plants are in. */
export function visibleEvents(tenancy: TTenancy): SQL {
  if (tenancy.scope === 'platform') return sql`true`;
  return sql`EXISTS (SELECT 1 FROM dr_enrollments en WHERE en.program_id = e.program_id
    AND en.plant_id IN (${visiblePlantIds(tenancy)}))`;
}

/** The batteries of an event a caller sees (their plants'), as a condition on `b`. */
export function visibleBatteries(tenancy: TTenancy): SQL {
  if (tenancy.scope === 'platform') return sql`true`;
  return sql`b.plant_id IN (${visiblePlantIds(tenancy)})`;
}

/** The event's status as the caller sees it: cancelled too once all their sent batteries were withdrawn. */
const statusSql = sql.raw(`CASE
  WHEN e.cancelled_at IS NOT NULL OR (agg.sent = 0 AND agg.withdrawn > 0) THEN 'cancelled'
  WHEN e.starts_at IS NULL OR e.ends_at IS NULL THEN 'completed'
  WHEN now() < e.starts_at THEN 'pending'
  WHEN now() < e.ends_at THEN 'active'
  ELSE 'completed' END`);

export type TEventListRow = TEventRow & {
  status: 'pending' | 'active' | 'completed' | 'cancelled';
  batteries: number;
  power_kw: number;
  measured_kw: number | null;
  total: number;
};

export function createDrEventsRepository(db: Database) {
  /** Events with the caller's battery aggregates and status, filtered by `where` (on e, agg, status). */
  const withAggregates = (tenancy: TTenancy) => sql`
    SELECT * FROM (
      SELECT e.*, agg.batteries, agg.power_kw, agg.measured_kw, ${statusSql} AS status
      FROM dr_events e
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS batteries,
          coalesce(sum(b.requested_kw) FILTER (WHERE b.state = 'sent'), 0)::float8 AS power_kw,
          sum(b.average_kw) FILTER (WHERE b.state = 'sent')::float8 AS measured_kw,
          count(*) FILTER (WHERE b.state = 'sent')::int AS sent,
          count(*) FILTER (WHERE b.state = 'cancelled')::int AS withdrawn
        FROM dr_event_batteries b WHERE b.event_id = e.id AND ${visibleBatteries(tenancy)}) agg
      WHERE ${visibleEvents(tenancy)}) e`;

  const byVtnEventId = async (vtnEventId: string): Promise<TEventRow | undefined> => {
    const [row] = rowsOf<TEventRow>(
      await db.execute(sql`SELECT * FROM dr_events WHERE vtn_event_id = ${vtnEventId}`),
    );
    return row;
  };

  return {
    async list(
      tenancy: TTenancy,
      query: { page: number; size: number; status?: string | undefined; programId?: string | undefined },
    ): Promise<{ rows: TEventListRow[]; total: number }> {
      const where = sql`true ${query.status ? sql`AND e.status = ${query.status}` : sql``}
        ${query.programId ? sql`AND e.program_id = ${query.programId}` : sql``}`;
      const rows = rowsOf<TEventListRow>(
        await db.execute(sql`
          SELECT e.*, count(*) OVER ()::int AS total FROM (${withAggregates(tenancy)}) e WHERE ${where}
          ORDER BY e.starts_at DESC NULLS LAST, e.created_at DESC
          LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`),
      );
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && query.page > 1) {
        const [counted] = rowsOf<{ n: number }>(
          await db.execute(sql`SELECT count(*)::int AS n FROM (${withAggregates(tenancy)}) e WHERE ${where}`),
        );
        total = counted?.n ?? 0;
      }
      return { rows, total };
    },

    /** One event as the caller sees it, or undefined. */
    async find(tenancy: TTenancy, id: string): Promise<TEventListRow | undefined> {
      const [row] = rowsOf<TEventListRow>(
        await db.execute(sql`SELECT e.*, 1 AS total FROM (${withAggregates(tenancy)}) e WHERE e.id = ${id}`),
      );
      return row;
    },

    /** Ids of an event's dispatch campaigns, oldest first. */
    async campaignIds(eventId: string): Promise<string[]> {
      return rowsOf<{ id: string }>(
        await db.execute(sql`
          SELECT id FROM campaigns WHERE kind = 'demandResponse' AND selection->>'eventId' = ${eventId}
          ORDER BY created_at, id`),
      ).map((row) => row.id);
    },

    /** The time zone of the plant of the first battery the caller sees (the page shows the window in it). */
    async timeZoneOf(tenancy: TTenancy, eventId: string): Promise<string | undefined> {
      const [row] = rowsOf<{ time_zone: string }>(
        await db.execute(sql`
          SELECT p.time_zone FROM dr_event_batteries b JOIN plants p ON p.id = b.plant_id
          WHERE b.event_id = ${eventId} AND ${visibleBatteries(tenancy)} ORDER BY b.device_sn LIMIT 1`),
      );
      return row?.time_zone;
    },

    /** Each visible battery's part in this year's events that ran, for the season figures. */
    async seasonParts(tenancy: TTenancy, year: number) {
      return rowsOf<{
        program_id: TDrProgramId;
        event_id: string;
        device_sn: string;
        average_kw: number | null;
        hours: number;
      }>(
        await db.execute(sql`
          SELECT e.program_id, e.id AS event_id, b.device_sn,
            CASE WHEN b.state = 'sent' THEN b.average_kw END AS average_kw,
            extract(epoch FROM (least(e.ends_at, coalesce(e.cancelled_at, e.ends_at)) - e.starts_at))::float8 / 3600 AS hours
          FROM dr_events e JOIN dr_event_batteries b ON b.event_id = e.id AND ${visibleBatteries(tenancy)}
          WHERE e.reading = 'dispatch' AND e.ends_at < now()
            AND extract(year FROM e.starts_at) = ${year}
            AND least(e.ends_at, coalesce(e.cancelled_at, e.ends_at)) > e.starts_at`),
      );
    },

    /** Inserts or refreshes an event the VTN sent; answers its row. A cancelled event stays cancelled. */
    async upsert(event: TEventUpsert): Promise<TEventRow> {
      const [row] = rowsOf<TEventRow>(
        await db.execute(sql`
          INSERT INTO dr_events (vtn_event_id, vtn_program_id, program_id, name, reading, refusal, level,
            starts_at, ends_at, body, vtn_modified_at)
          VALUES (${event.vtnEventId}, ${event.vtnProgramId}, ${event.programId}, ${event.name}, ${event.reading},
            ${event.refusal}, ${event.level}, ${event.startsAt?.toISOString() ?? null}::timestamptz,
            ${event.endsAt?.toISOString() ?? null}::timestamptz, ${JSON.stringify(event.body)}::jsonb,
            ${event.vtnModifiedAt})
          ON CONFLICT (vtn_event_id) DO UPDATE SET name = excluded.name, reading = excluded.reading,
            refusal = excluded.refusal, level = excluded.level, starts_at = excluded.starts_at,
            ends_at = excluded.ends_at, body = excluded.body, vtn_modified_at = excluded.vtn_modified_at,
            updated_at = now()
          WHERE dr_events.vtn_modified_at IS DISTINCT FROM excluded.vtn_modified_at
            -- A notification may arrive after a round read a newer revision: never go back.
            AND excluded.vtn_modified_at::timestamptz >= dr_events.vtn_modified_at::timestamptz
          RETURNING *`),
      );
      if (row) return row;
      return (await byVtnEventId(event.vtnEventId))!;
    },

    byVtnEventId,

    async byId(id: string): Promise<TEventRow> {
      const [row] = rowsOf<TEventRow>(await db.execute(sql`SELECT * FROM dr_events WHERE id = ${id}`));
      if (!row) throw new Error(`dr event ${id} not found`);
      return row;
    },

    /** Marks an event cancelled (once); answers whether this call cancelled it. */
    async cancel(id: string, source: 'vtn' | 'user', userId: string | null): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          UPDATE dr_events SET cancelled_at = now(), cancel_source = ${source}, cancelled_by = ${userId},
            updated_at = now()
          WHERE id = ${id} AND cancelled_at IS NULL RETURNING id`),
      );
      return rows.length > 0;
    },

    /** Events of a programme the VTN may still list (not ended a day ago, not cancelled). */
    async openOfProgram(programId: string): Promise<TEventRow[]> {
      return rowsOf<TEventRow>(
        await db.execute(sql`
          SELECT * FROM dr_events WHERE program_id = ${programId} AND cancelled_at IS NULL
            AND (ends_at IS NULL OR ends_at > now() - interval '1 day')`),
      );
    },

    /** Events whose batteries may still need a command: not over, or cancelled or no longer calling with batteries still sent. */
    async needingDispatch(now: Date): Promise<TEventRow[]> {
      return rowsOf<TEventRow>(
        await db.execute(sql`
          SELECT e.* FROM dr_events e WHERE
            (e.reading = 'dispatch' AND e.cancelled_at IS NULL AND e.ends_at > ${now.toISOString()}::timestamptz)
            -- Cancelled, or modified to no call (or to one refused): batteries sent must stop.
            OR ((e.cancelled_at IS NOT NULL OR e.reading <> 'dispatch') AND EXISTS (
              SELECT 1 FROM dr_event_batteries b WHERE b.event_id = e.id AND b.state = 'sent'))
          ORDER BY e.starts_at`),
      );
    },

    /**
     * Ended (or cancelled after starting) events to measure: a sent battery never measured, or
     * measured incomplete at least `settleMs` ago within a day of the end (a gateway back-fills);
     * with a VTN also those whose report is missing. Without one nothing complete is measured again.
     */
    async toMeasure(
      now: Date,
      settleMs: number,
      { isReporting }: { isReporting: boolean },
    ): Promise<TEventRow[]> {
      const settled = new Date(now.getTime() - settleMs).toISOString();
      return rowsOf<TEventRow>(
        await db.execute(sql`
          SELECT e.* FROM dr_events e WHERE e.reading = 'dispatch' AND e.starts_at < ${settled}::timestamptz
            AND least(e.ends_at, coalesce(e.cancelled_at, e.ends_at)) < ${settled}::timestamptz
            AND (${isReporting ? sql`e.reported_at IS NULL OR` : sql``} EXISTS (
              SELECT 1 FROM dr_event_batteries b WHERE b.event_id = e.id AND b.state = 'sent'
                AND (b.measured_at IS NULL OR (coalesce(b.completeness, 0) < 1
                  AND b.measured_at < ${settled}::timestamptz AND b.measured_at < e.ends_at + interval '1 day'))))`),
      );
    },

    async markDispatched(id: string, revision: string): Promise<void> {
      await db.execute(
        sql`UPDATE dr_events SET dispatched_revision = ${revision}, updated_at = now() WHERE id = ${id}`,
      );
    },

    async markReported(id: string, reportId: string): Promise<void> {
      await db.execute(sql`
        UPDATE dr_events SET vtn_report_id = ${reportId}, reported_at = now(), updated_at = now() WHERE id = ${id}`);
    },

    /**
     * The plants a dispatching event not cancelled concerns while its window meets `from`..`to`:
     * those enrolled (accepted, not opted out) in its programme, and those it sent a battery.
     */
    async plantsInEvents(from: Date, to: Date): Promise<string[]> {
      const meets = sql`e.reading = 'dispatch' AND e.cancelled_at IS NULL
        AND coalesce(e.starts_at, '-infinity') < ${to.toISOString()}::timestamptz
        AND coalesce(e.ends_at, 'infinity') > ${from.toISOString()}::timestamptz`;
      const rows = rowsOf<{ plant_id: string }>(
        await db.execute(sql`
          SELECT en.plant_id FROM dr_events e JOIN dr_enrollments en ON en.program_id = e.program_id
          WHERE ${meets} AND en.state = 'accepted' AND NOT en.opted_out
          UNION
          SELECT b.plant_id FROM dr_events e JOIN dr_event_batteries b ON b.event_id = e.id
          WHERE ${meets} AND b.state = 'sent' AND b.plant_id IS NOT NULL`),
      );
      return rows.map((row) => row.plant_id);
    },

    /** Accepted enrolments' active battery devices of a programme that Sunfleet knows. */
    async enrolledBatteries(programId: string): Promise<TEnrolledBattery[]> {
      return rowsOf<TEnrolledBattery>(
        await db.execute(sql`
          SELECT d.sn AS device_sn, d.id AS device_id, g.sn AS gateway_sn, en.plant_id, en.id AS enrollment_id,
            ed.discharge_kw::float8 AS discharge_kw, en.participation_level, en.opted_out
          FROM dr_enrollments en
          JOIN dr_enrollment_devices ed ON ed.enrollment_id = en.id AND ed.active
          JOIN devices d ON d.sn = ed.sn
          JOIN gateways g ON g.id = d.gateway_id
          WHERE en.program_id = ${programId} AND en.state = 'accepted'
          ORDER BY d.sn`),
      );
    },

    async batteriesOf(eventId: string, where: SQL = sql`true`): Promise<TEventBatteryRow[]> {
      return rowsOf<TEventBatteryRow>(
        await db.execute(sql`
          SELECT b.* FROM dr_event_batteries b WHERE b.event_id = ${eventId} AND ${where} ORDER BY b.device_sn`),
      );
    },

    /** Records batteries as sent in `campaignId` (new ones, or sent again). */
    async markSent(
      eventId: string,
      campaignId: string,
      batteries: readonly { battery: TEnrolledBattery; requestedKw: number; isResend: boolean }[],
    ): Promise<void> {
      if (batteries.length === 0) return;
      await db.execute(sql`
        INSERT INTO dr_event_batteries (event_id, device_sn, gateway_sn, plant_id, enrollment_id, requested_kw,
          state, campaign_id, resends)
        SELECT ${eventId}, r.device_sn, r.gateway_sn, r.plant_id, r.enrollment_id, r.requested_kw, 'sent',
          ${campaignId}, r.resends
        FROM json_to_recordset(${JSON.stringify(
          batteries.map(({ battery, requestedKw, isResend }) => ({
            device_sn: battery.device_sn,
            gateway_sn: battery.gateway_sn,
            plant_id: battery.plant_id,
            enrollment_id: battery.enrollment_id,
            requested_kw: requestedKw,
            resends: isResend ? 1 : 0,
          })),
        )}::json) AS r (device_sn text, gateway_sn text, plant_id uuid, enrollment_id uuid,
          requested_kw float8, resends int)
        ON CONFLICT (event_id, device_sn) DO UPDATE SET state = 'sent', campaign_id = excluded.campaign_id,
          requested_kw = excluded.requested_kw,
          resends = dr_event_batteries.resends + excluded.resends`);
    },

    /** Sets batteries' state (opted out, cancelled). */
    async setState(eventId: string, deviceSns: readonly string[], state: TEventBatteryRow['state']) {
      if (deviceSns.length === 0) return;
      await db.execute(sql`
        UPDATE dr_event_batteries SET state = ${state}
        WHERE event_id = ${eventId} AND device_sn IN (SELECT json_array_elements_text(${JSON.stringify(deviceSns)}::json))`);
    },

    /** Records batteries that opted out before they were ever sent. */
    async markOptedOut(eventId: string, batteries: readonly TEnrolledBattery[]): Promise<void> {
      if (batteries.length === 0) return;
      await db.execute(sql`
        INSERT INTO dr_event_batteries (event_id, device_sn, gateway_sn, plant_id, enrollment_id, requested_kw, state)
        SELECT ${eventId}, r.device_sn, r.gateway_sn, r.plant_id, r.enrollment_id, 0, 'optedOut'
        FROM json_to_recordset(${JSON.stringify(batteries)}::json) AS r (device_sn text, gateway_sn text,
          plant_id uuid, enrollment_id uuid)
        ON CONFLICT (event_id, device_sn) DO UPDATE SET state = 'optedOut'`);
    },

    /** Batteries sent in a campaign whose command ended without running the event (never acknowledged). */
    async unacknowledged(eventId: string): Promise<string[]> {
      return rowsOf<{ device_sn: string }>(
        await db.execute(sql`
          SELECT b.device_sn FROM dr_event_batteries b
          JOIN campaign_targets t ON t.campaign_id = b.campaign_id AND t.device_sn = b.device_sn
          WHERE b.event_id = ${eventId} AND b.state = 'sent' AND t.state IN ('failed', 'skipped')`),
      ).map((row) => row.device_sn);
    },

    /** The still-queued commands of these batteries in a campaign, and whether it has other batteries. */
    async queuedCommandsOf(
      campaignId: string,
      deviceSns: readonly string[],
    ): Promise<{ ids: string[]; hasOthers: boolean }> {
      const sns = sql`(SELECT json_array_elements_text(${JSON.stringify(deviceSns)}::json))`;
      const ids = rowsOf<{ id: string }>(
        await db.execute(sql`
          SELECT c.id FROM campaign_targets t JOIN commands c ON c.id = ANY (t.command_ids)
          WHERE t.campaign_id = ${campaignId} AND t.device_sn IN ${sns} AND c.state = 'queued'`),
      ).map((row) => row.id);
      const [others] = rowsOf<{ n: number }>(
        await db.execute(sql`
          SELECT count(*)::int AS n FROM campaign_targets t
          WHERE t.campaign_id = ${campaignId} AND t.device_sn NOT IN ${sns}`),
      );
      return { ids, hasOthers: (others?.n ?? 0) > 0 };
    },

    async saveMeasurement(
      eventId: string,
      deviceSn: string,
      measured: {
        averageKw: number;
        baselineKw: number;
        energyKwh: number;
        socStart: number | null;
        socEnd: number | null;
        completeness: number;
      },
    ): Promise<void> {
      await db.execute(sql`
        UPDATE dr_event_batteries SET average_kw = ${measured.averageKw}, baseline_kw = ${measured.baselineKw},
          energy_kwh = ${measured.energyKwh}, soc_start = ${measured.socStart}, soc_end = ${measured.socEnd},
          completeness = ${measured.completeness}, measured_at = now()
        WHERE event_id = ${eventId} AND device_sn = ${deviceSn}`);
    },

    /** 5-minute buckets of a battery over a window: mean discharge kW, highest and lowest SoC (%). */
    async batteryBuckets(deviceSn: string, from: Date, to: Date): Promise<TBucket[]> {
      return rowsOf<TBucket>(
        await db.execute(sql`
          SELECT r.bucket_start,
            (r.role_stats->'batteryPower'->>'sum')::float8 / nullif((r.role_stats->'batteryPower'->>'n')::float8, 0) AS kw,
            (r.role_stats->'batterySoc'->>'max')::float8 AS soc_high,
            (r.role_stats->'batterySoc'->>'min')::float8 AS soc_low
          FROM device_rollups r JOIN devices d ON d.id = r.device_id
          WHERE d.sn = ${deviceSn} AND r.period = '5m'
            AND r.bucket_start >= ${from.toISOString()}::timestamptz AND r.bucket_start < ${to.toISOString()}::timestamptz
          ORDER BY r.bucket_start`),
      );
    },
  };
}
export type DrEventsRepository = ReturnType<typeof createDrEventsRepository>;
