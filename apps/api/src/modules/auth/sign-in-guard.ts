import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { Config } from '../../config.ts';
import { AppError } from '../../plugins/envelope.ts';
import type { AuthRepository, TSignInFailureTally } from './repository.ts';

const minuteMs = 60_000;

/** Who tries to sign in: the account, the client address, and the known device if any. */
export type TSignInAttempt = { account: string; address: string; device: string | null };

/**
 * Brute-force lock-out, counted in the database so every api process sees the same numbers
 * (docs/adr/0045). Failures within the window:
 * - for the address and the account together refuse from `refuseAfter` on — one place guessing
 *   at one account is stopped;
 * - for the account from anywhere refuse from `accountRefuseAfter` on — guesses spread over many
 *   addresses are stopped too;
 * - for the address alone only slow each attempt (beyond `slowAfter`, the delay doubles up to the
 *   delay at `refuseAfter`): someone guessing behind a shared address (an office, a carrier's NAT)
 *   no longer locks every other account out, but cannot try accounts fast.
 * From a known device (docs/adr/0013) only that device's own failures count. A refused attempt
 * waits until the window has passed since the last failure that locked it.
 */
export function createSignInGuard(repository: AuthRepository, limits: Config['signInLock']) {
  const windowMs = limits.windowMinutes * minuteMs;
  const delayMs = (failures: number) =>
    limits.baseDelayMs * 2 ** (Math.min(failures, limits.refuseAfter) - limits.slowAfter);

  function refuseIfLocked(tally: TSignInFailureTally, refuseAfter: number, now: number) {
    if (tally.failures < refuseAfter || !tally.lastAt) return;
    const minutes = Math.max(1, Math.ceil((tally.lastAt.getTime() + windowMs - now) / minuteMs));
    throw new AppError(ErrorCode.tooManyAttempts, { minutes });
  }

  return {
    /** Waits or refuses (code 109) before a password is even looked at. */
    async admit(attempt: TSignInAttempt) {
      const now = Date.now();
      const tallies = await repository.recentSignInFailures(attempt, new Date(now - windowMs));
      if ('device' in tallies) {
        refuseIfLocked(tallies.device, limits.refuseAfter, now);
      } else {
        refuseIfLocked(tallies.pair, limits.refuseAfter, now);
        refuseIfLocked(tallies.account, limits.accountRefuseAfter, now);
      }
      const failures = 'device' in tallies ? tallies.device.failures : tallies.address.failures;
      if (failures >= limits.slowAfter) await sleep(delayMs(failures));
    },

    recordFailure: (attempt: TSignInAttempt) =>
      repository.recordSignInFailure(attempt, new Date(), new Date(Date.now() - windowMs)),

    /**
     * Forgets the failures a success answers for: a known device's own, else the account's. A
     * known device's success leaves failures against its account from elsewhere counting.
     */
    recordSuccess: (attempt: TSignInAttempt) =>
      attempt.device
        ? repository.clearDeviceSignInFailures(attempt.device)
        : repository.clearSignInFailures(attempt.account),
  };
}
