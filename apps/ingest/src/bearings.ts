import type { TStats } from '@sunfleet/db/telemetry-schema';
import { roleInfo, roles } from '@sunfleet/protocols/roles';

/**
 * Compass bearings (degrees, 0° north, 90° east) average as unit vectors: the mean of 350° and
 * 10° is 0°, not 180°. Their rollup stats keep the sums of the vectors' components, which merge
 * by adding like `n` and `sum` do, and the average is read as the direction of those sums.
 */

const bearingRoles = roles.filter((role) => roleInfo[role].aggregation === 'bearing');
const radians = Math.PI / 180;
/** Below this length (per sample) the vectors cancel out: north and south winds have no mean. */
const noDirection = 1e-9;

/** Adds the unit vectors of a reading's bearings to stats that already count them, in place. */
export function addBearingVectors(target: Record<string, TStats>, samples: Partial<Record<string, number>>) {
  for (const role of bearingRoles) {
    const degrees = samples[role];
    const stats = target[role];
    if (degrees === undefined || !stats) continue;
    stats.east = (stats.east ?? 0) + Math.sin(degrees * radians);
    stats.north = (stats.north ?? 0) + Math.cos(degrees * radians);
  }
}

/**
 * The average bearing (0 ≤ bearing < 360) of one or more stats, each weighing alike (a plant's
 * devices do); undefined when none has vectors or they cancel out.
 */
export function meanBearing(stats: readonly TStats[]): number | undefined {
  let east = 0;
  let north = 0;
  let weights = 0;
  for (const item of stats) {
    if (item.east === undefined || item.north === undefined || item.n === 0) continue;
    east += item.east / item.n;
    north += item.north / item.n;
    weights += 1;
  }
  if (weights === 0 || Math.hypot(east, north) < noDirection * weights) return undefined;
  const degrees = Math.atan2(east, north) / radians;
  return ((degrees % 360) + 360) % 360;
}
