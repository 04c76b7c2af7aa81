import { integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { gateways } from './telemetry-schema.ts';

/** A gateway's signal strength over time, written by a trigger on `gateways` (migration 0018). */
export const gatewaySignal = pgTable(
  'gateway_signal',
  {
    gatewayId: uuid('gateway_id')
      .notNull()
      .references(() => gateways.id),
    sampledAt: timestamp('sampled_at', { withTimezone: true, mode: 'date' }).notNull(),
    rssi: integer('rssi').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gatewayId, table.sampledAt] })],
);
