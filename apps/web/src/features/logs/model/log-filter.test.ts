import { describe, expect, it } from 'vitest';
import { cleanFilter } from './log-filter.ts';

describe('cleanFilter', () => {
  it('drops empty fields and trims SNs', () => {
    expect(
      cleanFilter({ gatewaySn: '  GW1 ', deviceSn: '   ', plantId: undefined, kind: 'refusals' }),
    ).toEqual({
      gatewaySn: 'GW1',
      kind: 'refusals',
    });
  });
});
