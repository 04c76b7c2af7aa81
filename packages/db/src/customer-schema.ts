import { pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, users } from './schema.ts';

/** Typed mirror of the tables of `../migrations/0028_customers.sql` (the SQL is the source of truth). */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const customerTypes = pgTable('customer_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  parentId: uuid('parent_id').references((): AnyPgColumn => customerTypes.id),
  name: text('name').notNull(),
  remark: text('remark').notNull().default(''),
  ...timestamps,
});

export const customerProfiles = pgTable('customer_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  typeId: uuid('type_id').references(() => customerTypes.id),
  name: text('name').notNull().default(''),
  remark: text('remark').notNull().default(''),
  invitedAt: timestamp('invited_at', { withTimezone: true }),
  ...timestamps,
});

export type TCustomerTypeRow = typeof customerTypes.$inferSelect;
export type TCustomerProfileRow = typeof customerProfiles.$inferSelect;
