/**
 * Which characters a PDF's text needs a font for, and which of a split font's files hold them (from
 * the files' CSS `unicode-range`s).
 */

/**
 * True when some character is outside what jsPDF's built-in fonts encode: printable Latin-1 and the
 * typographic marks that Windows-1252 adds to it (dashes, quotes, €, …).
 */
export function needsEmbeddedFont(text: string): boolean {
  return /[^\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/u.test(text);
}

/**
 * Which code points each range's file supplies: every code point goes to the first range that
 * lists it (the ranges overlap, e.g. on Latin letters), and ranges left with none are skipped.
 */
export function codePointsByRange(
  codePoints: number[],
  ranges: Record<string, string>,
): { range: string; codePoints: number[] }[] {
  let left = [...new Set(codePoints)];
  const picked: { range: string; codePoints: number[] }[] = [];
  for (const [range, unicodeRange] of Object.entries(ranges)) {
    const spans = parseUnicodeRange(unicodeRange);
    const inside = left.filter((codePoint) =>
      spans.some(([first, last]) => codePoint >= first && codePoint <= last),
    );
    if (inside.length === 0) continue;
    picked.push({ range, codePoints: inside });
    left = left.filter((codePoint) => !inside.includes(codePoint));
  }
  return picked;
}

/** `U+4e00-9fff,U+3000` → [[0x4e00, 0x9fff], [0x3000, 0x3000]] */
export function parseUnicodeRange(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((span) => {
    const [first = '', last = first] = span.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}
