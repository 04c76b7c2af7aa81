import type { Database } from '@sunfleet/db/connect';
import { and, eq } from '@sunfleet/db/query';
import { devices } from '@sunfleet/db/telemetry-schema';

/** What only meters have: which one is its plant's master meter (ADR 0027). */
export function createMeterRepository(db: Database) {
  return {
    /** Makes a meter its plant's master meter (and no other meter of the plant). */
    async makeMaster(plantId: string, meterId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(devices)
          .set({ isMasterMeter: false })
          .where(and(eq(devices.plantId, plantId), eq(devices.isMasterMeter, true)));
        await tx.update(devices).set({ isMasterMeter: true }).where(eq(devices.id, meterId));
      });
    },
  };
}
export type MeterRepository = ReturnType<typeof createMeterRepository>;
