import type { TCommand, TCommandKind } from '@sunfleet/contract/commands';
import { ErrorCode } from '@sunfleet/contract/errors';
import { ZWireBlock } from '@sunfleet/contract/gateway-wire';
import { AppError } from '../../plugins/envelope.ts';
import type { CommandsService } from '../commands/service.ts';
import type { TSettingsDevice } from './repository.ts';

/**
 * Code 1 ("fail (request timed out)", which the settings screens handle): the device refused or did
 * not answer. A 400 like any refusal, not a 500: nothing failed in Sunfleet, and a 500 would make
 * the browser report a network error.
 */
const deviceFailed = () => new AppError(ErrorCode.failed, {}, null, 400);

/** How long a settings call waits for each read or write: a gateway answers in a second or two. */
const commandTimeoutMs = 20_000;

/**
 * Holding registers of a device, read and written through the command channel: each request is a
 * command (kept, audited, one at a time per device) whose result the caller waits for. A command
 * the device refuses or that does not finish in time fails the call (code 1) and, if still
 * queued, is cancelled so it does not run late.
 */
export function createRegisterChannel(commands: CommandsService, timeoutMs = commandTimeoutMs) {
  async function run(
    device: TSettingsDevice,
    userId: string,
    kind: TCommandKind,
    payload: Record<string, unknown>,
  ) {
    const queued = await commands.enqueue(
      {
        gatewaySn: device.gatewaySn,
        deviceSn: device.sn,
        kind,
        payload,
        userId,
        ttlMs: timeoutMs,
      },
      // One settings page is several register reads, each awaited before the next: the call cannot
      // flood the queue, and counting each read would refuse a user paging through settings.
      { isRateLimited: false },
    );
    const done: TCommand | undefined = await commands.awaitResult(queued.id, timeoutMs);
    if (done?.state !== 'succeeded') throw deviceFailed();
    return done;
  }

  return {
    async read(device: TSettingsDevice, userId: string, start: number, count: number): Promise<number[]> {
      const done = await run(device, userId, 'readRegisters', { functionCode: 3, start, count });
      const block = ZWireBlock.safeParse(done.result?.registers);
      if (!block.success || block.data.words.length !== count) throw deviceFailed();
      return block.data.words;
    },

    async write(device: TSettingsDevice, userId: string, start: number, words: number[]): Promise<void> {
      await run(device, userId, 'writeRegisters', { start, words });
    },
  };
}

export type RegisterChannel = ReturnType<typeof createRegisterChannel>;
