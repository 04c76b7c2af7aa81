import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFleet, demoSimulatorArgs } from '@sunfleet/contract/demo-fleet';
import { ZFramesUpload } from '@sunfleet/contract/gateway-wire';
import { readSimState } from './fleet/sim-state.ts';
import { CloudObserver, startTestBroker, type TestBroker } from './testing/test-broker.ts';
import { fleetKeys } from './testing/test-fleet.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
let broker: TestBroker;
let cloud: CloudObserver;

beforeAll(async () => {
  broker = await startTestBroker(fleetKeys(demoFleet));
  cloud = await CloudObserver.connect(broker.url);
});

afterAll(async () => {
  await cloud.close();
  await broker.stop();
});

describe('the simulator program', () => {
  it('runs the demo fleet the way the api launches it, every gateway signed in with its key', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'sim-demo-')), 'state.json');
    const args = demoSimulatorArgs({
      brokerUrl: broker.url,
      stateFile,
      extra: ['--once', '--log-level', 'warn'],
    });
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(stderr).toBe('');
    expect(exitCode).toBe(0);
    expect(broker.refused).toEqual([]);
    expect(Object.keys(readSimState(stateFile).plants)).toEqual(
      demoFleet.plants.map((plant) => plant.gateway.sn),
    );
    for (const plant of demoFleet.plants) {
      const upload = ZFramesUpload.parse(await cloud.waitFor(plant.gateway.sn, 'frames'));
      expect(upload.frames.map((frame) => frame.deviceSn)).toEqual(
        plant.gateway.devices.map((device) => device.sn),
      );
    }
  });
});
