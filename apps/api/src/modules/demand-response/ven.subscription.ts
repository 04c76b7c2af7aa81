import { randomBytes } from 'node:crypto';
import { OadrError, type VenClient } from '@sunfleet/openadr/ven-client';
import type { TOadrSubscription, TOadrSubscriptionRequest } from '@sunfleet/openadr/schema';
import type { VtnSubscriptionsRepository } from './ven.subscriptions.repository.ts';

/**
 * The VEN's subscription for event notifications (docs/adr/0058): created on the first round of
 * the `dr.ven` job and renewed every `renewMs` with a fresh bearer token (PUT, or POST again when
 * the VTN no longer has it — a VTN restarted with its store lost). The new token is accepted before
 * the VTN is told of it, and the one before it still is, so no notification in between is refused.
 * Polling stays the fallback: a VTN that never notifies loses nothing but speed.
 */

export const renewMs = 10 * 60_000;

/** Every event created, modified or deleted, of every program (Sunfleet reads all four). */
const subscriptionRequest = (
  clientName: string,
  callbackUrl: string,
  bearerToken: string,
): TOadrSubscriptionRequest => ({
  clientName,
  objectOperations: [
    { objects: ['EVENT'], operations: ['CREATE', 'UPDATE', 'DELETE'], callbackUrl, bearerToken },
  ],
});

export function createVenSubscription({
  vtn,
  vtnUrl,
  callbackUrl,
  clientName,
  repository,
}: {
  vtn: VenClient;
  vtnUrl: string;
  callbackUrl: string;
  clientName: string;
  repository: VtnSubscriptionsRepository;
}) {
  /** PUTs the subscription the VTN holds; undefined when it no longer does. */
  async function update(id: string, request: TOadrSubscriptionRequest) {
    try {
      return await vtn.updateSubscription(id, request);
    } catch (error) {
      if (error instanceof OadrError && error.status === 404) return undefined;
      throw error;
    }
  }

  return {
    /** Creates or renews the subscription when due; answers the VTN's when it acted. */
    async ensure(now: Date): Promise<TOadrSubscription | undefined> {
      const held = await repository.find(vtnUrl);
      const isCurrent =
        held?.vtn_subscription_id &&
        held.callback_url === callbackUrl &&
        now.getTime() - new Date(held.renewed_at).getTime() < renewMs;
      if (isCurrent) return undefined;
      const token = randomBytes(32).toString('base64url');
      await repository.renewToken(vtnUrl, callbackUrl, token);
      const request = subscriptionRequest(clientName, callbackUrl, token);
      const saved =
        (held?.vtn_subscription_id ? await update(held.vtn_subscription_id, request) : undefined) ??
        (await vtn.createSubscription(request));
      await repository.setSubscriptionId(vtnUrl, saved.id);
      return saved;
    },
  };
}
export type VenSubscription = ReturnType<typeof createVenSubscription>;
