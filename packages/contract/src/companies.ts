import { z } from 'zod';
import { fallbackThemeColor } from './themes.ts';
import { ZAccount, ZEmail, ZPassword, plainText } from './validators.ts';

/** Theme colours offered first (the fallback green leads); any `#rrggbb` is accepted. */
export const themeColorPresets = [
  fallbackThemeColor,
  '#1677ff',
  '#0ea5e9',
  '#7c3aed',
  '#db2777',
  '#ea580c',
  '#ca8a04',
  '#475569',
] as const;

export const ZThemeColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .transform((value) => value.toLowerCase());

/** Recommended logo sizes (spec section 5): wide in the expanded menu, square when collapsed. */
export const logoSizes = {
  expanded: { width: 220, height: 58 },
  collapsed: { width: 58, height: 58 },
} as const;

/** `GET /api/v1/company/info`: the caller's company. */
export const ZCompanyInfo = z.object({
  id: z.string(),
  name: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  remark: z.string(),
  logoUrl: z.string().nullable(),
  iconUrl: z.string().nullable(),
  themeColor: z.string().nullable(),
  adminId: z.string().nullable(),
  adminAccount: z.string().nullable(),
  adminName: z.string().nullable(),
  /** The company this one is an agent of, if any. */
  upperCompanyName: z.string().nullable(),
  createdAt: z.string(),
});
export type TCompanyInfo = z.infer<typeof ZCompanyInfo>;

const optionalEmail = z.union([z.literal(''), ZEmail]);

/** `POST /api/v1/company/{id}/edit`. */
export const ZCompanyEditBody = z.object({
  name: plainText(40, { required: true }),
  contactName: plainText(30),
  email: optionalEmail,
  phone: plainText(20),
  address: plainText(100),
  remark: plainText(200),
});
export type TCompanyEditBody = z.infer<typeof ZCompanyEditBody>;
export type TCompanyEditInput = z.input<typeof ZCompanyEditBody>;

/** `GET /api/v1/company/check?name=` (203 when taken; `id` excludes the company being edited). */
export const ZCompanyCheckQuery = z.object({
  name: plainText(40, { required: true }),
  id: z.uuid().optional(),
});

/** `POST /api/v1/company/{id}/themeColor`. */
export const ZThemeColorBody = z.object({ themeColor: ZThemeColor });

/** `POST /api/v1/company/uploadLogo` (multipart `file`): the stored image's URL. */
export const ZLogoUpload = z.object({ url: z.string() });

/** `POST /api/v1/company/{id}/logo`: the expanded logo and the collapsed icon (null = default). */
export const ZCompanyLogoBody = z.object({
  logoUrl: z.string().max(300).nullable(),
  iconUrl: z.string().max(300).nullable(),
});
export type TCompanyLogoBody = z.infer<typeof ZCompanyLogoBody>;

/** `POST /api/v1/company/add` (platform): a company and its administrator account. */
export const ZCompanyAddBody = ZCompanyEditBody.extend({
  adminAccount: ZAccount,
  adminPassword: ZPassword,
  adminName: plainText(30),
});
export type TCompanyAddBody = z.infer<typeof ZCompanyAddBody>;
export type TCompanyAddInput = z.input<typeof ZCompanyAddBody>;

/** `POST /api/v1/company/{id}/transfer`: hand the company to a staff member. */
export const ZAdminTransferBody = z.object({
  userId: z.uuid(),
  password: z.string().min(1).max(128),
});
export type TAdminTransferBody = z.infer<typeof ZAdminTransferBody>;

// ---------------------------------------------------------------------------------------------
// Roles

/** At most this many roles per company (spec sections 5 and 9; code 800). */
export const maxRolesPerCompany = 5;

export const ZRoleName = plainText(20, { required: true });

/** `GET /api/v1/company/roles` and `/company/role/{id}`. */
export const ZCompanyRole = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  members: z.number().int(),
  createdAt: z.string(),
  /** The caller's own role: they may not edit or delete it (802), so the screen does not offer it. */
  isOwn: z.boolean(),
});
export type TCompanyRole = z.infer<typeof ZCompanyRole>;

/** `POST /api/v1/company/role` and `/company/role/{id}`. */
export const ZCompanyRoleBody = z.object({
  name: ZRoleName,
  permissions: z.array(z.string().max(64)).max(200),
});
export type TCompanyRoleBody = z.infer<typeof ZCompanyRoleBody>;

/** `GET /api/v1/company/role/check?name=` (801 when taken; `id` excludes the role being edited). */
export const ZRoleCheckQuery = z.object({ name: ZRoleName, id: z.uuid().optional() });

// ---------------------------------------------------------------------------------------------
// Agents

/** A company that sells under the caller's. */
export const ZCompanyAgent = z.object({
  companyId: z.string(),
  name: z.string(),
  adminAccount: z.string().nullable(),
  contactName: z.string(),
  phone: z.string(),
  plants: z.number().int(),
  createdAt: z.string(),
});
export type TCompanyAgent = z.infer<typeof ZCompanyAgent>;

/** `POST /api/v1/company/agent`: the agent company's administrator account. */
export const ZAgentAddBody = z.object({ account: ZAccount });

/** An answer that only says yes. */
export const ZChecked = z.object({ available: z.boolean() });
