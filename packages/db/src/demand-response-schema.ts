import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TDrAddress, TDrEnrollmentState, TDrProgramId } from '@sunfleet/contract/demand-response';
import { users } from './schema.ts';
import { devices, plants } from './telemetry-schema.ts';

/** Typed mirror of `../migrations/0043_dr_enrollments.sql` (the SQL is the source of truth). */

export const drEnrollments = pgTable('dr_enrollments', {
  id: uuid('id').primaryKey().defaultRandom(),
  programId: text('program_id').$type<TDrProgramId>().notNull(),
  plantId: uuid('plant_id')
    .notNull()
    .references(() => plants.id),
  state: text('state').$type<TDrEnrollmentState>().notNull().default('pending'),
  participationLevel: integer('participation_level').notNull().default(100),
  optedOut: boolean('opted_out').notNull().default(false),
  sourceAccount: text('source_account').notNull(),
  utilityAccount: text('utility_account').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  serviceAddress: jsonb('service_address').$type<TDrAddress>().notNull(),
  mailingAddress: jsonb('mailing_address').$type<TDrAddress>().notNull(),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const drEnrollmentDevices = pgTable('dr_enrollment_devices', {
  id: uuid('id').primaryKey().defaultRandom(),
  enrollmentId: uuid('enrollment_id')
    .notNull()
    .references(() => drEnrollments.id),
  sn: text('sn').notNull(),
  deviceId: uuid('device_id').references(() => devices.id),
  manufacturer: text('manufacturer').notNull(),
  model: text('model').notNull(),
  installDate: date('install_date').notNull(),
  // numeric comes back as a string; the service converts.
  chargeKw: numeric('charge_kw').notNull(),
  dischargeKw: numeric('discharge_kw').notNull(),
  storageKwh: numeric('storage_kwh').notNull(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  /** Kept by the database's triggers; never written by the application. */
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const drEnrollmentHistory = pgTable('dr_enrollment_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  enrollmentId: uuid('enrollment_id')
    .notNull()
    .references(() => drEnrollments.id),
  fromState: text('from_state').$type<TDrEnrollmentState>(),
  toState: text('to_state').$type<TDrEnrollmentState>().notNull(),
  action: text('action').notNull(),
  actor: uuid('actor').references(() => users.id),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  note: text('note').notNull().default(''),
});

export type TDrEnrollmentRow = typeof drEnrollments.$inferSelect;
export type TDrEnrollmentDeviceRow = typeof drEnrollmentDevices.$inferSelect;
export type TDrEnrollmentHistoryRow = typeof drEnrollmentHistory.$inferSelect;
