import { z } from 'zod';
import { ZDeviceStatus } from './enums.ts';
import { ZFleetDeviceRow } from './fleet-devices.ts';

/**
 * `GET /plant/meteorological/{stationId}/realtime`: the newest reading of the plant's weather
 * station (irradiance W/m², temperatures °C, wind m/s and degrees from north, relative humidity %)
 * and today's irradiation on the plant's clock (kWh/m², from the station's hourly irradiance); null
 * when the plant has none or it has not reported yet. A value the station does not measure is null.
 */
export const ZPlantWeather = z
  .object({
    sn: z.string(),
    status: ZDeviceStatus,
    readAt: z.iso.datetime(),
    irradiance: z.number().nullable(),
    ambientTemperature: z.number().nullable(),
    moduleTemperature: z.number().nullable(),
    windSpeed: z.number().nullable(),
    windDirection: z.number().nullable(),
    humidity: z.number().nullable(),
    irradiationToday: z.number().nullable(),
  })
  .nullable();
export type TPlantWeather = z.infer<typeof ZPlantWeather>;

/** `GET /meteorological`: a row of the weather station list, with its newest reading. */
export const ZWeatherStationListItem = ZFleetDeviceRow.extend({
  irradiance: z.number().nullable(),
  ambientTemperature: z.number().nullable(),
  moduleTemperature: z.number().nullable(),
  windSpeed: z.number().nullable(),
});
export type TWeatherStationListItem = z.infer<typeof ZWeatherStationListItem>;

/** `GET /meteorological/{sn}/realtime`: a station's newest reading, as the plant's overview shows it. */
export const ZWeatherStationRealtime = ZPlantWeather;

/** `GET /getWeatherStationProduct`: the weather station models the portal can read, and what they measure. */
export const ZWeatherStationProduct = z.object({
  dictionaryId: z.string(),
  brand: z.string(),
  model: z.string(),
  measurements: z.array(z.object({ key: z.string(), name: z.string(), unit: z.string() })),
});
export type TWeatherStationProduct = z.infer<typeof ZWeatherStationProduct>;

/** The weather providers `/weather` can ask; Open-Meteo needs no key, a key selects its commercial API. */
export const weatherProviders = ['open-meteo'] as const;
export const ZWeatherProvider = z.enum(weatherProviders);

/** `POST /saveAuthInfo`: a company's credentials for a weather provider. */
export const ZWeatherAuthInput = z.object({
  provider: ZWeatherProvider.default('open-meteo'),
  apiKey: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .regex(/^[\x21-\x7e]+$/),
});
export type TWeatherAuthInput = z.infer<typeof ZWeatherAuthInput>;

/** What `/saveAuthInfo` answers: which provider has a key and since when; never the key. */
export const ZWeatherAuthState = z.object({
  provider: ZWeatherProvider,
  hasKey: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type TWeatherAuthState = z.infer<typeof ZWeatherAuthState>;

/** `GET /weather?plantId=`: the weather at the plant's location from the provider. */
export const ZWeatherQuery = z.object({ plantId: z.uuid() });

export const ZWeatherNow = z.object({
  time: z.string(),
  temperature: z.number().nullable(),
  humidity: z.number().nullable(),
  weatherCode: z.number().int().nullable(),
  cloudCover: z.number().nullable(),
  windSpeed: z.number().nullable(),
  windDirection: z.number().nullable(),
  irradiance: z.number().nullable(),
});
export const ZWeatherDay = z.object({
  date: z.string(),
  weatherCode: z.number().int().nullable(),
  temperatureMax: z.number().nullable(),
  temperatureMin: z.number().nullable(),
  precipitation: z.number().nullable(),
  /** kWh/m² on a horizontal plane. */
  irradiation: z.number().nullable(),
});

/**
 * Either the provider's current weather (wind in m/s, irradiance W/m²) and a daily forecast on the
 * plant's clock, or why there is none: the plant has no location, the provider could not be
 * reached (no network, timeout), refused the request (a bad key) or answered something unreadable.
 */
export const ZWeatherForecast = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    provider: ZWeatherProvider,
    latitude: z.number(),
    longitude: z.number(),
    now: ZWeatherNow,
    days: z.array(ZWeatherDay),
  }),
  z.object({
    available: z.literal(false),
    provider: ZWeatherProvider,
    reason: z.enum(['noLocation', 'unreachable', 'refused', 'badReply']),
  }),
]);
export type TWeatherForecast = z.infer<typeof ZWeatherForecast>;

/** `/getWeatherStationInfo?sn=`. */
export const ZSnQuery = z.object({ sn: z.string().min(1).max(64) });
