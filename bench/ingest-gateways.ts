/**
 * The simulated gateways of the ingest benchmark, run as a child process (`ingest-ceiling.ts`
 * forks it) so that the CPU time of building and publishing uploads is not counted as Sunfleet's.
 * Each gateway is a real MQTT client signed in with its SN and key, publishing with QoS 1.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { uplinkTopic } from '@sunfleet/contract/gateway-wire';
import {
  monotonicMs,
  uploadOf,
  type TFleetGateway,
  type TGatewayCommand,
  type TGatewayReply,
  type TPublishedReading,
} from './ingest-fleet.ts';

let clients: MqttClient[] = [];
let fleet: TFleetGateway[] = [];
/** Each gateway's next upload (its n-th minute). */
let nextUpload: number[] = [];
/** A burst's uploads, built before the clock runs: the benchmark times storing them, not making them. */
let burstPayloads: { gatewayIndex: number; payload: string }[] = [];

const reply = (message: TGatewayReply) => process.send?.(message);

/** The gateway's next upload, and its number moved on. */
function takeUpload(gatewayIndex: number) {
  const n = nextUpload[gatewayIndex]!;
  nextUpload[gatewayIndex] = n + 1;
  return uploadOf(fleet[gatewayIndex]!, n);
}

async function connect(command: Extract<TGatewayCommand, { kind: 'connect' }>) {
  fleet = command.fleet;
  nextUpload = fleet.map(() => 0);
  clients = await Promise.all(
    fleet.map((gateway) =>
      mqtt.connectAsync(command.url, {
        username: gateway.sn,
        password: gateway.key,
        clientId: gateway.sn,
        reconnectPeriod: 0,
      }),
    ),
  );
  reply({ kind: 'connected' });
}

function prepareBurst({ gateways, uploads }: Extract<TGatewayCommand, { kind: 'prepareBurst' }>) {
  burstPayloads = fleet.slice(0, gateways).flatMap((_, gatewayIndex) =>
    Array.from({ length: uploads }, () => ({
      gatewayIndex,
      payload: JSON.stringify(takeUpload(gatewayIndex)),
    })),
  );
  reply({ kind: 'prepared' });
}

async function burst() {
  await Promise.all(
    burstPayloads.map(({ gatewayIndex, payload }) =>
      clients[gatewayIndex]!.publishAsync(uplinkTopic(fleet[gatewayIndex]!.sn, 'frames'), payload, {
        qos: 1,
      }),
    ),
  );
  reply({ kind: 'published', readings: [] });
}

/** Uploads spread evenly over the time, gateway after gateway; publish times per reading. */
async function paced({ uploadsPerSecond, seconds }: Extract<TGatewayCommand, { kind: 'paced' }>) {
  const readings: TPublishedReading[] = [];
  const total = Math.max(1, Math.round(uploadsPerSecond * seconds));
  const started = monotonicMs();
  for (let index = 0; index < total; index += 1) {
    const gatewayIndex = index % fleet.length;
    const gateway = fleet[gatewayIndex]!;
    const upload = takeUpload(gatewayIndex);
    const payload = JSON.stringify(upload);
    const now = monotonicMs();
    for (const frame of upload.frames)
      readings.push({ deviceSn: frame.deviceSn, ts: frame.ts, publishedAt: now });
    void clients[gatewayIndex]!.publishAsync(uplinkTopic(gateway.sn, 'frames'), payload, { qos: 1 });
    // Paced against the start, so time spent building uploads does not slow the rate.
    const next = started + ((index + 1) * 1_000) / uploadsPerSecond;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - monotonicMs())));
  }
  reply({ kind: 'published', readings });
}

process.on('message', (command: TGatewayCommand) => {
  const done =
    command.kind === 'connect'
      ? connect(command)
      : command.kind === 'prepareBurst'
        ? Promise.resolve(prepareBurst(command))
        : command.kind === 'burst'
          ? burst()
          : command.kind === 'paced'
            ? paced(command)
            : Promise.all(clients.map((client) => client.endAsync())).then(() => {
                reply({ kind: 'ended' });
                process.disconnect();
              });
  done.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
