import { read, utils, write, type CellObject } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGenerationBars, TPredictedImportResult } from '@sunfleet/contract/plants';
import { plantExpectedYields } from '@sunfleet/db/plant-schema';
import { createPlantRollup, sharePlant } from '@sunfleet/db/plant-testing';
import { eq } from '@sunfleet/db/query';
import { createTestApp, envelopeOf, multipartForm, type TestApp } from '../../testing.ts';
import { createCast, createPlantAs, type TActor, type TCast } from './fixtures.ts';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function workbookOf(sheetName: string, rows: unknown[][], bookType: 'xlsx' | 'biff8'): Buffer {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows), sheetName);
  return write(workbook, { bookType, type: 'buffer' }) as Buffer;
}

/** A PVsyst "balances and main results" table: months down the side, E_Grid in MWh (a formula). */
function pvsystXlsx(monthCount = 12): Buffer {
  const monthRows = monthNames.slice(0, monthCount).map((month, index) => {
    const eGrid: CellObject = { t: 'n', f: `${index + 1}/10`, v: (index + 1) / 10 };
    return [month, 100 + index, 1.3, eGrid, 0.8];
  });
  const rows = [
    ['PVsyst V7.4 - Simulation report'],
    [],
    ['', 'GlobHor', 'EArray', 'E_Grid', 'PR'],
    ['', 'kWh/m²', 'MWh', 'MWh', 'ratio'],
    ...monthRows,
    ['Year', 1500, 15.6, 7.8, 0.8],
  ];
  return workbookOf('Balances and main results', rows, 'xlsx');
}

/** A generation forecast as an old-format .xls (BIFF8, as Excel 97–2003 saves it): month numbers and kWh. */
function forecastXls(): Buffer {
  const rows = [
    ['Month', 'Expected generation (kWh)'],
    ...monthNames.map((_, index) => [index + 1, 200 + index]),
  ];
  return workbookOf('Forecast', rows, 'biff8');
}

describe('expected yield import and download', () => {
  let t: TestApp;
  let cast: TCast;
  let plantId: string;
  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t);
    plantId = (await createPlantAs(t, cast.owner, cast.companyA.id)).plant.id;
    await sharePlant(t.database, plantId, cast.visitor.id, 'visitor');
  });
  afterAll(() => t.close());

  const importFile = (
    who: TActor,
    filename: string,
    content: Buffer,
    fields: Record<string, string> = {},
  ) => {
    const form = multipartForm({ plantId, source: 'pvsyst', ...fields }, { filename, content });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/predicted/import',
      payload: form.payload,
      headers: { ...form.headers, ...who.headers },
    });
  };
  const stored = async () =>
    (await t.database.db.select().from(plantExpectedYields).where(eq(plantExpectedYields.plantId, plantId)))
      .map((row) => [row.month, row.expectedKwh, row.source])
      .sort((a, b) => Number(a[0]) - Number(b[0]));

  it('imports a PVsyst .xlsx (MWh) as twelve months of kWh', async () => {
    const reply = envelopeOf<TPredictedImportResult>(
      await importFile(cast.owner, 'report.xlsx', pvsystXlsx()),
    );
    expect(reply.code).toBe(0);
    expect(reply.data.months).toHaveLength(12);
    expect(reply.data.months[0]).toEqual({ month: 1, expected: 100 });
    expect(reply.data.months[11]?.expected).toBeCloseTo(1200);
    expect((await stored())[5]).toEqual([6, 600, 'pvsyst']);
  });

  it('imports a forecast .xls, replacing the earlier months', async () => {
    const reply = await importFile(cast.owner, 'forecast.XLS', forecastXls(), { source: 'forecast' });
    expect(envelopeOf(reply)).toMatchObject({ code: 0 });
    const rows = await stored();
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual([1, 200, 'forecast']);
    expect(rows[11]).toEqual([12, 211, 'forecast']);
  });

  it.each<[string, () => [string, Buffer], string]>([
    ['a table missing a month', () => ['short.xlsx', pvsystXlsx(11)], 'Import failed: file content error'],
    [
      'bytes that are not a workbook',
      () => ['fake.xlsx', Buffer.from('Month,Yield\nJan,1')],
      'Import failed: file content error',
    ],
    [
      'an .xls that is really an .xlsx',
      () => ['renamed.xls', pvsystXlsx()],
      'Import failed: file content error',
    ],
    ['a CSV file', () => ['yield.csv', Buffer.from('Month,Yield\n')], 'Only XLSX, XLS files are allowed'],
  ])('refuses %s with code 4 and stores nothing', async (_name, file, message) => {
    const before = await stored();
    const [filename, content] = file();
    const reply = await importFile(cast.owner, filename, content);
    expect(reply.statusCode).toBe(400);
    expect(envelopeOf(reply)).toMatchObject({ code: 4, data: { field: 'file', message } });
    expect(await stored()).toEqual(before);
  });

  it('takes one file only', async () => {
    const before = await stored();
    const form = multipartForm(
      { plantId, source: 'pvsyst' },
      { filename: 'a.xlsx', content: pvsystXlsx() },
      { filename: 'b.xls', content: forecastXls() },
    );
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/predicted/import',
      payload: form.payload,
      headers: { ...form.headers, ...cast.owner.headers },
    });
    expect(envelopeOf(reply)).toMatchObject({
      code: 4,
      data: { field: 'file', message: 'Choose one file only' },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses visitors, strangers and a bad plant id', async () => {
    const file = pvsystXlsx();
    expect(envelopeOf(await importFile(cast.visitor, 'a.xlsx', file))).toMatchObject({ code: 2 });
    expect(envelopeOf(await importFile(cast.stranger, 'a.xlsx', file))).toMatchObject({ code: 700 });
    expect(envelopeOf(await importFile(cast.owner, 'a.xlsx', file, { plantId: 'nope' }))).toMatchObject({
      code: 4,
      data: { field: 'plantId' },
    });
  });

  it('downloads the year as an .xlsx whose numbers match the chart', async () => {
    await createPlantRollup(t.database, {
      plantId,
      period: 'day',
      bucketStart: new Date('2025-03-10T12:00:00Z'),
      energy: { pvEnergyTotal: 42 },
    });
    const chart = envelopeOf<TGenerationBars>(
      await t.app.inject({
        url: `/api/v1/plant/${plantId}/power/year?year=2025`,
        headers: cast.visitor.headers,
      }),
    ).data;
    const response = await t.app.inject({
      url: `/api/v1/plant/generation/download?plantId=${plantId}&year=2025`,
      headers: cast.visitor.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = read(response.rawPayload, { type: 'buffer' });
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    const rows = sheet ? utils.sheet_to_json<unknown[]>(sheet, { header: 1 }) : [];
    expect(rows[3]).toEqual(['2025-03', 42, 202, 6.3]);
    const chartMarch = chart.bars.find((bar) => bar.label === '2025-03');
    expect([chartMarch?.generation, chartMarch?.expected, chartMarch?.income]).toEqual([42, 202, 6.3]);
    expect(rows).toHaveLength(13);

    const hidden = await t.app.inject({
      url: `/api/v1/plant/generation/download?plantId=${plantId}&year=2025`,
      headers: cast.stranger.headers,
    });
    expect(envelopeOf(hidden)).toMatchObject({ code: 700 });
  });
});
