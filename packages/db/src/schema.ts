import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Typed mirror of the tables the numbered SQL migrations create (`../migrations`). The SQL files
 * are the source of truth; this file only lets queries be typed. Keep both in step.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  contactName: text('contact_name').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  remark: text('remark').notNull().default(''),
  logoUrl: text('logo_url'),
  iconUrl: text('icon_url'),
  themeColor: text('theme_color'),
  adminUserId: uuid('admin_user_id'),
  ...timestamps,
});

export const companyRoles = pgTable('company_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'`),
  ...timestamps,
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  account: text('account').notNull(),
  /** Where a phone account's verification codes go; null for an e-mail account. */
  email: text('email'),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull().default(''),
  avatarUrl: text('avatar_url'),
  kind: text('kind', { enum: ['platform', 'company', 'customer'] }).notNull(),
  companyId: uuid('company_id').references(() => companies.id),
  roleId: uuid('role_id').references(() => companyRoles.id),
  isCompanyAdmin: boolean('is_company_admin').notNull().default(false),
  readOnly: boolean('read_only').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  lang: text('lang', { enum: ['en', 'zh', 'es'] })
    .notNull()
    .default('en'),
  theme: text('theme', { enum: ['dark', 'light'] })
    .notNull()
    .default('dark'),
  styleType: text('style_type', { enum: ['side', 'top'] })
    .notNull()
    .default('side'),
  ...timestamps,
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  replacedBy: uuid('replaced_by'),
});

export const verificationCodes = pgTable('verification_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  account: text('account').notNull(),
  purpose: text('purpose', { enum: ['signup', 'reset'] }).notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Added by 0013: the client address that asked for the code.
  address: text('address'),
});

export const signInFailures = pgTable('sign_in_failures', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  account: text('account').notNull(),
  address: text('address').notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  // Added by 0013: the known device the attempt came from, if any.
  device: text('device'),
});

/** Uploaded plant pictures and who they belong to (0013). */
export const uploads = pgTable('uploads', {
  url: text('url').primaryKey(),
  ownerUserId: uuid('owner_user_id').references(() => users.id),
  plantId: uuid('plant_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Added by 0026: the company whose logo this is.
  companyId: uuid('company_id').references(() => companies.id),
});

/** Which company is whose agent (0026): one upper company per agent. */
export const companyAgents = pgTable('company_agents', {
  agentCompanyId: uuid('agent_company_id')
    .primaryKey()
    .references(() => companies.id),
  upperCompanyId: uuid('upper_company_id')
    .notNull()
    .references(() => companies.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The system version log (0027). */
export const versions = pgTable('versions', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: text('number').notNull(),
  contentZh: text('content_zh').notNull(),
  contentEn: text('content_en').notNull(),
  type: text('type', { enum: ['feature', 'improvement', 'fix'] }).notNull(),
  publisherUserId: uuid('publisher_user_id').references(() => users.id),
  publisherName: text('publisher_name').notNull().default(''),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  ...timestamps,
});

export type TUserRow = typeof users.$inferSelect;
export type TCompanyRow = typeof companies.$inferSelect;
export type TCompanyRoleRow = typeof companyRoles.$inferSelect;
