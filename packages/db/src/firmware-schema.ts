import {
  alias,
  boolean,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies, users } from './schema.ts';

/** Typed mirror of the tables of `../migrations/0038_firmware_library.sql` (the SQL is the source of truth). */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const firmwareTypes = pgTable('firmware_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').references(() => companies.id),
  parentId: uuid('parent_id').references((): AnyPgColumn => firmwareTypes.id),
  name: text('name').notNull(),
  ...timestamps,
});

export const firmwareProducts = pgTable('firmware_products', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').references(() => companies.id),
  kind: text('kind', { enum: ['gateway', 'inverter'] }).notNull(),
  brand: text('brand').notNull().default(''),
  name: text('name').notNull(),
  epn: text('epn').notNull().default(''),
  typeId: uuid('type_id').references(() => firmwareTypes.id),
  hardwareVersions: text('hardware_versions').array().notNull().default([]),
  ...timestamps,
});

export const firmwareImages = pgTable('firmware_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').references(() => companies.id),
  kind: text('kind', { enum: ['gateway', 'inverter'] }).notNull(),
  brand: text('brand').notNull().default(''),
  productName: text('product_name').notNull().default(''),
  epn: text('epn').notNull().default(''),
  typeId: uuid('type_id').references(() => firmwareTypes.id),
  hardwareVersion: text('hardware_version').notNull().default(''),
  softwareVersion: text('software_version').notNull(),
  upgradeMode: text('upgrade_mode', { enum: ['iap', 'isp'] })
    .notNull()
    .default('iap'),
  fileName: text('file_name').notNull(),
  fileUrl: text('file_url').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  changeLog: text('change_log').notNull().default(''),
  fromVersionMin: text('from_version_min').notNull().default(''),
  fromVersionMax: text('from_version_max').notNull().default(''),
  allowDowngrade: boolean('allow_downgrade').notNull().default(false),
  enabled: boolean('enabled').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  creatorUserId: uuid('creator_user_id').references(() => users.id),
  creatorName: text('creator_name').notNull().default(''),
  ...timestamps,
});

/** The tree's two levels joined to an image: its (secondary) label and that label's parent. */
export const firmwareSecondaryTypes = alias(firmwareTypes, 'secondary_type');
export const firmwarePrimaryTypes = alias(firmwareTypes, 'primary_type');

export type TFirmwareImageRow = typeof firmwareImages.$inferSelect;
export type TFirmwareTypeRow = typeof firmwareTypes.$inferSelect;
export type TFirmwareProductRow = typeof firmwareProducts.$inferSelect;
