import type { Database } from '@sunfleet/db/connect';
import { and, builtOnce, eq, gt, isNull, lt, ne, or, sql, type SQL } from '@sunfleet/db/query';
import { refreshTokens, signInFailures } from '@sunfleet/db/schema';

export type TSignInFailureTally = { failures: number; lastAt: Date | null };
/** A known device's own failures, or those of the account, the address and the two together. */
export type TSignInFailureTallies =
  | { device: TSignInFailureTally }
  | { account: TSignInFailureTally; pair: TSignInFailureTally; address: TSignInFailureTally };
const noFailures: TSignInFailureTally = { failures: 0, lastAt: null };

/** Refresh tokens (stored as hashes) and the failed sign-ins the lock-out counts. */
export function createAuthRepository(db: Database) {
  // Authentication asks this on every signed-in request.
  const liveSession = builtOnce(
    db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sql.placeholder('familyId')),
          eq(refreshTokens.userId, sql.placeholder('userId')),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1),
  );

  return {
    async insertRefreshToken(values: {
      userId: string;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
    }) {
      const [row] = await db.insert(refreshTokens).values(values).returning({ id: refreshTokens.id });
      if (!row) throw new Error('refresh token not inserted');
      return row.id;
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    /**
     * Marks a live token as used, atomically: of two requests racing with the same token only one
     * gets the row back.
     */
    async consumeRefreshToken(tokenHash: string, now: Date) {
      const [row] = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** A refresh token stored for a refresh that lost the race for the token it replaces. */
    async deleteRefreshToken(tokenId: string) {
      await db.delete(refreshTokens).where(eq(refreshTokens.id, tokenId));
    },

    /**
     * Whether a session (a family of refresh tokens) of this user still has a live token. Ending a
     * session revokes them all, so this is false from the moment of sign-out on every process.
     * One lookup through the family index.
     */
    async isSessionLive(userId: string, familyId: string, now: Date) {
      const [row] = await liveSession.execute({ userId, familyId, now });
      return row !== undefined;
    },

    async linkReplacement(tokenId: string, replacedBy: string) {
      await db.update(refreshTokens).set({ replacedBy }).where(eq(refreshTokens.id, tokenId));
    },

    async revokeFamily(familyId: string, now: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Revokes every live token of a user, except those of one session when given. */
    async revokeUserTokens(userId: string, now: Date, keepFamilyId?: string) {
      const live = and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt));
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(keepFamilyId ? and(live, ne(refreshTokens.familyId, keepFamilyId)) : live);
    },

    /** Records a failure and forgets those older than `forgetBefore`, which no window counts. */
    async recordSignInFailure(
      attempt: { account: string; address: string; device: string | null },
      at: Date,
      forgetBefore: Date,
    ) {
      await db.insert(signInFailures).values({ ...attempt, failedAt: at });
      await db.delete(signInFailures).where(lt(signInFailures.failedAt, forgetBefore));
    },

    /**
     * How often, and when last, sign-in failed since a moment (docs/adr/0045): for the account from
     * anywhere, for the address and the account together, and for the address at all — or, for a
     * known device (docs/adr/0013), for that device only.
     */
    async recentSignInFailures(
      attempt: { account: string; address: string; device: string | null },
      since: Date,
    ): Promise<TSignInFailureTallies> {
      const recent = gt(signInFailures.failedAt, since);
      const tallyOf = (where: SQL) => ({
        failures: sql<number>`count(*) FILTER (WHERE ${where})`.mapWith(Number),
        lastAt: sql<Date | null>`max(${signInFailures.failedAt}) FILTER (WHERE ${where})`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
      });
      if (attempt.device) {
        const [row] = await db
          .select(tallyOf(eq(signInFailures.device, attempt.device)))
          .from(signInFailures)
          .where(and(eq(signInFailures.device, attempt.device), recent));
        return { device: row ?? noFailures };
      }
      const ofAccount = eq(signInFailures.account, attempt.account);
      const ofAddress = eq(signInFailures.address, attempt.address);
      const [row] = await db
        .select({
          account: tallyOf(ofAccount),
          pair: tallyOf(sql`${ofAccount} AND ${ofAddress}`),
          address: tallyOf(ofAddress),
        })
        .from(signInFailures)
        .where(and(or(ofAccount, ofAddress), recent));
      return row ?? { account: noFailures, pair: noFailures, address: noFailures };
    },

    async clearDeviceSignInFailures(device: string) {
      await db.delete(signInFailures).where(eq(signInFailures.device, device));
    },

    async clearSignInFailures(account: string) {
      await db.delete(signInFailures).where(eq(signInFailures.account, account));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
