import type { TRollupRebuildBody, TRollupRebuildResult } from '@sunfleet/contract/plants';
import type { Database } from '@sunfleet/db/connect';
import { rebuildPlantRollups } from '@sunfleet/ingest/rebuild';
import type { TPrincipal } from '../../plugins/authentication.ts';
import type { TPlantAccess } from './service.ts';
import type { MaintenanceLog } from '../logs/maintenance-log.ts';

/**
 * A platform administrator rebuilds a plant's rollups of whole days from its raw frames, with the
 * ingest's own fold (docs/adr/0043): rows a wrong dictionary or a bug corrupted come back as the
 * readings make them. Audited in the maintenance log.
 */
export function createRollupRebuildService({
  db,
  maintenanceLog,
}: {
  db: Database;
  maintenanceLog?: MaintenanceLog | undefined;
}) {
  return {
    async rebuild(
      caller: TPrincipal,
      { plant }: TPlantAccess,
      body: TRollupRebuildBody,
    ): Promise<TRollupRebuildResult> {
      const result = await rebuildPlantRollups(db, {
        plantId: plant.id,
        fromDate: body.from,
        toDate: body.to,
      });
      await maintenanceLog?.record({
        actorUserId: caller.userId,
        action: 'rebuild',
        plantId: plant.id,
        detail: `Rollups ${body.from} – ${body.to} rebuilt from ${result.frames} raw frames of ${result.devices} devices`,
      });
      return result;
    },
  };
}
export type RollupRebuildService = ReturnType<typeof createRollupRebuildService>;
