/**
 * The receiving end of the upgrade benchmark's references (`upgrades.ts` forks this), in a process
 * of its own as the simulated gateways are: `count` gateways each take one image's bytes, either
 * as MQTT chunks (one client per gateway, QoS 1, a topic each) or over HTTP (one download each, at
 * once, read as the simulator reads its image: `fetch`, chunk by chunk).
 */
import mqtt, { type MqttClient } from 'mqtt';

export type TReceiversRequest =
  /** Connects `count` clients, each subscribed to `${topic}/${index}`; answers `subscribed`. */
  | { kind: 'subscribe'; url: string; topic: string; count: number; size: number }
  /** Answers `received` once every client has `size` bytes, and disconnects them. */
  | { kind: 'awaitChunks' }
  /** Downloads `url` `count` times at once; answers `downloaded` with the bytes of each. */
  | { kind: 'download'; url: string; count: number }
  | { kind: 'close' };
export type TReceiversAnswer =
  | { kind: 'subscribed' }
  | { kind: 'received'; bytes: number[] }
  | { kind: 'downloaded'; bytes: number[] }
  | { kind: 'closed' };

const answer = (message: TReceiversAnswer) => process.send?.(message);

let clients: MqttClient[] = [];
let received: number[] = [];
let allReceived: Promise<void> = Promise.resolve();

async function subscribe({ url, topic, count, size }: Extract<TReceiversRequest, { kind: 'subscribe' }>) {
  received = Array.from({ length: count }, () => 0);
  let complete = 0;
  let onComplete = () => undefined as void;
  allReceived = new Promise((resolve) => (onComplete = resolve));
  clients = await Promise.all(
    received.map(async (_, index) => {
      const client = await mqtt.connectAsync(url, { clientId: `bench-fw-${index}-${process.pid}` });
      client.on('message', (_topic, payload) => {
        const before = received[index]!;
        const now = before + payload.length;
        received[index] = now;
        if (before < size && now >= size && (complete += 1) === count) onComplete();
      });
      await client.subscribeAsync(`${topic}/${index}`, { qos: 1 });
      return client;
    }),
  );
  answer({ kind: 'subscribed' });
}

async function download({ url, count }: Extract<TReceiversRequest, { kind: 'download' }>) {
  const bytes = await Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(url);
      let length = 0;
      for await (const chunk of response.body ?? []) length += (chunk as Uint8Array).length;
      return length;
    }),
  );
  answer({ kind: 'downloaded', bytes });
}

process.on('message', (request: TReceiversRequest) => {
  const done = (async () => {
    switch (request.kind) {
      case 'subscribe':
        return subscribe(request);
      case 'awaitChunks':
        await allReceived;
        await Promise.all(clients.map((client) => client.endAsync()));
        return answer({ kind: 'received', bytes: received });
      case 'download':
        return download(request);
      case 'close':
        await Promise.all(clients.map((client) => client.endAsync()));
        answer({ kind: 'closed' });
        process.exit(0);
    }
  })();
  done.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
