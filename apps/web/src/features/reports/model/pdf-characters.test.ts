import { describe, expect, it } from 'vitest';
import { codePointsByRange, needsEmbeddedFont, parseUnicodeRange } from './pdf-characters.ts';

describe('needsEmbeddedFont', () => {
  it('is false for what the built-in fonts encode: Latin-1 and the marks of Windows-1252', () => {
    expect(needsEmbeddedFont('Operation report — Villa Señor · 2026-11 “A” 12.50 €')).toBe(false);
  });

  it('is true for Chinese, and for Latin letters beyond Latin-1', () => {
    expect(needsEmbeddedFont('运行报表 — Plant')).toBe(true);
    expect(needsEmbeddedFont('Łódź')).toBe(true);
  });
});

describe('parseUnicodeRange', () => {
  it('reads single code points and spans', () => {
    expect(parseUnicodeRange('U+4e00-9fff, U+3000,u+20ac')).toEqual([
      [0x4e00, 0x9fff],
      [0x3000, 0x3000],
      [0x20ac, 0x20ac],
    ]);
  });
});

describe('codePointsByRange', () => {
  const ranges = {
    '[118]': 'U+7535,U+7ad9',
    '[119]': 'U+20-7e,U+4e0a',
    latin: 'U+0000-00ff,U+20ac',
  };
  const codePoints = (text: string) => [...text].map((character) => character.codePointAt(0) ?? 0);

  it('gives each character to the first range that lists it, once', () => {
    expect(codePointsByRange(codePoints('电站 上 Plant 电'), ranges)).toEqual([
      { range: '[118]', codePoints: codePoints('电站') },
      { range: '[119]', codePoints: codePoints(' 上Plant') },
    ]);
  });

  it('skips ranges left with no character, and leaves out characters no range lists', () => {
    expect(codePointsByRange(codePoints('€ñ한'), ranges)).toEqual([
      { range: 'latin', codePoints: codePoints('€ñ') },
    ]);
  });
});
