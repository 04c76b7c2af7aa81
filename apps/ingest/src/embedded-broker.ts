import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
// aedes is CommonJS: Node's ESM loader sees only its default export, the broker constructor.
import Aedes, { type AuthErrorCode, type AuthenticateError, type Client } from 'aedes';
import {
  maxPayloadBytes,
  mayGatewayPublish,
  mqttQos,
  mayGatewaySubscribe,
  uplinkSubscription,
  parseGatewayTopic,
} from '@sunfleet/contract/gateway-wire';
import type { Database } from '@sunfleet/db/connect';
import { verifyGatewayKey } from '@sunfleet/db/gateway-keys';
import { EmbeddedUplink } from './embedded-uplink.ts';
import { MqttSessions } from './mqtt-sessions.ts';
import type { Downlink } from './uplink.ts';
import { RefusalLimiter } from './refusal-limiter.ts';
import { findGateway, writeLogs, type TCommunicationLogEntry } from './repository.ts';

export type TEmbeddedBrokerOptions = {
  db: Database;
  /** MQTT_PORT; 0 picks a free port (read `port` after start). */
  port: number;
  host?: string;
  /** Refusal rows written per client and kind per minute; the rest are counted (default 5). */
  refusalsPerMinute?: number;
};

export type TEmbeddedBrokerEvents = {
  listening: [{ port: number }];
  /** A connection, publish or subscription was refused (also written to the communication log). */
  refused: [TCommunicationLogEntry];
  /** A refusal could not be written to the database. */
  logFailed: [{ entry: TCommunicationLogEntry; error: unknown }];
  /** A persistent session could not be written to the database (it stays in memory). */
  sessionWriteFailed: [unknown];
};

/** Usernames of gateways are SNs, which cannot start with `$`: this one is never a gateway's. */
const serviceUsername = '$sunfleet-service';

/** aedes answers CONNACK with this code when authentication fails. */
const badUsernameOrPassword = 4 as AuthErrorCode;
const serverUnavailable = 3 as AuthErrorCode;

/**
 * The MQTT broker inside the api process (Aedes). Gateways sign in with their SN and key and may
 * publish only to their own uplink and subscribe only to their own command topic; every refusal
 * is logged and the broker carries on. Gateways' uploads reach the ingest in this process through
 * `uplink`. Sunfleet's own MQTT clients (command senders, monitors) use the service credentials
 * generated at start. Persistent sessions (clean = false) survive a restart (`MqttSessions`).
 */
export class EmbeddedBroker extends EventEmitter<TEmbeddedBrokerEvents> implements Downlink {
  private broker: Aedes | undefined;
  private server: Server | undefined;
  private sessions: MqttSessions | undefined;
  private readonly gatewayOf = new WeakMap<Client, string>();
  private readonly serviceClients = new WeakSet<Client>();
  private readonly knownKeyHashes = new Map<string, string>();
  /** Where gateways' uploads go to the ingest in this process. */
  readonly uplink = new EmbeddedUplink();
  /** Credentials for Sunfleet's own MQTT clients; new on every start. */
  readonly serviceCredentials = { username: serviceUsername, password: '' };
  port = 0;
  private readonly limiter: RefusalLimiter;

  constructor(private readonly options: TEmbeddedBrokerOptions) {
    super();
    this.limiter = new RefusalLimiter({
      perWindow: options.refusalsPerMinute ?? 5,
      write: (entries) => {
        writeLogs(this.options.db, entries).catch((error: unknown) => {
          for (const entry of entries) this.emit('logFailed', { entry, error });
        });
      },
    });
  }

  get url(): string {
    return `mqtt://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.serviceCredentials.password = randomBytes(24).toString('base64url');
    // Gateways' persistent sessions (subscriptions, queued QoS 1 commands) from the last run.
    const sessions = new MqttSessions(this.options.db);
    sessions.on('writeFailed', (error) => this.emit('sessionWriteFailed', error));
    await sessions.restore();
    this.sessions = sessions;
    const broker = new Aedes({
      persistence: sessions.persistence,
      authenticate: (client, username, password, done) => {
        this.authenticate(client, username, password).then(
          (refusal) => done(refusal === undefined ? null : authError(refusal), refusal === undefined),
          () => done(authError(serverUnavailable), false),
        );
      },
      authorizePublish: (client, packet, done) => {
        const refusal = client ? this.publishRefusal(client, packet.topic, packet.payload.length) : undefined;
        if (!refusal) {
          // aedes sends PUBACK once this callback is called, so a gateway's upload is answered
          // only after the ingest has committed it.
          if (client && this.gatewayOf.has(client))
            return this.uplink.hold(packet.topic, payloadBuffer(packet.payload), () => done(null));
          return done(null);
        }
        this.refuse(
          {
            gatewaySn: this.gatewayOf.get(client!) ?? '',
            kind: 'publishRefused',
            topic: packet.topic,
            detail: refusal,
          },
          client!,
        );
        done(new Error(refusal));
      },
      authorizeSubscribe: (client, subscription, done) => {
        if (this.maySubscribe(client, subscription.topic)) return done(null, subscription);
        this.refuse(
          {
            gatewaySn: this.gatewayOf.get(client) ?? '',
            kind: 'subscribeRefused',
            topic: subscription.topic,
            detail: 'A gateway may subscribe only to its own command topic',
          },
          client,
        );
        // A null subscription answers SUBACK 0x80 for it; the client stays connected.
        done(null, null);
      },
    });
    // Wildcard topics in a PUBLISH and protocol errors of a signed-in client end its connection.
    broker.on('clientError', (client, error) => {
      const refusal = protocolRefusal(error);
      if (!refusal) return;
      this.refuse(
        {
          gatewaySn: this.gatewayOf.get(client) ?? '',
          ...refusal,
          detail: `${refusal.detail} (client ${client.id})`,
        },
        client,
      );
    });
    // Bytes that are not MQTT before a CONNECT (a port scanner, a misconfigured device).
    broker.on('connectionError', (client, error) => {
      this.refuse(
        {
          gatewaySn: '',
          kind: 'connectionRefused',
          detail: `Not an MQTT connection from ${addressOf(client)}: ${error.message}`,
        },
        client,
      );
    });
    this.limiter.start();
    this.broker = broker;
    // noDelay: commands and acknowledgements are small packets; Nagle would hold each back for
    // the peer's delayed ACK (docs/adr/0039).
    const server = createServer({ noDelay: true }, broker.handle);
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, this.options.host ?? '0.0.0.0', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.emit('listening', { port: this.port });
  }

  /** A command to a gateway, published by the broker itself (QoS 1, kept for an offline session). */
  publish(topic: string, payload: string): Promise<void> {
    const { broker } = this;
    if (!broker) return Promise.reject(new Error('The embedded broker is not started'));
    return new Promise((resolve, reject) =>
      broker.publish(
        { cmd: 'publish', topic, payload: Buffer.from(payload), qos: mqttQos, retain: false, dup: false },
        (error) => (error ? reject(error) : resolve()),
      ),
    );
  }

  async stop(): Promise<void> {
    const { broker, server, sessions } = this;
    this.broker = undefined;
    this.server = undefined;
    this.sessions = undefined;
    this.uplink.release();
    this.limiter.stop();
    await new Promise<void>((resolve) => (broker ? broker.close(() => resolve()) : resolve()));
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await sessions?.flush();
  }

  /** Undefined when the client may connect, else the CONNACK return code that refuses it. */
  private async authenticate(
    client: Client,
    username: string | undefined,
    password: Buffer | undefined,
  ): Promise<AuthErrorCode | undefined> {
    const secret = password?.toString('utf8') ?? '';
    if (username === serviceUsername) {
      if (secret !== this.serviceCredentials.password)
        return this.refuseConnection(client, username, 'Wrong service password');
      this.serviceClients.add(client);
      return undefined;
    }
    const sn = username ?? '';
    const keyHash = sn ? await this.keyHashOf(sn) : undefined;
    if (!keyHash) return this.refuseConnection(client, sn, 'No gateway has this SN');
    if (!verifyGatewayKey(keyHash, secret)) return this.refuseConnection(client, sn, 'Wrong key');
    this.gatewayOf.set(client, sn);
    return undefined;
  }

  /**
   * The gateway's stored key hash. While the database is unavailable, gateways that signed in
   * before can still reconnect with the hash last read; unknown ones are refused as unavailable.
   */
  private async keyHashOf(sn: string): Promise<string | undefined> {
    try {
      const gateway = await findGateway(this.options.db, sn);
      if (gateway) this.knownKeyHashes.set(sn, gateway.keyHash);
      else this.knownKeyHashes.delete(sn);
      return gateway?.keyHash;
    } catch (error) {
      const known = this.knownKeyHashes.get(sn);
      if (known) return known;
      throw error;
    }
  }

  private refuseConnection(client: Client, sn: string, detail: string) {
    this.refuse({ gatewaySn: sn, kind: 'authRefused', detail }, client);
    return badUsernameOrPassword;
  }

  private publishRefusal(client: Client, topic: string, size: number): string | undefined {
    if (size > maxPayloadBytes) return `The payload is larger than ${maxPayloadBytes} bytes`;
    if (this.serviceClients.has(client)) {
      return parseGatewayTopic(topic)?.direction === 'down' ? undefined : 'Sunfleet publishes only commands';
    }
    const sn = this.gatewayOf.get(client);
    return sn && mayGatewayPublish(sn, topic)
      ? undefined
      : 'A gateway may publish only to its own uplink topics';
  }

  private maySubscribe(client: Client, filter: string): boolean {
    if (this.serviceClients.has(client)) return filter === uplinkSubscription;
    const sn = this.gatewayOf.get(client);
    return sn !== undefined && mayGatewaySubscribe(sn, filter);
  }

  /** Emits the refusal and logs it, rate-limited per client (address and SN) and kind. */
  private refuse(entry: TCommunicationLogEntry, client: Client) {
    this.emit('refused', entry);
    this.limiter.refuse(entry, `${addressOf(client)} ${entry.gatewaySn}`);
  }
}

function payloadBuffer(payload: Buffer | string): Buffer {
  return typeof payload === 'string' ? Buffer.from(payload) : payload;
}

function authError(returnCode: AuthErrorCode): AuthenticateError {
  return Object.assign(new Error('Connection refused'), { returnCode });
}

/** The client's remote address, which a flood of new connections keeps. */
function addressOf(client: Client): string {
  const conn = client.conn as { remoteAddress?: string } | undefined;
  return conn?.remoteAddress ?? client.id ?? 'unknown';
}

/** A client's error that is a refusal worth logging; lost connections (resets, timeouts) are not. */
function protocolRefusal(error: Error): Pick<TCommunicationLogEntry, 'kind' | 'detail'> | undefined {
  if (/not allowed in PUBLISH|empty topic/i.test(error.message))
    return { kind: 'publishRefused', detail: error.message };
  const code = (error as { code?: string }).code;
  if (code && /^E[A-Z]+$/.test(code)) return undefined;
  if (/keep ?alive|timeout|closed|write after end/i.test(error.message)) return undefined;
  return { kind: 'connectionRefused', detail: `Protocol error: ${error.message}` };
}
