import { describe, expect, it } from 'vitest';
import { yieldTemplateRows } from './yield-template.ts';

describe('yieldTemplateRows', () => {
  it('has the headers the import recognises and one row for each month, yield left to fill in', () => {
    const [header, ...months] = yieldTemplateRows();
    // The api takes a "Month" header and a yield header naming yield and its unit.
    expect(header).toEqual(['Month', 'Expected yield (kWh)']);
    expect(months.map(([month]) => month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(months.every(([, expected]) => expected === '')).toBe(true);
  });
});
