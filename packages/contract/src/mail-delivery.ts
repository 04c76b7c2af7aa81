import { z } from 'zod';

/**
 * Where a mailed code went: to the mailbox (SMTP is set up), or to the server's log (a laptop or
 * the demo without SMTP_URL), so a screen does not say "check your inbox" when nothing was sent.
 */
export const mailDeliveries = ['mailbox', 'serverLog'] as const;
export const ZMailDelivery = z.enum(mailDeliveries);
export type TMailDelivery = z.infer<typeof ZMailDelivery>;

/** The reply of a call that mails a verification code. */
export const ZCodeSent = z.object({ delivery: ZMailDelivery });
export type TCodeSent = z.infer<typeof ZCodeSent>;
