import { describe, expect, it } from 'vitest';
import { equationOfTime, fractionalYear, sunPosition } from './sun-position.ts';

const greensboro = { latitude: 36.1, longitude: -79.95 };

describe('sun position', () => {
  it('matches the NREL SPA reference case (Golden, 2003-10-17 12:30:30 UTC−7) within 0.3°', () => {
    // Reda & Andreas 2004, table A5.1: topocentric zenith 50.11162°, azimuth 194.34024°.
    const position = sunPosition(new Date('2003-10-17T19:30:30Z'), {
      latitude: 39.742476,
      longitude: -105.1786,
    });
    expect(Math.abs(position.zenith - 50.11162)).toBeLessThan(0.3);
    expect(Math.abs(position.azimuth - 194.34024)).toBeLessThan(0.3);
  });

  it('puts the June solstice noon sun at 90° − latitude + 23.44° over Greensboro', () => {
    // Solar noon at 79.95° W near the solstice: 12:00 + 79.95 × 4 min − EoT (≈ −1.7 min) ≈ 17:21 UTC.
    const noon = sunPosition(new Date('2023-06-21T17:21:30Z'), greensboro);
    expect(Math.abs(noon.elevation - (90 - 36.1 + 23.44))).toBeLessThan(0.5);
    expect(Math.abs(noon.hourAngle)).toBeLessThan(0.5);
    expect(Math.abs(noon.azimuth - 180)).toBeLessThan(2);
  });

  it('puts the December solstice noon sun at 90° − latitude − 23.44°', () => {
    const noon = sunPosition(new Date('2023-12-21T17:18:00Z'), greensboro);
    expect(Math.abs(noon.elevation - (90 - 36.1 - 23.44))).toBeLessThan(0.5);
  });

  it('rises in the east and sets in the west, below the horizon at night', () => {
    expect(sunPosition(new Date('2023-03-20T12:30:00Z'), greensboro).azimuth).toBeLessThan(100);
    expect(sunPosition(new Date('2023-03-20T22:30:00Z'), greensboro).azimuth).toBeGreaterThan(260);
    expect(sunPosition(new Date('2023-03-21T05:00:00Z'), greensboro).elevation).toBeLessThan(0);
  });

  it('has the equation of time at its known extremes (mid-February −14 min, early November +16 min)', () => {
    expect(equationOfTime(fractionalYear(new Date('2023-02-11T12:00:00Z')))).toBeCloseTo(-14.2, 0);
    expect(equationOfTime(fractionalYear(new Date('2023-11-03T12:00:00Z')))).toBeCloseTo(16.4, 0);
  });
});
