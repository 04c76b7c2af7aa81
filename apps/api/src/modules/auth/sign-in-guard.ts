import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { Config } from '../../config.ts';
import { AppError } from '../../plugins/envelope.ts';
import type { AuthRepository } from './repository.ts';

const minuteMs = 60_000;

/** Who tries to sign in: the account, the client address, and the known device if any. */
export type TSignInAttempt = { account: string; address: string; device: string | null };

/**
 * Brute-force lock-out, counted in the database so every api process sees the same numbers:
 * per account and per client address — or, from a known device (docs/adr/0013), per device only —
 * failures within the window beyond `slowAfter` slow each attempt (the delay doubles); from
 * `refuseAfter` on, attempts are refused until the window has passed since the last failure.
 */
export function createSignInGuard(repository: AuthRepository, limits: Config['signInLock']) {
  const windowMs = limits.windowMinutes * minuteMs;

  return {
    /** Waits or refuses (code 109) before a password is even looked at. */
    async admit(attempt: TSignInAttempt) {
      const now = Date.now();
      const tallies = await repository.recentSignInFailures(attempt, new Date(now - windowMs));
      const worst = tallies.reduce((left, right) => (right.failures > left.failures ? right : left));
      if (worst.failures >= limits.refuseAfter && worst.lastAt) {
        const minutes = Math.max(1, Math.ceil((worst.lastAt.getTime() + windowMs - now) / minuteMs));
        throw new AppError(ErrorCode.tooManyAttempts, { minutes });
      }
      if (worst.failures >= limits.slowAfter) {
        await sleep(limits.baseDelayMs * 2 ** (worst.failures - limits.slowAfter));
      }
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
