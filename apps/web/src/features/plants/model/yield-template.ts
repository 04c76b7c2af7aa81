/**
 * The expected-yield import's template: the table the api reads (a "Month" column of 1…12 and a
 * yield column in kWh), to be filled in and imported. Built in the browser; the spreadsheet
 * library is large, so it loads only when a user asks for the template.
 */
export const yieldTemplateRows = (): (string | number)[][] => [
  ['Month', 'Expected yield (kWh)'],
  ...Array.from({ length: 12 }, (_, index) => [index + 1, '']),
];

export async function downloadYieldTemplate() {
  const { utils, writeFile } = await import('@e965/xlsx');
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(yieldTemplateRows()), 'Expected yield');
  writeFile(book, 'expected-yield-template.xlsx');
}
