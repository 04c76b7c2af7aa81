import type { TCommandState } from '@sunfleet/contract/commands';
import { isFinalCommandState } from '@sunfleet/contract/commands';
import type { TCommandReply } from '@sunfleet/contract/gateway-wire';
import type { Database } from '@sunfleet/db/connect';
import { startNewBaseline } from '@sunfleet/db/energy-baselines';
import { rowsOf, sql } from '@sunfleet/db/query';
import {
  appendEvents,
  commandColumns,
  defaultCommandTimings,
  resultWaitMs,
  type TCommandRow,
  type TCommandTimings,
} from './queue.ts';

/**
 * Gateways' replies to commands (docs/adr/0021, 0039), applied by the ingest that receives
 * `up/reply` in the upload's own transaction. A reply is matched by command id **and** gateway; one
 * for a command that is already final (a duplicate, a reply after a time-out or a cancel) changes
 * nothing and is logged as ignored.
 */

type TReplyFields = Pick<
  TCommandReply,
  'cmdId' | 'status' | 'progress' | 'error' | 'registers' | 'frame' | 'stage'
>;

/** What a reply did: refused (no such command of this gateway), ignored (already final), or applied. */
export type TReplyOutcome =
  | { kind: 'unknown' }
  /** The command was already final (a duplicate or late reply, or one after a cancel): nothing changes. */
  | { kind: 'ignored'; id: string; state: TCommandState }
  | { kind: 'applied'; id: string; state: TCommandState; changed: boolean; requestId: string | null };

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
  reply: TReplyFields,
  timings: TCommandTimings = defaultCommandTimings,
): Promise<TReplyOutcome> {
  const [row] = rowsOf<TCommandRow>(
    await db.execute(sql`
      SELECT ${commandColumns} FROM commands
      WHERE id = ${isUuid(reply.cmdId) ? reply.cmdId : '00000000-0000-0000-0000-000000000000'}
        AND gateway_sn = ${gatewaySn}
      FOR UPDATE`),
  );
  if (!row) return { kind: 'unknown' };
  if (isFinalCommandState(row.state)) return { kind: 'ignored', id: row.id, state: row.state };
  // A flashed image is not yet a success: the upgrade follower (ADR 0046) finishes the command once
  // the device came back with the new version and stayed healthy; until then it stays acknowledged.
  const isFlashed = row.kind === 'upgradeFirmware' && reply.status === 'succeeded';
  const state = isFlashed ? 'acknowledged' : stateOfReply[reply.status];
  const isFinal = state !== 'acknowledged';
  const stage = isFlashed ? 'verifying' : reply.stage;
  const result =
    reply.registers || reply.frame || stage
      ? {
          ...(reply.registers && { registers: reply.registers }),
          ...(reply.frame && { frame: reply.frame }),
          ...(stage && { stage }),
        }
      : null;
  const error = reply.error ?? (reply.status === 'rejected' ? 'Refused by the gateway' : null);
  const progress = reply.progress ?? (state === 'succeeded' ? 100 : null);
  await db.execute(sql`
    UPDATE commands SET state = ${state},
      acknowledged_at = coalesce(acknowledged_at, now()),
      next_attempt_at = CASE WHEN ${state} = 'acknowledged'
        THEN now() + make_interval(secs => ${timings.reaskMs / 1000}) ELSE next_attempt_at END,
      expires_at = CASE WHEN ${state} = 'acknowledged' AND state <> 'acknowledged'
        THEN now() + make_interval(secs => ${resultWaitMs(row.kind) / 1000}) ELSE expires_at END,
      finished_at = CASE WHEN ${isFinal} THEN now() ELSE NULL END,
      progress = coalesce(${progress}::int, progress),
      result = coalesce(${result === null ? null : JSON.stringify(result)}::jsonb, result),
      error = coalesce(${error}::text, error)
    WHERE id = ${row.id}`);
  const changed = row.state !== state || (isFlashed && row.result?.stage !== 'verifying');
  if (changed)
    await appendEvents(db, [
      {
        commandId: row.id,
        state,
        detail: [reply.status === 'rejected' ? 'rejected' : '', stage ?? '', reply.error ?? '']
          .filter(Boolean)
          .join(': '),
      },
    ]);
  if (state === 'succeeded') await applyEffects(db, row);
  return {
    kind: 'applied',
    id: row.id,
    state,
    changed: changed || reply.progress !== undefined,
    requestId: row.request_id,
  };
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

/** The communication-log row a reply leaves: applied, ignored (already final) or refused (unknown). */
export type TReplyLog = { kind: 'reply' | 'replyIgnored' | 'replyRefused'; detail: string };

/**
 * Applies a reply (`applyCommandReply`) and says what the communication log keeps of it, so the
 * ingest only writes the row and announces the change.
 */
export async function receiveCommandReply(
  db: Database,
  gatewaySn: string,
  reply: TReplyFields,
  timings: TCommandTimings = defaultCommandTimings,
): Promise<{ outcome: TReplyOutcome; log: TReplyLog }> {
  const outcome = await applyCommandReply(db, gatewaySn, reply, timings);
  const progress = reply.progress === undefined ? '' : ` ${reply.progress}%`;
  const said = `${reply.cmdId} ${reply.status}${reply.stage ? ` ${reply.stage}` : ''}${progress}${reply.error ? `: ${reply.error}` : ''}`;
  switch (outcome.kind) {
    case 'unknown':
      return {
        outcome,
        log: {
          kind: 'replyRefused',
          detail: `No command ${reply.cmdId} was issued to this gateway (${reply.status})`,
        },
      };
    case 'ignored':
      return {
        outcome,
        log: { kind: 'replyIgnored', detail: `${said} — ignored: the command is already ${outcome.state}` },
      };
    case 'applied':
      return { outcome, log: { kind: 'reply', detail: said } };
  }
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
