import { z } from 'zod';
import { ZPageQuery } from './paging.ts';
import { plainText } from './validators.ts';

/** What a release mainly brings. */
export const versionTypes = ['feature', 'improvement', 'fix'] as const;
export const ZVersionType = z.enum(versionTypes);
export type TVersionType = z.infer<typeof ZVersionType>;

/** Version numbers: digits, letters, dots, dashes and underscores (V250120, 2.4.1). */
export const ZVersionNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,20}$/);

/** A record of the system version log. */
export const ZVersion = z.object({
  id: z.string(),
  number: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  type: ZVersionType,
  publisher: z.string(),
  /** ISO 8601, UTC. */
  releasedAt: z.string(),
});
export type TVersion = z.infer<typeof ZVersion>;

/** `POST /api/v1/version` and `/version/{id}`. */
export const ZVersionBody = z.object({
  number: ZVersionNumber,
  contentZh: z.string().trim().min(1).max(4000),
  contentEn: z.string().trim().min(1).max(4000),
  type: ZVersionType,
  /** Defaults to now. */
  releasedAt: z.iso.datetime({ offset: true }).optional(),
});
export type TVersionBody = z.infer<typeof ZVersionBody>;
export type TVersionInput = z.input<typeof ZVersionBody>;

/** `GET /api/v1/versions` and `/version`: newest first, optionally by type or keyword. */
export const ZVersionListQuery = ZPageQuery.extend({
  type: ZVersionType.optional(),
  keyword: plainText(40).optional(),
});
export type TVersionListQuery = z.infer<typeof ZVersionListQuery>;

/** `GET /api/v1/version/check?number=`: whether the number is still free. */
export const ZVersionCheckQuery = z.object({ number: ZVersionNumber, id: z.uuid().optional() });
