import type { Database } from '@sunfleet/db/connect';
import { eq, sql } from '@sunfleet/db/query';
import { devices, gateways, plants, settingLocks } from '@sunfleet/db/telemetry-schema';

/** What a settings call needs of a device: its model's dictionary, its gateway and its state. */
export type TSettingsDevice = {
  sn: string;
  kind: string;
  dictionaryId: string;
  status: string;
  gatewaySn: string;
  plantId: string | null;
  /** The plant's clock (UTC for a device on no plant). */
  timeZone: string;
};

/** What a settings read or write needs of a device, as selected columns. */
export const settingsDeviceFields = {
  sn: devices.sn,
  kind: devices.kind,
  dictionaryId: devices.dictionaryId,
  status: devices.status,
  gatewaySn: gateways.sn,
  plantId: devices.plantId,
  timeZone: sql<string>`coalesce(${plants.timeZone}, 'UTC')`,
};

/** Devices with what a settings read or write needs (`TSettingsDevice`); the caller adds its WHERE. */
export const selectSettingsDevices = (db: Database) =>
  db
    .select(settingsDeviceFields)
    .from(devices)
    .innerJoin(gateways, eq(gateways.id, devices.gatewayId))
    .leftJoin(plants, eq(plants.id, devices.plantId));

export function createSettingsRepository(db: Database) {
  return {
    /** The device of an SN (the route's declared access already checked that the caller sees it). */
    async device(sn: string): Promise<TSettingsDevice | undefined> {
      const [row] = await selectSettingsDevices(db).where(eq(devices.sn, sn));
      return row;
    },

    /** Takes the device's settings lock for `ms`, unless another live write holds it. */
    async lock(deviceSn: string, userId: string, ms: number): Promise<boolean> {
      const expiresAt = sql`now() + ${`${ms} milliseconds`}::interval`;
      const taken = await db
        .insert(settingLocks)
        .values({ deviceSn, userId, expiresAt })
        .onConflictDoUpdate({
          target: settingLocks.deviceSn,
          set: { userId, expiresAt },
          setWhere: sql`${settingLocks.expiresAt} < now()`,
        })
        .returning({ deviceSn: settingLocks.deviceSn });
      return taken.length === 1;
    },

    async unlock(deviceSn: string): Promise<void> {
      await db.delete(settingLocks).where(eq(settingLocks.deviceSn, deviceSn));
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
