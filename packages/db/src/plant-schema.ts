import {
  bigint,
  doublePrecision,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { deviceStatuses, shareRoles } from '@sunfleet/contract/enums';
import { users } from './schema.ts';
import { plants } from './telemetry-schema.ts';

/** Typed mirror of the tables of `../migrations/0003_plants.sql` (the SQL is the source of truth). */

export const plantShares = pgTable(
  'plant_shares',
  {
    plantId: uuid('plant_id')
      .notNull()
      .references(() => plants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: shareRoles }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.plantId, table.userId] })],
);

export const expectedYieldSources = ['pvsyst', 'forecast'] as const;

export const plantExpectedYields = pgTable(
  'plant_expected_yields',
  {
    plantId: uuid('plant_id')
      .notNull()
      .references(() => plants.id),
    month: smallint('month').notNull(),
    expectedKwh: doublePrecision('expected_kwh').notNull(),
    source: text('source', { enum: expectedYieldSources }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.plantId, table.month] })],
);

export type TPlantShareRow = typeof plantShares.$inferSelect;

/**
 * The live numbers the plant list sorts by (`../migrations/0045_flat_lists.sql`): one row per
 * plant, refreshed by a scheduled job; the rows a page shows compute theirs live.
 */
export const plantListValues = pgTable('plant_list_values', {
  plantId: uuid('plant_id')
    .primaryKey()
    .references(() => plants.id),
  power: doublePrecision('power'),
  energyToday: doublePrecision('energy_today').notNull().default(0),
  energyTotal: doublePrecision('energy_total').notNull().default(0),
  lastUpdate: timestamp('last_update', { withTimezone: true }),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Plants by company and status, kept by statement triggers on `plants`
 * (`../migrations/0055_plant_status_counts.sql`): the platform's and a company's counts read a few
 * rows here instead of every plant. `companyKey` is the nil uuid for plants of no company.
 */
export const plantStatusCounts = pgTable(
  'plant_status_counts',
  {
    companyKey: uuid('company_key').notNull(),
    status: text('status', { enum: deviceStatuses }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyKey, table.status] })],
);
