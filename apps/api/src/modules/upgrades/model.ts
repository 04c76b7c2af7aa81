import type { TCommandState } from '@sunfleet/contract/commands';
import { compareFirmwareVersions } from '@sunfleet/contract/firmware';
import {
  isFinalUpgradeState,
  type TShownUpgradeState,
  type TUpgradeState,
} from '@sunfleet/contract/upgrades';

/** How long a device has to prove an upgrade (ADR 0046); tests shorten both. */
export type TUpgradeTimings = {
  /** On the new version and healthy this long after it came back: success. */
  healthyMs: number;
  /** Flashed, and not back with the new version after this long: failure. */
  returnTimeoutMs: number;
};

/** What the follower knows of a running upgrade at one instant. */
export type TUpgradeFacts = {
  state: TUpgradeState;
  progress: number;
  toVersion: string;
  cancelState: 'requested' | 'refused' | null;
  flashedAt: Date | null;
  versionSeenAt: Date | null;
  command: { state: TCommandState; stage: string | null; progress: number | null; error: string | null };
  cancelCommand: { state: TCommandState; error: string | null } | null;
  /** What the device (or gateway) reports: its version, whether offline, when last heard, a new fault. */
  target: { version: string; isOffline: boolean; lastSeenAt: Date | null; hasNewFault: boolean };
};

/** What to do about it: the changes to write and, when it ends, how its command ends. */
export type TUpgradeStep = {
  state: TUpgradeState;
  progress: number;
  cancelState: 'requested' | 'refused' | null;
  flashedAt: Date | null;
  versionSeenAt: Date | null;
  error: string | null;
  /** The command the device no longer answers for is finished by Sunfleet: verified, or given up. */
  finishCommand: 'succeeded' | 'failed' | null;
  /** A line for the maintenance log when the state (or the cancel) changed; empty otherwise. */
  logLine: string;
};

const stageStates: Record<string, TUpgradeState> = {
  downloading: 'downloading',
  sending: 'sending',
  upgrading: 'upgrading',
  verifying: 'verifying',
};

const minutes = (ms: number) => Math.round((ms / 60_000) * 10) / 10;

/** Where the command channel says the upgrade is, before the proof of the new version. */
function fromCommand(facts: TUpgradeFacts): Pick<TUpgradeStep, 'state' | 'progress' | 'error'> {
  const { command } = facts;
  switch (command.state) {
    case 'cancelled':
      return { state: 'cancelled', progress: facts.progress, error: null };
    case 'failed':
    case 'timedOut':
      return { state: 'failure', progress: facts.progress, error: command.error ?? 'The upgrade failed' };
    case 'succeeded':
      return { state: 'success', progress: 100, error: null };
    case 'queued':
    case 'sent':
    case 'acknowledged':
      return {
        state: (command.stage && stageStates[command.stage]) || facts.state,
        progress: command.progress ?? facts.progress,
        error: null,
      };
  }
}

/**
 * The follower's judgement of one running upgrade (a pure function: tests move `now`). The
 * command channel gives the stages up to "flashed"; from then on success needs the device back
 * with the new version and healthy (online, no new fault) for `healthyMs`; a device not back with
 * it within `returnTimeoutMs` of flashing, or that goes offline or into a fault meanwhile, fails it.
 * A cancel the device refused (or never answered) shows as "cancel failed" while the upgrade runs.
 */
export function judgeUpgrade(facts: TUpgradeFacts, now: Date, timings: TUpgradeTimings): TUpgradeStep {
  const base = fromCommand(facts);
  const step: TUpgradeStep = {
    ...base,
    cancelState: facts.cancelState,
    flashedAt: facts.flashedAt,
    versionSeenAt: facts.versionSeenAt,
    finishCommand: null,
    logLine: '',
  };
  const cancel = facts.cancelCommand;
  if (facts.cancelState === 'requested' && cancel && ['failed', 'timedOut'].includes(cancel.state))
    step.cancelState = 'refused';
  if (step.state === 'verifying' && !isFinalUpgradeState(facts.state)) judgeProof(facts, now, timings, step);
  step.logLine = logLineOf(facts, step);
  return step;
}

function judgeProof(facts: TUpgradeFacts, now: Date, timings: TUpgradeTimings, step: TUpgradeStep) {
  const flashedAt = facts.flashedAt ?? now;
  step.flashedAt = flashedAt;
  step.progress = 100;
  const { target } = facts;
  const isBack =
    !target.isOffline &&
    target.lastSeenAt !== null &&
    target.lastSeenAt.getTime() > flashedAt.getTime() &&
    target.version !== '' &&
    compareFirmwareVersions(target.version, facts.toVersion) === 0;
  if (isBack) step.versionSeenAt ??= now;
  if (step.versionSeenAt) {
    if (target.isOffline || target.hasNewFault) {
      fail(
        step,
        `${target.isOffline ? 'Went offline' : 'Raised a fault'} on ${facts.toVersion} before it proved healthy`,
      );
      return;
    }
    if (now.getTime() - step.versionSeenAt.getTime() >= timings.healthyMs) {
      step.state = 'success';
      step.finishCommand = 'succeeded';
    }
    return;
  }
  if (now.getTime() - flashedAt.getTime() > timings.returnTimeoutMs)
    fail(
      step,
      `Not back with ${facts.toVersion} within ${minutes(timings.returnTimeoutMs)} minutes of flashing` +
        (target.version ? ` (reports ${target.version})` : ''),
    );
}

function fail(step: TUpgradeStep, error: string) {
  step.state = 'failure';
  step.error = error;
  step.finishCommand = 'failed';
}

function logLineOf(facts: TUpgradeFacts, step: TUpgradeStep): string {
  const lines: string[] = [];
  if (step.state !== facts.state) lines.push(step.error ? `${step.state}: ${step.error}` : step.state);
  if (step.cancelState === 'refused' && facts.cancelState !== 'refused')
    lines.push(`cancel failed${facts.cancelCommand?.error ? `: ${facts.cancelCommand.error}` : ''}`);
  if (step.versionSeenAt && !facts.versionSeenAt) lines.push(`back on ${facts.toVersion}`);
  return lines.join('; ');
}

/** The state the progress page shows: "cancel failed" while a refused cancel stands and it runs. */
export function shownStateOf(
  state: TUpgradeState,
  cancelState: 'requested' | 'refused' | null,
): TShownUpgradeState {
  return cancelState === 'refused' && !isFinalUpgradeState(state) ? 'cancelFailed' : state;
}
