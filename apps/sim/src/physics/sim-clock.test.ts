import { describe, expect, it } from 'vitest';
import { simClock } from './sim-clock.ts';

describe('simulation clock', () => {
  it('replays a day in a wall minute at speed 1440', () => {
    let wall = 1_000_000;
    const clock = simClock({ start: new Date('2023-06-21T00:00:00Z'), speed: 1440, wallNow: () => wall });
    wall += 60_000;
    expect(clock.now().toISOString()).toBe('2023-06-22T00:00:00.000Z');
  });

  it('runs in real time by default', () => {
    let wall = Date.parse('2023-01-01T00:00:00Z');
    const clock = simClock({ wallNow: () => wall });
    wall += 5_000;
    expect(clock.now().toISOString()).toBe('2023-01-01T00:00:05.000Z');
  });

  it('refuses a speed that would stop or reverse time', () => {
    expect(() => simClock({ speed: 0 })).toThrow('positive');
  });
});
