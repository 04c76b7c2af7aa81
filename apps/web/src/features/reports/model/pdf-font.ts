import type { jsPDF } from 'jspdf';
import { codePointsByRange } from './pdf-characters.ts';

/**
 * The font of a PDF whose text the built-in fonts cannot print (`needsEmbeddedFont`): a report in
 * Chinese, or one naming a plant in Chinese, would print as garbage. Such a report embeds Noto Sans
 * SC cut down to the characters it uses. The font ships as about a hundred WOFF files,
 * each for a range of code points; a report fetches only the files that hold its characters.
 */

/** The name the embedded font is registered under in the document. */
const embeddedFontName = 'NotoSansSC';

/** Noto Sans SC's files by name; the glob's keys are paths that depend on where npm put them. */
const fontFiles = new Map(
  Object.entries(
    import.meta.glob<string>('@noto-sans-sc/files/noto-sans-sc-*-400-normal.woff', {
      query: '?url',
      import: 'default',
    }),
  ).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
);

/** Embeds a font for `text`'s characters and makes it the document's font; returns its name. */
export async function embedFont(document: jsPDF, text: string): Promise<string> {
  const file = `${embeddedFontName}.ttf`;
  document.addFileToVFS(file, await embeddedFontFor(text));
  // Table heads are bold; the one weight embedded stands in for both.
  for (const style of ['normal', 'bold']) document.addFont(file, embeddedFontName, style, 'Identity-H');
  document.setFont(embeddedFontName);
  return embeddedFontName;
}

/** A TrueType font holding the glyphs of `text`'s characters, as jsPDF's virtual files want it. */
async function embeddedFontFor(text: string): Promise<string> {
  const [{ createFont }, { unzlibSync }, { default: ranges }] = await Promise.all([
    import('fonteditor-core'),
    import('fflate'),
    import('@fontsource/noto-sans-sc/unicode.json'),
  ]);
  const codePoints = [...text].map((character) => character.codePointAt(0) ?? 0);
  const parts = await Promise.all(
    codePointsByRange(codePoints, ranges).map(async ({ range, codePoints: subset }) => {
      const woff = await fetchFontFile(range);
      return createFont(woff, {
        type: 'woff',
        subset,
        inflate: (deflated) => Array.from(unzlibSync(Uint8Array.from(deflated))),
      });
    }),
  );
  const [font, ...others] = parts;
  if (!font) throw new Error('No font file covers the report’s characters');
  // fonteditor's own merge drops glyphs without outlines, such as the space; the files share one
  // em size, so their glyphs (after each file's .notdef) are appended as they are.
  font.get().glyf.push(...others.flatMap((other) => other.get().glyf.slice(1)));
  return binaryString(font.write({ type: 'ttf' }) as ArrayBuffer);
}

async function fetchFontFile(range: string): Promise<ArrayBuffer> {
  // The ranges are keyed "[90]", "latin", …; their files are named noto-sans-sc-90-…, -latin-….
  const url = await fontFiles.get(`noto-sans-sc-${range.replace(/^\[(\d+)\]$/, '$1')}-400-normal.woff`)?.();
  if (!url) throw new Error(`Noto Sans SC has no file for the range ${range}`);
  const reply = await fetch(url);
  if (!reply.ok) throw new Error(`The font file ${url} could not be loaded (${reply.status})`);
  return reply.arrayBuffer();
}

function binaryString(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let text = '';
  // Spreading a whole font into one call would overflow the argument limit.
  for (let start = 0; start < bytes.length; start += 0x8000)
    text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return text;
}
