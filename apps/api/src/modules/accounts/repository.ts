import type { TCodePurpose } from '@sunfleet/contract/auth';
import type { Database } from '@sunfleet/db/connect';
import { and, desc, eq, isNull, sql } from '@sunfleet/db/query';
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
