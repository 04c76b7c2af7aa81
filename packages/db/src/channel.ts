import { EventEmitter } from 'node:events';
import type { DatabaseHandle } from './connect.ts';

/** A device's readings up to `readAt` are committed; its latest values are in the database. */
export type TLatestNotice = { deviceId: string; readAt: number };

/**
 * What one process tells the others, and itself, through the database. Notices carry ids, never
 * the data: a receiver that cares reads the database, so a notice stays far below NOTIFY's
 * 8000-byte limit and the database remains the only source of truth.
 */
export type TChannelEvents = {
  latest: [TLatestNotice];
  /**
   * A command's state changed (or one was queued): dispatchers look for work, streams and
   * `awaitResult` re-read it (docs/adr/0021).
   */
  command: [TCommandNotice];
  /** A campaign's state or progress changed (docs/adr/0040): its streams re-read it. */
  campaign: [TCampaignNotice];
};

export type TCampaignNotice = { id: string };

/** A command was queued or its state changed; `gatewaySn` lets a dispatcher skip unrelated ones. */
export type TCommandNotice = { id: string; gatewaySn: string };

/** The channel's own troubles, for the process log. */
type TChannelStatusEvents = { malformed: [string]; publishFailed: [unknown] };

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a batch is flushed before that. */
const maxPayloadBytes = 7_900;

/** The PostgreSQL channel name all Sunfleet processes on one database share. */
const channelName = 'sunfleet';

/** On the wire: one event name and a batch of its payloads, as JSON. */
type TWireMessage = {
  [E in keyof TChannelEvents]: { event: E; items: TChannelEvents[E][0][] };
}[keyof TChannelEvents];

const isChannelEvent = (event: unknown): event is keyof TChannelEvents =>
  event === 'latest' || event === 'command' || event === 'campaign';

/**
 * The cross-process channel: PostgreSQL `LISTEN`/`NOTIFY` (PGlite's in-process equivalent with
 * one process). `publish` queues a notice and sends what was queued in the same turn of the event
 * loop as few NOTIFYs as fit (a batch of uploads yields one message, not one per device); every
 * process listening, the publisher included, emits each notice. Delivery is at most once: a
 * listening connection that drops misses what was sent meanwhile, so nothing that must hold
 * (sessions, access) depends on it.
 */
export class Channel extends EventEmitter<TChannelEvents & TChannelStatusEvents> {
  private unlisten: (() => Promise<void>) | undefined;
  private queued: TWireMessage[] = [];
  private isSendScheduled = false;
  /** The NOTIFYs in flight, one batch after the other. */
  private sending = Promise.resolve();

  constructor(private readonly handle: Pick<DatabaseHandle, 'listen' | 'notify'>) {
    super();
  }

  async start(): Promise<void> {
    this.unlisten = await this.handle.listen(channelName, (payload) => this.receive(payload));
  }

  /** Sends what is queued, then stops listening. */
  async stop(): Promise<void> {
    await this.flush();
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  publish<E extends keyof TChannelEvents>(event: E, item: TChannelEvents[E][0]): void {
    const last = this.queued.at(-1);
    // The wire message's items are of its event's type; TypeScript cannot relate the two through E.
    if (last?.event === event) (last.items as TChannelEvents[E][0][]).push(item);
    else this.queued.push({ event, items: [item] } as TWireMessage);
    if (this.isSendScheduled) return;
    this.isSendScheduled = true;
    setImmediate(() => {
      this.isSendScheduled = false;
      const messages = this.queued;
      this.queued = [];
      this.sending = this.sending.then(() => this.send(messages));
    });
  }

  /** Resolves once everything published so far has been sent. */
  async flush(): Promise<void> {
    // Runs after the send a publish before it scheduled, which chains onto `sending`.
    await new Promise((resolve) => setImmediate(resolve));
    await this.sending;
  }

  private async send(messages: TWireMessage[]): Promise<void> {
    try {
      for (const payload of messages.flatMap(chunked)) await this.handle.notify(channelName, payload);
    } catch (error) {
      this.emit('publishFailed', error);
    }
  }

  private receive(payload: string): void {
    let message: { event?: unknown; items?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      this.emit('malformed', payload);
      return;
    }
    if (!isChannelEvent(message.event) || !Array.isArray(message.items)) {
      this.emit('malformed', payload);
      return;
    }
    const emit = this.emit.bind(this) as (event: keyof TChannelEvents, item: unknown) => boolean;
    for (const item of message.items as unknown[]) emit(message.event, item);
  }
}

/** A message as payloads under the size limit: its items split over as many as needed. */
function chunked(message: TWireMessage): string[] {
  const encode = (items: string[]) =>
    `{"event":${JSON.stringify(message.event)},"items":[${items.join(',')}]}`;
  const envelopeBytes = Buffer.byteLength(encode([]));
  const payloads: string[] = [];
  let items: string[] = [];
  let bytes = envelopeBytes;
  for (const item of message.items.map((each) => JSON.stringify(each))) {
    const itemBytes = Buffer.byteLength(item) + 1;
    if (items.length > 0 && bytes + itemBytes > maxPayloadBytes) {
      payloads.push(encode(items));
      items = [];
      bytes = envelopeBytes;
    }
    items.push(item);
    bytes += itemBytes;
  }
  if (items.length > 0) payloads.push(encode(items));
  return payloads;
}
