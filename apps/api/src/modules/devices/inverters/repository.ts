import type { Database } from '@sunfleet/db/connect';
import { eq } from '@sunfleet/db/query';
import { chartParameterPicks } from '@sunfleet/db/telemetry-schema';

/** What only inverters keep: each user's picks for the custom parameter chart. */
export function createInverterRepository(db: Database) {
  return {
    async parameterPicks(userId: string): Promise<string[] | undefined> {
      const [row] = await db
        .select({ keys: chartParameterPicks.keys })
        .from(chartParameterPicks)
        .where(eq(chartParameterPicks.userId, userId));
      return row?.keys;
    },

    async saveParameterPicks(userId: string, keys: string[]): Promise<void> {
      await db
        .insert(chartParameterPicks)
        .values({ userId, keys })
        .onConflictDoUpdate({
          target: chartParameterPicks.userId,
          set: { keys, updatedAt: new Date() },
        });
    },
  };
}
export type InverterRepository = ReturnType<typeof createInverterRepository>;
