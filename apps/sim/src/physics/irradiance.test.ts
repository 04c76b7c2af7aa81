import { describe, expect, it } from 'vitest';
import { sunPosition, type SunPosition } from './sun-position.ts';
import {
  decomposeGlobal,
  erbsDiffuseFraction,
  extraterrestrialNormal,
  planeOfArrayIrradiance,
} from './irradiance.ts';

const sunAt = (zenith: number, azimuth: number): SunPosition => ({
  zenith,
  elevation: 90 - zenith,
  azimuth,
  declination: 0,
  equationOfTime: 0,
  hourAngle: 0,
});

describe('plane-of-array irradiance', () => {
  it('equals the horizontal values on a flat plane', () => {
    const sky = { ghi: 800, dni: 850, dhi: 120 };
    const poa = planeOfArrayIrradiance(sky, sunAt(30, 180), { tilt: 0, azimuth: 180 });
    expect(poa.skyDiffuse).toBeCloseTo(120);
    expect(poa.groundReflected).toBeCloseTo(0);
    expect(poa.beam).toBeCloseTo(850 * Math.cos(Math.PI / 6));
  });

  it('receives the full beam when the plane faces the sun', () => {
    const poa = planeOfArrayIrradiance({ ghi: 700, dni: 900, dhi: 100 }, sunAt(40, 180), {
      tilt: 40,
      azimuth: 180,
    });
    expect(poa.angleOfIncidence).toBeCloseTo(0);
    expect(poa.beam).toBeCloseTo(900);
    expect(poa.skyDiffuse).toBeCloseTo((100 * (1 + Math.cos((40 * Math.PI) / 180))) / 2);
    expect(poa.groundReflected).toBeCloseTo((700 * 0.2 * (1 - Math.cos((40 * Math.PI) / 180))) / 2);
  });

  it('gets no beam when the sun is behind the plane, only diffuse and ground light', () => {
    const poa = planeOfArrayIrradiance({ ghi: 300, dni: 500, dhi: 100 }, sunAt(60, 0), {
      tilt: 45,
      azimuth: 180,
    });
    expect(poa.beam).toBe(0);
    expect(poa.total).toBeGreaterThan(0);
  });

  it('tilting toward the winter sun gains over flat, tilting away loses', () => {
    const noon = sunPosition(new Date('2023-12-21T17:18:00Z'), { latitude: 36.1, longitude: -79.95 });
    const sky = { ghi: 500, dni: 850, dhi: 80 };
    const flat = planeOfArrayIrradiance(sky, noon, { tilt: 0, azimuth: 180 }).total;
    expect(planeOfArrayIrradiance(sky, noon, { tilt: 25, azimuth: 180 }).total).toBeGreaterThan(flat * 1.3);
    expect(planeOfArrayIrradiance(sky, noon, { tilt: 25, azimuth: 0 }).total).toBeLessThan(flat);
  });
});

describe('Erbs decomposition', () => {
  it('treats an overcast sky as all diffuse and a clear sky as mostly direct', () => {
    expect(erbsDiffuseFraction(0.1)).toBeCloseTo(0.991);
    expect(erbsDiffuseFraction(0.85)).toBe(0.165);
  });

  it('rebuilds the global irradiance from its parts', () => {
    const instant = new Date('2023-06-21T17:21:00Z');
    const sun = sunPosition(instant, { latitude: 36.1, longitude: -79.95 });
    const sky = decomposeGlobal(900, sun, instant);
    const cosZenith = Math.cos((sun.zenith * Math.PI) / 180);
    expect(sky.dhi + sky.dni * cosZenith).toBeCloseTo(900, 6);
    expect(sky.dni).toBeGreaterThan(600);
    expect(sky.dni).toBeLessThan(extraterrestrialNormal(instant));
  });

  it('gives nothing at night', () => {
    expect(decomposeGlobal(0, sunAt(120, 0), new Date())).toEqual({ ghi: 0, dni: 0, dhi: 0 });
  });
});
