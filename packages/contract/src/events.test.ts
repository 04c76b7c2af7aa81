import { describe, expect, it } from 'vitest';
import { isOwnEventCode } from './events.ts';

describe('event codes', () => {
  it("tell Sunfleet's own (named in words, no code shown) from a device's alarm codes", () => {
    expect(['rebooted', 'offline', 'deviceCommLost'].map(isOwnEventCode)).toEqual([true, true, true]);
    expect(['M01', 'ID10', 'B03', '63'].map(isOwnEventCode)).toEqual([false, false, false, false]);
  });
});
