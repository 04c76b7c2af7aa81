import { EventEmitter } from 'node:events';
import mqtt, { type IConnackPacket, type IPublishPacket, type MqttClient } from 'mqtt';
import mqttPacket from 'mqtt-packet';
import {
  mqttQos,
  setNoDelayOnConnect,
  sharedUplinkSubscription,
  uplinkSubscription,
} from '@sunfleet/contract/gateway-wire';
import { isOwnUpload, shardShareGroup, type TShard } from './shards.ts';
import type { Downlink, TReceiveUpload, Uplink } from './uplink.ts';

export type TMqttUplinkOptions = {
  /** MQTT_URL. */
  url: string;
  username?: string | undefined;
  password?: string | undefined;
  /** Fixed client id of the persistent session; the broker keeps unacknowledged uploads for it. */
  clientId?: string;
  /** Subscribe as a member of this shared-subscription group (several ingest workers, one broker). */
  shareGroup?: string | undefined;
  /**
   * 5 (default): the worker states how many uploads it takes unacknowledged (`receiveMaximum`);
   * over MQTT 3.1.1 the broker decides (Mosquitto: 20, `max_inflight_messages`), which caps a
   * worker's group commit, since an upload is acknowledged after its commit. 4 for brokers
   * without MQTT 5 (RabbitMQ before 3.13).
   */
  protocolVersion?: 4 | 5 | undefined;
  /**
   * Store only these gateways' uploads: every upload is received and the others' acknowledged at
   * once, since the worker of their shard receives its own copy (docs/adr/0061).
   */
  shard?: TShard | undefined;
};

export type TMqttUplinkEvents = {
  connected: [];
  /** The broker connection failed or refused something; the client keeps reconnecting. */
  connectionError: [Error];
};

/** A received upload, acknowledged once it is stored and every upload before it is too. */
type TReceived = { acknowledge: () => void; isStored: boolean };

/**
 * The ingest's subscription on an external broker: every gateway's uplink with QoS 1 on a
 * persistent session (clean: false). An upload is acknowledged only when the ingest says so, after
 * its commit; if the ingest stops first, the broker delivers it again on the next start.
 * PUBACKs leave in the order the uploads arrived, as MQTT asks of a receiver, although the ingest
 * commits different gateways' uploads in parallel.
 */
export class MqttUplink extends EventEmitter<TMqttUplinkEvents> implements Uplink, Downlink {
  private client: MqttClient | undefined;
  /** Received uploads not yet acknowledged, in arrival order. */
  private readonly unacknowledged: TReceived[] = [];
  /** mqtt.js's go-ahead for the next message, held back while the ingest takes no more. */
  private receiveNext: (() => void) | undefined;

  constructor(private readonly options: TMqttUplinkOptions) {
    super();
  }

  /** The persistent session's client id; a restarted ingest must reuse it to receive the backlog. */
  get clientId(): string {
    return this.options.clientId ?? 'sunfleet-ingest';
  }

  /** Whether the connection to the broker is up now (the readiness probe asks). */
  get isConnected(): boolean {
    return this.client?.connected ?? false;
  }

  async start(receive: TReceiveUpload): Promise<void> {
    // What an earlier connection left unacknowledged, the broker delivers again.
    this.unacknowledged.length = 0;
    const isMqtt5 = (this.options.protocolVersion ?? 5) === 5;
    const client = mqtt.connect(this.options.url, {
      clientId: this.clientId,
      clean: false,
      protocolVersion: isMqtt5 ? 5 : 4,
      // MQTT 5 ends a session at disconnect unless it is given a lifetime: the uploads of a
      // restarting worker must wait for it. Another shard's uploads occupy the window too, until
      // acknowledged in turn.
      ...(isMqtt5 && { properties: { sessionExpiryInterval: 0xffffffff, receiveMaximum } }),
      username: this.options.username,
      password: this.options.password,
      reconnectPeriod: 1_000,
      // mqtt.js's own resubscription is off: `subscribe` below renews the filter on every connection.
      resubscribe: false,
    });
    setNoDelayOnConnect(client);
    this.client = client;
    client.handleMessage = (packet, next) => {
      const received: TReceived = { acknowledge: acknowledgerOf(client, packet), isStored: false };
      this.unacknowledged.push(received);
      const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
      const acknowledge = () => {
        received.isStored = true;
        while (this.unacknowledged[0]?.isStored) this.unacknowledged.shift()?.acknowledge();
      };
      // mqtt.js sends the PUBACK itself only when `next` is called without an error, and hands
      // over the next message either way: the error defers this PUBACK until after the commit.
      const receiveNext = () => next(deferredAcknowledgement);
      const { shard } = this.options;
      if (shard && !isOwnUpload(packet.topic, shard)) {
        // Another shard's: acknowledged in turn, never parsed (the cheap path of N − 1 in N uploads).
        acknowledge();
        receiveNext();
      } else if (receive({ topic: packet.topic, payload, acknowledge })) receiveNext();
      else this.receiveNext = receiveNext;
    };
    const filter = this.subscription();
    // A present session should hold the subscription, but Mosquitto 2.0.11 restores a session
    // from its store without its shared subscriptions: after a broker restart the workers got
    // nothing and the broker dropped every upload (the soak, docs/adr/0053). So the filter is
    // subscribed on every connection. A SUBACK would queue behind redelivered uploads that cannot
    // be stored while the database is down, so on a present session it is not waited for.
    const subscribe = async (connack: IConnackPacket) => {
      const subscribed = client.subscribeAsync(filter, { qos: mqttQos });
      if (connack.sessionPresent)
        subscribed.catch((error: unknown) => this.emit('connectionError', error as Error));
      else await subscribed;
      this.emit('connected');
    };
    // mqtt.js keeps reconnecting after an error; it is reported, never thrown.
    client.on('error', (error) => this.emit('connectionError', error));
    try {
      const connack = await new Promise<IConnackPacket>((resolve, reject) => {
        client.once('connect', resolve);
        client.once('error', reject);
      });
      // Rejects when the broker refuses the filter (SUBACK 0x80).
      await subscribe(connack);
    } catch (error) {
      await this.stop();
      throw error;
    }
    client.on('connect', (reconnected) => {
      subscribe(reconnected).catch((error: unknown) => this.emit('connectionError', error as Error));
    });
  }

  /**
   * Plain, or as a member of a share group; with a shard, of that shard's own group, since every
   * shard must receive every upload.
   */
  private subscription(): string {
    const { shareGroup, shard } = this.options;
    if (!shareGroup) return uplinkSubscription;
    return sharedUplinkSubscription(shard ? shardShareGroup(shareGroup, shard) : shareGroup);
  }

  /** A command to a gateway, on this connection (the broker's ACL lets the service write `down/cmd`). */
  async publish(topic: string, payload: string): Promise<void> {
    if (!this.client) throw new Error('The MQTT uplink is not started');
    await this.client.publishAsync(topic, payload, { qos: mqttQos });
  }

  resume(): void {
    const receiveNext = this.receiveNext;
    this.receiveNext = undefined;
    receiveNext?.();
  }

  /** Disconnects at once: what is not yet acknowledged stays in the session for the next start. */
  async stop(): Promise<void> {
    this.receiveNext = undefined;
    await this.client?.endAsync(true);
    this.client = undefined;
  }
}

/**
 * Uploads the broker may have handed over unacknowledged (MQTT 5): enough for several full group
 * commits and the other shards' uploads between them; the ingest's inbox holds back beyond that.
 */
const receiveMaximum = 1_000;

/** Passed to mqtt.js's message callback so that it sends no PUBACK (see `handleMessage`). */
const deferredAcknowledgement = new Error('acknowledged after commit');

/**
 * Sends the PUBACK of a QoS 1 upload on the connection it arrived on. After a reconnect the broker
 * delivers the upload again (persistent session), and that copy is the one acknowledged.
 */
function acknowledgerOf(client: MqttClient, packet: IPublishPacket): () => void {
  const { stream } = client;
  const { messageId, qos } = packet;
  return () => {
    if (qos === 0 || messageId === undefined || client.stream !== stream || stream.destroyed) return;
    stream.write(mqttPacket.generate({ cmd: 'puback', messageId }));
  };
}
