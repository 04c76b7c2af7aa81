import { z } from 'zod';
import { ZEmail, ZVerificationCode } from './validators.ts';

/** Alarm e-mails of personal settings (issue 15; spec "Exception e-mail notification setup"). */

export const alarmLevels = ['warning', 'fault', 'offline'] as const;
export const ZAlarmLevel = z.enum(alarmLevels);
export type TAlarmLevel = z.infer<typeof ZAlarmLevel>;

/** `GET /api/v1/user/notify`: the caller's settings. */
export const ZNotifySettings = z.object({
  /** The verified address mails go to, or null. */
  email: z.string().nullable(),
  /** An address a code was sent to and not yet confirmed. */
  pendingEmail: z.string().nullable(),
  enabled: z.boolean(),
  levels: z.array(ZAlarmLevel),
  /** Plants mailed about; empty for every plant the user sees. */
  plantIds: z.array(z.string()),
});
export type TNotifySettings = z.infer<typeof ZNotifySettings>;

/** `GET /api/v1/user/notify/code`: mails a code proving the address. */
export const ZNotifyCodeQuery = z.object({ email: ZEmail });

/**
 * `POST /api/v1/user/notify`: the address (with the code mailed to it, unless it is the verified
 * one), levels and plants; saving turns mails on.
 */
export const ZNotifyBody = z.object({
  email: ZEmail,
  code: ZVerificationCode.optional(),
  levels: z.array(ZAlarmLevel).min(1).max(3),
  plantIds: z.array(z.uuid()).max(500).default([]),
});
export type TNotifyBody = z.infer<typeof ZNotifyBody>;
export type TNotifyBodyInput = z.input<typeof ZNotifyBody>;

/** `GET /api/v1/user/notify/enable`: turns alarm mails on or off. */
export const ZNotifyEnableQuery = z.object({
  enabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
