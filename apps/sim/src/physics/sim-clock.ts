/** Simulated time: real time, or accelerated from a start instant (speed 1440 replays a day in a minute). */
export interface SimClock {
  now(): Date;
}

export interface SimClockOptions {
  /** Simulated instant at creation; defaults to the wall clock. */
  start?: Date;
  /** Simulated milliseconds per wall millisecond; 1 = real time. */
  speed?: number;
  /** The wall clock, replaceable in tests. */
  wallNow?: () => number;
}

export function simClock(options: SimClockOptions = {}): SimClock {
  const wallNow = options.wallNow ?? Date.now;
  const speed = options.speed ?? 1;
  if (!(speed > 0)) throw new Error(`clock speed must be positive, got ${speed}`);
  const wallStart = wallNow();
  const simStart = options.start?.getTime() ?? wallStart;
  return { now: () => new Date(simStart + (wallNow() - wallStart) * speed) };
}
