import type { Database } from '@sunfleet/db/connect';
import { and, isNotNull, isNull, lt, or, sql } from '@sunfleet/db/query';
import { refreshTokens, signInFailures, uploads, verificationCodes } from '@sunfleet/db/schema';
import { plants } from '@sunfleet/db/telemetry-schema';
import { scanLogins } from '@sunfleet/db/alarm-schema';

/** Rows nothing will read again: what the purge deletes. */
export function createHousekeepingRepository(db: Database) {
  return {
    /** Deletes uploads no plant nor company (logo) took before `before`, and those of plants gone; returns their URLs. */
    async deleteUnusedUploads(before: Date) {
      const plantIsGone = sql`NOT EXISTS (SELECT 1 FROM ${plants} WHERE ${plants.id} = ${uploads.plantId})`;
      const rows = await db
        .delete(uploads)
        .where(
          or(
            and(isNull(uploads.plantId), isNull(uploads.companyId), lt(uploads.createdAt, before)),
            and(isNotNull(uploads.plantId), plantIsGone),
          ),
        )
        .returning({ url: uploads.url });
      return rows.map((row) => row.url);
    },

    /** Codes sent before `before`: long expired, and past every hourly cap's window. */
    async deleteOldCodes(before: Date) {
      await db.delete(verificationCodes).where(lt(verificationCodes.createdAt, before));
    },

    /** Refresh tokens expired by `now`, or used or revoked before `before`. */
    async deleteEndedRefreshTokens(now: Date, before: Date) {
      await db
        .delete(refreshTokens)
        .where(or(lt(refreshTokens.expiresAt, now), lt(refreshTokens.revokedAt, before)));
    },

    async deleteOldSignInFailures(before: Date) {
      await db.delete(signInFailures).where(lt(signInFailures.failedAt, before));
    },

    /** Scan-code sign-ins expired before `before`: decided or not, no screen polls them any more. */
    async deleteOldScanLogins(before: Date) {
      await db.delete(scanLogins).where(lt(scanLogins.expiresAt, before));
    },
  };
}
