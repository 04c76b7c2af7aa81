import { z } from 'zod';
import type { TWeatherForecast } from '@sunfleet/contract/weather';

/** Where to ask and how long to wait (config `weather`). */
export type TWeatherProviderConfig = { apiUrl: string; customerApiUrl: string; timeoutMs: number };

/** The parts of Open-Meteo's `/v1/forecast` reply the portal reads. */
const nullableNumbers = z.array(z.number().nullable());
const ZOpenMeteoReply = z.object({
  latitude: z.number(),
  longitude: z.number(),
  current: z.object({
    time: z.string(),
    temperature_2m: z.number().nullable().optional(),
    relative_humidity_2m: z.number().nullable().optional(),
    weather_code: z.number().nullable().optional(),
    cloud_cover: z.number().nullable().optional(),
    wind_speed_10m: z.number().nullable().optional(),
    wind_direction_10m: z.number().nullable().optional(),
    shortwave_radiation: z.number().nullable().optional(),
  }),
  daily: z.object({
    time: z.array(z.string()),
    weather_code: nullableNumbers,
    temperature_2m_max: nullableNumbers,
    temperature_2m_min: nullableNumbers,
    precipitation_sum: nullableNumbers,
    shortwave_radiation_sum: nullableNumbers,
  }),
});

const current = [
  'temperature_2m',
  'relative_humidity_2m',
  'weather_code',
  'cloud_cover',
  'wind_speed_10m',
  'wind_direction_10m',
  'shortwave_radiation',
];
const daily = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'shortwave_radiation_sum',
];
const forecastDays = 7;
/** Open-Meteo sums radiation in MJ/m²; the portal speaks kWh/m². */
const megajoulesPerKwh = 3.6;

/** An Open-Meteo reply as the portal's forecast, or undefined when it is not one. */
export function forecastOf(reply: unknown): TWeatherForecast | undefined {
  const parsed = ZOpenMeteoReply.safeParse(reply);
  if (!parsed.success) return undefined;
  const { latitude, longitude, current: now, daily: days } = parsed.data;
  const at = (values: (number | null)[], i: number) => values[i] ?? null;
  return {
    available: true,
    provider: 'open-meteo',
    latitude,
    longitude,
    now: {
      time: now.time,
      temperature: now.temperature_2m ?? null,
      humidity: now.relative_humidity_2m ?? null,
      weatherCode: now.weather_code ?? null,
      cloudCover: now.cloud_cover ?? null,
      windSpeed: now.wind_speed_10m ?? null,
      windDirection: now.wind_direction_10m ?? null,
      irradiance: now.shortwave_radiation ?? null,
    },
    days: days.time.map((date, i) => {
      const radiation = at(days.shortwave_radiation_sum, i);
      return {
        date,
        weatherCode: at(days.weather_code, i),
        temperatureMax: at(days.temperature_2m_max, i),
        temperatureMin: at(days.temperature_2m_min, i),
        precipitation: at(days.precipitation_sum, i),
        irradiation: radiation === null ? null : Math.round((radiation / megajoulesPerKwh) * 100) / 100,
      };
    }),
  };
}

/**
 * The one code that talks to the weather provider (Open-Meteo): current weather and a week's
 * forecast at a place, on its local clock. It never throws: no network, a timeout, a refusal or an
 * unreadable reply become an honest "unavailable" with the reason.
 */
export function createWeatherProvider(config: TWeatherProviderConfig) {
  return {
    async forecast(place: {
      latitude: number;
      longitude: number;
      timeZone: string;
      apiKey: string | null;
    }): Promise<TWeatherForecast> {
      const unavailable = (reason: 'unreachable' | 'refused' | 'badReply'): TWeatherForecast => ({
        available: false,
        provider: 'open-meteo',
        reason,
      });
      const url = new URL('/v1/forecast', place.apiKey ? config.customerApiUrl : config.apiUrl);
      url.search = new URLSearchParams({
        latitude: String(place.latitude),
        longitude: String(place.longitude),
        current: current.join(','),
        daily: daily.join(','),
        timezone: place.timeZone,
        wind_speed_unit: 'ms',
        forecast_days: String(forecastDays),
        ...(place.apiKey ? { apikey: place.apiKey } : {}),
      }).toString();
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs) });
      } catch {
        return unavailable('unreachable');
      }
      if (
        response.status === 400 ||
        response.status === 401 ||
        response.status === 403 ||
        response.status === 429
      )
        return unavailable('refused');
      if (!response.ok) return unavailable('unreachable');
      try {
        return forecastOf(await response.json()) ?? unavailable('badReply');
      } catch {
        return unavailable('badReply');
      }
    },
  };
}
export type WeatherProvider = ReturnType<typeof createWeatherProvider>;
