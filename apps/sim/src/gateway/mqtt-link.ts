import { connect, type MqttClient } from 'mqtt';
import {
  commandTopic,
  lastWill,
  mqttQos,
  setNoDelayOnConnect,
  uplinkTopic,
  type TUplinkChannel,
} from '@sunfleet/contract/gateway-wire';
import type { Logger } from '../cli/logger.ts';

export interface MqttLinkOptions {
  brokerUrl: string;
  sn: string;
  key: string;
  logger: Logger;
  onConnect: () => void;
  onCommand: (payload: Buffer) => void;
}

/**
 * A gateway's MQTT session, as a data logger holds it: client id = SN, username SN, password
 * key, a persistent session (clean: false) so commands sent while it was away still arrive, the
 * contract's retained last will, and its own command topic subscribed with QoS 1.
 */
export class MqttLink {
  private client: MqttClient | undefined;
  /** The broker turned the SN and key away (CONNACK 4 or 5). */
  private isRefused = false;
  private readonly unacknowledged = new Set<(error: Error) => void>();

  constructor(private readonly options: MqttLinkOptions) {}

  get isConnected(): boolean {
    return this.client?.connected ?? false;
  }

  /** Opens the session (the gateway booted or its network came back); `bootAt` names the will. */
  open(bootAt: number): void {
    if (this.client) return;
    const { brokerUrl, sn, key, logger } = this.options;
    const will = lastWill(sn, bootAt);
    const client = connect(brokerUrl, {
      clientId: sn,
      username: sn,
      password: key,
      clean: false,
      keepalive: 30,
      reconnectPeriod: 2_000,
      connectTimeout: 10_000,
      will: { topic: will.topic, payload: Buffer.from(will.payload), qos: will.qos, retain: will.retain },
    });
    setNoDelayOnConnect(client);
    let lastError: string | undefined;
    client.on('connect', () => {
      lastError = undefined;
      client.subscribe(commandTopic(sn), { qos: mqttQos }, (error) => {
        if (error) logger.warn(`${sn}: subscribing to commands failed: ${error.message}`);
      });
      logger.debug(`${sn}: connected to ${brokerUrl}`);
      this.options.onConnect();
    });
    client.on('message', (_topic, payload) => this.options.onCommand(payload));
    client.on('error', (error) => {
      this.isRefused = 'code' in error && (error.code === 4 || error.code === 5);
      // A broker that is down fails every reconnect the same way: say it once per outage.
      if (error.message !== lastError) logger.warn(`${sn}: ${error.message}`);
      lastError = error.message;
    });
    this.client = client;
  }

  /** Resolves true once the session is up; false on a refusal or when it is not up within the wait. */
  async waitConnected(wallMs: number): Promise<boolean> {
    const client = this.client;
    if (!client || client.connected || this.isRefused) return client?.connected ?? false;
    return new Promise((resolve) => {
      const settle = (isConnected: boolean) => {
        clearTimeout(timer);
        client.off('connect', onConnect);
        client.off('error', onError);
        resolve(isConnected);
      };
      const onConnect = () => settle(true);
      const onError = () => settle(false);
      const timer = setTimeout(() => settle(false), wallMs);
      client.once('connect', onConnect);
      client.once('error', onError);
    });
  }

  /** The link dies without a goodbye (network loss, power cut): the broker publishes the will. */
  drop(): void {
    for (const reject of this.unacknowledged) reject(new Error('link lost'));
    this.unacknowledged.clear();
    this.client?.end(true);
    this.client = undefined;
  }

  /** A clean shutdown: sends DISCONNECT after in-flight messages are acknowledged. */
  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.endAsync();
  }

  /**
   * Publishes with QoS 1; resolves when the broker acknowledged it, rejects when the link drops
   * first (a forced end leaves mqtt.js's own callbacks pending forever).
   */
  publish(channel: TUplinkChannel, payload: object, retain = false): Promise<void> {
    const client = this.client;
    if (!client?.connected) return Promise.reject(new Error('not connected'));
    return new Promise((resolve, reject) => {
      this.unacknowledged.add(reject);
      client
        .publishAsync(uplinkTopic(this.options.sn, channel), JSON.stringify(payload), {
          qos: mqttQos,
          retain,
        })
        .then(() => resolve(), reject)
        .finally(() => this.unacknowledged.delete(reject));
    });
  }
}
