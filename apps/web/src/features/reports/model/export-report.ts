import { needsEmbeddedFont } from './pdf-characters.ts';
import { embedFont } from './pdf-font.ts';

/**
 * Spreadsheet and PDF files of the operation report: its sections one below the other, each under
 * its heading. Both libraries are large, so they load only when the user exports.
 */

export type TReportFileSection = { heading?: string; matrix: (string | number)[][] };

export type TReportFile = {
  fileName: string;
  title: string;
  subtitle: string;
  sections: TReportFileSection[];
};

export async function downloadExcel({ fileName, title, sections }: TReportFile) {
  const { utils, writeFile } = await import('@e965/xlsx');
  const rows = sections.flatMap(({ heading, matrix }) => [...(heading ? [[heading]] : []), ...matrix, []]);
  const sheet = utils.aoa_to_sheet([[title], [], ...rows]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Report');
  writeFile(book, `${fileName}.xlsx`);
}

export async function downloadPdf({ fileName, title, subtitle, sections }: TReportFile) {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const document = new jsPDF({ format: 'a4', unit: 'mm' });
  const tables = sections.map(({ heading = '', matrix }) => ({
    heading,
    rows: matrix.map((row) => row.map((cell) => (typeof cell === 'number' ? cell.toFixed(2) : cell))),
  }));
  // The font must hold every character printed, so it is chosen from the text as printed.
  const text = [title, subtitle, ...tables.flatMap(({ heading, rows }) => [heading, ...rows.flat()])].join(
    '',
  );
  const font = needsEmbeddedFont(text) ? await embedFont(document, text) : undefined;
  document.setFontSize(14);
  document.text(title, 14, 16);
  document.setFontSize(9);
  document.text(subtitle, 14, 22);
  let y = 28;
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
