import { createHash } from 'node:crypto';
import type { Database } from '@sunfleet/db/connect';
import { rowsOf, sql } from '@sunfleet/db/query';

/**
 * The VEN's subscription at its VTN (migration 0051, docs/adr/0058). Tokens are kept as SHA-256
 * only: a database reader learns nothing it could post as the VTN.
 */

export type TVtnSubscriptionRow = {
  vtn_url: string;
  vtn_subscription_id: string | null;
  callback_url: string;
  renewed_at: string | Date;
};

export const tokenSha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export function createVtnSubscriptionsRepository(db: Database) {
  return {
    async find(vtnUrl: string): Promise<TVtnSubscriptionRow | undefined> {
      const [row] = rowsOf<TVtnSubscriptionRow>(
        await db.execute(sql`
          SELECT vtn_url, vtn_subscription_id, callback_url, renewed_at
          FROM dr_vtn_subscriptions WHERE vtn_url = ${vtnUrl}`),
      );
      return row;
    },

    /** Accepts a new token (and still the one before it) before the VTN is told of it. */
    async renewToken(vtnUrl: string, callbackUrl: string, token: string): Promise<void> {
      await db.execute(sql`
        INSERT INTO dr_vtn_subscriptions (vtn_url, callback_url, token_sha256)
        VALUES (${vtnUrl}, ${callbackUrl}, ${tokenSha256(token)})
        ON CONFLICT (vtn_url) DO UPDATE SET callback_url = excluded.callback_url,
          previous_token_sha256 = dr_vtn_subscriptions.token_sha256,
          token_sha256 = excluded.token_sha256, renewed_at = now()`);
    },

    async setSubscriptionId(vtnUrl: string, subscriptionId: string): Promise<void> {
      await db.execute(sql`
        UPDATE dr_vtn_subscriptions SET vtn_subscription_id = ${subscriptionId} WHERE vtn_url = ${vtnUrl}`);
    },

    /** Whether a notification's bearer token is one a subscription gave (current or previous). */
    async isKnownToken(token: string): Promise<boolean> {
      const hash = tokenSha256(token);
      const rows = rowsOf<{ found: number }>(
        await db.execute(sql`
          SELECT 1 AS found FROM dr_vtn_subscriptions
          WHERE token_sha256 = ${hash} OR previous_token_sha256 = ${hash} LIMIT 1`),
      );
      return rows.length > 0;
    },
  };
}
export type VtnSubscriptionsRepository = ReturnType<typeof createVtnSubscriptionsRepository>;
