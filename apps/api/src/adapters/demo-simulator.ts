import { spawn, type ChildProcess } from 'node:child_process';
import { demoFleet, demoSimulatorArgs } from '@sunfleet/contract/demo-fleet';
import type { Database } from '@sunfleet/db/connect';
import { eq, inArray } from '@sunfleet/db/query';
import { gateways, plants } from '@sunfleet/db/telemetry-schema';
import { isCompiled, repoRoot } from '../config.ts';

export type DemoSimulatorLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

export type TDemoSite = { gatewaySn: string; latitude: number; longitude: number; timeZone: string };

/** How often the demo gateways' sites are looked up (a new plant shows its own sun within this). */
const siteCheckMs = 10_000;

/**
 * Where the platform has each demo gateway: the plant it is bound to, when that plant has
 * coordinates; otherwise the site the demo fleet gives it (a spare gateway back on the shelf).
 */
export async function demoSites(db: Database): Promise<TDemoSite[]> {
  const sns = demoFleet.plants.map((plant) => plant.gateway.sn);
  const bound = await db
    .select({
      gatewaySn: gateways.sn,
      latitude: plants.latitude,
      longitude: plants.longitude,
      timeZone: plants.timeZone,
    })
    .from(gateways)
    .innerJoin(plants, eq(plants.id, gateways.plantId))
    .where(inArray(gateways.sn, sns));
  const recorded = new Map(bound.map((row) => [row.gatewaySn, row]));
  return demoFleet.plants.map(({ gateway, location, timeZone }) => {
    const row = recorded.get(gateway.sn);
    return row && row.latitude !== null && row.longitude !== null
      ? { gatewaySn: gateway.sn, latitude: row.latitude, longitude: row.longitude, timeZone: row.timeZone }
      : { gatewaySn: gateway.sn, latitude: location.latitude, longitude: location.longitude, timeZone };
  });
}

/**
 * The demo fleet's gateways, run by the simulator as a child process. It talks to Sunfleet over
 * MQTT only, the way hardware would, so the demo exercises the same path real data takes. The
 * one thing it is told besides (ADR 0035): where each gateway's plant is, so a plant the wizard
 * creates with the spare gateway shows the sun of its own site and local time.
 */
export class DemoSimulator {
  private child: ChildProcess | undefined;
  private isStopping = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly sent = new Map<string, string>();

  constructor(
    private readonly options: { brokerUrl: string; stateFile: string; db: Database },
    private readonly log: DemoSimulatorLog,
  ) {}

  start(): void {
    // Demo upgrades flash in about 15 s and never fail at random: a visitor sees the whole flow.
    const extra = [
      '--demo-incidents',
      '--sites-from-stdin',
      '--upgrade-failure-rate',
      '0',
      '--upgrade-step',
      '1s',
    ];
    const args = demoSimulatorArgs({ ...this.options, extra, isCompiled });
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    child.on('exit', (code, signal) => {
      if (!this.isStopping) this.log.warn({ code, signal }, 'demo simulator stopped');
    });
    child.stdin?.on('error', () => undefined);
    this.child = child;
    this.log.info({ brokerUrl: this.options.brokerUrl }, 'demo simulator started');
    const follow = () => {
      this.sendSites()
        .catch((error: unknown) => this.log.warn({ err: error }, 'demo sites not sent'))
        .finally(() => {
          if (!this.isStopping) this.timer = setTimeout(follow, siteCheckMs);
        });
    };
    follow();
  }

  /** Tells the simulator the sites that changed since it was last told. */
  async sendSites(): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed) return;
    for (const site of await demoSites(this.options.db)) {
      const line = JSON.stringify(site);
      if (this.sent.get(site.gatewaySn) === line) continue;
      stdin.write(`${line}\n`);
      this.sent.set(site.gatewaySn, line);
    }
  }

  /** SIGTERM lets the simulator publish its gateways' offline status before it exits. */
  async stop(): Promise<void> {
    this.isStopping = true;
    clearTimeout(this.timer);
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
}
