import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { demoSimulatorArgs } from '@sunfleet/contract/demo-fleet';
import type { TDeviceFrame } from '@sunfleet/contract/gateway-wire';
import type { Database } from '@sunfleet/db/connect';
import { HistoryFolder, type THistoryFrame } from '@sunfleet/ingest/history';
import { isCompiled, repoRoot } from '../config.ts';

const dayMs = 86_400_000;

export type TDemoHistoryOptions = {
  db: Database;
  /** The simulator's state file: the history leaves its counters there for the live run. */
  stateFile: string;
  days: number;
  /** The newest days polled every 5 minutes (older hourly). */
  fineDays?: number;
  /** Where the history ends; default now. */
  end?: Date;
};

/**
 * The demo fleet's past, before the first page is served: the simulator computes it with the
 * physics and weather of its live run (`--history`) and prints every device's frames; the ingest's
 * `HistoryFolder` folds them into the rollups as live readings are folded. Both run at once, the
 * simulator a pipe ahead; it computes one plant after another, so each plant's rows are written
 * once, while the next plant is folded. Resolves with the readings folded.
 */
export async function loadDemoHistory(options: TDemoHistoryOptions): Promise<number> {
  const end = options.end ?? new Date();
  const fineDays = options.fineDays ?? 2;
  const child = spawn(
    process.execPath,
    demoSimulatorArgs({
      brokerUrl: 'mqtt://127.0.0.1:1883',
      stateFile: options.stateFile,
      extra: [
        '--history',
        `${options.days}d`,
        '--history-fine',
        `${Math.min(fineDays, options.days)}d`,
        '--start',
        end.toISOString(),
      ],
      isCompiled,
    }),
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
  const folder = new HistoryFolder({ db: options.db, fineFrom: end.getTime() - fineDays * dayMs });
  try {
    let frames: THistoryFrame[] = [];
    let gatewaySn: string | undefined;
    for await (const line of createInterface({ input: child.stdout })) {
      if (line.length === 0) continue;
      const poll = JSON.parse(line) as { gatewaySn: string; frames: TDeviceFrame[] };
      if (gatewaySn !== undefined && poll.gatewaySn !== gatewaySn) {
        // The simulator is done with a plant: its rows are written while the next one is read.
        await folder.add(frames);
        frames = [];
        folder.complete();
      }
      gatewaySn = poll.gatewaySn;
      for (const frame of poll.frames) frames.push({ gatewaySn: poll.gatewaySn, frame });
      if (frames.length >= 2_000) {
        await folder.add(frames);
        frames = [];
      }
    }
    await folder.add(frames);
    const code = await exited;
    if (code !== 0) throw new Error(`the simulator's history run exited with code ${code}`);
    await folder.finish();
    return folder.readings;
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
}
