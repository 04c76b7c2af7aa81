import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PlantConfig } from '../physics/plant-config.ts';
import { PlantModel } from '../physics/plant-model.ts';
import type { PlantSnapshot } from '../physics/plant-snapshot.ts';
import { simClock } from '../physics/sim-clock.ts';
import type { GeoLocation } from '../physics/sun-position.ts';
import { replayWeather } from './recorded-weather.ts';
import { readWeatherRecording } from './weather-file.ts';
import type { WeatherSource } from './weather-source.ts';

// The shared data sits beside the repository: <repo>/../shared/data/weather/.
const repoRoot = new URL('../../../../', import.meta.url);
const weatherFile = (name: string) => fileURLToPath(new URL(`../shared/data/weather/${name}`, repoRoot));

const hourMs = 3_600_000;

function onePeakKilowatt(location: GeoLocation, timeZone: string): PlantConfig {
  return {
    location,
    timeZone,
    capacityKwp: 1,
    tilt: 25,
    azimuth: 180,
    inverter: { kind: 'string' },
    seed: 1,
  };
}

/** Replays a span in fixed steps, each sub-stepped no finer than the step itself. */
function replay(config: PlantConfig, weather: WeatherSource, from: Date, steps: number, stepMs: number) {
  const model = new PlantModel(config, weather, simClock({ start: from }), { maxSubStepMs: stepMs });
  return Array.from({ length: steps + 1 }, (_, index) =>
    model.advanceTo(new Date(from.getTime() + index * stepMs)),
  );
}

const pvEnergy = (snapshots: PlantSnapshot[]) => snapshots.at(-1)?.energy.pv.totalKwh ?? 0;

describe('Greensboro TMY3 year', () => {
  it('yields 1,250–1,500 kWh from 1 kWp facing south at 25° tilt', async () => {
    const recording = await readWeatherRecording(weatherFile('723170TYA.CSV'));
    expect(recording.samples).toHaveLength(8760);
    expect(recording.station).toEqual({ latitude: 36.1, longitude: -79.95 });
    const station = recording.station ?? { latitude: 0, longitude: 0 };
    // Hourly steps on the UTC hour sample each TMY hour at its middle (local standard time is UTC−5).
    const snapshots = replay(
      onePeakKilowatt(station, 'America/New_York'),
      replayWeather(recording),
      new Date('2023-01-01T05:00:00Z'),
      8760,
      hourMs,
    );
    const yieldKwh = pvEnergy(snapshots);
    console.info(`Greensboro TMY3, 1 kWp south 25°: ${yieldKwh.toFixed(1)} kWh/year`);
    expect(yieldKwh).toBeGreaterThan(1250);
    expect(yieldKwh).toBeLessThan(1500);
    const globalKwhPerM2 = snapshots.reduce((sum, snapshot) => sum + snapshot.irradianceGlobal, 0) / 1000;
    expect(globalKwhPerM2).toBeCloseTo(1566, -1);
  });

  it('gives the same year within 1 % in 15-minute steps, interpolating between hours', async () => {
    const recording = await readWeatherRecording(weatherFile('723170TYA.CSV'));
    const config = onePeakKilowatt({ latitude: 36.1, longitude: -79.95 }, 'America/New_York');
    const from = new Date('2023-01-01T05:00:00Z');
    const weather = replayWeather(recording);
    const hourly = pvEnergy(replay(config, weather, from, 8760, hourMs));
    const quarterHourly = pvEnergy(replay(config, weather, from, 8760 * 4, hourMs / 4));
    console.info(`… in 15-minute steps: ${quarterHourly.toFixed(1)} kWh/year`);
    expect(Math.abs(quarterHourly / hourly - 1)).toBeLessThan(0.01);
  });
});

describe('PSM3 5-minute day', () => {
  it('follows the irradiance of a real winter day through the plant', async () => {
    const recording = await readWeatherRecording(weatherFile('psm3_2019_5min.csv'));
    expect(recording.utcOffsetHours).toBe(-7);
    expect(recording.samples).toHaveLength(288);
    // The trimmed file carries no coordinates; pvlib's PSM3 tests request this site (Colorado).
    const site = { latitude: 40.5137, longitude: -108.5449 };
    const snapshots = replay(
      onePeakKilowatt(site, 'America/Denver'),
      replayWeather(recording),
      new Date('2019-01-01T07:00:00Z'),
      288,
      300_000,
    );
    const dayKwh = pvEnergy(snapshots);
    console.info(`PSM3 2019-01-01, 1 kWp south 25°: ${dayKwh.toFixed(2)} kWh`);
    // A clear day: 2.9 kWh/m² on the horizontal but ~1000 W/m² DNI, so a plane tilted toward the
    // low winter sun sees about twice that, and −15 °C air keeps the cells cool.
    expect(dayKwh).toBeGreaterThan(3.5);
    expect(dayKwh).toBeLessThan(6);
    const night = snapshots.filter((snapshot) => snapshot.sunElevation < -5);
    expect(night.every((snapshot) => snapshot.pvPower === 0)).toBe(true);
    const peak = Math.max(...snapshots.map((snapshot) => snapshot.pvPower));
    expect(peak).toBeLessThanOrEqual(1000 / 1.1);
    expect(peak).toBeGreaterThan(400);
  });
});
