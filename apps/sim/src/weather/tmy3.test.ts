import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { minutesPerDay, replayWeather } from './recorded-weather.ts';
import { readWeatherRecording } from './weather-file.ts';

const fixture = fileURLToPath(new URL('./fixtures/tiny-tmy3.csv', import.meta.url));
const june21 = 171;

describe('TMY3 reader', () => {
  it('reads the station header, including a quoted name with a comma', async () => {
    const recording = await readWeatherRecording(fixture);
    expect(recording.description).toBe('TMY3 SUNFLEET TEST FIELD, NC');
    expect(recording.utcOffsetHours).toBe(-5);
    expect(recording.station).toEqual({ latitude: 36, longitude: -80 });
  });

  it('places each hour-ending row at the middle of its hour, 24:00 at 23:30 of the same day', async () => {
    const recording = await readWeatherRecording(fixture);
    expect(recording.samples.map((sample) => sample.minuteOfYear - june21 * minutesPerDay)).toEqual([
      5 * 60 + 30,
      6 * 60 + 30,
      11 * 60 + 30,
      12 * 60 + 30,
      13 * 60 + 30,
      23 * 60 + 30,
    ]);
    expect(recording.samples[2]?.reading).toEqual({
      ghi: 900,
      dni: 800,
      dhi: 150,
      airTemperature: 28,
      windSpeed: 3,
    });
    expect({ firstDay: recording.firstDay, dayCount: recording.dayCount }).toEqual({
      firstDay: june21,
      dayCount: 1,
    });
  });

  it('replays any year at the local standard time of the file, interpolating between hours', async () => {
    const weather = replayWeather(await readWeatherRecording(fixture));
    // 11:30 local standard time (UTC−5) is 16:30 UTC, whatever the year.
    expect(weather.readingAt(new Date('2030-06-21T16:30:00Z')).ghi).toBe(900);
    expect(weather.readingAt(new Date('2019-06-21T17:00:00Z')).ghi).toBe(925);
    expect(weather.readingAt(new Date('2019-06-21T17:00:00Z')).airTemperature).toBe(28.5);
  });

  it('loops a recording shorter than a year onto other days', async () => {
    const weather = replayWeather(await readWeatherRecording(fixture));
    expect(weather.readingAt(new Date('2024-01-05T17:30:00Z')).ghi).toBe(950);
  });
});
