import type { Database } from '@sunfleet/db/connect';
import { scanLogins } from '@sunfleet/db/alarm-schema';
import { and, count, eq, gt, min, sql } from '@sunfleet/db/query';

/** Scan-code sign-in requests; every change of state is one conditional update (its claim). */
export function createScanLoginRepository(db: Database) {
  return {
    async insert(values: { secretHash: string; expiresAt: Date; address: string; userAgent: string }) {
      const [row] = await db.insert(scanLogins).values(values).returning();
      if (!row) throw new Error('scan login not inserted');
      return row;
    },

    /** Requests from an address since a moment: how many, and when the first of them. */
    async fromAddressSince(address: string, since: Date) {
      const [row] = await db
        .select({ requests: count(), firstAt: min(scanLogins.createdAt) })
        .from(scanLogins)
        .where(and(eq(scanLogins.address, address), gt(scanLogins.createdAt, since)));
      return { requests: row?.requests ?? 0, firstAt: row?.firstAt ?? null };
    },

    async find(id: string) {
      const [row] = await db.select().from(scanLogins).where(eq(scanLogins.id, id));
      return row ?? null;
    },

    /** Approves or refuses a pending, unexpired request; false when it is no longer pending. */
    async decide(id: string, userId: string, state: 'approved' | 'refused', now: Date) {
      const rows = await db
        .update(scanLogins)
        .set({ state, userId, decidedAt: now })
        .where(
          and(
            eq(scanLogins.id, id),
            eq(scanLogins.state, 'pending'),
            sql`${scanLogins.expiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: scanLogins.id });
      return rows.length > 0;
    },

    /** Takes an approved request once (its session is issued to whoever this returns to). */
    async consume(id: string, secretHash: string, now: Date) {
      const [row] = await db
        .update(scanLogins)
        .set({ state: 'consumed' })
        .where(
          and(
            eq(scanLogins.id, id),
            eq(scanLogins.secretHash, secretHash),
            eq(scanLogins.state, 'approved'),
            sql`${scanLogins.expiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning({ userId: scanLogins.userId });
      return row?.userId ?? null;
    },
  };
}
export type ScanLoginRepository = ReturnType<typeof createScanLoginRepository>;
