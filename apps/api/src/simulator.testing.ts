import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simulatorEntry } from '@sunfleet/contract/demo-fleet';
import { repoRoot } from './config.ts';

/**
 * The gateway simulator (apps/sim) as its own process, as hardware would be: it runs `plants` (the
 * fleet file's shape, `ZFleet`) against `brokerUrl` with the extra command-line `args`, and its
 * warnings reach the test's output. The caller kills it (SIGTERM) when done.
 */
export function spawnSimulator(
  plants: readonly object[],
  brokerUrl: string,
  args: readonly string[],
): ChildProcess {
  const fleetFile = join(mkdtempSync(join(tmpdir(), 'sunfleet-sim-')), 'fleet.json');
  writeFileSync(fleetFile, JSON.stringify({ plants }));
  return spawn(
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
}
