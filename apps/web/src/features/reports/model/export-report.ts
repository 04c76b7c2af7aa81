import type { jsPDF } from 'jspdf';
import { needsEmbeddedFont } from './pdf-characters.ts';
import { embedFont } from './pdf-font.ts';

/**
 * Spreadsheet and PDF files of the operation report: its sections one below the other, each under
 * its heading. Both libraries are large, so they load only when the user exports.
 */

export type TReportFileSection = { heading?: string; matrix: (string | number)[][] };

/** A bar chart the PDF draws above its tables (the report's energy). */
export type TReportChart = { title: string; labels: string[]; values: (number | null)[] };

export type TReportFile = {
  fileName: string;
  title: string;
  subtitle: string;
  sections: TReportFileSection[];
  /** Lines of facts under the title (capacity, address, commissioning date). */
  facts?: string[];
  /** The company logo, drawn top right (PNG or JPEG). */
  logoUrl?: string | undefined;
  chart?: TReportChart;
};

/** An image as a data URL and its format, or nothing when it cannot be loaded or drawn. */
async function imageOf(url: string): Promise<{ data: string; format: 'PNG' | 'JPEG'; ratio: number } | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const blob = await response.blob();
    const format = blob.type === 'image/png' ? 'PNG' : blob.type === 'image/jpeg' ? 'JPEG' : null;
    if (!format) return null;
    const data = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
      reader.onerror = () => reject(new Error('unreadable'));
      reader.readAsDataURL(blob);
    });
    const bitmap = await createImageBitmap(blob);
    return { data, format, ratio: bitmap.width / Math.max(1, bitmap.height) };
  } catch {
    return null;
  }
}

type TPdf = jsPDF;

/** Bars of the chart in a box at (x, y); returns the height it took. */
function drawChart(document: TPdf, chart: TReportChart, x: number, y: number, width: number): number {
  const height = 50;
  const top = y + 6;
  const max = Math.max(0, ...chart.values.map((value) => value ?? 0));
  const scale = max > 0 ? (height - 12) / max : 0;
  document.setFontSize(10);
  document.text(chart.title, x, y + 3);
  document.setDrawColor(180);
  document.line(x, top + height - 6, x + width, top + height - 6);
  document.setFontSize(7);
  document.text(max.toFixed(max >= 100 ? 0 : 1), x, top + 2);
  const slot = width / Math.max(1, chart.values.length);
  const every = Math.ceil(chart.labels.length / 16);
  chart.values.forEach((value, index) => {
    const barHeight = (value ?? 0) * scale;
    document.setFillColor(245, 158, 11);
    if (barHeight > 0)
      document.rect(x + index * slot + slot * 0.15, top + height - 6 - barHeight, slot * 0.7, barHeight, 'F');
    if (index % every === 0)
      document.text(chart.labels[index] ?? '', x + index * slot + slot / 2, top + height - 1, {
        align: 'center',
      });
  });
  return height + 10;
}

export async function downloadExcel({ fileName, title, sections }: TReportFile) {
  const { utils, writeFile } = await import('@e965/xlsx');
  const rows = sections.flatMap(({ heading, matrix }) => [...(heading ? [[heading]] : []), ...matrix, []]);
  const sheet = utils.aoa_to_sheet([[title], [], ...rows]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Report');
  writeFile(book, `${fileName}.xlsx`);
}

export async function downloadPdf({
  fileName,
  title,
  subtitle,
  sections,
  facts = [],
  logoUrl,
  chart,
}: TReportFile) {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const document = new jsPDF({ format: 'a4', unit: 'mm' });
  const tables = sections.map(({ heading = '', matrix }) => ({
    heading,
    rows: matrix.map((row) => row.map((cell) => (typeof cell === 'number' ? cell.toFixed(2) : cell))),
  }));
  // The font must hold every character printed, so it is chosen from the text as printed.
  const text = [
    title,
    subtitle,
    ...facts,
    chart?.title ?? '',
    ...tables.flatMap(({ heading, rows }) => [heading, ...rows.flat()]),
  ].join('');
  const font = needsEmbeddedFont(text) ? await embedFont(document, text) : undefined;
  document.setFontSize(14);
  document.text(title, 14, 16);
  document.setFontSize(9);
  document.text(subtitle, 14, 22);
  const pageWidth = document.internal.pageSize.getWidth();
  const logo = logoUrl ? await imageOf(logoUrl) : null;
  if (logo) {
    const logoHeight = 12;
    const logoWidth = Math.min(48, logoHeight * logo.ratio);
    document.addImage(logo.data, logo.format, pageWidth - 14 - logoWidth, 8, logoWidth, logoHeight);
  }
  let y = 28;
  for (const fact of facts) {
    document.text(fact, 14, y);
    y += 5;
  }
  if (chart) y += drawChart(document, chart, 14, y + 2, pageWidth - 28) + 2;
  const pageHeight = document.internal.pageSize.getHeight();
  for (const { heading, rows } of tables) {
    // A heading near the foot of a page goes to the next page with its table.
    if (y > pageHeight - 40) {
      document.addPage();
      y = 16;
    }
    if (heading) {
      document.setFontSize(11);
      document.text(heading, 14, y + 4);
      y += 7;
    }
    const [head = [], ...body] = rows;
    autoTable(document, {
      startY: y,
      head: [head],
      body,
      styles: { fontSize: 8, ...(font && { font }) },
      headStyles: { fillColor: [17, 26, 46] },
      // Where the table ended (on its last page) is where the next section starts.
      didDrawPage: ({ cursor }) => {
        y = (cursor?.y ?? y) + 8;
      },
    });
  }
  document.save(`${fileName}.pdf`);
}
