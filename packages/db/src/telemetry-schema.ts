import type { TPlantIncome } from '@sunfleet/contract/plants';
import { plantTypes } from '@sunfleet/contract/enums';
import { maintenanceResults } from '@sunfleet/contract/maintenance-words';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  json,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './schema.ts';

/**
 * Typed mirror of the live-data tables of `../migrations/0002_telemetry.sql` (the SQL is the
 * source of truth). Statuses are spec section 4's; rollup periods are 5 minutes, hour, day, month.
 */

export const statuses = ['normal', 'offline', 'warning', 'fault', 'updating'] as const;
export const rollupPeriods = ['5m', 'hour', 'day', 'month'] as const;
export type TRollupPeriod = (typeof rollupPeriods)[number];
export const eventLevels = ['info', 'warning', 'fault', 'offline'] as const;
export type TEventLevel = (typeof eventLevels)[number];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const status = () => text('status', { enum: statuses }).notNull().default('offline');
const at = (name: string) => timestamp(name, { withTimezone: true });

export const plants = pgTable('plants', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').references(() => companies.id),
  ownerUserId: uuid('owner_user_id').references(() => users.id),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull().default('UTC'),
  capacityKw: doublePrecision('capacity_kw').notNull().default(0),
  status: status(),
  ...timestamps,
  // Added by 0003_plants.sql (the plants feature).
  alias: text('alias').notNull().default(''),
  plantType: text('plant_type', { enum: plantTypes }).notNull().default('gridTied'),
  commissioningDate: date('commissioning_date'),
  income: jsonb('income').$type<TPlantIncome>(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  address: text('address').notNull().default(''),
  pictureUrl: text('picture_url'),
  contact: text('contact').notNull().default(''),
  phone: text('phone').notNull().default(''),
  installer: text('installer').notNull().default(''),
  investment: doublePrecision('investment'),
  createdByUserId: uuid('created_by_user_id').references(() => users.id),
  // Added by 0028_customers.sql: the company's customer the plant is built for (sees it read-only).
  customerId: uuid('customer_id').references(() => users.id),
});

export const gateways = pgTable('gateways', {
  id: uuid('id').primaryKey().defaultRandom(),
  sn: text('sn').notNull().unique(),
  keyHash: text('key_hash').notNull(),
  companyId: uuid('company_id').references(() => companies.id),
  customerId: uuid('customer_id').references(() => users.id),
  plantId: uuid('plant_id').references(() => plants.id),
  protocol: text('protocol').notNull().default('sunfleet-mqtt-1'),
  communicationType: text('communication_type', { enum: ['wifi', 'ethernet', 'cellular'] }),
  hardwareVersion: text('hardware_version'),
  softwareVersion: text('software_version'),
  rssi: integer('rssi'),
  status: status(),
  lastSeenAt: at('last_seen_at'),
  /** Set by a succeeded lock command: the gateway refuses every command but unlock. */
  locked: boolean('locked').notNull().default(false),
  /** What the platform registered it as before it shipped (migration 0018). */
  model: text('model'),
  /** Set while a firmware upgrade of the gateway runs (0041); its status is then updating. */
  updatingSince: at('updating_since'),
  /** When a company imported it (migration 0018). */
  importedAt: at('imported_at'),
  ...timestamps,
});

export const devices = pgTable('devices', {
  id: uuid('id').primaryKey().defaultRandom(),
  gatewayId: uuid('gateway_id')
    .notNull()
    .references(() => gateways.id),
  plantId: uuid('plant_id').references(() => plants.id),
  sn: text('sn').notNull().unique(),
  kind: text('kind').notNull(),
  dictionaryId: text('dictionary_id').notNull(),
  alias: text('alias').notNull().default(''),
  status: status(),
  updatingSince: at('updating_since'),
  lastSeenAt: at('last_seen_at'),
  ...timestamps,
  // Added by 0022_inverters_and_meters.sql.
  ratedPowerKw: doublePrecision('rated_power_kw'),
  isMasterMeter: boolean('is_master_meter').notNull().default(false),
  /** The firmware the device runs, as its gateway's status reports it (0041). */
  firmwareVersion: text('firmware_version'),
});

/*
 * `devices.plant_company_id`, `devices.gateway_company_id` and `gateways.plant_company_id` (0057)
 * are kept by triggers for the counters below and read by nothing else, so they are not mirrored.
 */

/**
 * Devices by their plant's company, their gateway's company, whether on a plant, kind and status,
 * kept by statement triggers (`../migrations/0057_device_counts.sql`): the platform's and a
 * company's device counts read a few rows here instead of every device. The nil uuid stands for
 * no company.
 */
export const deviceCounts = pgTable(
  'device_counts',
  {
    plantCompanyKey: uuid('plant_company_key').notNull(),
    gatewayCompanyKey: uuid('gateway_company_key').notNull(),
    onPlant: boolean('on_plant').notNull(),
    kind: text('kind').notNull(),
    status: text('status', { enum: statuses }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.plantCompanyKey, table.gatewayCompanyKey, table.onPlant, table.kind, table.status],
    }),
  ],
);

/** Gateways by their plant's company, their own company, whether bound and status (0057). */
export const gatewayCounts = pgTable(
  'gateway_counts',
  {
    plantCompanyKey: uuid('plant_company_key').notNull(),
    companyKey: uuid('company_key').notNull(),
    bound: boolean('bound').notNull(),
    status: text('status', { enum: statuses }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.plantCompanyKey, table.companyKey, table.bound, table.status] })],
);

/** The parameters a user picked for an inverter's custom chart (0022). */
export const chartParameterPicks = pgTable('chart_parameter_picks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  keys: text('keys').array().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const rawFrames = pgTable(
  'raw_frames',
  {
    gatewaySn: text('gateway_sn').notNull(),
    deviceSn: text('device_sn').notNull(),
    readAt: at('read_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    msgId: text('msg_id').notNull(),
    blocks: json('blocks').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gatewaySn, table.deviceSn, table.readAt] })],
);

/** Baseline of an energy counter: its last reading and when. */
export type TCounterBaseline = { value: number; unit: string; at: number };

export const deviceLatest = pgTable('device_latest', {
  deviceId: uuid('device_id')
    .primaryKey()
    .references(() => devices.id),
  readAt: at('read_at').notNull(),
  roles: jsonb('roles').$type<Record<string, number>>().notNull().default({}),
  counters: jsonb('counters').$type<Record<string, TCounterBaseline>>().notNull().default({}),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Running statistics of a value within a bucket; the average is sum / n. A compass bearing (role
 * aggregation `bearing`) also sums the east and north components of its unit vectors: the
 * direction of that sum is its average, where sum / n of degrees is none.
 */
export type TStats = { n: number; sum: number; min: number; max: number; east?: number; north?: number };

export const deviceRollups = pgTable(
  'device_rollups',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id),
    period: text('period', { enum: rollupPeriods }).notNull(),
    bucketStart: at('bucket_start').notNull(),
    plantId: uuid('plant_id').references(() => plants.id),
    samples: integer('samples').notNull().default(0),
    valueStats: json('value_stats').$type<Record<string, TStats>>().notNull().default({}),
    roleStats: json('role_stats').$type<Record<string, TStats>>().notNull().default({}),
    energy: jsonb('energy').$type<Record<string, number>>().notNull().default({}),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.period, table.bucketStart] })],
);

/** A new reading's measurements, waiting to be folded into the rollups (migration 0005). */
export const rollupQueue = pgTable('rollup_queue', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  deviceId: uuid('device_id')
    .notNull()
    .references(() => devices.id),
  readAt: at('read_at').notNull(),
  samples: json('samples').$type<Record<string, number>>().notNull(),
  roles: json('roles').$type<Record<string, number>>().notNull(),
  /** [role, kWh, since (epoch ms)]: energy a counter gained over (since, read_at]. */
  energy: json('energy').$type<[string, number, number][]>().notNull(),
});

export const plantRollups = pgTable(
  'plant_rollups',
  {
    plantId: uuid('plant_id')
      .notNull()
      .references(() => plants.id),
    period: text('period', { enum: rollupPeriods }).notNull(),
    bucketStart: at('bucket_start').notNull(),
    power: jsonb('power').$type<Record<string, number>>().notNull().default({}),
    measurements: jsonb('measurements').$type<Record<string, number>>().notNull().default({}),
    energy: jsonb('energy').$type<Record<string, number>>().notNull().default({}),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.plantId, table.period, table.bucketStart] })],
);

export const events = pgTable('events', {
  id: uuid('id').primaryKey().defaultRandom(),
  sourceSn: text('source_sn').notNull(),
  deviceId: uuid('device_id').references(() => devices.id),
  gatewayId: uuid('gateway_id').references(() => gateways.id),
  plantId: uuid('plant_id').references(() => plants.id),
  origin: text('origin').notNull(),
  code: text('code').notNull(),
  name: jsonb('name').$type<{ en: string; zh?: string; es?: string }>().notNull(),
  level: text('level', { enum: eventLevels }).notNull(),
  openedAt: at('opened_at').notNull(),
  closedAt: at('closed_at'),
  durationSeconds: integer('duration_seconds'),
  // Added by 0025_event_acknowledgement.sql.
  acknowledgedAt: at('acknowledged_at'),
  acknowledgedBy: uuid('acknowledged_by').references(() => users.id),
  acknowledgementComment: text('acknowledgement_comment'),
});

/** A company's credentials for a weather provider (0024_weather_provider_credentials.sql). */
export const weatherProviderCredentials = pgTable(
  'weather_provider_credentials',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    provider: text('provider').notNull(),
    apiKey: text('api_key').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.provider] })],
);

export const communicationLogs = pgTable('communication_logs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  loggedAt: at('logged_at').notNull().defaultNow(),
  gatewaySn: text('gateway_sn').notNull(),
  deviceSn: text('device_sn'),
  kind: text('kind').notNull(),
  topic: text('topic'),
  detail: text('detail').notNull().default(''),
  msgId: text('msg_id'),
  frames: integer('frames'),
  stored: integer('stored'),
  duplicates: integer('duplicates'),
  refused: integer('refused'),
  bytes: integer('bytes'),
  repeats: integer('repeats').notNull().default(1),
});

/**
 * The maintenance log as read: maintenance_logs rows and one row per command (action `command`,
 * result from its state), ids prefixed `m` and `c` (migration 0021).
 */
export const maintenanceEntries = pgView('maintenance_entries', {
  id: text('id').notNull(),
  loggedAt: at('logged_at').notNull(),
  actorName: text('actor_name').notNull(),
  companyId: uuid('company_id'),
  action: text('action').notNull(),
  plantId: uuid('plant_id'),
  gatewaySn: text('gateway_sn'),
  deviceSn: text('device_sn'),
  result: text('result', { enum: maintenanceResults }).notNull(),
  detail: text('detail').notNull(),
  /** A command row's kind, payload and error (migration 0046), null on other rows. */
  commandKind: text('command_kind'),
  commandPayload: jsonb('command_payload').$type<Record<string, unknown>>(),
  commandError: text('command_error'),
}).existing();

/** The debug log: remote debug commands with request (payload) and reply (result, error). */
export const debugEntries = pgView('debug_entries', {
  id: text('id').notNull(),
  createdAt: at('created_at').notNull(),
  actorName: text('actor_name').notNull(),
  companyId: uuid('company_id'),
  plantId: uuid('plant_id'),
  gatewaySn: text('gateway_sn').notNull(),
  deviceSn: text('device_sn'),
  kind: text('kind').notNull(),
  state: text('state').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  result: jsonb('result').$type<Record<string, unknown> | null>(),
  error: text('error'),
}).existing();

/** Who did what to which plant, gateway or device (the maintenance log). */
export const maintenanceLogs = pgTable('maintenance_logs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  loggedAt: at('logged_at').notNull().defaultNow(),
  actorUserId: uuid('actor_user_id'),
  actorName: text('actor_name').notNull().default(''),
  companyId: uuid('company_id'),
  action: text('action').notNull(),
  plantId: uuid('plant_id'),
  gatewaySn: text('gateway_sn'),
  deviceSn: text('device_sn'),
  result: text('result', { enum: maintenanceResults }).notNull().default('succeeded'),
  detail: text('detail').notNull().default(''),
  /** The command whose steps this row follows (an upgrade's, 0056): one row per user action. */
  commandId: uuid('command_id'),
});

export type TPlantRow = typeof plants.$inferSelect;
export type TGatewayRow = typeof gateways.$inferSelect;
export type TDeviceRow = typeof devices.$inferSelect;
export type TEventRow = typeof events.$inferSelect;

/** A settings write in progress on a device (one at a time; migration 0032). */
export const settingLocks = pgTable('setting_locks', {
  deviceSn: text('device_sn').primaryKey(),
  userId: uuid('user_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
