import {
  isFinalCommandState,
  type TCommand,
  type TCommandKind,
  type TCommandListQuery,
  type TCommandWithEvents,
} from '@sunfleet/contract/commands';
import { ErrorCode, type TErrorCode } from '@sunfleet/contract/errors';
import type { TCampaignNotice, TCommandNotice } from '@sunfleet/db/channel';
import {
  cancelCommand,
  commandEventsOf,
  enqueueCommands,
  findCommand,
  findCommands,
  type TEnqueueOptions,
  type TNewCommand,
  type TQueueLimits,
} from '@sunfleet/commands/queue';
import type { Database } from '@sunfleet/db/connect';
import { AppError } from '../../plugins/envelope.ts';
import { currentRequestId } from '../../plugins/request-context.ts';
import type { TTenancy } from '../../tenancy.ts';
import type { CommandsRepository } from './repository.ts';

/**
 * Where command and campaign notices travel between processes: the cross-process channel
 * (`Channel` of @sunfleet/db/channel). Enqueueing publishes one, so the process holding the broker
 * connection sends at once; a dispatcher or an ingest publishes one on every change of state; the
 * campaign tick one on every change of a campaign's progress (docs/adr/0040).
 */
export type TCommandFeed = {
  publish(event: 'command', notice: TCommandNotice): void;
  publish(event: 'campaign', notice: TCampaignNotice): void;
  on(event: 'command', listener: (notice: TCommandNotice) => void): unknown;
  on(event: 'campaign', listener: (notice: TCampaignNotice) => void): unknown;
  off(event: 'command', listener: (notice: TCommandNotice) => void): unknown;
  off(event: 'campaign', listener: (notice: TCampaignNotice) => void): unknown;
};

/** What a module asks: a command for a gateway, or a device behind it. */
export type TEnqueueInput = {
  gatewaySn: string;
  deviceSn?: string | null | undefined;
  kind: TCommandKind;
  payload?: Record<string, unknown>;
  /** Who asked; null for Sunfleet itself. */
  userId: string | null;
  /** How long it may wait for an offline gateway (default a day). */
  ttlMs?: number;
};

/** What became of one command asked for: `command` when queued or coalesced, else the refusal. */
export type TAdmission = {
  gatewaySn: string;
  code: TErrorCode;
  /** The refusal message's parameters (`{max}`, `{seconds}`). */
  params: Record<string, number>;
  command: TCommand | null;
};

/** While waiting for a result, the command is read again at least this often (the channel may drop one). */
const awaitPollMs = 1_000;

/**
 * The command channel's api side (docs/adr/0021; README.md here): queue, read, cancel and wait.
 * The queue is the database; sending and replies happen in the process holding the broker
 * connection, which announces every change on the channel.
 */
export function createCommandsService({
  db,
  repository,
  feed,
  limits,
}: {
  db: Database;
  repository: CommandsRepository;
  feed: TCommandFeed | undefined;
  /** Default `defaultQueueLimits` (20 queued per gateway, 30 calls a minute per user). */
  limits?: TQueueLimits;
}) {
  /**
   * Whether a command of `kind` may go to `gateway` now: 305 unknown, 306 locked (only lock and
   * unlock pass a locked gateway), 603 while it is being upgraded (only the upgrade's cancel
   * passes; ADR 0046), 0 otherwise. Single, batch and campaign sends ask this alike.
   */
  function checkGateway(
    gateway: { locked: boolean; status?: string } | undefined,
    kind: TCommandKind,
  ):
    | typeof ErrorCode.ok
    | typeof ErrorCode.gatewayMissing
    | typeof ErrorCode.gatewayLocked
    | typeof ErrorCode.deviceUpgrading {
    if (!gateway) return ErrorCode.gatewayMissing;
    if (gateway.locked && kind !== 'unlock' && kind !== 'lock') return ErrorCode.gatewayLocked;
    if (gateway.status === 'updating' && kind !== 'cancelUpgrade') return ErrorCode.deviceUpgrading;
    return ErrorCode.ok;
  }

  /**
   * Queues each command on its own and says what became of each, in the order asked: queued,
   * coalesced with an identical waiting one, or refused with a code (305, 306, 308 queue full, 309
   * rate limit) and its message parameters. A batch answers per device with this.
   */
  async function admit(
    inputs: readonly TEnqueueInput[],
    options: TEnqueueOptions = {},
  ): Promise<TAdmission[]> {
    const sns = [...new Set(inputs.map((input) => input.gatewaySn))];
    const found = new Map(
      (await repository.visibleGateways({ scope: 'platform' }, sns)).map((gateway) => [gateway.sn, gateway]),
    );
    const admissions: TAdmission[] = inputs.map((input) => ({
      gatewaySn: input.gatewaySn,
      code: checkGateway(found.get(input.gatewaySn), input.kind),
      params: {},
      command: null,
    }));
    if (options.isAllOrNone && admissions.some((admission) => admission.code !== ErrorCode.ok))
      return admissions;
    const goes = inputs.flatMap((input, index): { index: number; command: TNewCommand }[] => {
      const gateway = found.get(input.gatewaySn);
      if (!gateway || admissions[index]?.code !== ErrorCode.ok) return [];
      return [
        {
          index,
          command: {
            gatewaySn: gateway.sn,
            deviceSn: input.deviceSn ?? null,
            kind: input.kind,
            payload: input.payload ?? {},
            requestedBy: input.userId,
            requestId: currentRequestId(),
            companyId: gateway.companyId,
            plantId: gateway.plantId,
            ...(input.ttlMs !== undefined && { ttlMs: input.ttlMs }),
          },
        },
      ];
    });
    const outcomes = await enqueueCommands(
      db,
      goes.map(({ command }) => command),
      { ...(limits && { limits }), ...options },
    );
    const refusal = outcomes.find((outcome) => outcome.kind === 'refused');
    // All or none: the call's refusal (309, or 308 for one gateway) stands for every command.
    if (options.isAllOrNone && refusal?.kind === 'refused')
      return admissions.map((admission) => ({ ...admission, code: refusal.code, params: refusal.params }));
    goes.forEach(({ index }, at) => {
      const outcome = outcomes[at];
      const admission = admissions[index];
      if (!outcome || !admission) return;
      if (outcome.kind === 'refused')
        Object.assign(admission, { code: outcome.code, params: outcome.params });
      else {
        admission.command = outcome.command;
        if (outcome.kind === 'queued')
          feed?.publish('command', { id: outcome.command.id, gatewaySn: outcome.command.gatewaySn });
      }
    });
    return admissions;
  }

  /**
   * Queues commands, all or none: the first refusal (305, 306, 308, 309) is thrown and nothing is
   * queued. An identical command already waiting is returned instead of a new one.
   */
  async function enqueueMany(
    inputs: readonly TEnqueueInput[],
    options: Omit<TEnqueueOptions, 'isAllOrNone'> = {},
  ): Promise<TCommand[]> {
    const admissions = await admit(inputs, { ...options, isAllOrNone: true });
    const refused = admissions.find((admission) => admission.code !== ErrorCode.ok);
    if (refused) throw new AppError(refused.code, refused.params);
    return admissions.flatMap((admission) => (admission.command ? [admission.command] : []));
  }

  /**
   * Resolves with the command once it reaches a final state (succeeded, failed, timedOut,
   * cancelled), or as it is after `timeoutMs`. Follows the channel's notices, whichever process
   * applied the reply, and reads the command again every second besides.
   */
  async function awaitResult(id: string, timeoutMs: number): Promise<TCommand | undefined> {
    const first = await findCommand(db, id);
    if (!first || isFinalCommandState(first.state)) return first;
    return new Promise((resolve, reject) => {
      let latest: TCommand = first;
      let isDone = false;
      let reading = false;
      const finish = (error?: Error) => {
        if (isDone) return;
        isDone = true;
        clearTimeout(deadline);
        clearInterval(poll);
        feed?.off('command', onNotice);
        if (error) reject(error);
        else resolve(latest);
      };
      const read = () => {
        if (reading || isDone) return;
        reading = true;
        findCommand(db, id)
          .then((command) => {
            reading = false;
            if (command) latest = command;
            if (isFinalCommandState(latest.state)) finish();
          })
          .catch((error: unknown) => finish(error instanceof Error ? error : new Error('Command not read')));
      };
      const onNotice = (notice: TCommandNotice) => {
        if (notice.id === id) read();
      };
      feed?.on('command', onNotice);
      const poll = setInterval(read, Math.min(awaitPollMs, timeoutMs));
      const deadline = setTimeout(() => finish(), timeoutMs);
      read();
    });
  }

  return {
    enqueue: async (
      input: TEnqueueInput,
      options?: Omit<TEnqueueOptions, 'isAllOrNone'>,
    ): Promise<TCommand> => {
      const [command] = await enqueueMany([input], options);
      if (!command) throw new Error('No command queued');
      return command;
    },
    enqueueMany,
    admit,
    checkGateway,
    awaitResult,

    /** A command with its audit trail, if the caller sees its gateway; code 3 otherwise. */
    async get(tenancy: TTenancy, id: string): Promise<TCommandWithEvents> {
      const command = await repository.findVisible(tenancy, id);
      if (!command) throw new AppError(ErrorCode.notFound);
      return { ...command, events: await commandEventsOf(db, id) };
    },

    list: (tenancy: TTenancy, query: TCommandListQuery) => repository.list(tenancy, query),

    /** The commands of `ids` the caller sees (others are left out). */
    async visible(tenancy: TTenancy, ids: readonly string[]): Promise<TCommand[]> {
      return findCommands(db, await repository.visibleIds(tenancy, ids));
    },

    /**
     * Cancels a command that is not final (queued, sent or acknowledged): the gateway's queue moves
     * on, and a reply that comes later is logged as ignored. 307 once final, 3 if the caller does
     * not see it.
     */
    async cancel(tenancy: TTenancy, id: string, userId: string): Promise<TCommand> {
      const command = await repository.findVisible(tenancy, id);
      if (!command) throw new AppError(ErrorCode.notFound);
      const cancelled = await cancelCommand(db, id, `by ${userId}`);
      if (!cancelled) throw new AppError(ErrorCode.commandNotCancellable);
      feed?.publish('command', { id, gatewaySn: cancelled.gatewaySn });
      return cancelled;
    },
  };
}
export type CommandsService = ReturnType<typeof createCommandsService>;
