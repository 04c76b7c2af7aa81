import type { TMaintenanceAction, TMaintenanceResult } from '@sunfleet/contract/maintenance-words';
import type { Database } from '@sunfleet/db/connect';
import { sql } from '@sunfleet/db/query';
import { maintenanceLogs } from '@sunfleet/db/telemetry-schema';

/** One thing someone did to a plant, gateway or device, as the maintenance log keeps it. */
export type TMaintenanceRecord = {
  /** Who acted; undefined when Sunfleet itself did (a timed-out command, a sweep). */
  actorUserId?: string | undefined;
  action: TMaintenanceAction;
  plantId?: string | null | undefined;
  gatewaySn?: string | null | undefined;
  deviceSn?: string | null | undefined;
  result?: TMaintenanceResult;
  detail?: string;
  /** The command whose later steps update this row (`follow`) instead of adding rows. */
  commandId?: string;
};

/**
 * The maintenance log's one writer: modules call `record` after what they did (a bind, an
 * unbind, a replacement, an import, a command and its result). The actor (name and account) and the company
 * whose log it is are read in the same statement: the row's company is its plant's, else its
 * gateway's, else the actor's. Pass a transaction as `db` to record inside it.
 */
export function createMaintenanceLog(db: Database) {
  return {
    async record(entries: TMaintenanceRecord | TMaintenanceRecord[], tx: Database = db): Promise<void> {
      const list = Array.isArray(entries) ? entries : [entries];
      for (const entry of list) {
        const actor = entry.actorUserId ?? null;
        const plantId = entry.plantId ?? null;
        const gatewaySn = entry.gatewaySn ?? null;
        await tx.execute(sql`
          INSERT INTO ${maintenanceLogs}
            (actor_user_id, actor_name, company_id, action, plant_id, gateway_sn, device_sn, result, detail,
             command_id)
          SELECT ${actor}::uuid,
            coalesce((SELECT CASE WHEN u.nickname = '' THEN u.account ELSE u.nickname || ' (' || u.account || ')' END
              FROM users u WHERE u.id = ${actor}::uuid), ''),
            coalesce(
              (SELECT p.company_id FROM plants p WHERE p.id = ${plantId}::uuid),
              (SELECT g.company_id FROM gateways g WHERE g.sn = ${gatewaySn}),
              (SELECT u.company_id FROM users u WHERE u.id = ${actor}::uuid)),
            ${entry.action}, ${plantId}::uuid, ${gatewaySn}, ${entry.deviceSn ?? null},
            ${entry.result ?? 'succeeded'}, ${(entry.detail ?? '').slice(0, 2000)}, ${entry.commandId ?? null}::uuid`);
      }
    },

    /**
     * A later step of the action a row records (an upgrade verifying, then succeeded): the row
     * shows where the action is now, so one action stays one row; the command's audit keeps each step.
     */
    async follow(
      commandId: string,
      step: { result: TMaintenanceResult; detail: string },
      tx: Database = db,
    ): Promise<void> {
      await tx.execute(sql`
        UPDATE ${maintenanceLogs} SET result = ${step.result}, detail = ${step.detail.slice(0, 2000)}
        WHERE command_id = ${commandId}::uuid`);
    },
  };
}
export type MaintenanceLog = ReturnType<typeof createMaintenanceLog>;
