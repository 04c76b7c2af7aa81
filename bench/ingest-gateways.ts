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
let burstPayloads: string[][] = [];

const reply = (message: TGatewayReply) => process.send?.(message);

async function connect(command: Extract<TGatewayCommand, { kind: 'connect' }>) {
  fleet = command.fleet;
  // Built before the clock runs: the benchmark times storing uploads, not making them.
  burstPayloads = fleet.map((gateway) =>
    Array.from({ length: command.burstUploads }, (_, n) => JSON.stringify(uploadOf(gateway, n))),
  );
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

async function burst({ from, to }: Extract<TGatewayCommand, { kind: 'burst' }>) {
  await Promise.all(
    fleet.map((gateway, index) =>
      Promise.all(
        burstPayloads[index]!.slice(from, to).map((payload) =>
          clients[index]!.publishAsync(uplinkTopic(gateway.sn, 'frames'), payload, { qos: 1 }),
        ),
      ),
    ),
  );
  reply({ kind: 'published', readings: [] });
}

/** Uploads spread evenly over the time, gateway after gateway; publish times per reading. */
async function paced({
  firstUpload,
  uploadsPerSecond,
  seconds,
}: Extract<TGatewayCommand, { kind: 'paced' }>) {
  const readings: TPublishedReading[] = [];
  const total = Math.max(1, Math.round(uploadsPerSecond * seconds));
  const started = monotonicMs();
  for (let index = 0; index < total; index += 1) {
    const gatewayIndex = index % fleet.length;
    const gateway = fleet[gatewayIndex]!;
    const upload = uploadOf(gateway, firstUpload + Math.floor(index / fleet.length));
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
      : command.kind === 'burst'
        ? burst(command)
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
