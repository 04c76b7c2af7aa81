import {
  isFinalCommandState,
  type TCommand,
  type TCommandKind,
  type TCommandListQuery,
  type TCommandWithEvents,
} from '@sunfleet/contract/commands';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TCampaignNotice, TCommandNotice } from '@sunfleet/db/channel';
import {
  cancelCommand,
  commandEventsOf,
  enqueueCommands,
  findCommand,
  findCommands,
  type TNewCommand,
} from '@sunfleet/commands/queue';
import type { Database } from '@sunfleet/db/connect';
import { AppError } from '../../plugins/envelope.ts';
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
}: {
  db: Database;
  repository: CommandsRepository;
  feed: TCommandFeed | undefined;
}) {
  /**
   * Queues commands, all or none: each gateway must exist (305) and not be locked (306) unless
   * the command is `unlock`. The caller checked the caller's access to the gateways.
   */
  async function enqueueMany(inputs: readonly TEnqueueInput[]): Promise<TCommand[]> {
    const sns = [...new Set(inputs.map((input) => input.gatewaySn))];
    const found = new Map(
      (await repository.visibleGateways({ scope: 'platform' }, sns)).map((gateway) => [gateway.sn, gateway]),
    );
    const commands: TNewCommand[] = inputs.map((input) => {
      const gateway = found.get(input.gatewaySn);
      if (!gateway) throw new AppError(ErrorCode.gatewayMissing);
      if (gateway.locked && input.kind !== 'unlock' && input.kind !== 'lock')
        throw new AppError(ErrorCode.gatewayLocked);
      return {
        gatewaySn: gateway.sn,
        deviceSn: input.deviceSn ?? null,
        kind: input.kind,
        payload: input.payload ?? {},
        requestedBy: input.userId,
        companyId: gateway.companyId,
        plantId: gateway.plantId,
        ...(input.ttlMs !== undefined && { ttlMs: input.ttlMs }),
      };
    });
    const queued = await enqueueCommands(db, commands);
    for (const command of queued) feed?.publish('command', { id: command.id, gatewaySn: command.gatewaySn });
    return queued;
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
    enqueue: async (input: TEnqueueInput): Promise<TCommand> => {
      const [command] = await enqueueMany([input]);
      if (!command) throw new Error('No command queued');
      return command;
    },
    enqueueMany,
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

    /** Cancels a command not yet sent; 307 once it was sent, 3 if the caller does not see it. */
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
