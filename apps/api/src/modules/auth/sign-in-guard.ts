import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { Config } from '../../config.ts';
import { AppError } from '../../plugins/envelope.ts';
import type { AuthRepository } from './repository.ts';

const minuteMs = 60_000;

/**
 * Brute-force lock-out, counted in the database so every api process sees the same numbers:
 * per account and per client address, failures within the window beyond `slowAfter` slow each
 * attempt (the delay doubles); from `refuseAfter` on, attempts are refused until the window has
 * passed since the last failure.
 */
export function createSignInGuard(repository: AuthRepository, limits: Config['signInLock']) {
  const windowMs = limits.windowMinutes * minuteMs;

  return {
    /** Waits or refuses (code 109) before a password is even looked at. */
    async admit(account: string, address: string) {
      const now = Date.now();
      const { byAccount, byAddress } = await repository.recentSignInFailures(
        account,
        address,
        new Date(now - windowMs),
      );
      const worst = byAccount.failures >= byAddress.failures ? byAccount : byAddress;
      if (worst.failures >= limits.refuseAfter && worst.lastAt) {
        const minutes = Math.max(1, Math.ceil((worst.lastAt.getTime() + windowMs - now) / minuteMs));
        throw new AppError(ErrorCode.tooManyAttempts, { minutes });
      }
      if (worst.failures >= limits.slowAfter) {
        await sleep(limits.baseDelayMs * 2 ** (worst.failures - limits.slowAfter));
      }
    },

    recordFailure: (account: string, address: string) =>
      repository.recordSignInFailure(account, address, new Date(), new Date(Date.now() - windowMs)),

    recordSuccess: (account: string) => repository.clearSignInFailures(account),
  };
}
