import type { TSitePreparation } from '@sunfleet/contract/site';
import type { TPoolUse } from '@sunfleet/db/connect';

/**
 * What only the running process knows, handed to the app by main.ts (tests take the defaults):
 * the first start's preparation (flipped to ready when the demo history is in), the broker link
 * of this process's ingest and its database pool.
 */
export type TOperationsProbes = {
  preparation: TSitePreparation;
  brokerStatus: () => 'up' | 'down' | 'none';
  poolUse: () => TPoolUse;
  pendingMigrations: () => Promise<string[]>;
};
