import { describe, expect, it } from 'vitest';
import { localTimeIn } from './local-time.ts';

describe('local time', () => {
  it('follows the zone, including daylight saving time', () => {
    const newYork = localTimeIn('America/New_York');
    expect(newYork(new Date('2023-01-15T17:30:00Z'))).toEqual({
      dateKey: '2023-01-15',
      hour: 12.5,
      weekday: 0,
    });
    expect(newYork(new Date('2023-07-15T17:30:00Z')).hour).toBe(13.5);
    expect(newYork(new Date('2023-07-15T02:00:00Z')).dateKey).toBe('2023-07-14');
  });

  it('handles half-hour zones', () => {
    expect(localTimeIn('Asia/Kolkata')(new Date('2023-03-01T00:00:00Z')).hour).toBe(5.5);
  });
});
