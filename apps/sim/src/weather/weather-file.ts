import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parsePsm3 } from './psm3.ts';
import { replayWeather, type WeatherRecording } from './recorded-weather.ts';
import { isTmy3, parseTmy3 } from './tmy3.ts';
import type { WeatherSource } from './weather-source.ts';

/** Reads a TMY3 or PSM3 CSV, telling them apart by their header lines. */
export async function readWeatherRecording(path: string): Promise<WeatherRecording> {
  const text = await readFile(path, 'utf8');
  const fileName = basename(path);
  return isTmy3(text) ? parseTmy3(text, fileName) : parsePsm3(text, fileName);
}

/** The weather source for the simulator's `--weather <path>` option. */
export async function loadWeatherFile(path: string): Promise<WeatherSource> {
  return replayWeather(await readWeatherRecording(path));
}
