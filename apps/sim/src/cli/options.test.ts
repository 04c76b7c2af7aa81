import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDuration, parseSimOptions, UsageError } from './options.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('simulator command line', () => {
  it('reads a scripted run', () => {
    const options = parseSimOptions([
      '--demo',
      '--broker',
      'mqtt://127.0.0.1:1884',
      '--speed',
      '1440',
      '--start',
      '2026-06-21T00:00:00Z',
      '--duration',
      '1d',
      '--interval',
      '5m',
      '--offline',
      'GW1:30m',
      '--offline',
      'GW2',
      '--offline',
      'GW3:40s:20s',
      '--fault',
      'INV1:F13:2h',
      '--comm-loss',
      'MT1',
      '--stuck-counter',
      'INV1:pv',
    ]);
    expect(options).toMatchObject({
      isDemo: true,
      brokerUrl: 'mqtt://127.0.0.1:1884',
      speed: 1440,
      start: new Date('2026-06-21T00:00:00Z'),
      durationMs: 86_400_000,
      uploadIntervalMs: 300_000,
      offline: [
        { sn: 'GW1', durationMs: 1_800_000 },
        { sn: 'GW2', durationMs: 900_000 },
        { sn: 'GW3', durationMs: 40_000, afterMs: 20_000 },
      ],
      faults: [{ sn: 'INV1', code: 'F13', durationMs: 7_200_000 }],
      commLoss: [{ sn: 'MT1', durationMs: undefined }],
      stuckCounters: [{ sn: 'INV1', counter: 'pv' }],
      upgradeFailureRate: 0.1,
      logLevel: 'info',
    });
  });

  it.each([
    [['--demo', '--speed', 'fast'], '--speed: "fast" is not a speed factor above 0'],
    [['--demo', '--speed', '0'], '--speed: "0" is not a speed factor above 0'],
    [['--demo', '--interval', '5'], '--interval: "5" is not a duration like 90s, 15m, 2h or 1d'],
    [['--demo', '--start', 'yesterday'], '--start: "yesterday" is not an ISO 8601 date'],
    [['--demo', '--broker', 'localhost'], '--broker: "localhost" is not a broker URL'],
    [['--demo', '--stuck-counter', 'INV1:solar'], '--stuck-counter: expected <sn>:<counter>'],
    [['--demo', '--fault', 'INV1'], '--fault: expected <sn>:<code>[:duration]'],
    [['--demo', '--upgrade-failure-rate', '2'], '--upgrade-failure-rate: "2" is not a probability'],
    [['--demo', '--log-level', 'loud'], '--log-level: "loud" is not one of'],
    [['--demo', '--fleet', 'x.json'], 'Give either --demo or --fleet <file> (exactly one)'],
    [[], 'Give either --demo or --fleet <file> (exactly one)'],
    [['--demo', '--sped', '2'], "Unknown option '--sped'"],
  ])('refuses %j', (argv, message) => {
    expect(() => parseSimOptions(argv)).toThrow(UsageError);
    expect(() => parseSimOptions(argv)).toThrow(message);
  });

  it('reads durations in every unit', () => {
    expect([parseDuration('500ms', 'x'), parseDuration('90s', 'x'), parseDuration('1.5h', 'x')]).toEqual([
      500, 90_000, 5_400_000,
    ]);
  });

  it('exits with code 2 and a clear message on a bad value, and prints help with code 0', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'apps/sim/src/main.ts', ...args], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
    const bad = run('--demo', '--speed', 'fast');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('sunfleet-sim: --speed: "fast" is not a speed factor above 0');
    expect(bad.stderr).toContain('Run with --help');
    const unknownDevice = run('--demo', '--fault', 'NOPE:F13', '--once');
    expect(unknownDevice.status).toBe(2);
    expect(unknownDevice.stderr).toContain('No device NOPE in the fleet');
    const fleetFile = join(mkdtempSync(join(tmpdir(), 'sim-')), 'fleet.json');
    writeFileSync(fleetFile, JSON.stringify({ plants: [{ name: 'ab' }] }));
    const badFleet = run('--fleet', fleetFile, '--once');
    expect(badFleet.status).toBe(2);
    expect(badFleet.stderr).toContain('is not a valid fleet');
    expect(badFleet.stderr).toContain('plants.0.timeZone');
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--speed <factor>');
  });
});
