/**
 * Spreadsheet and PDF files of the operation report. Both libraries are large, so they load only
 * when the user exports.
 */

export type TReportFile = {
  fileName: string;
  title: string;
  subtitle: string;
  matrix: (string | number)[][];
};

export async function downloadExcel({ fileName, title, matrix }: TReportFile) {
  const { utils, writeFile } = await import('xlsx');
  const sheet = utils.aoa_to_sheet([[title], [], ...matrix]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Report');
  writeFile(book, `${fileName}.xlsx`);
}

export async function downloadPdf({ fileName, title, subtitle, matrix }: TReportFile) {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const document = new jsPDF({ format: 'a4', unit: 'mm' });
  document.setFontSize(14);
  document.text(title, 14, 16);
  document.setFontSize(9);
  document.text(subtitle, 14, 22);
  const [head = [], ...body] = matrix;
  autoTable(document, {
    startY: 28,
    head: [head.map(String)],
    body: body.map((row) => row.map((cell) => (typeof cell === 'number' ? cell.toFixed(2) : cell))),
    styles: { fontSize: 8 },
    headStyles: { fillColor: [17, 26, 46] },
  });
  document.save(`${fileName}.pdf`);
}
