import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Typed mirror of `../migrations/0035_job_leases.sql` (the SQL is the source of truth). */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  runs: bigint('runs', { mode: 'number' }).notNull().default(0),
});

export type TJobLeaseRow = typeof jobLeases.$inferSelect;
