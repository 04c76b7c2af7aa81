import { randomUUID } from 'node:crypto';
import type { TDeviceFrame, TUplinkChannel } from '@sunfleet/contract/gateway-wire';

/** Frames per `up/frames` message: the contract's limit. */
export const maxFramesPerUpload = 500;
const maxQueuedMessages = 1_000;

interface Message {
  channel: Exclude<TUplinkChannel, 'frames'>;
  payload: object;
  retain: boolean;
}

export interface UplinkSender {
  readonly isConnected: boolean;
  publish(channel: TUplinkChannel, payload: object, retain?: boolean): Promise<void>;
}

/**
 * What a gateway has to send and has not had acknowledged: readings (a bounded backlog that
 * keeps their original timestamps while the link is down; the oldest go first when it is full,
 * as in a logger's ring buffer) and other messages (status, events, replies) in order.
 */
export class UplinkQueue {
  private frames: TDeviceFrame[] = [];
  private messages: Message[] = [];
  private flushing: Promise<void> | undefined;
  /** Readings lost because the backlog was full, since the last `takeDropped`. */
  private dropped = 0;

  constructor(
    private readonly maxBacklogFrames: number,
    private readonly sentAt: () => number,
  ) {}

  get backlogSize(): number {
    return this.frames.length;
  }

  get isEmpty(): boolean {
    return this.frames.length === 0 && this.messages.length === 0;
  }

  addFrames(frames: readonly TDeviceFrame[]): void {
    this.frames.push(...frames);
    this.trimBacklog();
  }

  private trimBacklog(): void {
    const excess = this.frames.length - this.maxBacklogFrames;
    if (excess > 0) {
      this.frames.splice(0, excess);
      this.dropped += excess;
    }
  }

  addMessage(channel: Message['channel'], payload: object, retain = false): void {
    this.messages.push({ channel, payload, retain });
    // Status, events and replies are few; a gateway offline for days still keeps only the latest.
    if (this.messages.length > maxQueuedMessages) this.messages.shift();
  }

  takeDropped(): number {
    const dropped = this.dropped;
    this.dropped = 0;
    return dropped;
  }

  /** Sends everything queued while the link is up; what fails stays queued for the next flush. */
  flush(link: UplinkSender): Promise<void> {
    this.flushing ??= this.send(link).finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async send(link: UplinkSender): Promise<void> {
    // What is being sent leaves the queue first, so readings added meanwhile cannot shift it,
    // and goes back to the front when the link drops before the broker acknowledged it.
    while (link.isConnected && this.messages.length > 0) {
      const message = this.messages.shift();
      if (!message) break;
      const isSent = await link.publish(message.channel, message.payload, message.retain).then(
        () => true,
        () => false,
      );
      if (!isSent) {
        this.messages.unshift(message);
        return;
      }
    }
    while (link.isConnected && this.frames.length > 0) {
      const batch = this.frames.splice(0, maxFramesPerUpload);
      const upload = { msgId: randomUUID(), sentAt: this.sentAt(), frames: batch };
      const isSent = await link.publish('frames', upload).then(
        () => true,
        () => false,
      );
      if (!isSent) {
        this.frames.unshift(...batch);
        this.trimBacklog();
        return;
      }
    }
  }
}
