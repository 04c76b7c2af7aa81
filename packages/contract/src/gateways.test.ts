import { describe, expect, it } from 'vitest';
import { signalBars } from './gateways.ts';

describe('signalBars', () => {
  it('grades a reporting gateway by its RSSI', () => {
    expect(signalBars(-60, 'normal')).toBe(4);
    expect(signalBars(-80, 'warning')).toBe(2);
    expect(signalBars(-100, 'normal')).toBe(0);
    expect(signalBars(null, 'normal')).toBeNull();
  });

  it('shows no signal while the gateway is offline (a restart), whatever its last RSSI', () => {
    expect(signalBars(-55, 'offline')).toBeNull();
  });
});
