import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simulatorEntry } from '@sunfleet/contract/demo-fleet';
import { repoRoot } from './config.ts';

/** A simulator process a test started, and its stop. */
export type TestSimulator = { stop: () => Promise<void> };

/**
 * The gateway simulator (apps/sim) as its own process, as hardware would be: it runs `plants` (the
 * fleet file's shape, `ZFleet`) against `brokerUrl` with the extra command-line `args`, and its
 * warnings reach the test's output. `stop` asks it to end (SIGTERM), waits for its exit and kills
 * it after `deadlineMs`, so no simulator outlives the test run that started it.
 */
export function spawnSimulator(
  plants: readonly object[],
  brokerUrl: string,
  args: readonly string[],
  deadlineMs = 5_000,
): TestSimulator {
  const fleetFile = join(mkdtempSync(join(tmpdir(), 'sunfleet-sim-')), 'fleet.json');
  writeFileSync(fleetFile, JSON.stringify({ plants }));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      simulatorEntry,
      '--fleet',
      fleetFile,
      '--broker',
      brokerUrl,
      '--log-level',
      'warn',
      ...args,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const deadline = setTimeout(() => child.kill('SIGKILL'), deadlineMs);
      await exited;
      clearTimeout(deadline);
    },
  };
}
