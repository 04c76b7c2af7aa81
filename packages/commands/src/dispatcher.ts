import { EventEmitter } from 'node:events';
import { commandTopic } from '@sunfleet/contract/gateway-wire';
import type { Database } from '@sunfleet/db/connect';
import { claimDueCommands, type TCommandTimings, type TOutgoingCommand } from './queue.ts';

/**
 * Where commands go to gateways (`down/cmd`): the ingest's embedded broker or its connection to an
 * external one. Resolves once the broker took the message (QoS 1).
 */
export type TCommandPublisher = { publish(topic: string, payload: string): Promise<void> };

export type TCommandDispatcherOptions = {
  db: Database;
  downlink: TCommandPublisher;
  /** Resend and time-out waits (default `defaultCommandTimings`). */
  timings?: TCommandTimings;
  /** Most commands claimed per round (default 500). */
  batch?: number;
};

export type TCommandDispatcherEvents = {
  /** A command's state changed here (sent, timed out): the host announces it on the channel. */
  changed: [{ id: string; gatewaySn: string }];
  /** A command was handed to the broker. */
  published: [TOutgoingCommand];
  publishFailed: [{ command: TOutgoingCommand; error: unknown }];
  roundFailed: [unknown];
};

/**
 * Sends queued commands to gateways (docs/adr/0021). Runs in the process that holds the broker
 * connection (the api with INGEST=1, or an ingest worker); several may run on one database. Each
 * round claims due commands in one transaction (recorded `sent` before they are published, so a
 * crash between commit and publish only delays them to their retry, sent again with the same id),
 * then publishes them. `wake()` (a command was queued or a gateway's command finished, announced
 * on the channel) starts a round at once; otherwise the scheduler's `commands.re-ask` job calls
 * `runRound` once a second across all processes (live-data.ts, docs/adr/0041), which also retries
 * unacknowledged commands, sends to gateways that came online and times commands out.
 */
export class CommandDispatcher extends EventEmitter<TCommandDispatcherEvents> {
  private running: Promise<void> | undefined;
  private isWakeRequested = false;
  private isStopped = true;

  constructor(private readonly options: TCommandDispatcherOptions) {
    super();
  }

  start(): void {
    this.isStopped = false;
    this.wake();
  }

  /** Runs a round now (or right after the one running). */
  wake(): void {
    if (this.isStopped) return;
    if (this.running) {
      this.isWakeRequested = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  /** The periodic re-ask: a round now (or after the one running); resolves when it has ended. */
  async runRound(): Promise<void> {
    this.wake();
    await this.running;
  }

  /** Stops after the round running; what it claimed is published first. */
  async stop(): Promise<void> {
    this.isStopped = true;
    await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.isWakeRequested = false;
      let claimed: number;
      try {
        claimed = await this.round();
      } catch (error) {
        this.emit('roundFailed', error);
        return;
      }
      // A full round leaves more to claim.
      if (claimed >= (this.options.batch ?? 500)) this.isWakeRequested = true;
    } while (this.isWakeRequested && !this.isStopped);
  }

  private async round(): Promise<number> {
    const { db, batch = 500, timings } = this.options;
    const { send, changed } = await claimDueCommands(db, { limit: batch, ...(timings && { timings }) });
    for (const notice of changed) this.emit('changed', notice);
    await Promise.all(
      send.map(async (command) => {
        try {
          await this.options.downlink.publish(
            commandTopic(command.gatewaySn),
            JSON.stringify(command.message),
          );
          this.emit('published', command);
        } catch (error) {
          // Stays `sent`: it is sent again at its retry time.
          this.emit('publishFailed', { command, error });
        }
      }),
    );
    return send.length;
  }
}
