import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledSimulatorEntry, type TFleetPlantInput } from '@sunfleet/contract/demo-fleet';
import type { TSpareGateway } from './spare-gateways.ts';

const root = new URL('../..', import.meta.url).pathname;

/** A small site for each gateway: the simulator models one inverter behind every gateway. */
const siteOf = (gateway: TSpareGateway, index: number): TFleetPlantInput => ({
  name: `Rollout site ${index + 1}`,
  plantType: 'gridTied',
  timeZone: 'Europe/Madrid',
  location: { latitude: 40.42, longitude: -3.7 },
  capacityKwp: 5,
  seed: index + 1,
  gateway: {
    ...gateway,
    devices: [{ sn: `${gateway.sn}-INV`, kind: 'inverterString', dictionaryId: 'sofar_lsw3' }],
  },
});

/**
 * Runs `gateways` in a simulator of the test's own against the api's broker, as hardware would
 * (the built simulator, `npm run build`): fast upgrades and restarts, none failing at random, and
 * `faults` injected by SN (`--upgrade-fault`, e.g. `badChecksum`). Returns its stop.
 */
export function startSimulatedGateways(options: {
  brokerUrl: string;
  gateways: readonly TSpareGateway[];
  faults: Record<string, 'badChecksum' | 'powerLoss' | 'neverReturns'>;
}): () => Promise<void> {
  const fleetFile = join(mkdtempSync(join(tmpdir(), 'sunfleet-e2e-sim-')), 'fleet.json');
  writeFileSync(fleetFile, JSON.stringify({ plants: options.gateways.map(siteOf) }));
  const faults = Object.entries(options.faults).flatMap(([sn, fault]) => [
    '--upgrade-fault',
    `${sn}:${fault}`,
  ]);
  const child: ChildProcess = spawn(
    process.execPath,
    [
      compiledSimulatorEntry,
      '--fleet',
      fleetFile,
      '--broker',
      options.brokerUrl,
      '--interval',
      '5s',
      '--upgrade-failure-rate',
      '0',
      '--upgrade-step',
      '300ms',
      '--restart-downtime',
      '2s',
      ...faults,
      '--log-level',
      'warn',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
