import { ErrorCode } from '@sunfleet/contract/errors';
import { hashPassword, verifyPassword } from '@sunfleet/db/passwords';
import { AppError } from '../../plugins/envelope.ts';
import type { UsersRepository } from '../users/repository.ts';
import type { Sessions } from './sessions.ts';
import type { createSignInGuard, TSignInAttempt } from './sign-in-guard.ts';

/** Verified against when the account does not exist, so timing does not reveal which accounts do. */
let decoyHash: Promise<string> | undefined;

export function createAuthService(deps: {
  users: UsersRepository;
  sessions: Sessions;
  guard: ReturnType<typeof createSignInGuard>;
}) {
  const { users, sessions, guard } = deps;

  async function assertActive(userId: string) {
    const user = await users.findWithCompany(userId);
    if (!user) throw new AppError(ErrorCode.tokenInvalid);
    if (user.disabled) throw new AppError(ErrorCode.accountDisabled);
  }

  return {
    /** The password grant: lock-out first, then the password, then the account's state. */
    async signIn(attempt: TSignInAttempt, password: string) {
      await guard.admit(attempt);
      const user = await users.findByAccount(attempt.account);
      decoyHash ??= hashPassword('decoy password');
      const isMatch = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      if (!user || !isMatch) {
        await guard.recordFailure(attempt);
        throw new AppError(ErrorCode.wrongCredentials);
      }
      if (user.disabled) throw new AppError(ErrorCode.accountDisabled);
      await guard.recordSuccess(attempt);
      return sessions.start(user.id);
    },

    refresh: (refreshToken: string) => sessions.refresh(refreshToken, assertActive),

    signOut: (refreshToken: string) => sessions.end(refreshToken),
  };
}
