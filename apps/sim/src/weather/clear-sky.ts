import { channelId, hashToUnit, smoothNoise } from '../physics/random.ts';
import { dayOfYear, sunPosition, toRadians, type GeoLocation } from '../physics/sun-position.ts';
import type { WeatherReading, WeatherSource } from './weather-source.ts';

export interface ClearSkyOptions {
  location: GeoLocation;
  seed: number;
  /** false: a cloudless sky every day (tests, demos of the ideal curve). */
  hasClouds: boolean;
}

/** Haurwitz (1945) clear-sky GHI, W/m²: needs only the sun's zenith, good to ~10 % against measurements. */
export function haurwitzGhi(zenithDegrees: number): number {
  const cosZenith = Math.cos(toRadians(zenithDegrees));
  if (cosZenith <= 0) return 0;
  return 1098 * cosZenith * Math.exp(-0.059 / cosZenith);
}

const dayChannel = channelId('sky-day');
const cloudChannel = channelId('sky-clouds');
const passingChannel = channelId('sky-passing');
const windChannel = channelId('sky-wind');

/** Each day draws a character: clear (45 %), broken clouds (35 %) or overcast (20 %). */
function dayCloudiness(seed: number, day: number): { cover: number; variability: number } {
  const draw = hashToUnit(seed, dayChannel, day);
  if (draw < 0.45) return { cover: 0.05, variability: 0.1 };
  if (draw < 0.8) return { cover: 0.45, variability: 0.5 };
  return { cover: 0.85, variability: 0.15 };
}

/** Cloud cover 0–1: the day's character, drifting over ~hours, with clouds passing over minutes. */
export function cloudCover(seed: number, instant: Date): number {
  const epochDays = instant.getTime() / 86_400_000;
  const { cover, variability } = dayCloudiness(seed, Math.floor(epochDays));
  const drift = smoothNoise(seed, cloudChannel, epochDays * 8) - 0.5;
  const passing = smoothNoise(seed, passingChannel, instant.getTime() / 240_000) - 0.5;
  return Math.min(1, Math.max(0, cover + variability * (drift + 1.2 * passing)));
}

/** Fraction of clear-sky GHI that reaches the ground under a cloud cover (Kasten–Czeplak form). */
export const clearSkyIndex = (cover: number) => 1 - 0.75 * cover ** 3.4;

/**
 * Air temperature °C from latitude, season and solar time: warmest mid-July (north) about three
 * hours after solar noon, with a smaller daily swing under clouds.
 */
function airTemperature(location: GeoLocation, instant: Date, cover: number): number {
  const absLatitude = Math.abs(location.latitude);
  const annualMean = 28 - 0.4 * absLatitude;
  const seasonalSwing = Math.min(15, 0.3 * absLatitude);
  const summerPeakDay = location.latitude >= 0 ? 196 : 15;
  const seasonal = Math.cos((2 * Math.PI * (dayOfYear(instant) - summerPeakDay)) / 365);
  const solarHour =
    (instant.getUTCHours() + instant.getUTCMinutes() / 60 + location.longitude / 15 + 48) % 24;
  const daily = Math.cos((2 * Math.PI * (solarHour - 15)) / 24);
  return annualMean + seasonalSwing * seasonal + 6 * (1 - 0.6 * cover) * daily;
}

/**
 * The default weather: a Haurwitz clear sky dimmed by seeded clouds, with a plausible temperature
 * and breeze. Only GHI is given; the plant model decomposes it.
 */
export function clearSkyWeather(options: ClearSkyOptions): WeatherSource {
  return {
    description: options.hasClouds ? 'clear-sky model with seeded clouds' : 'clear-sky model',
    readingAt(instant): WeatherReading {
      const cover = options.hasClouds ? cloudCover(options.seed, instant) : 0;
      const sun = sunPosition(instant, options.location);
      return {
        ghi: haurwitzGhi(sun.zenith) * clearSkyIndex(cover),
        airTemperature: airTemperature(options.location, instant, cover),
        windSpeed: 0.5 + 5 * smoothNoise(options.seed, windChannel, instant.getTime() / 10_800_000),
      };
    },
  };
}
