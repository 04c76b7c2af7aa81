import { z } from 'zod';
import { ZDeviceStatus } from './enums.ts';

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
