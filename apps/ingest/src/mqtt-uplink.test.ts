import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MqttUplink } from './mqtt-uplink.ts';
import { shardOf } from './shards.ts';
import { until } from './testing.ts';

/**
 * The uplink on a Mosquitto of our own with persistence (the shared one on 1883 must not be
 * restarted). Mosquitto 2.0.11 restores a session from its store without its shared
 * subscriptions, which the soak found (docs/adr/0053).
 */
let directory: string;
let config: string;
let url: string;
let mosquitto: ChildProcess | undefined;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startMosquitto() {
  // Debian installs the broker in /usr/sbin, which a user's PATH may not hold.
  const path = `${process.env.PATH ?? ''}:/usr/sbin:/usr/local/sbin`;
  mosquitto = spawn('mosquitto', ['-c', config], { stdio: 'ignore', env: { ...process.env, PATH: path } });
  await until(async () => {
    const probe = await mqtt.connectAsync(url, { reconnectPeriod: 0 }).catch(() => undefined);
    await probe?.endAsync();
    return probe !== undefined;
  }, 'Mosquitto to answer');
}

async function stopMosquitto() {
  const running = mosquitto;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'sunfleet-uplink-'));
  const port = await freePort();
  url = `mqtt://127.0.0.1:${port}`;
  config = join(directory, 'mosquitto.conf');
  writeFileSync(
    config,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'persistence true',
      `persistence_location ${directory}/`,
      // As root Mosquitto would drop to its own user, who cannot write the store here.
      `user ${userInfo().username}`,
      '',
    ].join('\n'),
  );
  await startMosquitto();
});

afterAll(async () => {
  await stopMosquitto();
  rmSync(directory, { recursive: true, force: true });
});

describe('the uplink on an external Mosquitto', () => {
  it('receives uploads through its shared subscription after the broker restarts from its store', async () => {
    const topics: string[] = [];
    const uplink = new MqttUplink({ url, clientId: 'uplink-test', shareGroup: 'ingest' });
    await uplink.start(({ topic, acknowledge }) => {
      topics.push(topic);
      acknowledge();
      return true;
    });
    const gateway = await mqtt.connectAsync(url, { clientId: 'GWTEST', reconnectPeriod: 200 });
    await gateway.publishAsync('sunfleet/gw/GWTEST/up/frames', 'before', { qos: 1 });
    await until(() => topics.length === 1, 'the upload before the restart');

    await stopMosquitto();
    await startMosquitto();
    // Uploads to a filter nobody holds are dropped, so the gateway sends until one arrives (or
    // the time-out: before the fix none ever did).
    await until(
      async () => {
        if (gateway.connected)
          await gateway.publishAsync('sunfleet/gw/GWTEST/up/frames', 'after', { qos: 1 });
        await new Promise((resolve) => setTimeout(resolve, 200));
        return topics.length >= 2;
      },
      'an upload after the restart',
      15_000,
    );
    expect(topics.every((topic) => topic === 'sunfleet/gw/GWTEST/up/frames')).toBe(true);
    await gateway.endAsync();
    await uplink.stop();
  });

  it('gives each shard its own gateways, every upload to one shard, in the order sent', async () => {
    const received = new Map<string, string[]>();
    const uplinks = [0, 1].map(
      (index) =>
        new MqttUplink({ url, clientId: `shard-${index}`, shareGroup: 'ingest', shard: { index, count: 2 } }),
    );
    await Promise.all(
      uplinks.map((uplink, index) =>
        uplink.start(({ topic, payload, acknowledge }) => {
          received.set(`${index}`, [...(received.get(`${index}`) ?? []), `${topic} ${payload.toString()}`]);
          acknowledge();
          return true;
        }),
      ),
    );
    // Four gateways of each shard.
    const candidates = Array.from({ length: 100 }, (_, n) => `GWSHARD${n}`);
    const sns = [0, 1].flatMap((index) => candidates.filter((sn) => shardOf(sn, 2) === index).slice(0, 4));
    const gateways = await Promise.all(
      sns.map((sn) => mqtt.connectAsync(url, { clientId: sn, reconnectPeriod: 0 })),
    );
    await Promise.all(
      gateways.map(async (gateway, n) => {
        for (let upload = 0; upload < 5; upload += 1)
          await gateway.publishAsync(`sunfleet/gw/${sns[n]}/up/frames`, `${upload}`, { qos: 1 });
      }),
    );
    const all = () => [...received.values()].flat();
    await until(() => all().length >= 40, 'every upload stored by one shard');
    expect(new Set(all()).size).toBe(40);
    for (const [index, uploads] of received)
      for (const sn of sns) {
        const ofGateway = uploads.filter((line) => line.includes(`/${sn}/`));
        // A gateway's uploads all went to its shard, in order.
        const expected = shardOf(sn, 2) === Number(index) ? ['0', '1', '2', '3', '4'] : [];
        expect(
          ofGateway.map((line) => line.split(' ')[1]),
          `${sn} in shard ${index}`,
        ).toEqual(expected);
      }
    await Promise.all(gateways.map((gateway) => gateway.endAsync()));
    await Promise.all(uplinks.map((uplink) => uplink.stop()));
  });

  it('takes more than the 20 unacknowledged uploads Mosquitto hands an MQTT 3.1.1 client', async () => {
    let received = 0;
    const uplink = new MqttUplink({ url, clientId: 'uplink-window' });
    // Never acknowledged: a commit that takes its time.
    await uplink.start(() => {
      received += 1;
      return true;
    });
    const gateway = await mqtt.connectAsync(url, { clientId: 'GWWINDOW', reconnectPeriod: 0 });
    await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        gateway.publishAsync('sunfleet/gw/GWWINDOW/up/frames', `${n}`, { qos: 1 }),
      ),
    );
    await until(() => received === 60, 'all 60 uploads handed over before any PUBACK');
    await gateway.endAsync();
    await uplink.stop();
  });
});
