import { randomUUID } from 'node:crypto';
import type { TCommand, TCommandEvent, TCommandKind, TCommandState } from '@sunfleet/contract/commands';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TGatewayCommand } from '@sunfleet/contract/gateway-wire';
import type { Database } from '@sunfleet/db/connect';
import { rowsOf, sql } from '@sunfleet/db/query';

/**
 * The durable command queue (docs/adr/0021), shared by the api (enqueue, read, cancel) and the
 * process holding the broker connection (claim, send, apply replies). Plain SQL on the
 * `commands` table (migration 0016), so it runs the same on PGlite and PostgreSQL:
 *
 * - one command per gateway is in flight (sent or acknowledged) at a time; the next waits, in `seq`
 *   order — except behind an accepted demand-response event, which runs for hours on the gateway.
 *   The head command of each gateway is claimed with `FOR UPDATE SKIP LOCKED`, so several
 *   dispatchers (ingest workers) never claim the same one;
 * - a command is recorded `sent` (attempts + 1) and committed before it is published: after a
 *   crash it is sent again with the same id, which the gateway de-duplicates;
 * - a command for an offline gateway stays queued until the gateway is online, up to `expires_at`;
 * - a sent command without acknowledgement is sent again with back-off, `maxResends` times, then
 *   times out (`sweepCommands`): a silent gateway holds its queue for minutes, not a day;
 * - a gateway's refusal (`rejected`) or failure is final.
 *
 * Enqueueing is bounded (`admission.ts`); replies are matched in `replies.ts`; the process holding
 * the broker connection sends with `dispatcher.ts`.
 */

/** How long a command may wait to be sent, by default (an offline gateway's TTL). */
export const defaultCommandTtlMs = 24 * 60 * 60 * 1000;

/**
 * How long the channel waits on a gateway. Constants, not settings: tests pass shorter ones, and
 * `sweepCommands` and `claimDueCommands` take them as an argument.
 */
export type TCommandTimings = {
  /**
   * A sent command unacknowledged this long is sent again (same id), the wait doubling each time:
   * long enough that a fleet-wide batch whose acknowledgements queue at the ingest is not resent.
   */
  ackWaitMs: number;
  /** Sends after the first before an unacknowledged command times out. */
  maxResends: number;
  /**
   * An acknowledged command without its result is sent again (same id) this often: the gateway
   * answers a repeated id with its last reply, so a result lost on the way (a broker that dropped
   * it while Sunfleet restarted) is recovered.
   */
  reaskMs: number;
};

/**
 * Sends at 0, 15, 45 and 105 s; without acknowledgement the command times out at 225 s (3¾ min).
 * A gateway that is online answers within a second; one that does not within four sends is not
 * going to, and every later command to it would wait behind this one.
 */
export const defaultCommandTimings: TCommandTimings = { ackWaitMs: 15_000, maxResends: 3, reaskMs: 30_000 };

/** Wait after the `attempts`-th send of an unacknowledged command. */
export const retryWaitMs = (attempts: number, timings: TCommandTimings = defaultCommandTimings) =>
  timings.ackWaitMs * 2 ** Math.max(0, attempts - 1);

/** Total time from the first send to the time-out of a command never acknowledged. */
export const ackTimeoutMs = (timings: TCommandTimings = defaultCommandTimings) =>
  Array.from({ length: timings.maxResends + 1 }, (_, index) => retryWaitMs(index + 1, timings)).reduce(
    (sum, wait) => sum + wait,
    0,
  );

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

export type TNewCommand = {
  gatewaySn: string;
  deviceSn?: string | null;
  kind: TCommandKind;
  /** The wire command's own fields (everything but `type`, `cmdId`, `issuedAt`, `expiresAt`). */
  payload?: Record<string, unknown>;
  requestedBy?: string | null;
  /** The api request that asked for it (or started its campaign), for the logs. */
  requestId?: string | null;
  companyId?: string | null;
  plantId?: string | null;
  ttlMs?: number;
};

export type TCommandRow = {
  id: string;
  gateway_sn: string;
  device_sn: string | null;
  kind: TCommandKind;
  payload: Record<string, unknown>;
  state: TCommandState;
  requested_by: string | null;
  request_id: string | null;
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
    requestId: row.request_id,
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

const columnNames = [
  'id',
  'gateway_sn',
  'device_sn',
  'kind',
  'payload',
  'state',
  'requested_by',
  'request_id',
  'company_id',
  'plant_id',
  'created_at',
  'expires_at',
  'attempts',
  'next_attempt_at',
  'sent_at',
  'acknowledged_at',
  'finished_at',
  'progress',
  'result',
  'error',
] as const;

/** The row's columns of table alias `alias`. */
const commandColumnsOf = (alias: string) => sql.raw(columnNames.map((name) => `${alias}.${name}`).join(', '));

/** The row's columns as selected by every query here. */
export const commandColumns = sql.raw(columnNames.join(', '));

/**
 * Bounds on the queue (issue 21): a customer who taps restart sixty times, or a script that queues
 * hundreds of commands for an offline gateway, must not fill the queue for a day.
 */
export type TQueueLimits = {
  /** Commands one gateway may have waiting (queued, not yet sent); one more is refused (308). */
  queuedPerGateway: number;
  /**
   * Enqueue calls (a single command or a whole batch) one user may make per minute (309). Counted
   * in `command_enqueues`, so the limit holds across api processes.
   */
  enqueuesPerUserPerMinute: number;
};
export const defaultQueueLimits: TQueueLimits = { queuedPerGateway: 20, enqueuesPerUserPerMinute: 30 };

export type TEnqueueOptions = {
  limits?: TQueueLimits;
  /**
   * Count this call against its user's rate (default yes). A campaign's paced per-device sends pass
   * false: the user's one request was the campaign.
   */
  isRateLimited?: boolean;
  /** One refusal refuses the whole call and nothing is queued (default: each command on its own). */
  isAllOrNone?: boolean;
};

/** What became of one command of an enqueue call, in the order asked. */
export type TEnqueueOutcome =
  | { kind: 'queued'; command: TCommand }
  /** An identical command (gateway, device, kind, payload) was already waiting: that one stands. */
  | { kind: 'coalesced'; command: TCommand }
  | {
      kind: 'refused';
      code: typeof ErrorCode.commandQueueFull | typeof ErrorCode.commandRateLimited;
      params: Record<string, number>;
    };

/** Object keys sorted at every level, so two equal payloads compare equal as text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const sameCommandKey = (command: {
  gatewaySn: string;
  deviceSn: string | null;
  kind: string;
  payload: Record<string, unknown>;
}) => canonicalJson([command.gatewaySn, command.deviceSn, command.kind, command.payload]);

/**
 * Queues commands in one transaction with their first audit entry, bounded: an identical command
 * already waiting is returned instead of a second one (coalesced); a gateway with
 * `queuedPerGateway` commands waiting refuses more (308); a user past `enqueuesPerUserPerMinute`
 * calls is refused (309) and nothing of the call is queued. The gateways and users concerned are
 * locked for the transaction (advisory locks), so concurrent calls on several api processes count
 * each other.
 */
export async function enqueueCommands(
  db: Database,
  commands: readonly TNewCommand[],
  { limits = defaultQueueLimits, isRateLimited = true, isAllOrNone = false }: TEnqueueOptions = {},
): Promise<TEnqueueOutcome[]> {
  if (commands.length === 0) return [];
  const sns = [...new Set(commands.map((command) => command.gatewaySn))].sort();
  const users = [
    ...new Set(commands.flatMap((command) => (command.requestedBy ? [command.requestedBy] : []))),
  ].sort();
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      SELECT pg_advisory_xact_lock(hashtext(key)) FROM (
        SELECT 'command-queue:' || value AS key FROM json_array_elements_text(${JSON.stringify(sns)}::json)
        UNION ALL
        SELECT 'command-enqueues:' || value FROM json_array_elements_text(${JSON.stringify(isRateLimited ? users : [])}::json)
        ORDER BY 1) AS keys`);
    // One round trip for what the bounds need: the gateways' queued commands and the users' calls.
    const [read] = rowsOf<{
      waiting: TCommandRow[];
      calls: { user_id: string; calls: number; oldest: string }[];
    }>(
      await tx.execute(sql`
        SELECT
          (SELECT coalesce(json_agg(c ORDER BY c.seq), '[]') FROM (
            SELECT seq, ${commandColumns} FROM commands
            WHERE state = 'queued'
              AND gateway_sn IN (SELECT value FROM json_array_elements_text(${JSON.stringify(sns)}::json))) AS c
          ) AS waiting,
          (SELECT coalesce(json_agg(e), '[]') FROM (
            SELECT user_id, count(*)::int AS calls, min(at) AS oldest FROM command_enqueues
            WHERE user_id IN (SELECT value::uuid FROM json_array_elements_text(${JSON.stringify(isRateLimited ? users : [])}::json))
              AND at > now() - interval '1 minute'
            GROUP BY user_id) AS e
          ) AS calls`),
    );
    const waiting = read?.waiting ?? [];
    const calls = read?.calls ?? [];
    const limitedUntil = new Map(
      calls
        .filter((row) => row.calls >= limits.enqueuesPerUserPerMinute)
        .map((row) => [row.user_id, new Date(row.oldest).getTime() + 60_000]),
    );
    const existing = new Map(waiting.map((row) => [sameCommandKey(commandOf(row)), commandOf(row)]));
    const queuedCount = new Map<string, number>();
    for (const row of waiting) queuedCount.set(row.gateway_sn, (queuedCount.get(row.gateway_sn) ?? 0) + 1);

    const now = Date.now();
    const newRows: (ReturnType<typeof rowOf> & { key: string })[] = [];
    const newByKey = new Map<string, string>();
    const plan = commands.map((command): TEnqueueOutcome | { kind: 'new'; id: string } => {
      const row = rowOf(command, now);
      const key = sameCommandKey({
        gatewaySn: row.gateway_sn,
        deviceSn: row.device_sn,
        kind: row.kind,
        payload: row.payload,
      });
      const found = existing.get(key);
      if (found) return { kind: 'coalesced', command: found };
      const sameInCall = newByKey.get(key);
      if (sameInCall) return { kind: 'new', id: sameInCall };
      const until = command.requestedBy ? limitedUntil.get(command.requestedBy) : undefined;
      if (until !== undefined)
        return {
          kind: 'refused',
          code: ErrorCode.commandRateLimited,
          params: {
            max: limits.enqueuesPerUserPerMinute,
            seconds: Math.max(1, Math.ceil((until - now) / 1000)),
          },
        };
      const count = queuedCount.get(row.gateway_sn) ?? 0;
      if (count >= limits.queuedPerGateway)
        return {
          kind: 'refused',
          code: ErrorCode.commandQueueFull,
          params: { max: limits.queuedPerGateway },
        };
      queuedCount.set(row.gateway_sn, count + 1);
      newRows.push({ ...row, key });
      newByKey.set(key, row.id);
      return { kind: 'new', id: row.id };
    });
    const isRefused = plan.some((outcome) => outcome.kind === 'refused');
    if (isAllOrNone && isRefused)
      return plan.filter((outcome): outcome is TEnqueueOutcome => outcome.kind === 'refused');
    const callers = isRateLimited
      ? [...new Set(newRows.flatMap((row) => (row.requested_by ? [row.requested_by] : [])))]
      : [];
    const inserted = newRows.length === 0 ? [] : await insertCommands(tx, newRows, callers);
    const byId = new Map(inserted.map((command) => [command.id, command]));
    return plan.map((outcome) => {
      if (outcome.kind !== 'new') return outcome;
      const command = byId.get(outcome.id);
      if (!command) throw new Error(`Command ${outcome.id} not inserted`);
      return { kind: 'queued', command };
    });
  });
}

/** A new command as the row to insert. */
function rowOf(command: TNewCommand, now: number) {
  return {
    id: randomUUID(),
    gateway_sn: command.gatewaySn,
    device_sn: command.deviceSn ?? null,
    kind: command.kind,
    payload: command.payload ?? {},
    requested_by: command.requestedBy ?? null,
    request_id: command.requestId ?? null,
    company_id: command.companyId ?? null,
    plant_id: command.plantId ?? null,
    expires_at: new Date(now + (command.ttlMs ?? defaultCommandTtlMs)).toISOString(),
  };
}

/**
 * Inserts the commands with their first audit entry and counts one call for each of `callers`
 * (pruning their calls older than a minute), in one statement.
 */
async function insertCommands(
  db: Database,
  rows: readonly ReturnType<typeof rowOf>[],
  callers: readonly string[],
): Promise<TCommand[]> {
  const inserted = rowsOf<TCommandRow>(
    await db.execute(sql`
      WITH inserted AS (
        INSERT INTO commands (id, gateway_sn, device_sn, kind, payload, requested_by, request_id, company_id,
          plant_id, expires_at)
        SELECT id, gateway_sn, device_sn, kind, payload, requested_by, request_id, company_id, plant_id, expires_at
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r (
          id uuid, gateway_sn text, device_sn text, kind text, payload jsonb, requested_by uuid, request_id text,
          company_id uuid, plant_id uuid, expires_at timestamptz)
        RETURNING ${commandColumns}),
      audit AS (INSERT INTO command_events (command_id, state) SELECT id, 'queued' FROM inserted),
      callers AS (SELECT value::uuid AS user_id FROM json_array_elements_text(${JSON.stringify(callers)}::json)),
      pruned AS (
        DELETE FROM command_enqueues
        WHERE user_id IN (SELECT user_id FROM callers) AND at <= now() - interval '1 minute'),
      counted AS (INSERT INTO command_enqueues (user_id) SELECT user_id FROM callers)
      SELECT * FROM inserted`),
  );
  return inserted.map(commandOf);
}

export type TAuditEntry = { commandId: string; state: TCommandState; detail: string };

/** Appends entries to the commands' audit trail. */
export async function appendEvents(db: Database, entries: readonly TAuditEntry[]): Promise<void> {
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
 * Cancels a command that is not final: a queued one is never sent; a sent or acknowledged one is
 * given up (the gateway's queue moves on) and a reply that comes later is logged as ignored.
 * Undefined for a final command (and an unknown id).
 */
export async function cancelCommand(db: Database, id: string, detail = ''): Promise<TCommand | undefined> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<TCommandRow & { was: TCommandState }>(
      await tx.execute(sql`
        UPDATE commands c SET state = 'cancelled', finished_at = now()
        FROM (SELECT id, state AS was FROM commands WHERE id = ${id} FOR UPDATE) AS before
        WHERE c.id = before.id AND c.state IN ('queued', 'sent', 'acknowledged')
        RETURNING ${commandColumnsOf('c')}, before.was`),
    );
    if (!row) return undefined;
    const after =
      row.was === 'queued' ? detail : [detail, `after it was ${row.was}`].filter(Boolean).join(', ');
    await appendEvents(tx, [{ commandId: id, state: 'cancelled', detail: after }]);
    return commandOf(row);
  });
}

/**
 * Finishes a command Sunfleet itself decides on (an upgrade verified, or given up because the
 * device never came back; ADR 0046), with its audit row. Undefined when it was already final.
 */
export async function finishCommand(
  db: Database,
  id: string,
  state: 'succeeded' | 'failed',
  detail: string,
): Promise<TCommand | undefined> {
  const [row] = rowsOf<TCommandRow>(
    await db.execute(sql`
      UPDATE commands SET state = ${state}, finished_at = now(),
        error = CASE WHEN ${state} = 'failed' THEN ${detail} ELSE error END
      WHERE id = ${id} AND state IN ('queued', 'sent', 'acknowledged')
      RETURNING ${commandColumns}`),
  );
  if (!row) return undefined;
  await appendEvents(db, [{ commandId: id, state, detail }]);
  return commandOf(row);
}

/** A command to publish, as the wire carries it. */
export type TOutgoingCommand = {
  id: string;
  gatewaySn: string;
  /** The api request that asked for it, for the dispatcher's log line. */
  requestId: string | null;
  message: TGatewayCommand;
};

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
 * The instant a round runs at: the caller's (tests, a scheduler's tick), else the database's clock
 * as each statement reads it, so a command is never recorded sent before the one ahead of it was
 * recorded finished.
 */
const instantOf = (now: Date | undefined) =>
  now ? sql`${now.toISOString()}::timestamptz` : sql`clock_timestamp()`;

type TRoundOptions = {
  /** Most commands handled per round (default 500). */
  limit?: number;
  /** The instant the round runs at (default the database's clock); tests move it forward instead of sleeping. */
  now?: Date;
  timings?: TCommandTimings;
};

/**
 * Times out what waited too long, in one transaction: a queued command past its time-to-live (an
 * offline gateway), a sent one unacknowledged after `maxResends` resends, an acknowledged one past
 * its result wait. Needs no broker connection, so a scheduler may run it in any process; the
 * dispatcher also runs it before each claim. Returns the commands it changed, to announce.
 */
export async function sweepCommands(
  db: Database,
  now?: Date,
  { limit = 500, timings = defaultCommandTimings }: Omit<TRoundOptions, 'now'> = {},
): Promise<TDispatchRound['changed']> {
  const at = instantOf(now);
  return db.transaction(async (tx) => {
    const expired = rowsOf<{ id: string; gateway_sn: string; error: string | null }>(
      await tx.execute(sql`
        UPDATE commands SET state = 'timedOut', finished_at = ${at},
          error = CASE WHEN state = 'acknowledged' THEN 'No result in time'
            WHEN state = 'sent' AND attempts > ${timings.maxResends}
              THEN 'Not acknowledged after ' || attempts || ' sends'
            WHEN state = 'sent' THEN 'Not acknowledged before it expired'
            ELSE 'Not delivered before it expired' END
        WHERE id IN (
          SELECT id FROM commands
          WHERE state IN ('queued', 'sent', 'acknowledged')
            AND (expires_at <= ${at}
              OR (state = 'sent' AND attempts > ${timings.maxResends} AND next_attempt_at <= ${at}))
          ORDER BY seq LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, gateway_sn, error`),
    );
    await appendEvents(
      tx,
      expired.map((row) => ({ commandId: row.id, state: 'timedOut', detail: row.error ?? '' })),
    );
    return expired.map((row) => ({ id: row.id, gatewaySn: row.gateway_sn }));
  });
}

/**
 * One round of the dispatcher: `sweepCommands`, then, in one transaction, the head command of each
 * gateway that is due (queued, or sent and unacknowledged past its retry time with resends left, of
 * an online gateway; acknowledged and without result for `reaskMs`, of any gateway) is recorded
 * sent and returned to publish after the commit.
 */
export async function claimDueCommands(db: Database, options: TRoundOptions = {}): Promise<TDispatchRound> {
  const { limit = 500, now, timings = defaultCommandTimings } = options;
  const changed = await sweepCommands(db, now, { limit, timings });
  const at = instantOf(now);
  return db.transaction(async (tx) => {
    const due = rowsOf<TCommandRow>(
      await tx.execute(sql`
        SELECT ${commandColumns} FROM commands c
        WHERE c.state IN ('queued', 'sent', 'acknowledged') AND c.next_attempt_at <= ${at}
          AND c.expires_at > ${at}
          AND NOT (c.state = 'sent' AND c.attempts > ${timings.maxResends})
          AND NOT EXISTS (
            SELECT 1 FROM commands o
            WHERE o.gateway_sn = c.gateway_sn AND o.state IN ('queued', 'sent', 'acknowledged') AND o.seq < c.seq
              -- A cancel must reach the upgrade it stops, which holds the gateway for minutes (ADR 0046).
              AND NOT (c.kind = 'cancelUpgrade' AND o.kind = 'upgradeFirmware')
              -- An accepted demand-response event runs on the gateway's own clock until its window
              -- ends, hours away: its cancel, a new window and every other command pass it (ADR 0057).
              AND NOT (o.kind = 'demandResponse' AND o.state = 'acknowledged'))
          -- An acknowledged command is re-asked even of a gateway recorded offline: the record may
          -- be stale (its "online" status and its result both dropped by a broker queue while the
          -- ingest was away), and the gateway answers a repeated id with its last reply. Its result
          -- wait bounds how often. A first send or a resend waits for the gateway to be online.
          AND (c.state = 'acknowledged'
            OR EXISTS (SELECT 1 FROM gateways g WHERE g.sn = c.gateway_sn AND g.status <> 'offline'))
        ORDER BY c.seq LIMIT ${limit}
        FOR UPDATE SKIP LOCKED`),
    );
    if (due.length === 0) return { send: [], changed };
    const updated = rowsOf<{ id: string; attempts: number }>(
      await tx.execute(sql`
        UPDATE commands SET attempts = attempts + 1, sent_at = coalesce(sent_at, ${at}),
          state = CASE state WHEN 'acknowledged' THEN state ELSE 'sent' END,
          next_attempt_at = ${at} + CASE state WHEN 'acknowledged'
            THEN make_interval(secs => ${timings.reaskMs / 1000})
            ELSE make_interval(secs => ${timings.ackWaitMs / 1000} * power(2, attempts))
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
    const issuedAt = now?.getTime() ?? Date.now();
    const send = due.map((row) => ({
      id: row.id,
      gatewaySn: row.gateway_sn,
      requestId: row.request_id,
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

/** A list of uuids as a subquery (bound as one JSON parameter). */
const idList = (ids: readonly string[]) =>
  sql`(SELECT value::uuid FROM json_array_elements_text(${JSON.stringify(ids)}::json))`;
