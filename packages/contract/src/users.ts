import { z } from 'zod';
import { languages } from './lang.ts';
import { ZTheme } from './enums.ts';
import { ZPassword, passwordsMatch, plainText } from './validators.ts';

/** Who a user is to the platform: its operator, a company's staff, or a customer (plant owner). */
export const userKinds = ['platform', 'company', 'customer'] as const;
export const ZUserKind = z.enum(userKinds);
export type TUserKind = z.infer<typeof ZUserKind>;

export const menuStyles = ['side', 'top'] as const;
export const ZMenuStyle = z.enum(menuStyles);

export const ZLang = z.enum(languages);

export const ZCompanyLook = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  iconUrl: z.string().nullable(),
  themeColor: z.string().nullable(),
});

/** `GET /api/v1/user`: the signed-in user. */
export const ZCurrentUser = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  kind: ZUserKind,
  isCompanyAdmin: z.boolean(),
  readOnly: z.boolean(),
  company: ZCompanyLook.nullable(),
  lang: ZLang,
  theme: ZTheme,
  styleType: ZMenuStyle,
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** `POST /api/v1/user/{id}`: profile. */
export const ZProfileBody = z.object({
  nickname: plainText(30, { required: true }),
  lang: ZLang.optional(),
});
export type TProfileBody = z.infer<typeof ZProfileBody>;

/** `POST /api/v1/user/{id}/pwd`. */
export const ZPasswordChangeBody = z
  .object({ old: z.string().min(1).max(128), new: ZPassword, confirm: z.string() })
  .superRefine(passwordsMatch('new', 'confirm'));
export type TPasswordChangeBody = z.infer<typeof ZPasswordChangeBody>;

/** `GET`/`POST /api/v1/user/personalized`. */
export const ZPersonalized = z.object({ lang: ZLang, theme: ZTheme, styleType: ZMenuStyle });
export const ZPersonalizedUpdate = ZPersonalized.partial();
export type TPersonalized = z.infer<typeof ZPersonalized>;

/** `POST /api/v1/user/{id}/avatar` (multipart field `file`): the new avatar's URL. */
export const ZAvatarResult = z.object({ avatar: z.string() });
