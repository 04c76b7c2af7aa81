import { describe, expect, it } from 'vitest';
import { speakersFor, subMeterKind } from './role-authority.ts';

describe('who speaks for a plant role', () => {
  const devices = [
    { sn: 'M1', kind: 'meter' },
    { sn: 'M2', kind: subMeterKind },
    { sn: 'INV', kind: 'inverterSinglePhaseHybrid' },
  ];
  const speakers = (role: string, list = devices) => speakersFor(role, list, (d) => d.kind).map((d) => d.sn);

  it('lets the master meter alone speak for the grid; a sub-meter speaks for nothing', () => {
    expect(speakers('gridPower')).toEqual(['M1']);
    expect(speakers('gridPower', devices.slice(1))).toEqual(['INV']);
    expect(speakers('gridPower', [devices[1]!])).toEqual([]);
  });

  it('lets every meter speak when the plant has no master meter', () => {
    expect(speakers('gridPower', [devices[0]!, { sn: 'M3', kind: 'meter' }])).toEqual(['M1', 'M3']);
  });
});
