import type { TPlantWeather, TWeatherAuthState } from '@sunfleet/contract/weather';
import type { Database } from '@sunfleet/db/connect';
import { and, asc, eq, sql, type SQL } from '@sunfleet/db/query';
import {
  deviceLatest,
  deviceRollups,
  devices,
  plants,
  weatherProviderCredentials,
} from '@sunfleet/db/telemetry-schema';

type TProvider = TWeatherAuthState['provider'];

/**
 * Weather at a plant, from its weather stations, and a station's own newest reading (the caller's
 * access to the plant or station is checked before); the companies' weather provider keys.
 */
export function createWeatherRepository(db: Database) {
  /**
   * The newest reading of the first weather station of `where` (not offline first, then by SN),
   * with its irradiation of the plant's day up to `at`.
   */
  async function newestReading(where: SQL | undefined, at: Date): Promise<TPlantWeather> {
    const role = (name: string) =>
      sql<number | null>`(${deviceLatest.roles}->>${sql.raw(`'${name}'`)})::float8`;
    const now = sql`${at.toISOString()}::timestamptz`;
    const zone = sql`coalesce(${plants.timeZone}, 'UTC')`;
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
      .leftJoin(plants, eq(plants.id, devices.plantId))
      .where(and(eq(devices.kind, 'weatherStation'), where))
      .orderBy(sql`${devices.status} = 'offline'`, asc(devices.sn))
      .limit(1);
    return row ? { ...row, readAt: row.readAt.toISOString() } : null;
  }

  return {
    /**
     * The newest reading of the plant's weather station: of the first (by SN) that has reported
     * and is not offline, or else of the first that has reported at all.
     */
    weather: (plantId: string, at: Date = new Date()): Promise<TPlantWeather> =>
      newestReading(eq(devices.plantId, plantId), at),

    /** The newest reading of one weather station. */
    stationWeather: (deviceId: string, at: Date = new Date()): Promise<TPlantWeather> =>
      newestReading(eq(devices.id, deviceId), at),

    /** A company's key for a provider, for the provider adapter only. */
    async apiKey(companyId: string | null, provider: TProvider): Promise<string | null> {
      if (!companyId) return null;
      const [row] = await db
        .select({ apiKey: weatherProviderCredentials.apiKey })
        .from(weatherProviderCredentials)
        .where(
          and(
            eq(weatherProviderCredentials.companyId, companyId),
            eq(weatherProviderCredentials.provider, provider),
          ),
        );
      return row?.apiKey ?? null;
    },

    /** Saves (or replaces) a company's key; answers what was saved, without the key. */
    async saveApiKey(
      companyId: string,
      userId: string,
      provider: TProvider,
      apiKey: string,
    ): Promise<TWeatherAuthState> {
      const updatedAt = new Date();
      await db
        .insert(weatherProviderCredentials)
        .values({ companyId, provider, apiKey, updatedBy: userId, updatedAt })
        .onConflictDoUpdate({
          target: [weatherProviderCredentials.companyId, weatherProviderCredentials.provider],
          set: { apiKey, updatedBy: userId, updatedAt },
        });
      return { provider, hasKey: true, updatedAt: updatedAt.toISOString() };
    },
  };
}
export type WeatherRepository = ReturnType<typeof createWeatherRepository>;
