import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF's text as a reader extracts it (Mozilla's pdf.js): one line per row of text, the pieces of
 * a row in reading order separated by a space, pages one after the other. Text drawn with an
 * embedded font reads back only through the font's character map, so this also proves the map.
 */
export async function pdfText(file: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(file) }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const { items } = await (await document.getPage(number)).getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      const row = rows.get(Math.round(y)) ?? [];
      row.push({ x, text: item.str });
      rows.set(Math.round(y), row);
    }
    for (const [, row] of [...rows].sort(([top], [bottom]) => bottom - top))
      lines.push(
        row
          .sort((left, right) => left.x - right.x)
          .map(({ text }) => text)
          .join(' '),
      );
  }
  return lines.join('\n');
}
