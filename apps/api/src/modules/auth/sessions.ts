import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TTokenPair } from '@sunfleet/contract/auth';
import { AppError } from '../../plugins/envelope.ts';
import type { AccessTokens, TAccessClaims } from './access-tokens.ts';
import type { AuthRepository } from './repository.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Only a hash is stored, so a copy of the database does not hand out sessions. */
const hashOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('hex');

/**
 * Sign-in sessions. A session is a family of refresh tokens: each refresh replaces the token it
 * used, and presenting a replaced token again (a stolen copy, most likely) ends the whole family.
 */
export function createSessions(deps: {
  repository: AuthRepository;
  accessTokens: AccessTokens;
  refreshTokenTtlDays: number;
}) {
  const { repository, accessTokens } = deps;

  async function issuePair(userId: string, familyId: string, now: Date) {
    const refreshToken = randomBytes(32).toString('base64url');
    const id = await repository.insertRefreshToken({
      userId,
      familyId,
      tokenHash: hashOf(refreshToken),
      expiresAt: new Date(now.getTime() + deps.refreshTokenTtlDays * dayMs),
    });
    const pair: TTokenPair = {
      access_token: await accessTokens.issue({ userId, sessionId: familyId }),
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: accessTokens.ttlSeconds,
    };
    return { id, pair };
  }

  return {
    start: async (userId: string) => (await issuePair(userId, randomUUID(), new Date())).pair,

    /**
     * Swaps a refresh token for a new pair; checks the user is still allowed in via `admit`.
     * The new token is stored before the old one is consumed, so the session always has a live
     * token and its access tokens keep working on every process during the swap.
     */
    async refresh(refreshToken: string, admit: (userId: string) => Promise<void>): Promise<TTokenPair> {
      const now = new Date();
      const known = await repository.findRefreshToken(hashOf(refreshToken));
      if (!known || known.revokedAt || known.expiresAt <= now) {
        if (known?.replacedBy) await repository.revokeFamily(known.familyId, now);
        throw new AppError(ErrorCode.tokenInvalid);
      }
      await admit(known.userId);
      const next = await issuePair(known.userId, known.familyId, now);
      const used = await repository.consumeRefreshToken(hashOf(refreshToken), now);
      if (!used) {
        // Another refresh with the same token won the race: it alone continues the session.
        await repository.deleteRefreshToken(next.id);
        throw new AppError(ErrorCode.tokenInvalid);
      }
      await repository.linkReplacement(used.id, next.id);
      return next.pair;
    },

    /** Whether the session an access token names is still live (not signed out, ended or reused). */
    isLive: ({ userId, sessionId }: TAccessClaims) => repository.isSessionLive(userId, sessionId, new Date()),

    /** Sign-out: ends the session the token belongs to. Unknown tokens are ignored. */
    async end(refreshToken: string) {
      const known = await repository.findRefreshToken(hashOf(refreshToken));
      if (known) await repository.revokeFamily(known.familyId, new Date());
    },

    /** Ends every session of a user, except `keepSessionId` when given (password change). */
    endAllFor: (userId: string, keepSessionId?: string) =>
      repository.revokeUserTokens(userId, new Date(), keepSessionId),
  };
}
export type Sessions = ReturnType<typeof createSessions>;
