import { randomUUID } from 'node:crypto';
import type { TCommand, TCommandEvent, TCommandKind, TCommandState } from '@sunfleet/contract/commands';
import type { TCommandReply, TGatewayCommand } from '@sunfleet/contract/gateway-wire';
import type { Database } from '@sunfleet/db/connect';
import { startNewBaseline } from '@sunfleet/db/energy-baselines';
import { sql } from '@sunfleet/db/query';

/**
 * The durable command queue (docs/adr/0021), shared by the api (enqueue, read, cancel) and the
 * process holding the broker connection (claim, send, apply replies). Plain SQL on the
 * `commands` table (migration 0016), so it runs the same on PGlite and PostgreSQL:
 *
 * - one command per gateway is in flight (sent or acknowledged) at a time; the next waits, in `seq`
 *   order. The head command of each gateway is claimed with `FOR UPDATE SKIP LOCKED`, so several
 *   dispatchers (ingest workers) never claim the same one;
 * - a command is recorded `sent` (attempts + 1) and committed before it is published: after a
 *   crash it is sent again with the same id, which the gateway de-duplicates;
 * - a command for an offline gateway stays queued until the gateway is online, up to `expires_at`;
 * - a sent command without acknowledgement is sent again with back-off until it expires;
 *   a gateway's refusal (`rejected`) or failure is final.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** How long a command may wait to be sent, by default (an offline gateway's TTL). */
export const defaultCommandTtlMs = 24 * 60 * 60 * 1000;
/**
 * A sent command unacknowledged for this long is sent again (doubling, up to `maxAckWaitMs`); long
 * enough that a fleet-wide batch whose acknowledgements queue at the ingest is not sent again.
 */
export const ackWaitMs = 10_000;
const maxAckWaitMs = 60_000;
/**
 * An acknowledged command without its result is sent again (same id) this often: the gateway
 * answers a repeated id with its last reply, so a result lost on the way (a broker that dropped
 * it while Sunfleet restarted) is recovered.
 */
export const reaskMs = 30_000;

/** How long a gateway may take from acknowledging a command to its result, by kind. */
export function resultWaitMs(kind: TCommandKind): number {
  switch (kind) {
    case 'restart':
      return 5 * 60_000;
    case 'upgradeFirmware':
      return 2 * 60 * 60_000;
    case 'demandResponse':
      return 24 * 60 * 60_000;
    case 'lock':
    case 'unlock':
    case 'setDigitalOutput':
    case 'setProtocol':
    case 'modbusDebug':
    case 'readRegisters':
    case 'writeRegisters':
    case 'setPower':
    case 'cancelUpgrade':
      return 60_000;
  }
}

/** Wait before the next send of an unacknowledged command, after `attempts` sends. */
export const retryWaitMs = (attempts: number) =>
  Math.min(maxAckWaitMs, ackWaitMs * 2 ** Math.max(0, attempts - 1));

export type TNewCommand = {
  gatewaySn: string;
  deviceSn?: string | null;
  kind: TCommandKind;
  /** The wire command's own fields (everything but `type`, `cmdId`, `issuedAt`, `expiresAt`). */
  payload?: Record<string, unknown>;
  requestedBy?: string | null;
  companyId?: string | null;
  plantId?: string | null;
  ttlMs?: number;
};

type TCommandRow = {
  id: string;
  gateway_sn: string;
  device_sn: string | null;
  kind: TCommandKind;
  payload: Record<string, unknown>;
  state: TCommandState;
  requested_by: string | null;
  company_id: string | null;
  plant_id: string | null;
  created_at: string | Date;
  expires_at: string | Date;
  attempts: number;
  next_attempt_at: string | Date;
  sent_at: string | Date | null;
  acknowledged_at: string | Date | null;
  finished_at: string | Date | null;
  progress: number | null;
  result: Record<string, unknown> | null;
  error: string | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

/** A row as the contract's `TCommand`. */
export function commandOf(row: TCommandRow): TCommand {
  return {
    id: row.id,
    gatewaySn: row.gateway_sn,
    deviceSn: row.device_sn,
    kind: row.kind,
    payload: row.payload,
    state: row.state,
    requestedBy: row.requested_by,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    attempts: row.attempts,
    sentAt: isoOrNull(row.sent_at),
    acknowledgedAt: isoOrNull(row.acknowledged_at),
    finishedAt: isoOrNull(row.finished_at),
    progress: row.progress,
    result: row.result,
    error: row.error,
  };
}

/** The row's columns as selected by every query here. */
export const commandColumns = sql.raw(
  `id, gateway_sn, device_sn, kind, payload, state, requested_by, company_id, plant_id, created_at,
   expires_at, attempts, next_attempt_at, sent_at, acknowledged_at, finished_at, progress, result, error`,
);

/** Inserts queued commands (one transaction) with their first audit entry. */
export async function enqueueCommands(db: Database, commands: readonly TNewCommand[]): Promise<TCommand[]> {
  if (commands.length === 0) return [];
  const now = Date.now();
  const rows = commands.map((command) => ({
    id: randomUUID(),
    gateway_sn: command.gatewaySn,
    device_sn: command.deviceSn ?? null,
    kind: command.kind,
    payload: command.payload ?? {},
    requested_by: command.requestedBy ?? null,
    company_id: command.companyId ?? null,
    plant_id: command.plantId ?? null,
    expires_at: new Date(now + (command.ttlMs ?? defaultCommandTtlMs)).toISOString(),
  }));
  return db.transaction(async (tx) => {
    const inserted = rowsOf<TCommandRow>(
      await tx.execute(sql`
        INSERT INTO commands (id, gateway_sn, device_sn, kind, payload, requested_by, company_id, plant_id, expires_at)
        SELECT id, gateway_sn, device_sn, kind, payload, requested_by, company_id, plant_id, expires_at
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r (
          id uuid, gateway_sn text, device_sn text, kind text, payload jsonb, requested_by uuid,
          company_id uuid, plant_id uuid, expires_at timestamptz)
        RETURNING ${commandColumns}`),
    );
    await appendEvents(
      tx,
      inserted.map((row) => ({ commandId: row.id, state: 'queued' as const, detail: '' })),
    );
    const byId = new Map(inserted.map((row) => [row.id, commandOf(row)]));
    return rows.map((row) => byId.get(row.id)).filter((command) => command !== undefined);
  });
}

type TAuditEntry = { commandId: string; state: TCommandState; detail: string };

async function appendEvents(db: Database, entries: readonly TAuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.execute(sql`
    INSERT INTO command_events (command_id, state, detail)
    SELECT command_id, state, detail
    FROM json_to_recordset(${JSON.stringify(
      entries.map((entry) => ({ command_id: entry.commandId, state: entry.state, detail: entry.detail })),
    )}::json) AS r (command_id uuid, state text, detail text)`);
}

export async function findCommand(db: Database, id: string): Promise<TCommand | undefined> {
  const [row] = rowsOf<TCommandRow>(
    await db.execute(sql`SELECT ${commandColumns} FROM commands WHERE id = ${id}`),
  );
  return row ? commandOf(row) : undefined;
}

export async function findCommands(db: Database, ids: readonly string[]): Promise<TCommand[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<TCommandRow>(
    await db.execute(sql`SELECT ${commandColumns} FROM commands WHERE id IN ${idList(ids)} ORDER BY seq`),
  );
  return rows.map(commandOf);
}

export async function commandEventsOf(db: Database, id: string): Promise<TCommandEvent[]> {
  const rows = rowsOf<{ state: TCommandState; at: string | Date; detail: string }>(
    await db.execute(sql`SELECT state, at, detail FROM command_events WHERE command_id = ${id} ORDER BY id`),
  );
  return rows.map((row) => ({ state: row.state, at: iso(row.at), detail: row.detail }));
}

/**
 * Cancels a command not yet sent. A command already sent cannot be called back: undefined then
 * (and for an unknown id).
 */
export async function cancelCommand(db: Database, id: string, detail = ''): Promise<TCommand | undefined> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<TCommandRow>(
      await tx.execute(sql`
        UPDATE commands SET state = 'cancelled', finished_at = now()
        WHERE id = ${id} AND state = 'queued'
        RETURNING ${commandColumns}`),
    );
    if (!row) return undefined;
    await appendEvents(tx, [{ commandId: id, state: 'cancelled', detail }]);
    return commandOf(row);
  });
}

/** A command to publish, as the wire carries it. */
export type TOutgoingCommand = { id: string; gatewaySn: string; message: TGatewayCommand };

/** What one dispatcher round did: commands to publish now, and every command whose state changed. */
export type TDispatchRound = { send: TOutgoingCommand[]; changed: { id: string; gatewaySn: string }[] };

/** The wire message of a command. */
export function wireCommandOf(
  row: Pick<TCommandRow, 'id' | 'kind' | 'device_sn' | 'payload' | 'expires_at'>,
  issuedAt: number,
) {
  return {
    ...row.payload,
    ...(row.device_sn !== null && { deviceSn: row.device_sn }),
    type: row.kind,
    cmdId: row.id,
    issuedAt,
  } as TGatewayCommand;
}

/**
 * One round of the dispatcher, in one transaction: commands past `expires_at` time out (a queued
 * or sent one its time-to-live, an acknowledged one its result wait); the head command of each
 * online gateway that is due (queued; sent and unacknowledged past its retry time; acknowledged
 * and without result for `reaskMs`) is recorded sent and returned to publish after the commit.
 * `limit` bounds the commands claimed per round.
 */
export async function claimDueCommands(db: Database, limit = 500): Promise<TDispatchRound> {
  return db.transaction(async (tx) => {
    const changed: TDispatchRound['changed'] = [];
    const expired = rowsOf<{ id: string; gateway_sn: string; error: string | null }>(
      await tx.execute(sql`
        UPDATE commands SET state = 'timedOut', finished_at = now(),
          error = CASE state WHEN 'acknowledged' THEN 'No result in time'
            WHEN 'sent' THEN 'Not acknowledged before it expired' ELSE 'Not delivered before it expired' END
        WHERE id IN (
          SELECT id FROM commands
          WHERE state IN ('queued', 'sent', 'acknowledged') AND expires_at <= now()
          ORDER BY seq LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, gateway_sn, error`),
    );
    await appendEvents(
      tx,
      expired.map((row) => ({ commandId: row.id, state: 'timedOut', detail: row.error ?? '' })),
    );
    changed.push(...expired.map((row) => ({ id: row.id, gatewaySn: row.gateway_sn })));

    const due = rowsOf<TCommandRow>(
      await tx.execute(sql`
        SELECT ${commandColumns} FROM commands c
        WHERE c.state IN ('queued', 'sent', 'acknowledged') AND c.next_attempt_at <= now() AND c.expires_at > now()
          AND NOT EXISTS (
            SELECT 1 FROM commands o
            WHERE o.gateway_sn = c.gateway_sn AND o.state IN ('queued', 'sent', 'acknowledged') AND o.seq < c.seq)
          AND EXISTS (SELECT 1 FROM gateways g WHERE g.sn = c.gateway_sn AND g.status <> 'offline')
        ORDER BY c.seq LIMIT ${limit}
        FOR UPDATE SKIP LOCKED`),
    );
    if (due.length === 0) return { send: [], changed };
    const updated = rowsOf<{ id: string; attempts: number }>(
      await tx.execute(sql`
        UPDATE commands SET attempts = attempts + 1, sent_at = coalesce(sent_at, now()),
          state = CASE state WHEN 'acknowledged' THEN state ELSE 'sent' END,
          next_attempt_at = CASE state WHEN 'acknowledged'
            THEN now() + make_interval(secs => ${reaskMs / 1000})
            ELSE now() + make_interval(secs => least(${maxAckWaitMs / 1000}, ${ackWaitMs / 1000} * power(2, attempts)))
          END
        WHERE id IN ${idList(due.map((row) => row.id))}
        RETURNING id, attempts`),
    );
    const attemptsOf = new Map(updated.map((row) => [row.id, row.attempts]));
    await appendEvents(
      tx,
      due
        .filter((row) => row.state !== 'acknowledged')
        .map((row) => ({
          commandId: row.id,
          state: 'sent',
          detail: (attemptsOf.get(row.id) ?? 1) > 1 ? `attempt ${attemptsOf.get(row.id)}` : '',
        })),
    );
    const issuedAt = Date.now();
    const send = due.map((row) => ({
      id: row.id,
      gatewaySn: row.gateway_sn,
      message: { ...wireCommandOf(row, issuedAt), expiresAt: new Date(row.expires_at).getTime() },
    }));
    // Only a first send changes the state; a resend keeps `sent`.
    changed.push(
      ...due
        .filter((row) => row.state === 'queued')
        .map((row) => ({ id: row.id, gatewaySn: row.gateway_sn })),
    );
    return { send, changed };
  });
}

/** What a reply did: refused (no such command of this gateway), ignored (already final), or applied. */
export type TReplyOutcome =
  | { kind: 'unknown' }
  | { kind: 'ignored'; id: string }
  | { kind: 'applied'; id: string; state: TCommandState; changed: boolean };

const stateOfReply: Record<TCommandReply['status'], TCommandState> = {
  accepted: 'acknowledged',
  inProgress: 'acknowledged',
  succeeded: 'succeeded',
  failed: 'failed',
  rejected: 'failed',
  cancelled: 'cancelled',
};

/**
 * Applies a gateway's reply to its command, matched by id and gateway (a reply naming another
 * gateway's command is as unknown as one never issued). The effects of a success that Sunfleet
 * keeps (the gateway's lock, a device's protocol) are written in the same transaction.
 */
export async function applyCommandReply(
  db: Database,
  gatewaySn: string,
  reply: Pick<TCommandReply, 'cmdId' | 'status' | 'progress' | 'error' | 'registers' | 'frame' | 'stage'>,
): Promise<TReplyOutcome> {
  const [row] = rowsOf<TCommandRow>(
    await db.execute(sql`
      SELECT ${commandColumns} FROM commands
      WHERE id = ${isUuid(reply.cmdId) ? reply.cmdId : '00000000-0000-0000-0000-000000000000'}
        AND gateway_sn = ${gatewaySn}
      FOR UPDATE`),
  );
  if (!row) return { kind: 'unknown' };
  if (['succeeded', 'failed', 'timedOut', 'cancelled'].includes(row.state))
    return { kind: 'ignored', id: row.id };
  const state = stateOfReply[reply.status];
  const isFinal = state !== 'acknowledged';
  const result =
    reply.registers || reply.frame
      ? { ...(reply.registers && { registers: reply.registers }), ...(reply.frame && { frame: reply.frame }) }
      : null;
  const error = reply.error ?? (reply.status === 'rejected' ? 'Refused by the gateway' : null);
  const progress = reply.progress ?? (state === 'succeeded' ? 100 : null);
  await db.execute(sql`
    UPDATE commands SET state = ${state},
      acknowledged_at = coalesce(acknowledged_at, now()),
      next_attempt_at = CASE WHEN ${state} = 'acknowledged'
        THEN now() + make_interval(secs => ${reaskMs / 1000}) ELSE next_attempt_at END,
      expires_at = CASE WHEN ${state} = 'acknowledged' AND state <> 'acknowledged'
        THEN now() + make_interval(secs => ${resultWaitMs(row.kind) / 1000}) ELSE expires_at END,
      finished_at = CASE WHEN ${isFinal} THEN now() ELSE NULL END,
      progress = coalesce(${progress}::int, progress),
      result = coalesce(${result === null ? null : JSON.stringify(result)}::jsonb, result),
      error = coalesce(${error}::text, error)
    WHERE id = ${row.id}`);
  const changed = row.state !== state;
  if (changed)
    await appendEvents(db, [
      {
        commandId: row.id,
        state,
        detail: [reply.status === 'rejected' ? 'rejected' : '', reply.stage ?? '', reply.error ?? '']
          .filter(Boolean)
          .join(': '),
      },
    ]);
  if (state === 'succeeded') await applyEffects(db, row);
  return { kind: 'applied', id: row.id, state, changed: changed || reply.progress !== undefined };
}

async function applyEffects(db: Database, row: TCommandRow): Promise<void> {
  switch (row.kind) {
    case 'lock':
    case 'unlock':
      await db.execute(
        sql`UPDATE gateways SET locked = ${row.kind === 'lock'}, updated_at = now() WHERE sn = ${row.gateway_sn}`,
      );
      return;
    case 'setProtocol': {
      const dictionaryId = row.payload.dictionaryId;
      if (typeof dictionaryId === 'string' && row.device_sn) {
        await startNewBaseline(db, { deviceSn: row.device_sn, dictionaryId });
        await db.execute(
          sql`UPDATE devices SET dictionary_id = ${dictionaryId}, updated_at = now() WHERE sn = ${row.device_sn}`,
        );
      }
      return;
    }
    case 'restart':
    case 'setDigitalOutput':
    case 'modbusDebug':
    case 'readRegisters':
    case 'writeRegisters':
    case 'setPower':
    case 'upgradeFirmware':
    case 'cancelUpgrade':
    case 'demandResponse':
      return;
  }
}

/** A list of uuids as a subquery (bound as one JSON parameter). */
const idList = (ids: readonly string[]) =>
  sql`(SELECT value::uuid FROM json_array_elements_text(${JSON.stringify(ids)}::json))`;

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
