import type { TCommandState } from '@sunfleet/contract/commands';
import type { TUpgradeState } from '@sunfleet/contract/upgrades';
import type { Database } from '@sunfleet/db/connect';
import { rowsOf, sql } from '@sunfleet/db/query';
import { refreshPlantStatuses } from '@sunfleet/db/statuses';

/** An upgrade as stored (`firmware_upgrades`, migration 0041). */
export type TUpgradeRow = {
  command_id: string;
  gateway_sn: string;
  device_sn: string | null;
  firmware_id: string;
  from_version: string;
  to_version: string;
  state: TUpgradeState;
  progress: number;
  cancel_state: 'requested' | 'refused' | null;
  cancel_command_id: string | null;
  error: string | null;
  requested_by: string | null;
  started_at: string | Date;
  flashed_at: string | Date | null;
  version_seen_at: string | Date | null;
  finished_at: string | Date | null;
};

/** An upgrade still running, with what the follower needs to judge it. */
export type TActiveUpgrade = TUpgradeRow & {
  command_state: TCommandState;
  command_progress: number | null;
  command_stage: string | null;
  command_error: string | null;
  cancel_command_state: TCommandState | null;
  cancel_command_error: string | null;
  /** The version the device (or gateway) reports now, its status and when it was last heard. */
  reported_version: string | null;
  target_status: string | null;
  target_last_seen_at: string | Date | null;
  plant_id: string | null;
  has_new_fault: boolean;
};

/** What starting an upgrade needs to know of a gateway. */
export type TGatewayFirmwareRow = {
  sn: string;
  model: string | null;
  hardwareVersion: string | null;
  softwareVersion: string | null;
  status: string;
  locked: boolean;
  plantId: string | null;
};

export type TNewUpgrade = {
  commandId: string;
  gatewaySn: string;
  deviceSn: string | null;
  firmwareId: string;
  fromVersion: string;
  toVersion: string;
  requestedBy: string | null;
};

const upgradeColumns = sql.raw(
  [
    'command_id',
    'gateway_sn',
    'device_sn',
    'firmware_id',
    'from_version',
    'to_version',
    'state',
    'progress',
    'cancel_state',
    'cancel_command_id',
    'error',
    'requested_by',
    'started_at',
    'flashed_at',
    'version_seen_at',
    'finished_at',
  ]
    .map((name) => `u.${name}`)
    .join(', '),
);

/** The only code touching `firmware_upgrades`, and the "updating" flags of gateways and devices. */
export function createUpgradesRepository(db: Database) {
  return {
    async gateway(id: string): Promise<TGatewayFirmwareRow | undefined> {
      const [row] = rowsOf<TGatewayFirmwareRow>(
        await db.execute(sql`
          SELECT sn, model, hardware_version AS "hardwareVersion", software_version AS "softwareVersion",
            status, locked, plant_id AS "plantId"
          FROM gateways WHERE id = ${id}`),
      );
      return row;
    },

    /** The firmware a device reports: its gateway's status, else its newest reading's version text. */
    async deviceVersion(sn: string): Promise<string> {
      const [row] = rowsOf<{ version: string | null }>(
        await db.execute(sql`SELECT firmware_version AS version FROM devices WHERE sn = ${sn}`),
      );
      return row?.version ?? '';
    },

    /** Records an upgrade once (a campaign's command adopted twice by two processes is one row). */
    async create(upgrade: TNewUpgrade, tx: Database = db): Promise<boolean> {
      const inserted = rowsOf<{ command_id: string }>(
        await tx.execute(sql`
          INSERT INTO firmware_upgrades
            (command_id, gateway_sn, device_sn, firmware_id, from_version, to_version, requested_by)
          VALUES (${upgrade.commandId}, ${upgrade.gatewaySn}, ${upgrade.deviceSn}, ${upgrade.firmwareId},
            ${upgrade.fromVersion}, ${upgrade.toVersion}, ${upgrade.requestedBy})
          ON CONFLICT (command_id) DO NOTHING
          RETURNING command_id`),
      );
      return inserted.length > 0;
    },

    /** The newest upgrade of a device or gateway (by its SN), running or not. */
    async latestOf(sn: string, isGateway: boolean): Promise<TUpgradeRow | undefined> {
      const [row] = rowsOf<TUpgradeRow>(
        await db.execute(sql`
          SELECT ${upgradeColumns} FROM firmware_upgrades u
          WHERE coalesce(u.device_sn, u.gateway_sn) = ${sn}
            AND (u.device_sn IS NULL) = ${isGateway}
          ORDER BY u.started_at DESC LIMIT 1`),
      );
      return row;
    },

    async find(commandId: string): Promise<TUpgradeRow | undefined> {
      const [row] = rowsOf<TUpgradeRow>(
        await db.execute(
          sql`SELECT ${upgradeColumns} FROM firmware_upgrades u WHERE u.command_id = ${commandId}`,
        ),
      );
      return row;
    },

    /** The command channel's audit rows of an upgrade and of its cancel, oldest first. */
    async eventsOf(row: Pick<TUpgradeRow, 'command_id' | 'cancel_command_id'>) {
      return rowsOf<{ state: string; at: string | Date; detail: string; kind: string }>(
        await db.execute(sql`
          SELECT e.state, e.at, e.detail, c.kind FROM command_events e JOIN commands c ON c.id = e.command_id
          WHERE e.command_id IN (${row.command_id}, ${row.cancel_command_id ?? row.command_id})
          ORDER BY e.at, e.id`),
      );
    },

    /**
     * `upgradeFirmware` commands without an upgrade row: released by a campaign's tick, which
     * knows nothing of upgrades. The follower adopts them.
     */
    async unadopted() {
      return rowsOf<{
        id: string;
        gateway_sn: string;
        device_sn: string | null;
        payload: Record<string, unknown>;
        requested_by: string | null;
      }>(
        await db.execute(sql`
          SELECT c.id, c.gateway_sn, c.device_sn, c.payload, c.requested_by FROM commands c
          WHERE c.kind = 'upgradeFirmware' AND c.state IN ('queued', 'sent', 'acknowledged')
            AND NOT EXISTS (SELECT 1 FROM firmware_upgrades u WHERE u.command_id = c.id)
          LIMIT 500`),
      );
    },

    /** Every upgrade not final, with its command, its cancel and the target's reported state. */
    async active(): Promise<TActiveUpgrade[]> {
      return rowsOf<TActiveUpgrade>(
        await db.execute(sql`
          SELECT ${upgradeColumns},
            c.state AS command_state, c.progress AS command_progress, c.result->>'stage' AS command_stage,
            c.error AS command_error, k.state AS cancel_command_state, k.error AS cancel_command_error,
            CASE WHEN u.device_sn IS NULL THEN g.software_version ELSE d.firmware_version END AS reported_version,
            CASE WHEN u.device_sn IS NULL THEN g.status ELSE d.status END AS target_status,
            CASE WHEN u.device_sn IS NULL THEN g.last_seen_at ELSE d.last_seen_at END AS target_last_seen_at,
            coalesce(d.plant_id, g.plant_id) AS plant_id,
            EXISTS (SELECT 1 FROM events e WHERE e.source_sn = coalesce(u.device_sn, u.gateway_sn)
              AND e.closed_at IS NULL AND e.level = 'fault' AND e.opened_at >= u.flashed_at) AS has_new_fault
          FROM firmware_upgrades u
          JOIN commands c ON c.id = u.command_id
          LEFT JOIN commands k ON k.id = u.cancel_command_id
          LEFT JOIN gateways g ON g.sn = u.gateway_sn
          LEFT JOIN devices d ON d.sn = u.device_sn
          WHERE u.finished_at IS NULL
          ORDER BY u.started_at
          LIMIT 1000`),
      );
    },

    /** Writes what changed of an upgrade; `finished_at` is set with a final state. */
    async update(
      commandId: string,
      change: Partial<
        Pick<
          TUpgradeRow,
          | 'state'
          | 'progress'
          | 'cancel_state'
          | 'cancel_command_id'
          | 'error'
          | 'flashed_at'
          | 'version_seen_at'
        >
      >,
      isFinal = false,
      tx: Database = db,
    ): Promise<void> {
      const has = (key: keyof typeof change) => Object.hasOwn(change, key);
      const at = (value: string | Date | null | undefined) =>
        value === null || value === undefined ? null : new Date(value).toISOString();
      await tx.execute(sql`
        UPDATE firmware_upgrades SET
          state = coalesce(${change.state ?? null}, state),
          progress = coalesce(${change.progress ?? null}::int, progress),
          cancel_state = CASE WHEN ${has('cancel_state')} THEN ${change.cancel_state ?? null} ELSE cancel_state END,
          cancel_command_id = coalesce(${change.cancel_command_id ?? null}::uuid, cancel_command_id),
          error = coalesce(${change.error ?? null}, error),
          flashed_at = CASE WHEN ${has('flashed_at')} THEN ${at(change.flashed_at)}::timestamptz ELSE flashed_at END,
          version_seen_at = CASE WHEN ${has('version_seen_at')} THEN ${at(change.version_seen_at)}::timestamptz
            ELSE version_seen_at END,
          finished_at = CASE WHEN ${isFinal} THEN now() ELSE finished_at END
        WHERE command_id = ${commandId}`);
    },

    /**
     * Marks the target "updating" (spec section 4) or done: the device, or a gateway with every
     * device behind it (none takes a command while it flashes), and refreshes their plants'
     * status, so the plant shows it. Done re-derives each status from its open events.
     */
    async setUpdating(
      target: { gatewaySn: string; deviceSn: string | null },
      isUpdating: boolean,
      tx: Database = db,
    ): Promise<void> {
      const isGateway = target.deviceSn === null;
      const status = (alias: string) =>
        sql.raw(`CASE WHEN ${alias}.status = 'offline' THEN 'offline'
          WHEN ${isUpdating} THEN 'updating'
          WHEN EXISTS (SELECT 1 FROM events e WHERE e.${alias === 'd' ? 'device_id' : 'gateway_id'} = ${alias}.id
            AND e.closed_at IS NULL AND e.level = 'fault'${alias === 'g' ? ' AND e.device_id IS NULL' : ''}) THEN 'fault'
          WHEN EXISTS (SELECT 1 FROM events e WHERE e.${alias === 'd' ? 'device_id' : 'gateway_id'} = ${alias}.id
            AND e.closed_at IS NULL AND e.level = 'warning'${alias === 'g' ? ' AND e.device_id IS NULL' : ''}) THEN 'warning'
          ELSE 'normal' END`);
      const since = isUpdating ? sql`coalesce(updating_since, now())` : sql`NULL`;
      const plants = rowsOf<{ plant_id: string | null }>(
        await tx.execute(sql`
          UPDATE devices d SET updating_since = ${since}, status = ${status('d')}, updated_at = now()
          WHERE ${
            isGateway
              ? sql`d.gateway_id = (SELECT id FROM gateways WHERE sn = ${target.gatewaySn})`
              : sql`d.sn = ${target.deviceSn}`
          }
          RETURNING d.plant_id`),
      );
      if (isGateway)
        await tx.execute(sql`
          UPDATE gateways g SET updating_since = ${since}, status = ${status('g')}, updated_at = now()
          WHERE g.sn = ${target.gatewaySn}`);
      await refreshPlantStatuses(
        tx,
        plants.flatMap((row) => (row.plant_id ? [row.plant_id] : [])),
      );
    },

    /**
     * What a batch upgrade needs of each SN named (already resolved with the caller's tenancy):
     * devices of a class (by their dictionary's model) or gateways.
     */
    async targets(sns: readonly string[], isGateway: boolean) {
      if (sns.length === 0) return [];
      const list = sql`(SELECT value FROM json_array_elements_text(${JSON.stringify(sns)}::json))`;
      return rowsOf<{
        sn: string;
        gatewaySn: string;
        dictionaryId: string | null;
        model: string | null;
        hardwareVersion: string | null;
        version: string | null;
        status: string;
        locked: boolean;
        plantId: string | null;
      }>(
        await db.execute(
          isGateway
            ? sql`SELECT g.sn, g.sn AS "gatewaySn", NULL AS "dictionaryId", g.model,
                g.hardware_version AS "hardwareVersion", g.software_version AS version, g.status, g.locked,
                g.plant_id AS "plantId"
              FROM gateways g WHERE g.sn IN ${list}`
            : sql`SELECT d.sn, g.sn AS "gatewaySn", d.dictionary_id AS "dictionaryId", NULL AS model,
                NULL AS "hardwareVersion", d.firmware_version AS version, d.status, g.locked,
                d.plant_id AS "plantId"
              FROM devices d JOIN gateways g ON g.id = d.gateway_id WHERE d.sn IN ${list}`,
        ),
      );
    },

    /** An image a gateway may download now: it has an upgrade to it running. */
    async downloadable(gatewaySn: string, firmwareId: string) {
      const [row] = rowsOf<{ file_url: string; size: number; sha256: string }>(
        await db.execute(sql`
          SELECT i.file_url, i.size, i.sha256 FROM firmware_images i
          WHERE i.id = ${firmwareId} AND EXISTS (
            SELECT 1 FROM commands c WHERE c.gateway_sn = ${gatewaySn} AND c.kind = 'upgradeFirmware'
              AND c.state IN ('sent', 'acknowledged') AND c.payload->>'firmwareId' = ${firmwareId})`),
      );
      return row;
    },
  };
}
export type UpgradesRepository = ReturnType<typeof createUpgradesRepository>;
