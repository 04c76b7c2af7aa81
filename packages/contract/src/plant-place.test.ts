import { describe, expect, it } from 'vitest';
import { placeAt } from './plant-place.ts';
import { currencies, isTimeZone } from './plants.ts';

describe('the time zone and currency a plant’s location suggests', () => {
  it('finds them for plants around the world', () => {
    expect(placeAt(39.47, -0.38)).toEqual({ timeZone: 'Europe/Madrid', country: 'ES', currency: 'EUR' });
    expect(placeAt(31.23, 121.47)).toMatchObject({ timeZone: 'Asia/Shanghai', currency: 'CNY' });
    expect(placeAt(51.5, -0.12)).toMatchObject({ timeZone: 'Europe/London', currency: 'GBP' });
    expect(placeAt(-33.87, 151.21)).toMatchObject({ timeZone: 'Australia/Sydney', currency: 'AUD' });
    expect(placeAt(40.71, -74.0)).toMatchObject({ timeZone: 'America/New_York', currency: 'USD' });
    expect(placeAt(19.43, -99.13)).toMatchObject({ timeZone: 'America/Mexico_City', currency: 'MXN' });
  });

  it('suggests only zones the runtime knows and currencies we offer', () => {
    for (const [lat, lng] of [
      [0, 0],
      [60, 100],
      [-20, -60],
      [35, 40],
    ] as const) {
      const place = placeAt(lat, lng);
      expect(isTimeZone(place?.timeZone ?? '')).toBe(true);
      if (place?.currency) expect(currencies).toContain(place.currency);
    }
  });
});
