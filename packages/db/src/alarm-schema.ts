import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { events } from './telemetry-schema.ts';

/** Typed mirror of `../migrations/0029_alarm_mail_and_scan_login.sql` (the SQL is the source of truth). */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const alarmSubscriptions = pgTable('alarm_subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  email: text('email'),
  pendingEmail: text('pending_email'),
  codeHash: text('code_hash'),
  codeExpiresAt: at('code_expires_at'),
  codeAttempts: integer('code_attempts').notNull().default(0),
  codeSentAt: at('code_sent_at'),
  enabled: boolean('enabled').notNull().default(false),
  levels: text('levels')
    .array()
    .notNull()
    .default(sql`'{warning,fault,offline}'`),
  plantIds: uuid('plant_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const alarmNotices = pgTable('alarm_notices', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id),
  openClaimedAt: at('open_claimed_at').notNull().defaultNow(),
  closeClaimedAt: at('close_claimed_at'),
});

export const alarmMails = pgTable('alarm_mails', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  eventId: uuid('event_id')
    .notNull()
    .references(() => events.id),
  sourceSn: text('source_sn').notNull(),
  kind: text('kind', { enum: ['open', 'close'] }).notNull(),
  decidedAt: at('decided_at').notNull().defaultNow(),
  sent: boolean('sent').notNull(),
  digestedAt: at('digested_at'),
});

export const scanLogins = pgTable('scan_logins', {
  id: uuid('id').primaryKey().defaultRandom(),
  secretHash: text('secret_hash').notNull(),
  state: text('state', { enum: ['pending', 'approved', 'refused', 'consumed'] })
    .notNull()
    .default('pending'),
  userId: uuid('user_id').references(() => users.id),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  decidedAt: at('decided_at'),
  /** Who asked: the client address and the browser's User-Agent (migration 0040). */
  address: text('address').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
});

export type TAlarmSubscriptionRow = typeof alarmSubscriptions.$inferSelect;
export type TScanLoginRow = typeof scanLogins.$inferSelect;
