/**
 * Sun position by the NOAA "general solar position" formulas (Spencer's Fourier series for the
 * declination and the equation of time). Within about 0.2° of the NREL SPA — far closer than the
 * hourly weather a PV simulation runs on.
 */

export interface GeoLocation {
  /** Degrees, north positive. */
  latitude: number;
  /** Degrees, east positive. */
  longitude: number;
}

export interface SunPosition {
  /** Degrees from the vertical; above 90 the sun is below the horizon. */
  zenith: number;
  /** Degrees above the horizon (90 − zenith). */
  elevation: number;
  /** Degrees clockwise from north (90 east, 180 south, 270 west). */
  azimuth: number;
  /** Degrees. */
  declination: number;
  /** Minutes that apparent solar time runs ahead of mean solar time. */
  equationOfTime: number;
  /** Degrees, 0 at solar noon, negative in the morning. */
  hourAngle: number;
}

export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
export const toDegrees = (radians: number) => (radians * 180) / Math.PI;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** 1-based day of the year of a UTC instant. */
export function dayOfYear(instant: Date): number {
  const startOfYear = Date.UTC(instant.getUTCFullYear(), 0, 1);
  return Math.floor((instant.getTime() - startOfYear) / 86_400_000) + 1;
}

/** The fractional year γ in radians, which the Fourier series below are written in. */
export function fractionalYear(instant: Date): number {
  const daysInYear = isLeapYear(instant.getUTCFullYear()) ? 366 : 365;
  const hour = instant.getUTCHours() + instant.getUTCMinutes() / 60 + instant.getUTCSeconds() / 3600;
  return ((2 * Math.PI) / daysInYear) * (dayOfYear(instant) - 1 + (hour - 12) / 24);
}

/** Minutes; positive when the sundial is ahead of the clock (early November, about +16). */
export function equationOfTime(gamma: number): number {
  return (
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(gamma) -
      0.032077 * Math.sin(gamma) -
      0.014615 * Math.cos(2 * gamma) -
      0.040849 * Math.sin(2 * gamma))
  );
}

/** Radians. */
export function solarDeclination(gamma: number): number {
  return (
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma) -
    0.002697 * Math.cos(3 * gamma) +
    0.00148 * Math.sin(3 * gamma)
  );
}

/** Where the sun stands, seen from a place on Earth at a UTC instant. */
export function sunPosition(instant: Date, location: GeoLocation): SunPosition {
  const gamma = fractionalYear(instant);
  const eot = equationOfTime(gamma);
  const declination = solarDeclination(gamma);
  const utcMinutes = instant.getUTCHours() * 60 + instant.getUTCMinutes() + instant.getUTCSeconds() / 60;
  const trueSolarMinutes = utcMinutes + eot + 4 * location.longitude;
  const hourAngle = toRadians(trueSolarMinutes / 4 - 180);
  const latitude = toRadians(location.latitude);

  const cosZenith =
    Math.sin(latitude) * Math.sin(declination) +
    Math.cos(latitude) * Math.cos(declination) * Math.cos(hourAngle);
  const zenith = Math.acos(Math.min(1, Math.max(-1, cosZenith)));
  // Measured from south, positive westward; +180° turns it into a compass bearing.
  const azimuthFromSouth = Math.atan2(
    Math.sin(hourAngle),
    Math.cos(hourAngle) * Math.sin(latitude) - Math.tan(declination) * Math.cos(latitude),
  );

  return {
    zenith: toDegrees(zenith),
    elevation: 90 - toDegrees(zenith),
    azimuth: (toDegrees(azimuthFromSouth) + 540) % 360,
    declination: toDegrees(declination),
    equationOfTime: eot,
    hourAngle: normalizeHourAngle(toDegrees(hourAngle)),
  };
}

function normalizeHourAngle(degrees: number): number {
  const wrapped = (((degrees + 180) % 360) + 360) % 360;
  return wrapped - 180;
}
