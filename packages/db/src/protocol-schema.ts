import { boolean, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './schema.ts';

/** Typed mirror of the tables of `../migrations/0004_protocols.sql` (the SQL is the source of truth). */

export const storedDictionarySources = ['imported', 'custom'] as const;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const protocolDictionaries = pgTable('protocol_dictionaries', {
  id: text('id').primaryKey(),
  companyId: uuid('company_id').references(() => companies.id),
  source: text('source', { enum: storedDictionarySources }).notNull(),
  kind: text('kind').notNull(),
  brand: text('brand'),
  model: text('model').notNull(),
  /** A ZProtocolDictionary of `@sunfleet/protocols`; readers parse it. */
  dictionary: jsonb('dictionary').$type<unknown>().notNull(),
  createdByUserId: uuid('created_by_user_id').references(() => users.id),
  ...timestamps,
});

export const loggerFunctions = pgTable('logger_functions', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: smallint('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  ...timestamps,
});

export type TProtocolDictionaryRow = typeof protocolDictionaries.$inferSelect;
export type TLoggerFunctionRow = typeof loggerFunctions.$inferSelect;
