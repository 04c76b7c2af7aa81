import { setTimeout as wallDelay } from 'node:timers/promises';
import type { SimClock } from '../physics/sim-clock.ts';

/**
 * The gateway's clock: simulated epoch milliseconds, and waits measured in simulated time, so
 * upload intervals, reboots and upgrade stages all run faster under `--speed`.
 */
export interface SimTime {
  now(): number;
  /** Simulated milliseconds per wall millisecond. */
  readonly speed: number;
  /** Resolves after a simulated span; rejects with an AbortError when the signal aborts. */
  sleep(simulatedMs: number, signal?: AbortSignal): Promise<void>;
}

export function simTime(clock: SimClock, speed: number): SimTime {
  return {
    now: () => clock.now().getTime(),
    speed,
    sleep: (simulatedMs, signal) =>
      wallDelay(Math.max(0, simulatedMs / speed), undefined, signal ? { signal } : undefined),
  };
}
