import type {
  TCampaignKind,
  TCampaignState,
  TFirstWave,
  THaltRule,
  TMaintenanceWindow,
  TTargetCounts,
  TTargetState,
} from '@sunfleet/contract/campaigns';
import type { TCommandState } from '@sunfleet/contract/commands';
import { nowIn } from '@sunfleet/contract/zoned-date';

/**
 * The decisions of a campaign (docs/adr/0040), pure so each is tested alone; `tick.ts` reads the
 * database, asks these, and writes what they decided.
 */

/** How many targets the first wave holds: a size (at most all) or a share, at least one. */
export function firstWaveSize(total: number, firstWave: TFirstWave): number {
  if (total === 0) return 1;
  const size = 'size' in firstWave ? firstWave.size : Math.ceil((total * firstWave.percent) / 100);
  return Math.min(total, Math.max(1, size));
}

/** The wave of the target at `position` (0-based): the first `firstWave` are wave 1. */
export const waveOf = (position: number, firstWave: number) => (position < firstWave ? 1 : 2);

/**
 * How many targets may be released now: the pace allows `perMinute` in any sliding minute, less
 * those released in the last minute.
 */
export const releaseBudget = (perMinute: number, releasedInLastMinute: number) =>
  Math.max(0, perMinute - releasedInLastMinute);

/** Executed: a target whose commands ran to an end on the device (succeeded or failed). */
export type THaltCounts = { executed: number; failed: number };

/**
 * Halt when failed > `failurePercent` % of executed, once at least `minExecuted` executed — both
 * counted since the campaign was last resumed (`base`), so a resumed campaign is judged afresh.
 */
export function shouldHalt(
  rule: THaltRule,
  now: THaltCounts,
  base: THaltCounts = { executed: 0, failed: 0 },
) {
  const executed = now.executed - base.executed;
  const failed = now.failed - base.failed;
  if (executed < rule.minExecuted) return false;
  return failed * 100 > rule.failurePercent * executed;
}

export const haltReason = (rule: THaltRule, now: THaltCounts, base: THaltCounts) =>
  `${now.failed - base.failed} of ${now.executed - base.executed} failed (rule: more than ${rule.failurePercent}% of at least ${rule.minExecuted})`;

/** Executed and failed of a campaign's counts. */
export const haltCountsOf = (counts: TTargetCounts): THaltCounts => ({
  executed: counts.succeeded + counts.failed,
  failed: counts.failed,
});

/**
 * A released target's state from its commands' (in plan order; all enqueued together): failed as
 * soon as one failed or timed out, cancelled if one was cancelled, succeeded when all succeeded,
 * running once one was sent, queued before.
 */
export function targetStateOf(commands: readonly { state: TCommandState; error: string | null }[]): {
  state: TTargetState;
  error: string | null;
} {
  const failed = commands.find((command) => command.state === 'failed' || command.state === 'timedOut');
  if (failed)
    return {
      state: 'failed',
      error: failed.error ?? (failed.state === 'timedOut' ? 'Timed out' : 'Failed on the device'),
    };
  if (commands.some((command) => command.state === 'cancelled')) return { state: 'cancelled', error: null };
  if (commands.length > 0 && commands.every((command) => command.state === 'succeeded'))
    return { state: 'succeeded', error: null };
  if (commands.some((command) => command.state !== 'queued')) return { state: 'running', error: null };
  return { state: 'queued', error: null };
}

/** What the tick does next with a running campaign, given its targets' counts per wave. */
export type TCampaignStep =
  | { kind: 'halt'; reason: string }
  | { kind: 'complete' }
  | { kind: 'nextWave' }
  | { kind: 'release'; count: number };

const openIn = (counts: TTargetCounts) => counts.pending + counts.queued + counts.running;

/**
 * The next step of a running campaign: halt by the rule first; complete once nothing is open in
 * either wave; start wave 2 once wave 1 has nothing open; else release within the pace budget.
 */
export function nextStep(input: {
  rule: THaltRule;
  base: THaltCounts;
  currentWave: number;
  all: TTargetCounts;
  wave: TTargetCounts;
  perMinute: number;
  releasedInLastMinute: number;
}): TCampaignStep {
  const counts = haltCountsOf(input.all);
  if (shouldHalt(input.rule, counts, input.base))
    return { kind: 'halt', reason: haltReason(input.rule, counts, input.base) };
  if (openIn(input.all) === 0) return { kind: 'complete' };
  if (openIn(input.wave) === 0 && input.currentWave === 1) return { kind: 'nextWave' };
  return {
    kind: 'release',
    count: Math.min(input.wave.pending, releaseBudget(input.perMinute, input.releasedInLastMinute)),
  };
}

/** Which states a user may move a campaign to, from which. */
export const campaignTransitions: Record<'pause' | 'resume' | 'cancel', readonly TCampaignState[]> = {
  pause: ['running'],
  resume: ['paused', 'halted'],
  cancel: ['running', 'paused', 'halted'],
};

export const emptyCounts = (): TTargetCounts => ({
  pending: 0,
  queued: 0,
  running: 0,
  succeeded: 0,
  failed: 0,
  cancelled: 0,
  skipped: 0,
});

/** `HH:MM` as minutes since midnight. */
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Minutes since midnight on `timeZone`'s wall clock at `at`. A zone the runtime does not know is
 * read as UTC: a plant's bad zone must not stop a campaign's tick for every other site.
 */
export function localMinuteOf(timeZone: string, at: Date): number {
  let clock: string;
  try {
    clock = nowIn(timeZone, at);
  } catch {
    clock = nowIn('UTC', at);
  }
  return minutesOf(clock.slice(11, 16));
}

/**
 * Whether `at` falls in a daily maintenance window on a site's own clock: from `start` up to
 * (not including) `end`, crossing midnight when `end` is earlier. Read on the wall clock, so on a
 * day the clocks change the window is an hour shorter or longer in absolute time, as a site's
 * staff would expect of "01:00 to 05:00". No window: always.
 */
export function isInsideWindow(window: TMaintenanceWindow | null, timeZone: string, at: Date): boolean {
  if (!window) return true;
  const minute = localMinuteOf(timeZone, at);
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** Where a target sits, as release decisions see it: its plant and that plant's clock. */
export type TSite = { plantId: string | null; timeZone: string };

/**
 * A condition that holds a site's targets of a campaign kind back at a time besides the window —
 * the hook where demand-response events hold an upgrade off a plant while an event runs or is
 * about to (docs/adr/0055). A predicate, so the module that knows the events loads them once per
 * tick and answers here without a query per site (docs/adr/0047).
 */
export type TReleaseBlock = (site: TSite, at: Date, kind: TCampaignKind) => boolean;

/** Whether a site's pending targets of a `kind` campaign may be released at `at`: inside the window, and not blocked. */
export const isReleasableAt = (
  window: TMaintenanceWindow | null,
  site: TSite,
  at: Date,
  kind: TCampaignKind,
  isBlocked?: TReleaseBlock,
) => isInsideWindow(window, site.timeZone, at) && !(isBlocked?.(site, at, kind) ?? false);
