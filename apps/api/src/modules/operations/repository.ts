import type { Database } from '@sunfleet/db/connect';
import { rowsOf, sql } from '@sunfleet/db/query';

export type TStateCount = { state: string; count: number };

/**
 * What the operators' metrics read from the database at each scrape: the same for every process
 * of a deployment (the database holds the queues), so a dashboard takes any one of them.
 */
export function createOperationsRepository(db: Database) {
  return {
    /**
     * Commands by state: the open ones (queued, sent, acknowledged: the queue's depth) all, the
     * finished ones of the last day, so a scrape never counts the whole history.
     */
    async commandStates(): Promise<TStateCount[]> {
      return rowsOf<TStateCount>(
        await db.execute(sql`
          SELECT state, count(*)::int AS count FROM commands
          WHERE state IN ('queued', 'sent', 'acknowledged') OR created_at > now() - interval '1 day'
          GROUP BY state`),
      );
    },
    async campaignStates(): Promise<TStateCount[]> {
      return rowsOf<TStateCount>(
        await db.execute(sql`SELECT state, count(*)::int AS count FROM campaigns GROUP BY state`),
      );
    },
    /** Readings stored but not yet folded into the rollups. */
    async rollupQueueDepth(): Promise<number> {
      const [row] = rowsOf<{ count: number }>(
        await db.execute(sql`SELECT count(*)::int AS count FROM rollup_queue`),
      );
      return row?.count ?? 0;
    },
    async isReachable(): Promise<boolean> {
      try {
        await db.execute(sql`SELECT 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}
export type OperationsRepository = ReturnType<typeof createOperationsRepository>;
