import { z } from 'zod';
import { isEmailAccount, signInPasswordLength } from './account-rules.ts';
import {
  ZAccount,
  ZEmail,
  ZPassword,
  ZVerificationCode,
  addRequiredIssue,
  passwordsMatch,
  plainText,
} from './validators.ts';

/** `POST /oauth/token`: the OAuth2 password grant and refresh-token grant (JSON or form body). */
export const ZTokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: ZAccount,
    password: z.string().min(signInPasswordLength.min).max(signInPasswordLength.max),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1).max(512),
  }),
]);
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

export const ZTokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
});
export type TTokenPair = z.infer<typeof ZTokenPair>;

/** Why a verification code is sent. */
export const codePurposes = ['signup', 'reset'] as const;
export const ZCodePurpose = z.enum(codePurposes);
export type TCodePurpose = z.infer<typeof ZCodePurpose>;

/**
 * Codes go by e-mail (there is no SMS): an e-mail account receives them itself; a phone account
 * names the address (`email`) when it signs up, and its resets go to that address, kept with it.
 * `email` is ignored for an e-mail account and for a reset.
 */
const ZCodeEmail = ZEmail.optional();

type TCodeAddress = { account: string; email?: string | undefined; purpose?: TCodePurpose };

/** A phone account's sign-up needs the e-mail address its codes go to. */
function signupCodeEmail(value: TCodeAddress, ctx: z.RefinementCtx) {
  if (value.purpose === 'reset' || isEmailAccount(value.account) || value.email) return;
  addRequiredIssue(ctx, 'email');
}

export const ZGetCodeQuery = z
  .object({ account: ZAccount, email: ZCodeEmail, purpose: ZCodePurpose.default('signup') })
  .superRefine(signupCodeEmail);
export const ZCheckCodeQuery = z
  .object({
    account: ZAccount,
    email: ZCodeEmail,
    code: ZVerificationCode,
    purpose: ZCodePurpose.default('signup'),
  })
  .superRefine(signupCodeEmail);
export const ZCheckAccountQuery = z.object({ account: ZAccount, purpose: ZCodePurpose.default('signup') });

export const ZSignupBody = z
  .object({
    account: ZAccount,
    email: ZCodeEmail,
    code: ZVerificationCode,
    password: ZPassword,
    confirm: z.string(),
    nickname: plainText(30).optional(),
    agreement: z.literal(true, { message: 'agreement' }),
  })
  .superRefine(passwordsMatch('password', 'confirm'))
  .superRefine(signupCodeEmail);
export type TSignupBody = z.infer<typeof ZSignupBody>;

export const ZResetPasswordBody = z
  .object({
    account: ZAccount,
    code: ZVerificationCode,
    password: ZPassword,
    confirm: z.string(),
  })
  .superRefine(passwordsMatch('password', 'confirm'));
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

/** `POST /oauth/revoke`: signs out the session the refresh token belongs to (JSON or form body). */
export const ZRevokeRequest = z.object({ refresh_token: z.string().min(1).max(512) });
export type TRevokeRequest = z.infer<typeof ZRevokeRequest>;
