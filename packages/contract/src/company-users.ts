import { z } from 'zod';
import { ZPageQuery } from './paging.ts';
import { ZAccount, ZPassword, plainText } from './validators.ts';

/** `GET /api/v1/company/user/list` and `/company/user/{id}/`: a member of a company's staff. */
export const ZCompanyUser = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  companyId: z.string(),
  /** The member's company, named for the platform administrator, who sees every company's staff. */
  companyName: z.string(),
  isCompanyAdmin: z.boolean(),
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  readOnly: z.boolean(),
  disabled: z.boolean(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type TCompanyUser = z.infer<typeof ZCompanyUser>;

export const ZCompanyUserListQuery = ZPageQuery.extend({
  /** Matches account or nickname, case-insensitively. */
  keyword: z.string().trim().max(64).optional(),
  roleId: z.uuid().optional(),
});
export type TCompanyUserListQuery = z.infer<typeof ZCompanyUserListQuery>;

/** Form fields arrive as text: "true"/"1" and "false"/"0" as well as booleans. */
const ZFormBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

/** `GET /api/v1/company/user/check?account=`: 104 when registered here, 106 in another company. */
export const ZCompanyUserCheckQuery = z.object({ account: ZAccount });

/** `POST /api/v1/company/user/add` (JSON or form). */
export const ZCompanyUserAddBody = z.object({
  account: ZAccount,
  password: ZPassword,
  nickname: plainText(30, { required: true }),
  roleId: z.uuid(),
  readOnly: ZFormBoolean.default(false),
});
export type TCompanyUserAddBody = z.infer<typeof ZCompanyUserAddBody>;
export type TCompanyUserAddInput = z.input<typeof ZCompanyUserAddBody>;

/** `POST /api/v1/company/user/edit/{id}`: a new password only when given. */
export const ZCompanyUserEditBody = z.object({
  nickname: plainText(30, { required: true }),
  roleId: z.uuid(),
  disabled: ZFormBoolean.default(false),
  readOnly: ZFormBoolean.default(false),
  password: z.union([z.literal(''), ZPassword]).optional(),
});
export type TCompanyUserEditBody = z.infer<typeof ZCompanyUserEditBody>;
export type TCompanyUserEditInput = z.input<typeof ZCompanyUserEditBody>;
