import { createServer, type AddressInfo } from 'node:net';
import { createBroker, type AuthenticateError, type Client } from 'aedes';
import { connect, type MqttClient } from 'mqtt';
import {
  commandTopic,
  mayGatewayPublish,
  mayGatewaySubscribe,
  uplinkSubscription,
  type TGatewayCommand,
} from '@sunfleet/contract/gateway-wire';

/** The cloud side in tests: it may read every uplink and send commands. */
const observerUsername = '$observer';

export interface TestBroker {
  url: string;
  /** Connections refused for a wrong key, by SN. */
  refused: string[];
  /** Registers more gateways (SN → key). */
  allow(keys: Readonly<Record<string, string>>): void;
  stop(): Promise<void>;
}

/**
 * A real MQTT broker (Aedes) on a free port that checks gateway SN/key and the contract's topic
 * rules, as Sunfleet's broker does.
 */
export async function startTestBroker(
  initialKeys: Readonly<Record<string, string>> = {},
): Promise<TestBroker> {
  const keys: Record<string, string> = { ...initialKeys };
  const refused: string[] = [];
  const gatewayOf = new WeakMap<Client, string>();
  const broker = createBroker({
    authenticate: (client, username, password, done) => {
      const isObserver = username === observerUsername;
      const isGateway = username !== undefined && keys[username] === password?.toString();
      if (isGateway && username) gatewayOf.set(client, username);
      if (isObserver || isGateway) return done(null, true);
      refused.push(username ?? '');
      const error = new Error('Bad username or password') as AuthenticateError;
      error.returnCode = 4;
      done(error, false);
    },
    authorizePublish: (client, packet, done) => {
      const sn = client ? gatewayOf.get(client) : undefined;
      done(sn === undefined || mayGatewayPublish(sn, packet.topic) ? null : new Error('foreign topic'));
    },
    authorizeSubscribe: (client, subscription, done) => {
      const sn = gatewayOf.get(client);
      done(null, sn === undefined || mayGatewaySubscribe(sn, subscription.topic) ? subscription : null);
    },
  });
  const server = createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refused,
    allow: (more) => Object.assign(keys, more),
    stop: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface UplinkMessage {
  sn: string;
  channel: string;
  payload: Record<string, unknown>;
}

/** Subscribes to every gateway's uplink and sends commands, like Sunfleet's ingest and api. */
export class CloudObserver {
  readonly messages: UplinkMessage[] = [];

  private constructor(private readonly client: MqttClient) {
    client.on('message', (topic, payload) => {
      const [, , sn = '', , channel = ''] = topic.split('/');
      this.messages.push({ sn, channel, payload: JSON.parse(payload.toString()) as Record<string, unknown> });
    });
  }

  static async connect(url: string): Promise<CloudObserver> {
    const client = await connectAsync(url);
    await client.subscribeAsync(uplinkSubscription, { qos: 1 });
    return new CloudObserver(client);
  }

  of(sn: string, channel: string): Record<string, unknown>[] {
    return this.messages.filter((m) => m.sn === sn && m.channel === channel).map((m) => m.payload);
  }

  /** Waits until a message of a gateway's channel matches; fails the test after the wait. */
  async waitFor<T = Record<string, unknown>>(
    sn: string,
    channel: string,
    matches: (payload: T) => boolean = () => true,
    wallMs = 10_000,
  ): Promise<T> {
    const deadline = Date.now() + wallMs;
    for (;;) {
      const found = (this.of(sn, channel) as T[]).find(matches);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no matching ${channel} message from ${sn} within ${wallMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async send(sn: string, command: TGatewayCommand): Promise<void> {
    await this.client.publishAsync(commandTopic(sn), JSON.stringify(command), { qos: 1 });
  }

  async close(): Promise<void> {
    await this.client.endAsync();
  }
}

function connectAsync(url: string): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const client = connect(url, { username: observerUsername, password: 'x', reconnectPeriod: 0 });
    client.once('connect', () => resolve(client));
    client.once('error', reject);
  });
}
