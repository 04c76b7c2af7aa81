import { z } from 'zod';
import { ZPageQuery } from './paging.ts';

/** `GET /api/v1/company/user/list` and `/company/user/{id}/`: a member of a company's staff. */
export const ZCompanyUser = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  companyId: z.string(),
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
});
export type TCompanyUserListQuery = z.infer<typeof ZCompanyUserListQuery>;
