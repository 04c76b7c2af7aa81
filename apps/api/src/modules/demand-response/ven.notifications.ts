import { ErrorCode } from '@sunfleet/contract/errors';
import { notificationViolations } from '@sunfleet/openadr/document-schemas';
import type { TOadrNotification } from '@sunfleet/openadr/schema';
import { AppError } from '../../plugins/envelope.ts';
import type { VenSync } from './ven.sync.ts';
import type { VtnSubscriptionsRepository } from './ven.subscriptions.repository.ts';

/**
 * The OpenADR webhook (docs/adr/0058): what the VTN POSTs to the subscription's callbackUrl. The
 * bearer token must be one a subscription gave (kept in the database, so any api process takes
 * it); the body must be an OpenADR 3.1.0 `notification` by the official schema and enumerations;
 * then the event takes the VEN round's path. Nothing is kept in the process.
 */
export function createNotificationReceiver({
  subscriptions,
  venSync,
}: {
  subscriptions: Pick<VtnSubscriptionsRepository, 'isKnownToken'>;
  venSync: Pick<VenSync, 'applyNotification'>;
}) {
  return {
    async receive(bearerToken: string | undefined, body: unknown): Promise<void> {
      if (!bearerToken || !(await subscriptions.isKnownToken(bearerToken)))
        throw new AppError(ErrorCode.drNotificationUnauthorized, {}, null, 401);
      const violations = notificationViolations(body);
      if (violations.length > 0)
        throw new AppError(ErrorCode.drNotificationInvalid, {
          reasons: violations.join('; ').slice(0, 500),
        });
      await venSync.applyNotification(body as TOadrNotification);
    },
  };
}
export type NotificationReceiver = ReturnType<typeof createNotificationReceiver>;
