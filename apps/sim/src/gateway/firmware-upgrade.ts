import type { TCommandReply } from '@sunfleet/contract/gateway-wire';

type Stage = NonNullable<TCommandReply['stage']>;

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
  willFail: boolean;
  stage: Stage;
  isCancelRequested: boolean;
}

export interface UpgradeContext {
  reply(cmdId: string, reply: Partial<TCommandReply> & Pick<TCommandReply, 'status'>): void;
  /** Waits one progress step (simulated time); rejects when the gateway stops. */
  step(): Promise<void>;
}

const progressSteps = [0, 25, 50, 75, 100];

/** A gateway downloads and flashes itself; a device's image is also sent over the RS-485 bus. */
const stagesOf = (target: UpgradeTarget): Stage[] =>
  target.isGateway ? ['downloading', 'upgrading'] : ['downloading', 'sending', 'upgrading'];

/** Why a refused cancel was refused, or undefined when the upgrade can still be stopped. */
export function cancelRefusal(run: UpgradeRun): string | undefined {
  if (!run.target.canCancelUpgrade) return `${run.target.sn} does not support cancelling an upgrade`;
  if (run.stage === 'upgrading') return 'Flashing has started; the upgrade can no longer be cancelled';
  return undefined;
}

/**
 * Runs an upgrade through its stages with progress replies. Returns true when the new firmware
 * runs (the caller switches the version), false when it failed or was cancelled.
 */
export async function runUpgrade(run: UpgradeRun, context: UpgradeContext): Promise<boolean> {
  for (const stage of stagesOf(run.target)) {
    run.stage = stage;
    for (const progress of progressSteps) {
      if (run.isCancelRequested) {
        context.reply(run.cmdId, { status: 'cancelled', stage });
        return false;
      }
      if (run.willFail && stage === 'upgrading' && progress === 50) {
        context.reply(run.cmdId, {
          status: 'failed',
          stage,
          progress,
          error: 'Image verification failed after flashing; the previous firmware was kept',
        });
        return false;
      }
      context.reply(run.cmdId, { status: 'inProgress', stage, progress });
      await context.step();
    }
  }
  context.reply(run.cmdId, { status: 'succeeded', progress: 100 });
  return true;
}
