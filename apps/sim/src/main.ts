import { readFile } from 'node:fs/promises';
import { demoFleet, ZFleet, type TFleet } from '@sunfleet/contract/demo-fleet';
import { createLogger, type Logger } from './cli/logger.ts';
import { helpText, parseSimOptions, UsageError, type SimOptions } from './cli/options.ts';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { generateHistory } from './fleet/history.ts';
import { SimFleet } from './fleet/sim-fleet.ts';
import { writeSimState } from './fleet/sim-state.ts';
import { loadWeatherFile } from './weather/weather-file.ts';

async function loadFleet(options: SimOptions): Promise<TFleet> {
  if (options.isDemo || !options.fleetPath) return demoFleet;
  let json: unknown;
  try {
    json = JSON.parse(await readFile(options.fleetPath, 'utf8'));
  } catch (error) {
    throw new UsageError(`--fleet: cannot read ${options.fleetPath}: ${(error as Error).message}`);
  }
  const parsed = ZFleet.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(fleet)'}: ${issue.message}`,
    );
    throw new UsageError(`--fleet: ${options.fleetPath} is not a valid fleet:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** `--history`: the fleet's past as NDJSON on stdout; the state file lets the live run continue it. */
async function printHistory(fleet: TFleet, options: SimOptions): Promise<number> {
  const weather = options.weatherPath ? await loadWeatherFile(options.weatherPath) : undefined;
  const history = generateHistory(fleet, {
    end: options.start ?? new Date(),
    spanMs: options.historyMs ?? 0,
    fineSpanMs: options.historyFineMs,
    seed: options.seed,
    weather,
  });
  let lines: string[] = [];
  for (;;) {
    const next = history.next();
    if (!next.done) {
      const [first] = next.value;
      if (first)
        lines.push(
          `${JSON.stringify({ gatewaySn: first.gatewaySn, frames: next.value.map((f) => f.frame) })}\n`,
        );
    }
    if (lines.length >= 100 || next.done) {
      // Waiting for the pipe lets the reader fold while this computes the next stretch.
      if (!process.stdout.write(lines.join(''))) await once(process.stdout, 'drain');
      lines = [];
    }
    if (next.done) {
      if (options.stateFile) writeSimState(options.stateFile, next.value);
      return 0;
    }
  }
}

const ZSite = z.object({
  gatewaySn: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timeZone: z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }),
});

/** `--sites-from-stdin`: each line moves a gateway's plant to the site Sunfleet has on record. */
function followSites(fleet: SimFleet, logger: Logger): void {
  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      json = undefined;
    }
    const site = ZSite.safeParse(json);
    if (!site.success) {
      logger.warn(`--sites-from-stdin: not a site: ${line.slice(0, 200)}`);
      return;
    }
    const { gatewaySn, ...where } = site.data;
    if (fleet.relocate(gatewaySn, where))
      logger.info(`${gatewaySn} now at ${where.latitude}, ${where.longitude} (${where.timeZone})`);
  });
}

async function main(argv: readonly string[]): Promise<number> {
  const options = parseSimOptions(argv);
  if (options.isHelp) {
    process.stdout.write(helpText);
    return 0;
  }
  const logger = createLogger(options.logLevel);
  if (options.historyMs !== undefined) return printHistory(await loadFleet(options), options);
  const fleet = new SimFleet(await loadFleet(options), {
    ...options,
    timing: {
      uploadIntervalMs: options.uploadIntervalMs,
      ...(options.upgradeStepMs !== undefined && { upgradeStepMs: options.upgradeStepMs }),
      ...(options.restartDowntimeMs !== undefined && { restartDowntimeMs: options.restartDowntimeMs }),
    },
    weather: options.weatherPath ? await loadWeatherFile(options.weatherPath) : undefined,
    logger,
  });
  const plants = fleet.gateways.map((gateway) => gateway.sn).join(', ');
  logger.info(
    `simulating ${fleet.gateways.length} gateway(s) at ${options.speed}× against ${options.brokerUrl}: ${plants}`,
  );
  const stop = () => {
    logger.info('stopping');
    void fleet.stop().then(() => process.exit(0));
  };
  if (options.sitesFromStdin) followSites(fleet, logger);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await fleet.run(options.isOnce ? 0 : options.durationMs);
  const undelivered = await fleet.stop();
  if (undelivered.length === 0) return 0;
  logger.error(`not everything was acknowledged by the broker for ${undelivered.join(', ')}`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`sunfleet-sim: ${error.message}\nRun with --help for the options.\n`);
      process.exit(2);
    }
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      process.stderr.write(`sunfleet-sim: ${error.message}\n`);
      process.exit(2);
    }
    process.stderr.write(
      `sunfleet-sim: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
