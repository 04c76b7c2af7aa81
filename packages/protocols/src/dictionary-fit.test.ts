import { describe, expect, it } from 'vitest';
import { deyeString } from './dictionaries/deye-string.ts';
import { deyeHybrid } from './dictionaries/deye-hybrid.ts';
import { sofarLsw3 } from './dictionaries/sofar-lsw3.ts';
import { solisHybrid } from './dictionaries/solis-hybrid.ts';
import { dictionaryMisfits } from './dictionary-fit.ts';

describe('dictionaryMisfits', () => {
  it('names another brand family or phase count, and nothing for a fitting dictionary', () => {
    expect(dictionaryMisfits(deyeString, sofarLsw3)).toEqual(['a Sofar protocol for a Deye device']);
    expect(dictionaryMisfits(deyeHybrid, solisHybrid)).toEqual(['a Solis protocol for a Deye device']);
    expect(dictionaryMisfits(deyeString, { ...deyeString, id: 'deye_string_v2' })).toEqual([]);
    expect(
      dictionaryMisfits(deyeString, { ...deyeString, id: 'deye_1p', model: 'SUN-xK-G single-phase string' }),
    ).toEqual(['1-phase, the device is 3-phase']);
  });
});
