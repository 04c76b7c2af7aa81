import { describe, expect, it } from 'vitest';
import { isPlantId } from './paths.ts';

describe('isPlantId', () => {
  it('takes a UUID and refuses what a mistyped path holds', () => {
    expect(isPlantId('0b4f8f5e-3c2d-4a6b-9d7e-1f2a3b4c5d6e')).toBe(true);
    expect(isPlantId('not-a-uuid')).toBe(false);
    expect(isPlantId('')).toBe(false);
  });
});
