import type { TCodePurpose } from '@sunfleet/contract/auth';
import type { Database } from '@sunfleet/db/connect';
import { and, count, desc, eq, gt, isNull, min, sql, type SQL } from '@sunfleet/db/query';
import { verificationCodes } from '@sunfleet/db/schema';

/** Verification codes sent by e-mail for sign-up and password reset (stored as keyed hashes). */
export function createVerificationCodesRepository(db: Database) {
  return {
    async insert(values: {
      account: string;
      purpose: TCodePurpose;
      codeHash: string;
      expiresAt: Date;
      createdAt: Date;
      address: string;
    }) {
      await db.insert(verificationCodes).values(values);
    },

    /** The newest code sent to an account for a purpose, used or not. */
    async latest(account: string, purpose: TCodePurpose) {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.account, account), eq(verificationCodes.purpose, purpose)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** How many codes, and the oldest when, were sent to an account and asked for by an address since a moment. */
    async sentSince(account: string, address: string, since: Date) {
      const tally = async (filter: SQL | undefined) => {
        const [row] = await db
          .select({ total: count(), oldestAt: min(verificationCodes.createdAt) })
          .from(verificationCodes)
          .where(and(filter, gt(verificationCodes.createdAt, since)));
        return { total: row?.total ?? 0, oldestAt: row?.oldestAt ?? null };
      };
      return {
        toAccount: await tally(eq(verificationCodes.account, account)),
        fromAddress: await tally(eq(verificationCodes.address, address)),
      };
    },

    async countWrongAttempt(id: string) {
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id));
    },

    /** Marks a code used; false when another request used it first. */
    async markUsed(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ usedAt: at })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length > 0;
    },
  };
}
