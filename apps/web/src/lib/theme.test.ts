import { describe, expect, it } from 'vitest';
import { surfaceOf } from './theme.ts';

/** Relative lightness 0..1 of a #rrggbb colour: enough to tell a light surface from a dark one. */
const lightness = (hex: string) => {
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16) / 255;
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};

describe('surfaceOf', () => {
  it("gives an empty map area the look's lightness: light in the light theme, dark in the dark", () => {
    expect(lightness(surfaceOf('light').map)).toBeGreaterThan(0.8);
    expect(lightness(surfaceOf('dark').map)).toBeLessThan(0.2);
  });
});
