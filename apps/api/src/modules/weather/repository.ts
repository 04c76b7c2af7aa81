import type { TPlantWeather } from '@sunfleet/contract/weather';
import type { Database } from '@sunfleet/db/connect';
import { and, asc, eq, sql } from '@sunfleet/db/query';
import { deviceLatest, deviceRollups, devices, plants } from '@sunfleet/db/telemetry-schema';

/** Weather at a plant, from its weather stations (the caller's access to the plant is checked before). */
export function createWeatherRepository(db: Database) {
  return {
    /**
     * The newest reading of the plant's weather station: of the first (by SN) that has reported
     * and is not offline, or else of the first that has reported at all. With it, the station's
     * irradiation of the plant's day up to `at`.
     */
    async weather(plantId: string, at: Date = new Date()): Promise<TPlantWeather> {
      const role = (name: string) =>
        sql<number | null>`(${deviceLatest.roles}->>${sql.raw(`'${name}'`)})::float8`;
      const now = sql`${at.toISOString()}::timestamptz`;
      const zone = plants.timeZone;
      const deviceId = sql`${devices}.${sql.identifier(devices.id.name)}`;
      // Irradiation (kWh/m²) is irradiance over time: each hour's mean irradiance (W/m²) times
      // the part of the hour gone by, over the hours of the plant's local day. Hours without a
      // reading add nothing. Null before the first reading of the day.
      const irradiationToday = sql<number | null>`(
        SELECT sum((r.role_stats->'irradiance'->>'sum')::float8
            / nullif((r.role_stats->'irradiance'->>'n')::float8, 0)
            * least(extract(epoch FROM ${now} - r.bucket_start) / 3600, 1)) / 1000
        FROM ${deviceRollups} r
        WHERE r.device_id = ${deviceId} AND r.period = 'hour'
          AND r.bucket_start >= date_trunc('day', ${now} AT TIME ZONE ${zone}) AT TIME ZONE ${zone}
          AND r.bucket_start < ${now})`;
      const [row] = await db
        .select({
          sn: devices.sn,
          status: devices.status,
          readAt: deviceLatest.readAt,
          irradiance: role('irradiance'),
          ambientTemperature: role('ambientTemperature'),
          moduleTemperature: role('moduleTemperature'),
          windSpeed: role('windSpeed'),
          windDirection: role('windDirection'),
          humidity: role('humidity'),
          irradiationToday,
        })
        .from(devices)
        .innerJoin(deviceLatest, eq(deviceLatest.deviceId, devices.id))
        .innerJoin(plants, eq(plants.id, devices.plantId))
        .where(and(eq(devices.plantId, plantId), eq(devices.kind, 'weatherStation')))
        .orderBy(sql`${devices.status} = 'offline'`, asc(devices.sn))
        .limit(1);
      return row ? { ...row, readAt: row.readAt.toISOString() } : null;
    },
  };
}
export type WeatherRepository = ReturnType<typeof createWeatherRepository>;
