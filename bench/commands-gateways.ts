/**
 * The simulated gateways of the command benchmarks (`commands.ts` forks this), in a process of
 * their own so their CPU is not Sunfleet's. Each is a real MQTT client (SN and key, persistent
 * session) that obeys commands as the simulator does: a restart is accepted, the connection drops
 * for `restartDowntimeMs` and comes back (status online), then succeeded; a remote debug read is
 * answered from a fixed register image. A command id received again is answered with the last
 * reply and not executed twice; receipts and executions are counted per id.
 */
import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import {
  commandTopic,
  setNoDelayOnConnect,
  type TCommandReply,
  type TGatewayCommand,
  uplinkTopic,
} from '@sunfleet/contract/gateway-wire';
import { bytesToHex } from '@sunfleet/modbus/conversions';
import { encodeFrame } from '@sunfleet/modbus/frame';

export type TBenchGateway = { sn: string; key: string };
export type TGatewaysRequest =
  | { kind: 'connect'; url: string; gateways: TBenchGateway[]; restartDowntimeMs: number }
  | { kind: 'stats' }
  | { kind: 'close' };
export type TGatewaysAnswer =
  | { kind: 'connected' }
  | { kind: 'stats'; receipts: number; executions: number; duplicateReceipts: number; executedTwice: number }
  | { kind: 'closed' };

type TGatewayState = {
  gateway: TBenchGateway;
  client: MqttClient;
  /** Last reply per command id received. */
  replies: Map<string, Omit<TCommandReply, 'msgId' | 'ts'> | undefined>;
};

let url = '';
let downtimeMs = 300;
const states: TGatewayState[] = [];
const receipts = new Map<string, number>();
const executions = new Map<string, number>();
const answer = (message: TGatewaysAnswer) => process.send?.(message);

const debugReply = bytesToHex(
  encodeFrame({
    framing: 'rtu',
    unitId: 1,
    message: { kind: 'readReply', functionCode: 3, values: [0x1234, 0x5678] },
  }),
  '',
);

function status(sn: string, online: boolean) {
  return {
    topic: uplinkTopic(sn, 'status'),
    payload: JSON.stringify({ msgId: randomUUID(), ts: Date.now(), online }),
  };
}

function reply(state: TGatewayState, cmdId: string, body: Omit<TCommandReply, 'msgId' | 'ts' | 'cmdId'>) {
  state.replies.set(cmdId, { cmdId, ...body });
  void state.client
    .publishAsync(
      uplinkTopic(state.gateway.sn, 'reply'),
      JSON.stringify({ msgId: randomUUID(), ts: Date.now(), cmdId, ...body }),
      { qos: 1 },
    )
    .catch(() => undefined);
}

async function open(state: Omit<TGatewayState, 'client'> & { client?: MqttClient }): Promise<MqttClient> {
  const { sn, key } = state.gateway;
  const will = status(sn, false);
  const client = await mqtt.connectAsync(url, {
    username: sn,
    password: key,
    clientId: sn,
    clean: false,
    reconnectPeriod: 1_000,
    will: { topic: will.topic, payload: Buffer.from(will.payload), qos: 1, retain: false },
  });
  setNoDelayOnConnect(client);
  client.on('message', (_topic, payload) => obey(state as TGatewayState, payload));
  await client.subscribeAsync(commandTopic(sn), { qos: 1 });
  // Online on every connection, the first and each reconnection after the broker went away.
  const announce = () => {
    const online = status(sn, true);
    void client.publishAsync(online.topic, online.payload, { qos: 1 }).catch(() => undefined);
  };
  announce();
  client.on('connect', (connack) => {
    if (!connack.sessionPresent)
      void client.subscribeAsync(commandTopic(sn), { qos: 1 }).catch(() => undefined);
    announce();
  });
  return client;
}

function obey(state: TGatewayState, payload: Buffer) {
  const command = JSON.parse(payload.toString()) as TGatewayCommand;
  receipts.set(command.cmdId, (receipts.get(command.cmdId) ?? 0) + 1);
  if (state.replies.has(command.cmdId)) {
    const last = state.replies.get(command.cmdId);
    if (last) reply(state, command.cmdId, last);
    return;
  }
  state.replies.set(command.cmdId, undefined);
  executions.set(command.cmdId, (executions.get(command.cmdId) ?? 0) + 1);
  if (command.type === 'restart') {
    reply(state, command.cmdId, { status: 'accepted' });
    void restart(state, command.cmdId);
  } else if (command.type === 'modbusDebug')
    reply(state, command.cmdId, { status: 'succeeded', frame: debugReply });
  else reply(state, command.cmdId, { status: 'succeeded' });
}

async function restart(state: TGatewayState, cmdId: string) {
  // The reply leaves before the link drops, as the simulator flushes its queue first.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await state.client.endAsync(true);
  await new Promise((resolve) => setTimeout(resolve, downtimeMs));
  // The broker may be down (the embedded one restarts with Sunfleet): a first connection that fails
  // rejects instead of retrying, and unhandled it ended this whole process — every gateway gone,
  // every acknowledged restart left without its result (docs/performance.md, Stop 20). Try again.
  for (;;) {
    try {
      state.client = await open(state);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  reply(state, cmdId, { status: 'succeeded' });
}

process.on('message', (message: TGatewaysRequest) => {
  void (async () => {
    switch (message.kind) {
      case 'connect': {
        url = message.url;
        downtimeMs = message.restartDowntimeMs;
        for (let index = 0; index < message.gateways.length; index += 50) {
          const batch = message.gateways.slice(index, index + 50);
          await Promise.all(
            batch.map(async (gateway) => {
              const state = { gateway, replies: new Map() } as Omit<TGatewayState, 'client'>;
              const client = await open(state);
              states.push(Object.assign(state, { client }));
            }),
          );
        }
        answer({ kind: 'connected' });
        return;
      }
      case 'stats':
        answer({
          kind: 'stats',
          receipts: [...receipts.values()].reduce((sum, count) => sum + count, 0),
          executions: [...executions.values()].reduce((sum, count) => sum + count, 0),
          duplicateReceipts: [...receipts.values()].filter((count) => count > 1).length,
          executedTwice: [...executions.values()].filter((count) => count > 1).length,
        });
        return;
      case 'close':
        // Clean sessions left behind on the shared broker would keep queues.
        await Promise.all(
          states.map(async (state) => {
            await state.client.endAsync(true);
            const cleaner = await mqtt
              .connectAsync(url, {
                username: state.gateway.sn,
                password: state.gateway.key,
                clientId: state.gateway.sn,
                clean: true,
                reconnectPeriod: 0,
              })
              .catch(() => undefined);
            await cleaner?.endAsync();
          }),
        );
        answer({ kind: 'closed' });
        process.exit(0);
    }
  })();
});
