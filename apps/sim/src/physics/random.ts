/**
 * Seeded randomness as pure functions of (seed, channel, position). The model asks "what is the
 * noise at this instant" instead of drawing from a stream, so a value never depends on how many
 * steps came before it: the same seed and instant give the same plant, at any step size.
 */

/** A stable 32-bit id for a channel name, so each kind of noise draws from its own sequence. */
export function channelId(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index += 1) {
    hash = Math.imul(hash ^ name.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

function mix(hash: number, value: number): number {
  let mixed = Math.imul(hash ^ value, 0x85ebca6b);
  mixed ^= mixed >>> 13;
  mixed = Math.imul(mixed, 0xc2b2ae35);
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

/** A uniform number in [0, 1) determined by the seed and integer keys (any safe integers). */
export function hashToUnit(seed: number, ...keys: number[]): number {
  let hash = mix(0x9e3779b9, seed >>> 0);
  for (const key of keys) {
    // Split the key into 32-bit halves: instants in seconds and milliseconds exceed 2^32.
    hash = mix(hash, key >>> 0);
    hash = mix(hash, Math.floor(key / 0x1_0000_0000) >>> 0);
  }
  return hash / 0x1_0000_0000;
}

/**
 * Value noise in [0, 1) that varies smoothly with a real position: random values at integer
 * positions, blended with a smoothstep so clouds and loads drift rather than jump.
 */
export function smoothNoise(seed: number, channel: number, position: number): number {
  const knot = Math.floor(position);
  const fraction = position - knot;
  const blend = fraction * fraction * (3 - 2 * fraction);
  const before = hashToUnit(seed, channel, knot);
  const after = hashToUnit(seed, channel, knot + 1);
  return before + (after - before) * blend;
}

/** A standard normal value (Box–Muller over two hashed uniforms). */
export function gaussian(seed: number, channel: number, key: number): number {
  const first = Math.max(hashToUnit(seed, channel, key, 1), Number.MIN_VALUE);
  const second = hashToUnit(seed, channel, key, 2);
  return Math.sqrt(-2 * Math.log(first)) * Math.cos(2 * Math.PI * second);
}
