import { spawn, type ChildProcess } from 'node:child_process';
import { demoSimulatorArgs } from '@sunfleet/contract/demo-fleet';
import { repoRoot } from '../config.ts';

export type DemoSimulatorLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/**
 * The demo fleet's gateways, run by the simulator as a child process. It talks to Sunfleet over
 * MQTT only, the way hardware would, so the demo exercises the same path real data takes.
 */
export class DemoSimulator {
  private child: ChildProcess | undefined;
  private isStopping = false;

  constructor(
    private readonly options: { brokerUrl: string; stateFile: string },
    private readonly log: DemoSimulatorLog,
  ) {}

  start(): void {
    const args = demoSimulatorArgs({ ...this.options, extra: ['--demo-incidents'] });
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code, signal) => {
      if (!this.isStopping) this.log.warn({ code, signal }, 'demo simulator stopped');
    });
    this.child = child;
    this.log.info({ brokerUrl: this.options.brokerUrl }, 'demo simulator started');
  }

  /** SIGTERM lets the simulator publish its gateways' offline status before it exits. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    this.isStopping = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
}
