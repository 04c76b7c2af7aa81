import { createHash } from 'node:crypto';
import type { TCommandReply } from '@sunfleet/contract/gateway-wire';

type Stage = NonNullable<TCommandReply['stage']>;

/**
 * Failures a test injects into an upgrade (`--upgrade-fault <sn>:<fault>`), each ending where the
 * hardware's would: a corrupted download is refused before anything is flashed; power lost while
 * flashing boots the previous image; a device that never comes back after flashing stays silent.
 */
export const upgradeFaults = ['badChecksum', 'powerLoss', 'neverReturns'] as const;
export type UpgradeFault = (typeof upgradeFaults)[number];

export interface UpgradeTarget {
  sn: string;
  /** The gateway itself, or a device that receives the image through the gateway. */
  isGateway: boolean;
  canCancelUpgrade: boolean;
}

export interface UpgradeRun {
  cmdId: string;
  target: UpgradeTarget;
  version: string;
  url: string;
  size: number;
  sha256: string;
  willFail: boolean;
  fault: UpgradeFault | undefined;
  stage: Stage;
  isCancelRequested: boolean;
}

/** How an upgrade ended for the gateway: what it does next depends on it. */
export type UpgradeOutcome = 'flashed' | 'failed' | 'cancelled' | 'powerLost';

export interface UpgradeContext {
  reply(cmdId: string, reply: Partial<TCommandReply> & Pick<TCommandReply, 'status'>): void;
  /** Waits one progress step (simulated time); rejects when the gateway stops. */
  step(): Promise<void>;
  /** Fetches `url` from byte `offset` on (an HTTP Range request); yields the bytes as they come. */
  download(url: string, offset: number): AsyncIterable<Uint8Array>;
}

const progressSteps = [0, 25, 50, 75, 100];
/** Tries of a download cut short, each resuming where the last stopped. */
const downloadTries = 3;

/** Why a refused cancel was refused, or undefined when the upgrade can still be stopped. */
export function cancelRefusal(run: UpgradeRun): string | undefined {
  if (!run.target.canCancelUpgrade) return `${run.target.sn} does not support cancelling an upgrade`;
  if (run.stage === 'upgrading') return 'Flashing has started; the upgrade can no longer be cancelled';
  return undefined;
}

/**
 * Downloads the image with progress, resuming a cut download from the bytes it has (up to three
 * tries). Undefined when cancelled on the way.
 */
async function download(run: UpgradeRun, context: UpgradeContext): Promise<Buffer | undefined> {
  const parts: Uint8Array[] = [];
  let received = 0;
  let reported = -1;
  for (let attempt = 1; received < run.size; attempt += 1) {
    try {
      for await (const chunk of context.download(run.url, received)) {
        if (run.isCancelRequested) return undefined;
        parts.push(chunk);
        received += chunk.length;
        const progress = Math.min(100, Math.floor((received / run.size) * 4) * 25);
        if (progress !== reported) {
          reported = progress;
          context.reply(run.cmdId, { status: 'inProgress', stage: 'downloading', progress });
        }
      }
      if (received < run.size) throw new Error(`got ${received} of ${run.size} bytes`);
    } catch (error) {
      if (attempt >= downloadTries) throw error;
    }
  }
  return Buffer.concat(parts);
}

/** The image's bytes as they arrived, checked against the size and SHA-256 the command gave. */
function checksumRefusal(run: UpgradeRun, image: Buffer): string | undefined {
  // The injected corruption: one bit flipped on the way, as a flaky link or storage would.
  if (run.fault === 'badChecksum' && image.length > 0) image[image.length >> 1]! ^= 0x01;
  if (image.length !== run.size) return `Size mismatch: ${image.length} bytes, expected ${run.size}`;
  const actual = createHash('sha256').update(image).digest('hex');
  if (actual !== run.sha256.toLowerCase())
    return `Checksum mismatch: SHA-256 ${actual.slice(0, 12)}…, expected ${run.sha256.slice(0, 12)}…; nothing was flashed`;
  return undefined;
}

/** Steps a stage's progress; false when a cancel stopped it (after saying so). */
async function runStage(
  run: UpgradeRun,
  context: UpgradeContext,
  stage: Stage,
  onStep?: (progress: number) => boolean,
) {
  run.stage = stage;
  for (const progress of progressSteps) {
    if (run.isCancelRequested) {
      context.reply(run.cmdId, { status: 'cancelled', stage });
      return false;
    }
    if (onStep && !onStep(progress)) return false;
    context.reply(run.cmdId, { status: 'inProgress', stage, progress });
    await context.step();
  }
  return true;
}

/**
 * Runs an upgrade as hardware does: download (resumable) and verify the image's SHA-256, pass it
 * over the bus to a device behind the gateway, flash with progress, and report it flashed — the
 * caller then boots into the new version (the cloud waits for that, ADR 0046). Every way it can
 * end is replied, but a power loss: the gateway says why when it is back.
 */
export async function runUpgrade(run: UpgradeRun, context: UpgradeContext): Promise<UpgradeOutcome> {
  run.stage = 'downloading';
  let image: Buffer | undefined;
  try {
    image = await download(run, context);
  } catch (error) {
    context.reply(run.cmdId, {
      status: 'failed',
      stage: 'downloading',
      error: `Download failed: ${(error as Error).message}`.slice(0, 200),
    });
    return 'failed';
  }
  if (!image) {
    context.reply(run.cmdId, { status: 'cancelled', stage: 'downloading' });
    return 'cancelled';
  }
  const refusal = checksumRefusal(run, image);
  if (refusal) {
    context.reply(run.cmdId, { status: 'failed', stage: 'downloading', error: refusal });
    return 'failed';
  }
  if (!run.target.isGateway && !(await runStage(run, context, 'sending'))) return 'cancelled';
  let outcome: UpgradeOutcome = 'flashed';
  const isFlashed = await runStage(run, context, 'upgrading', (progress) => {
    if (progress !== 50) return true;
    if (run.fault === 'powerLoss') {
      outcome = 'powerLost';
      return false;
    }
    if (!run.willFail) return true;
    outcome = 'failed';
    context.reply(run.cmdId, {
      status: 'failed',
      stage: 'upgrading',
      progress,
      error: 'Image verification failed after flashing; the previous firmware was kept',
    });
    return false;
  });
  if (!isFlashed) return outcome === 'flashed' ? 'cancelled' : outcome;
  context.reply(run.cmdId, { status: 'succeeded', progress: 100 });
  return 'flashed';
}
