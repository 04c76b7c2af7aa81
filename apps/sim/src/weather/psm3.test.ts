import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePsm3 } from './psm3.ts';
import { replayWeather } from './recorded-weather.ts';
import { readWeatherRecording } from './weather-file.ts';

const fixture = fileURLToPath(new URL('./fixtures/tiny-psm3.csv', import.meta.url));

describe('PSM3 reader', () => {
  it('reads the metadata lines of an NSRDB download', async () => {
    const recording = await readWeatherRecording(fixture);
    expect(recording.description).toBe('PSM3 000001');
    expect(recording.utcOffsetHours).toBe(-7);
    expect(recording.station).toEqual({ latitude: 39.74, longitude: -105.18 });
    expect(recording.samples).toHaveLength(3);
  });

  it('replays 5-minute values at their own stamps and interpolates between them', async () => {
    const weather = replayWeather(await readWeatherRecording(fixture));
    expect(weather.readingAt(new Date('2025-03-01T19:05:00Z'))).toEqual({
      ghi: 300,
      dni: 0,
      dhi: 300,
      airTemperature: 10.5,
      windSpeed: 2.5,
    });
    expect(weather.readingAt(new Date('2025-03-01T19:02:30Z')).ghi).toBe(450);
  });

  it('takes the offset from the timestamps when a file has no metadata lines', () => {
    const text = [
      ',Year,Month,Day,Hour,Minute,Temperature,DHI,DNI,GHI,Wind Speed',
      '2019-01-01 12:00:00-07:00,2019,1,1,12,0,1.0,50,700,500,3.0',
    ].join('\n');
    const recording = parsePsm3(text, 'trimmed.csv');
    expect(recording.utcOffsetHours).toBe(-7);
    expect(recording.station).toBeUndefined();
  });

  it('names the line of a malformed value', () => {
    const text = readFileSync(fixture, 'utf8').replace(
      '2019,3,1,12,5,10.5,300,0,300',
      '2019,3,1,12,5,10.5,x,0,300',
    );
    expect(() => parsePsm3(text, 'broken.csv')).toThrow('broken.csv line 5');
  });
});
