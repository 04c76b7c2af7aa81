import { EventEmitter } from 'node:events';
import type { Client, Subscription } from 'aedes';
// aedes-persistence is CommonJS: its default export makes the in-memory persistence.
import createMemoryPersistence, { type AedesPersistence, type Packet } from 'aedes-persistence';
import type { Database } from '@sunfleet/db/connect';
import { rowsOf, sql } from '@sunfleet/db/query';

type TStoredSubscription = Omit<Subscription, 'topic'>;
type TStoredPacket = Omit<Packet, 'payload'> & { payload: string };
type TOutgoingWrite =
  | { op: 'put'; clientId: string; packet: Packet }
  | { op: 'delete'; clientId: string; brokerId: string; brokerCounter: number };

export type TMqttSessionsEvents = {
  /** A write to the database failed; the session stays in memory and is written again next time. */
  writeFailed: [unknown];
};

/**
 * The embedded broker's persistent sessions (clean session = false) in the database, so a gateway's
 * subscriptions and the QoS 1 messages queued for it survive a restart of the broker, as on
 * Mosquitto (docs/adr/0039). aedes keeps working on its in-memory persistence; this wraps it and
 * writes what a session needs to `mqtt_sessions` and `mqtt_outgoing` (migration 0033), and reads
 * them back before the broker starts.
 *
 * Subscriptions are written before the SUBACK (they change rarely). Queued messages are written
 * behind, every `flushMs`: a message the gateway acknowledges within that time never touches the
 * database, and one lost in a crash inside that window is a command, which the command channel
 * sends again with the same id. Retained messages and wills are not kept: Sunfleet uses neither
 * across restarts (a gateway's will is about its own connection).
 */
export class MqttSessions extends EventEmitter<TMqttSessionsEvents> {
  private readonly memory = createMemoryPersistence();
  private readonly pending = new Map<string, TOutgoingWrite>();
  /** Keys of queued messages that are in the database. */
  private readonly written = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly flushMs = 100,
  ) {
    super();
  }

  /** Reads the stored sessions into memory; call before the broker starts. */
  async restore(): Promise<void> {
    const sessions = rowsOf<{ client_id: string; subscriptions: Record<string, TStoredSubscription> }>(
      await this.db.execute(sql`SELECT client_id, subscriptions FROM mqtt_sessions`),
    );
    for (const session of sessions) {
      const subscriptions = Object.entries(session.subscriptions).map(([topic, options]) => ({
        topic,
        ...options,
      }));
      await new Promise((resolve) =>
        this.memory.addSubscriptions({ id: session.client_id } as Client, subscriptions, resolve),
      );
    }
    const outgoing = rowsOf<{ client_id: string; packet: TStoredPacket }>(
      await this.db.execute(
        sql`SELECT client_id, packet FROM mqtt_outgoing ORDER BY queued_at, broker_id, broker_counter`,
      ),
    );
    for (const row of outgoing) {
      const packet = { ...row.packet, payload: Buffer.from(row.packet.payload, 'base64') } as Packet;
      await new Promise((resolve) =>
        this.memory.outgoingEnqueue({ clientId: row.client_id }, packet, resolve),
      );
      this.written.add(keyOf(row.client_id, packet));
    }
  }

  /** The persistence to hand to aedes. */
  get persistence(): AedesPersistence {
    const overrides: Partial<AedesPersistence> = {
      addSubscriptions: (client, subs, done) =>
        this.memory.addSubscriptions(
          client,
          subs,
          () => void this.saveSubscriptions(client).then(() => done(null, client)),
        ),
      removeSubscriptions: (client, subs, done) =>
        this.memory.removeSubscriptions(
          client,
          subs,
          () => void this.saveSubscriptions(client).then(() => done(null, client)),
        ),
      cleanSubscriptions: (client, done) =>
        this.memory.cleanSubscriptions(
          client,
          () => void this.saveSubscriptions(client).then(() => done(null, client)),
        ),
      outgoingEnqueue: (sub, packet, done) =>
        this.memory.outgoingEnqueue(sub, packet, (error) => {
          this.put(sub.clientId, packet);
          done(error);
        }),
      outgoingEnqueueCombi: (subs, packet, done) =>
        this.memory.outgoingEnqueueCombi(subs, packet, (error) => {
          for (const sub of subs) this.put(sub.clientId, packet);
          done(error);
        }),
      outgoingUpdate: (client, packet, done) =>
        this.memory.outgoingUpdate(client, packet, (error, updatedClient, updated) => {
          if (!error) this.put(client.id, updated);
          done(error, updatedClient, updated);
        }),
      outgoingClearMessageId: (client, packet, done) =>
        this.memory.outgoingClearMessageId(client, packet, (error, cleared) => {
          if (cleared) this.clear(client.id, cleared);
          done(error, cleared);
        }),
    };
    const { memory } = this;
    // Everything else (retained messages, wills, incoming QoS 2, streams) is the memory's own.
    return new Proxy(memory, {
      get(target, property, receiver) {
        if (property in overrides) return overrides[property as keyof AedesPersistence];
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  /** Writes what is pending now (the broker stops). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(() => this.writePending());
    await this.flushing;
  }

  private async saveSubscriptions(client: Client): Promise<void> {
    const subscriptions = await new Promise<{ topic: string }[] | null>((resolve) =>
      this.memory.subscriptionsByClient(client, (_error, subs) => resolve(subs)),
    );
    try {
      if (!subscriptions || subscriptions.length === 0) {
        for (const key of [...this.pending.keys()])
          if (key.startsWith(`${client.id}\n`)) this.pending.delete(key);
        await this.db.execute(sql`DELETE FROM mqtt_sessions WHERE client_id = ${client.id}`);
        return;
      }
      const stored = Object.fromEntries(subscriptions.map(({ topic, ...options }) => [topic, options]));
      await this.db.execute(sql`
        INSERT INTO mqtt_sessions (client_id, subscriptions) VALUES (${client.id}, ${JSON.stringify(stored)}::jsonb)
        ON CONFLICT (client_id) DO UPDATE SET subscriptions = excluded.subscriptions, updated_at = now()`);
    } catch (error) {
      this.emit('writeFailed', error);
    }
  }

  private put(clientId: string, packet: Packet): void {
    this.pending.set(keyOf(clientId, packet), { op: 'put', clientId, packet });
    this.schedule();
  }

  private clear(clientId: string, packet: Packet): void {
    const key = keyOf(clientId, packet);
    // Acknowledged before it was written: nothing to write at all.
    if (!this.written.has(key)) {
      this.pending.delete(key);
      return;
    }
    this.pending.set(key, {
      op: 'delete',
      clientId,
      brokerId: packet.brokerId,
      brokerCounter: packet.brokerCounter,
    });
    this.schedule();
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flushing = this.flushing.then(() => this.writePending());
    }, this.flushMs);
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const writes = [...this.pending];
    this.pending.clear();
    const puts = writes.flatMap(([, write]) =>
      write.op === 'put'
        ? [
            {
              client_id: write.clientId,
              broker_id: write.packet.brokerId,
              broker_counter: write.packet.brokerCounter,
              message_id: write.packet.messageId ?? null,
              packet: { ...write.packet, payload: payloadOf(write.packet).toString('base64') },
            },
          ]
        : [],
    );
    const deletes = writes.flatMap(([, write]) =>
      write.op === 'delete'
        ? [{ client_id: write.clientId, broker_id: write.brokerId, broker_counter: write.brokerCounter }]
        : [],
    );
    try {
      await this.db.transaction(async (tx) => {
        if (puts.length > 0)
          await tx.execute(sql`
            INSERT INTO mqtt_outgoing (client_id, broker_id, broker_counter, message_id, packet)
            SELECT r.client_id, r.broker_id, r.broker_counter, r.message_id, r.packet
            FROM jsonb_to_recordset(${JSON.stringify(puts)}::jsonb) AS r (
              client_id text, broker_id text, broker_counter bigint, message_id integer, packet jsonb)
            WHERE EXISTS (SELECT 1 FROM mqtt_sessions s WHERE s.client_id = r.client_id)
            ON CONFLICT (client_id, broker_id, broker_counter)
              DO UPDATE SET message_id = excluded.message_id, packet = excluded.packet`);
        if (deletes.length > 0)
          await tx.execute(sql`
            DELETE FROM mqtt_outgoing o USING jsonb_to_recordset(${JSON.stringify(deletes)}::jsonb) AS r (
              client_id text, broker_id text, broker_counter bigint)
            WHERE o.client_id = r.client_id AND o.broker_id = r.broker_id AND o.broker_counter = r.broker_counter`);
      });
      for (const [key, write] of writes)
        if (write.op === 'put') this.written.add(key);
        else this.written.delete(key);
    } catch (error) {
      // Written again on the next flush, unless something newer replaced it meanwhile.
      for (const [key, write] of writes) if (!this.pending.has(key)) this.pending.set(key, write);
      this.emit('writeFailed', error);
      this.schedule();
    }
  }
}

const keyOf = (clientId: string, packet: Pick<Packet, 'brokerId' | 'brokerCounter'>) =>
  `${clientId}\n${packet.brokerId}\n${packet.brokerCounter}`;

/** A publish packet's payload as bytes (the only packets queued are publishes). */
const payloadOf = (packet: Packet) => {
  const { payload } = packet as { payload?: Buffer | string };
  return typeof payload === 'string' ? Buffer.from(payload) : (payload ?? Buffer.alloc(0));
};
