import { describe, expect, it } from 'vitest';
import { skyOf } from './sky.ts';

describe('skyOf', () => {
  it('names the WMO codes Open-Meteo sends', () => {
    expect([0, 2, 3, 45, 53, 63, 73, 81, 95, null].map(skyOf)).toEqual([
      'clear',
      'partlyCloudy',
      'overcast',
      'fog',
      'drizzle',
      'rain',
      'snow',
      'showers',
      'thunderstorm',
      null,
    ]);
  });
});
