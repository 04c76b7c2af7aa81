import { dayOfYear, toDegrees, toRadians, type SunPosition } from './sun-position.ts';

/** Irradiance on the horizontal and normal to the sun, W/m². */
export interface SkyIrradiance {
  /** Global horizontal. */
  ghi: number;
  /** Direct normal. */
  dni: number;
  /** Diffuse horizontal. */
  dhi: number;
}

/** A fixed plane of PV modules. */
export interface SurfaceOrientation {
  /** Degrees from horizontal. */
  tilt: number;
  /** Degrees clockwise from north the modules face (180 = south). */
  azimuth: number;
}

export interface PlaneOfArrayIrradiance {
  /** W/m² on the module plane. */
  total: number;
  beam: number;
  skyDiffuse: number;
  groundReflected: number;
  /** Degrees between the sun and the module normal. */
  angleOfIncidence: number;
}

const solarConstant = 1367;
/** Near the horizon cos(zenith) → 0 and clearness ratios blow up; pvlib clamps here too. */
const minCosZenith = 0.065;
/** Above this zenith there is no meaningful direct beam to separate out. */
const maxZenithForBeam = 87;

/** W/m² at the top of the atmosphere, normal to the sun (varies ±3.3 % over the year). */
export function extraterrestrialNormal(instant: Date): number {
  return solarConstant * (1 + 0.033 * Math.cos((2 * Math.PI * dayOfYear(instant)) / 365));
}

/** The Erbs et al. (1982) diffuse fraction of the global irradiance for a clearness index kt. */
export function erbsDiffuseFraction(clearnessIndex: number): number {
  const kt = Math.min(1, Math.max(0, clearnessIndex));
  if (kt <= 0.22) return 1 - 0.09 * kt;
  if (kt <= 0.8) return 0.9511 - 0.1604 * kt + 4.388 * kt ** 2 - 16.638 * kt ** 3 + 12.336 * kt ** 4;
  return 0.165;
}

/** Splits a measured or modelled GHI into direct normal and diffuse parts (Erbs model). */
export function decomposeGlobal(ghi: number, sun: SunPosition, instant: Date): SkyIrradiance {
  if (ghi <= 0) return { ghi: 0, dni: 0, dhi: 0 };
  const cosZenith = Math.cos(toRadians(sun.zenith));
  const clearness = ghi / (extraterrestrialNormal(instant) * Math.max(cosZenith, minCosZenith));
  const dhi = ghi * erbsDiffuseFraction(clearness);
  const dni = sun.zenith < maxZenithForBeam ? (ghi - dhi) / Math.max(cosZenith, minCosZenith) : 0;
  return { ghi, dni: Math.max(0, dni), dhi: sun.zenith < maxZenithForBeam ? dhi : ghi };
}

/** Cosine of the angle between the sun and the surface normal (negative: sun behind the plane). */
export function cosAngleOfIncidence(sun: SunPosition, surface: SurfaceOrientation): number {
  const zenith = toRadians(sun.zenith);
  const tilt = toRadians(surface.tilt);
  return (
    Math.cos(zenith) * Math.cos(tilt) +
    Math.sin(zenith) * Math.sin(tilt) * Math.cos(toRadians(sun.azimuth - surface.azimuth))
  );
}

/**
 * Isotropic-sky transposition (Liu & Jordan): beam on the plane, the sky dome seen by the tilted
 * plane as uniform diffuse, and the ground in front of it reflecting the global irradiance.
 */
export function planeOfArrayIrradiance(
  sky: SkyIrradiance,
  sun: SunPosition,
  surface: SurfaceOrientation,
  albedo = 0.2,
): PlaneOfArrayIrradiance {
  const cosIncidence = cosAngleOfIncidence(sun, surface);
  const isSunUp = sun.zenith < 90;
  const beam = isSunUp ? sky.dni * Math.max(0, cosIncidence) : 0;
  const cosTilt = Math.cos(toRadians(surface.tilt));
  const skyDiffuse = sky.dhi * ((1 + cosTilt) / 2);
  const groundReflected = sky.ghi * albedo * ((1 - cosTilt) / 2);
  return {
    total: beam + skyDiffuse + groundReflected,
    beam,
    skyDiffuse,
    groundReflected,
    angleOfIncidence: toDegrees(Math.acos(Math.min(1, Math.max(-1, cosIncidence)))),
  };
}
