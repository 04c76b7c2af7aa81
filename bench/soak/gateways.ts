/**
 * The soak's simulated fleet, forked by `soak.ts` so that its CPU is not counted as Sunfleet's.
 * Each gateway is a real MQTT client (persistent session, QoS 1, a will saying offline) that
 * uploads one reading per device every `cadenceMs`, the fleet spread evenly over the cadence, and
 * obeys commands as a gateway must: a command id received again is answered with its last reply
 * and not executed twice. Uploads handed to the client while the broker is away stay in the
 * client's queue and go out on reconnection, as a gateway's store-and-forward does.
 */
import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import {
  commandTopic,
  setNoDelayOnConnect,
  type TGatewayCommand,
  uplinkTopic,
} from '@sunfleet/contract/gateway-wire';
import { uploadOf, type TFleetGateway } from '../ingest-fleet.ts';

export type TSoakGatewaysRequest =
  | { kind: 'connect'; url: string; gateways: TFleetGateway[]; withCredentials: boolean }
  | { kind: 'upload'; cadenceMs: number }
  | { kind: 'stopUploads' }
  | { kind: 'stats' }
  | { kind: 'close' };

export type TSoakGatewayStats = {
  /** Uploads handed to a client (QoS 1), per gateway SN. */
  sentByGateway: Record<string, number>;
  uploadsSent: number;
  /** Uploads the broker acknowledged (PUBACK). */
  uploadsAcknowledged: number;
  /** Times each command id arrived and was executed. */
  receipts: Record<string, number>;
  executions: Record<string, number>;
  reconnections: number;
};

export type TSoakGatewaysAnswer =
  | { kind: 'connected' }
  | { kind: 'uploadsStopped' }
  | { kind: 'stats'; stats: TSoakGatewayStats }
  | { kind: 'closed' };

type TGateway = TFleetGateway & { client: MqttClient; sent: number; replies: Map<string, string> };

const fleet: TGateway[] = [];
const receipts: Record<string, number> = {};
const executions: Record<string, number> = {};
let uploadsAcknowledged = 0;
let reconnections = 0;
let uploadTimers: NodeJS.Timeout[] = [];
const answer = (message: TSoakGatewaysAnswer) => process.send?.(message);

const statusPayload = (online: boolean) => JSON.stringify({ msgId: randomUUID(), ts: Date.now(), online });

function publish(gateway: TGateway, channel: 'frames' | 'reply' | 'status', payload: string) {
  return gateway.client.publishAsync(uplinkTopic(gateway.sn, channel), payload, { qos: 1 });
}

async function open(url: string, gateway: TFleetGateway, withCredentials: boolean): Promise<TGateway> {
  const client = await mqtt.connectAsync(url, {
    ...(withCredentials ? { username: gateway.sn, password: gateway.key } : {}),
    clientId: gateway.sn,
    clean: false,
    reconnectPeriod: 1_000,
    connectTimeout: 10_000,
    will: {
      topic: uplinkTopic(gateway.sn, 'status'),
      payload: Buffer.from(statusPayload(false)),
      qos: 1,
      retain: false,
    },
  });
  setNoDelayOnConnect(client);
  const state: TGateway = { ...gateway, client, sent: 0, replies: new Map() };
  client.on('message', (_topic, payload) => obey(state, payload));
  await client.subscribeAsync(commandTopic(gateway.sn), { qos: 1 });
  void publish(state, 'status', statusPayload(true)).catch(() => undefined);
  client.on('connect', (connack) => {
    reconnections += 1;
    // A broker that lost the session (RabbitMQ keeps it in a durable queue; Mosquitto in its store)
    // needs the subscription again.
    if (!connack.sessionPresent)
      void client.subscribeAsync(commandTopic(gateway.sn), { qos: 1 }).catch(() => undefined);
    void publish(state, 'status', statusPayload(true)).catch(() => undefined);
  });
  return state;
}

function obey(gateway: TGateway, payload: Buffer) {
  const command = JSON.parse(payload.toString()) as TGatewayCommand;
  const { cmdId } = command;
  receipts[cmdId] = (receipts[cmdId] ?? 0) + 1;
  const reply = (status: string) => {
    const body = JSON.stringify({ msgId: randomUUID(), ts: Date.now(), cmdId, status });
    gateway.replies.set(cmdId, status);
    void publish(gateway, 'reply', body).catch(() => undefined);
  };
  const last = gateway.replies.get(cmdId);
  if (last) return reply(last);
  executions[cmdId] = (executions[cmdId] ?? 0) + 1;
  reply('accepted');
  reply('succeeded');
}

/** Each gateway uploads every `cadenceMs`, its first upload at its place in the cadence. */
function startUploads(cadenceMs: number) {
  fleet.forEach((gateway, index) => {
    const upload = () => {
      const n = gateway.sent;
      gateway.sent += 1;
      void publish(gateway, 'frames', JSON.stringify(uploadOf(gateway, n, Date.now())))
        .then(() => (uploadsAcknowledged += 1))
        .catch(() => undefined);
    };
    const first = setTimeout(
      () => {
        upload();
        uploadTimers.push(setInterval(upload, cadenceMs));
      },
      (index * cadenceMs) / fleet.length,
    );
    uploadTimers.push(first);
  });
}

function stats(): TSoakGatewayStats {
  const sentByGateway = Object.fromEntries(fleet.map((gateway) => [gateway.sn, gateway.sent]));
  return {
    sentByGateway,
    uploadsSent: fleet.reduce((sum, gateway) => sum + gateway.sent, 0),
    uploadsAcknowledged,
    receipts,
    executions,
    reconnections,
  };
}

process.on('message', (request: TSoakGatewaysRequest) => {
  void (async () => {
    switch (request.kind) {
      case 'connect':
        for (let index = 0; index < request.gateways.length; index += 100)
          fleet.push(
            ...(await Promise.all(
              request.gateways
                .slice(index, index + 100)
                .map((gateway) => open(request.url, gateway, request.withCredentials)),
            )),
          );
        reconnections = 0;
        return answer({ kind: 'connected' });
      case 'upload':
        return startUploads(request.cadenceMs);
      case 'stopUploads':
        for (const timer of uploadTimers) clearTimeout(timer);
        uploadTimers = [];
        return answer({ kind: 'uploadsStopped' });
      case 'stats':
        return answer({ kind: 'stats', stats: stats() });
      case 'close':
        await Promise.all(fleet.map((gateway) => gateway.client.endAsync(true)));
        answer({ kind: 'closed' });
        process.exit(0);
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
