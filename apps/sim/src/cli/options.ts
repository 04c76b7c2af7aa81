import { parseArgs } from 'node:util';
import { energyCounterNames, type EnergyCounterName } from '../physics/plant-snapshot.ts';
import { upgradeFaults, type UpgradeFault } from '../gateway/firmware-upgrade.ts';
import { logLevels, type LogLevel } from './logger.ts';

/** A bad command line: main prints the message and exits with code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface SnWindow {
  sn: string;
  /** Simulated milliseconds; undefined = until the run ends. */
  durationMs: number | undefined;
}

export interface SimOptions {
  brokerUrl: string;
  fleetPath: string | undefined;
  isDemo: boolean;
  uploadIntervalMs: number;
  speed: number;
  start: Date | undefined;
  weatherPath: string | undefined;
  stateFile: string | undefined;
  seed: number;
  /** With `afterMs` the network goes that long after the start, else after the first acknowledged upload. */
  offline: (SnWindow & { afterMs?: number })[];
  faults: (SnWindow & { code: string })[];
  commLoss: SnWindow[];
  stuckCounters: { sn: string; counter: EnergyCounterName }[];
  upgradeFailureRate: number;
  /** Injected upgrade failures by the SN upgraded (`--upgrade-fault`). */
  upgradeFaults: { sn: string; fault: UpgradeFault }[];
  /** Simulated time per upgrade progress step (`--upgrade-step`; default 5 s). */
  upgradeStepMs: number | undefined;
  /** Simulated time a restart keeps a gateway off the network (`--restart-downtime`; default 30 s). */
  restartDowntimeMs: number | undefined;
  isOnce: boolean;
  /** Simulated milliseconds to run; undefined = until interrupted. */
  durationMs: number | undefined;
  logLevel: LogLevel;
  isHelp: boolean;
  /** Print this much past (NDJSON frames on stdout) up to --start or now, save --state, exit. */
  historyMs: number | undefined;
  /** The newest part of the history polled every 5 minutes (older: hourly). */
  historyFineMs: number;
  /** Run the demo fleet's daily incidents (alarms raised and cleared, a gateway offline). */
  demoIncidents: boolean;
  /** Read plant sites from stdin (JSON lines {gatewaySn, latitude, longitude, timeZone}). */
  sitesFromStdin: boolean;
}

export const helpText = `Sunfleet gateway simulator: simulated data loggers that talk to Sunfleet over MQTT only.

Usage: npm run sim -- (--demo | --fleet <file>) [options]

Fleet
  --demo                     run the demo fleet (packages/contract/src/demo-fleet.ts)
  --fleet <file>             run the plants of a fleet JSON file (same shape as the demo fleet)
  --broker <url>             MQTT broker (default mqtt://127.0.0.1:1883)

Time
  --interval <duration>      simulated time between uploads (default 1m)
  --speed <factor>           simulated time per wall time; 1440 replays a day in a minute (default 1)
  --start <date>             simulated start, ISO 8601 (default now)
  --duration <duration>      stop after this much simulated time
  --once                     poll and upload once, then exit

Physics
  --weather <file>           TMY3 or PSM3 CSV to replay (default: clear-sky model with seeded clouds)
  --seed <n>                 integer mixed into every plant's seed (default 1)
  --state <file>             keep energy counters and battery charge in this file across runs
                             (without it a restarted simulator starts counters from estimates)

Fault injection (repeatable; <sn> is a gateway or device serial number)
  --offline <gw>[:duration[:after]]   the gateway loses its network after its first upload, or
                                       \`after\` the start (default for 15m)
  --comm-loss <device>[:duration]      a device stops answering its gateway (default: for the whole run)
  --fault <device>:<code>[:duration]   raise an alarm code, e.g. F13 (Deye), ID05 (Sofar), B02 (BMS)
  --stuck-counter <device>:<counter>   freeze a counter: ${energyCounterNames.join(', ')}
  --upgrade-failure-rate <0..1>        chance that a firmware upgrade fails (default 0.1)
  --upgrade-fault <sn>:<fault>         an upgrade of this gateway or device ends badly: ${upgradeFaults.join(', ')}
  --upgrade-step <duration>            simulated time per upgrade progress step (default 5s)
  --restart-downtime <duration>        simulated time a restart keeps a gateway offline (default 30s)

History
  --history <duration>       print the fleet's past up to --start (default now) as NDJSON lines
                             {"gatewaySn","frames"} on stdout, hourly polls then 5-minute ones,
                             write --state for the live run to continue from, and exit
  --history-fine <duration>  the newest part of the history polled every 5 minutes (default 2d)

  --demo-incidents           with --demo: raise and clear the demo's alarms over the day (grid
                             over-voltage at noon, a string fault, a battery over-temperature, a
                             gateway offline) and one 45 s after the start for 2 minutes

  --sites-from-stdin         read JSON lines {"gatewaySn","latitude","longitude","timeZone"} on stdin
                             and model each gateway's plant at that site from its next poll

Other
  --log-level <level>        ${logLevels.join(', ')} (default info)
  --help                     show this text

Durations: a number with ms, s, m, h or d (90s, 15m, 2h, 1d).
`;

const durationUnits: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export function parseDuration(text: string, option: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(text.trim());
  const ms = match ? Number(match[1]) * (durationUnits[match[2] ?? ''] ?? 0) : NaN;
  if (!(ms > 0)) throw new UsageError(`${option}: "${text}" is not a duration like 90s, 15m, 2h or 1d`);
  return ms;
}

function parseNumber(text: string, option: string, check: (n: number) => boolean, expected: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || !check(value))
    throw new UsageError(`${option}: "${text}" is not ${expected}`);
  return value;
}

/** `<sn>[:duration]` */
function parseSnWindow(text: string, option: string, defaultMs: number | undefined): SnWindow {
  const [sn = '', duration, ...rest] = text.split(':');
  if (!sn || rest.length > 0) throw new UsageError(`${option}: expected <sn>[:duration], got "${text}"`);
  return { sn, durationMs: duration === undefined ? defaultMs : parseDuration(duration, option) };
}

/** `<gw>[:duration[:after]]`: an outage, from the gateway's first acknowledged upload unless `after` the start. */
function parseOffline(text: string): SimOptions['offline'][number] {
  const [sn = '', duration, after, ...rest] = text.split(':');
  if (!sn || rest.length > 0)
    throw new UsageError(`--offline: expected <gw>[:duration[:after]], got "${text}"`);
  return {
    sn,
    durationMs: duration === undefined ? 15 * 60_000 : parseDuration(duration, '--offline'),
    ...(after !== undefined && { afterMs: parseDuration(after, '--offline') }),
  };
}

function parseFault(text: string): SimOptions['faults'][number] {
  const [sn = '', code = '', duration, ...rest] = text.split(':');
  if (!sn || !code || rest.length > 0)
    throw new UsageError(`--fault: expected <sn>:<code>[:duration], got "${text}"`);
  return { sn, code, durationMs: duration === undefined ? undefined : parseDuration(duration, '--fault') };
}

function parseUpgradeFault(text: string): SimOptions['upgradeFaults'][number] {
  const [sn = '', fault = ''] = text.split(':');
  if (!sn || !(upgradeFaults as readonly string[]).includes(fault))
    throw new UsageError(
      `--upgrade-fault: expected <sn>:<fault> with fault one of ${upgradeFaults.join(', ')}, got "${text}"`,
    );
  return { sn, fault: fault as UpgradeFault };
}

function parseStuckCounter(text: string): SimOptions['stuckCounters'][number] {
  const [sn = '', counter = ''] = text.split(':');
  if (!sn || !(energyCounterNames as readonly string[]).includes(counter))
    throw new UsageError(
      `--stuck-counter: expected <sn>:<counter> with counter one of ${energyCounterNames.join(', ')}, got "${text}"`,
    );
  return { sn, counter: counter as EnergyCounterName };
}

function parseStart(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const start = new Date(text);
  if (!/^\d{4}-\d\d-\d\d/.test(text) || Number.isNaN(start.getTime()))
    throw new UsageError(`--start: "${text}" is not an ISO 8601 date such as 2026-06-21T00:00:00Z`);
  return start;
}

function parseBrokerUrl(text: string): string {
  if (!/^(mqtts?|wss?|tcp):\/\/[^/\s]+/.test(text))
    throw new UsageError(`--broker: "${text}" is not a broker URL such as mqtt://127.0.0.1:1883`);
  return text;
}

/** Parses the command line; throws UsageError with a message meant for the user. */
export function parseSimOptions(argv: readonly string[]): SimOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        broker: { type: 'string', default: 'mqtt://127.0.0.1:1883' },
        fleet: { type: 'string' },
        demo: { type: 'boolean', default: false },
        interval: { type: 'string', default: '1m' },
        speed: { type: 'string', default: '1' },
        start: { type: 'string' },
        weather: { type: 'string' },
        state: { type: 'string' },
        seed: { type: 'string', default: '1' },
        offline: { type: 'string', multiple: true, default: [] },
        fault: { type: 'string', multiple: true, default: [] },
        'comm-loss': { type: 'string', multiple: true, default: [] },
        'stuck-counter': { type: 'string', multiple: true, default: [] },
        'upgrade-failure-rate': { type: 'string', default: '0.1' },
        'upgrade-fault': { type: 'string', multiple: true, default: [] },
        'upgrade-step': { type: 'string' },
        'restart-downtime': { type: 'string' },
        once: { type: 'boolean', default: false },
        duration: { type: 'string' },
        'log-level': { type: 'string', default: 'info' },
        history: { type: 'string' },
        'demo-incidents': { type: 'boolean', default: false },
        'sites-from-stdin': { type: 'boolean', default: false },
        'history-fine': { type: 'string', default: '2d' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const isHelp = parsed.help;
  if (!isHelp && parsed.demo === (parsed.fleet !== undefined))
    throw new UsageError('Give either --demo or --fleet <file> (exactly one)');
  const logLevel = parsed['log-level'];
  if (!(logLevels as readonly string[]).includes(logLevel))
    throw new UsageError(`--log-level: "${logLevel}" is not one of ${logLevels.join(', ')}`);
  return {
    brokerUrl: parseBrokerUrl(parsed.broker),
    fleetPath: parsed.fleet,
    isDemo: parsed.demo,
    uploadIntervalMs: parseDuration(parsed.interval, '--interval'),
    speed: parseNumber(parsed.speed, '--speed', (n) => n > 0 && n <= 1_000_000, 'a speed factor above 0'),
    start: parseStart(parsed.start),
    weatherPath: parsed.weather,
    stateFile: parsed.state,
    seed: parseNumber(parsed.seed, '--seed', (n) => Number.isInteger(n) && n >= 0, 'a whole number ≥ 0'),
    offline: parsed.offline.map(parseOffline),
    faults: parsed.fault.map(parseFault),
    commLoss: parsed['comm-loss'].map((text) => parseSnWindow(text, '--comm-loss', undefined)),
    stuckCounters: parsed['stuck-counter'].map(parseStuckCounter),
    upgradeFailureRate: parseNumber(
      parsed['upgrade-failure-rate'],
      '--upgrade-failure-rate',
      (n) => n >= 0 && n <= 1,
      'a probability from 0 to 1',
    ),
    upgradeFaults: parsed['upgrade-fault'].map(parseUpgradeFault),
    upgradeStepMs:
      parsed['upgrade-step'] === undefined
        ? undefined
        : parseDuration(parsed['upgrade-step'], '--upgrade-step'),
    restartDowntimeMs:
      parsed['restart-downtime'] === undefined
        ? undefined
        : parseDuration(parsed['restart-downtime'], '--restart-downtime'),
    isOnce: parsed.once,
    durationMs: parsed.duration === undefined ? undefined : parseDuration(parsed.duration, '--duration'),
    logLevel: logLevel as LogLevel,
    isHelp,
    historyMs: parsed.history === undefined ? undefined : parseDuration(parsed.history, '--history'),
    historyFineMs: parseDuration(parsed['history-fine'], '--history-fine'),
    demoIncidents: parsed['demo-incidents'],
    sitesFromStdin: parsed['sites-from-stdin'],
  };
}
