import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The first sheet of a spreadsheet as LibreOffice (Debian's `soffice`, headless) reads it: opened
 * and saved as CSV, one array of cell texts per row. LibreOffice gets a profile of its own, so a
 * running instance of the user's does not take the call over.
 */
export async function libreOfficeSheetRows(file: string): Promise<string[][]> {
  const directory = await mkdtemp(join(tmpdir(), 'sunfleet-libreoffice-'));
  try {
    await run(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(join(directory, 'profile')).href}`,
        '--headless',
        '--convert-to',
        'csv',
        '--outdir',
        directory,
        file,
      ],
      { timeout: 60_000 },
    );
    const csv = await readFile(join(directory, `${basename(file).replace(/\.[^.]*$/, '')}.csv`), 'utf8');
    return csv.trimEnd().split('\n').map(csvCells);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** The cells of one CSV line as LibreOffice writes it: quoted when a cell holds a comma or quote. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  for (const [, quoted, plain] of line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g))
    cells.push(quoted === undefined ? (plain ?? '') : quoted.replaceAll('""', '"'));
  return cells;
}
