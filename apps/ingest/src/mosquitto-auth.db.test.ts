import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { eq } from '@sunfleet/db/query';
import { rawFrames } from '@sunfleet/db/telemetry-schema';
import { createTestDatabase } from '@sunfleet/db/testing';
import { Ingest } from './ingest.ts';
import { MqttUplink } from './mqtt-uplink.ts';
import { mosquittoAcl, mosquittoPasswordFile } from './mosquitto.ts';
import { connectGateway, createHybridPlant, framesTopic, hybridUpload, until } from './testing.ts';

/**
 * The password file and ACL Sunfleet generates, loaded by a Mosquitto of our own on a free port
 * (the shared one on 1883 runs its default configuration and must not be changed).
 */
const service = { username: 'sunfleet-ingest', password: 'service-secret-for-tests' };
const ts = Date.UTC(2026, 4, 5, 9, 0);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let handle: DatabaseHandle;
let mosquitto: ChildProcess;
let directory: string;
let url: string;
let fixtures: Awaited<ReturnType<typeof createHybridPlant>>[];

beforeAll(async () => {
  handle = await createTestDatabase();
  fixtures = [await createHybridPlant(handle), await createHybridPlant(handle)];
  directory = mkdtempSync(join(tmpdir(), 'sunfleet-mosquitto-'));
  // Started as root, Mosquitto drops to its own user, which must be able to read the files.
  chmodSync(directory, 0o755);
  const port = await freePort();
  url = `mqtt://127.0.0.1:${port}`;
  writeFileSync(join(directory, 'passwords'), await mosquittoPasswordFile(handle.db, service));
  writeFileSync(join(directory, 'acl'), mosquittoAcl(service.username));
  writeFileSync(
    join(directory, 'mosquitto.conf'),
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous false',
      `password_file ${join(directory, 'passwords')}`,
      `acl_file ${join(directory, 'acl')}`,
      'persistence false',
      '',
    ].join('\n'),
  );
  // Debian installs the broker in /usr/sbin, which a user's PATH may not hold.
  const path = `${process.env.PATH ?? ''}:/usr/sbin:/usr/local/sbin`;
  mosquitto = spawn('mosquitto', ['-c', join(directory, 'mosquitto.conf')], {
    stdio: 'ignore',
    env: { ...process.env, PATH: path },
  });
  let startError: Error | undefined;
  mosquitto.once('error', (error) => (startError = error));
  await until(async () => {
    if (startError) throw startError;
    const probe = createServer();
    return new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(true));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
    });
  }, 'Mosquitto to listen');
  expect(mosquitto.exitCode).toBeNull();
});

afterAll(async () => {
  mosquitto.kill();
  rmSync(directory, { recursive: true, force: true });
  await handle.close();
});

describe('gateway authentication on an external Mosquitto', () => {
  it('admits a gateway with its key to its own topics only, and refuses a wrong key', async () => {
    const [own, other] = fixtures;
    if (!own || !other) throw new Error('fixtures missing');
    const ingest = new Ingest({
      db: handle.db,
      uplink: new MqttUplink({ url, ...service, clientId: 'sunfleet-ingest-test' }),
    });
    await ingest.start();
    try {
      await expect(connectGateway(url, { sn: own.gateway.sn, key: 'wrong-key' })).rejects.toThrow(
        /Not authorized/,
      );
      await expect(connectGateway(url, { sn: own.gateway.sn, key: other.gateway.key })).rejects.toThrow();

      const client = await connectGateway(url, own.gateway);
      const foreign = hybridUpload(other.device.sn, [{ ts, values: { pv1Power: 1 } }]);
      await client.publishAsync(framesTopic(other.gateway.sn), JSON.stringify(foreign), { qos: 1 });
      const upload = hybridUpload(own.device.sn, [{ ts, values: { pv1Power: 700 } }]);
      await client.publishAsync(framesTopic(own.gateway.sn), JSON.stringify(upload), { qos: 1 });
      await client.endAsync();

      const framesOf = (sn: string) => handle.db.select().from(rawFrames).where(eq(rawFrames.deviceSn, sn));
      await until(async () => (await framesOf(own.device.sn)).length === 1, 'the own upload');
      // Mosquitto drops a publish its ACL denies (and logs it in its own log); nothing reached ingest.
      expect(await framesOf(other.device.sn)).toHaveLength(0);
    } finally {
      await ingest.stop();
    }
  });
});
