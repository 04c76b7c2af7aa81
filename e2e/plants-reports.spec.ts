import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { read, utils, write } from '@e965/xlsx';
import type { TDeviceReport } from '@sunfleet/contract/reports';
import {
  energyFlows,
  type TEnergyAmounts,
  type TEnergyBars,
  type TGenerationBars,
  type TPlantList,
} from '@sunfleet/contract/plants';
import { apiAs, createPlant } from './support/api.ts';
import { lateReaderInUtc } from './support/late-reader.ts';
import { libreOfficeSheetRows } from './support/libreoffice.ts';
import { pdfText } from './support/pdf-text.ts';
import { demo, readIn, signIn } from './support/sign-in.ts';
import { spareGateways } from './support/spare-gateways.ts';

/** Expected yield imports and the operation report's files, checked against the api. */

const shots = '/tmp/sunfleet-e2e/screenshots';
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const forecastKwh = [310.5, 402, 555, 640, 720, 760, 790, 745, 610, 480, 330, 290];

/** A generation-forecast sheet as planners write it: a month column and the expected yield. */
function forecastWorkbook(months: readonly string[]): Buffer {
  const rows = [
    ['Month', 'Expected yield (kWh)'],
    ...months.map((month) => [month, forecastKwh[monthNames.indexOf(month)]]),
  ];
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows), 'Forecast');
  return write(workbook, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
}

async function importYield(page: Page, plantName: string, file: { name: string; buffer: Buffer }) {
  await page.goto('/plants');
  await expect(page.getByTestId('plant-table')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('plant-search').fill(plantName);
  await page.getByTestId('plant-search').press('Enter');
  await expect(page.getByTestId('plant-name')).toHaveCount(1);
  await page.getByTestId('action-more').click();
  await page.getByTestId('action-import').click();
  await page
    .getByRole('dialog')
    .locator('input[type=file]')
    .setInputFiles({
      ...file,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
}

test('an owner imports a forecast file whose expected yield shows beside the actual; a malformed file stores nothing', async ({
  page,
  request,
}) => {
  const name = 'Forecast test home';
  const ownerApi = await apiAs(request, demo.owner.account, demo.owner.password);
  const plant = await createPlant(ownerApi, name, spareGateways.forecastImport);
  const year = new Date().getFullYear();
  const expectedYield = async () =>
    (await ownerApi.get<TGenerationBars>(`/api/v1/plant/${plant.id}/power/year`, { year })).data;
  const good = forecastWorkbook(monthNames);

  await signIn(page, demo.owner.account, demo.owner.password);
  // A damaged workbook: refused with the catalogue message, nothing stored.
  await importYield(page, name, { name: 'forecast.xlsx', buffer: good.subarray(0, good.length / 2) });
  await expect(page.getByTestId('yield-import-error')).toHaveText('Import failed: file content error');
  expect((await expectedYield()).total.expected).toBeNull();

  await importYield(page, name, { name: 'forecast.xlsx', buffer: good });
  await expect(page.getByText('12 months of expected yield imported')).toBeVisible();
  const imported = await expectedYield();
  expect(imported.bars.map((bar) => bar.expected)).toEqual(forecastKwh);
  const yearTotal = forecastKwh.reduce((sum, value) => sum + value, 0);
  expect(imported.total.expected).toBeCloseTo(yearTotal, 6);

  // A table missing a month is refused too, and the imported months stay.
  await importYield(page, name, {
    name: 'forecast.xlsx',
    buffer: forecastWorkbook(monthNames.slice(1)),
  });
  await expect(page.getByTestId('yield-import-error')).toHaveText('Import failed: file content error');
  expect((await expectedYield()).bars.map((bar) => bar.expected)).toEqual(forecastKwh);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // The overview's year chart shows the expectation for every month, before any generation.
  await page.getByTestId('plant-name').click();
  await page.getByTestId('energy-tab-year').click();
  await expect(page.getByTestId('generation-chart-expected')).toHaveText(
    `Expected: ${yearTotal.toLocaleString('en-US')} kWh`,
  );
  await expect(page.getByTestId('generation-chart-total')).toHaveText('Generation: 0 kWh');

  expect((await ownerApi.post(`/api/v1/plant/${plant.id}/delete`)).code).toBe(0);
});

/** Flows rounded as the report rounds them; an unknown load (a plant without a meter) as 0. */
const rounded = (amounts: TEnergyAmounts) =>
  energyFlows.map((flow) => Math.round((amounts[flow] ?? 0) * 100) / 100);

/** Picks a plant in the operation report; resolves with the page's report call. */
async function pickReportPlant<T>(page: Page, plantName: string, reportPath: string) {
  // Operation data opens on the user's first plant. When that is the one wanted, picking it again
  // is answered from the page's cache without asking the api: reloading asks it afresh.
  const select = page.getByTestId('workdata-plant');
  await expect(page.locator('.workdata-report h4')).toBeVisible();
  // Only a request asked from now on: a refetch of the page before a reload would answer first,
  // and its body is gone once the reload navigates away.
  const asked = Date.now();
  const reply = page.waitForResponse(
    (response) => response.url().includes(reportPath) && response.request().timing().startTime >= asked,
  );
  if ((await select.innerText()).includes(plantName)) {
    await page.reload();
  } else {
    await select.click();
    await page.keyboard.type(plantName);
    await page.locator('.ant-select-item-option', { hasText: plantName }).click();
  }
  const response = await reply;
  return { url: new URL(response.url()), body: (await response.json()) as T };
}

/** The rows of the first sheet of an .xlsx download, as plain values. */
async function sheetRows(download: Download): Promise<unknown[][]> {
  const workbook = read(await readFile(await download.path()), { type: 'buffer' });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  return sheet ? utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false }) : [];
}

test('the operation report exports Excel and PDF files whose totals are the api totals of the period', async ({
  page,
  request,
}) => {
  const installerApi = await apiAs(request, demo.installer.account, demo.installer.password);
  const month = new Date().toISOString().slice(0, 7);
  const monthTotal = async (plantId: string) =>
    (await installerApi.get<TEnergyBars>(`/api/v1/plant/energy/${plantId}/month`, { month })).data.total;
  const hasEnergy = (total: TEnergyAmounts) =>
    total.load !== null && energyFlows.some((flow) => (total[flow] ?? 0) > 0);

  // Which flows the simulator's counters have moved depends on the hour in each demo plant's time
  // zone, and the first tenth of a kWh takes a while: report on a plant with energy this month
  // and a known load (the balcony plant has no meter: its load is unknown, an empty cell). The
  // poll may take most of its 150 s on a loaded machine; the report and its files need time after.
  test.setTimeout(300_000);
  const fleet = (await installerApi.get<TPlantList>('/api/v1/plants', { size: 100 })).data.infos;
  let plant: (typeof fleet)[number] | undefined;
  await expect
    .poll(
      async () => {
        for (const candidate of fleet) if (hasEnergy(await monthTotal(candidate.id))) plant = candidate;
        return plant?.name;
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBeDefined();
  const { id: plantId, name: plantName } = plant ?? { id: '', name: '' };
  const reportPath = `/plant/energy/${plantId}/month`;
  const apiTotal = () => monthTotal(plantId);

  await signIn(page, demo.installer.account, demo.installer.password);
  await page.getByTestId('menu-workdata').click();
  // The api is asked the same before and after the page, because the simulator keeps adding
  // energy: the file must lie between the two answers.
  const before = await apiTotal();
  const report = await pickReportPlant<{ data: TEnergyBars }>(page, plantName, reportPath);
  const pageReport = report.body;
  const after = await apiTotal();
  expect(report.url.searchParams.get('month')).toBe(month);
  await expect(page.getByTestId('workdata-table').getByText('Total')).toBeVisible();
  await page.keyboard.press('Escape');

  const excel = page.waitForEvent('download');
  await page.getByTestId('workdata-excel').click();
  const rows = await sheetRows(await excel);
  const totalRow = rows.find((row) => row[0] === 'Total');
  expect(totalRow?.slice(1)).toEqual(rounded(pageReport.data.total));
  // LibreOffice opens the file and reads the same totals.
  const libreOfficeRows = await libreOfficeSheetRows(await (await excel).path());
  expect(
    libreOfficeRows
      .find((row) => row[0] === 'Total')
      ?.slice(1)
      .map(Number),
  ).toEqual(rounded(pageReport.data.total));
  const fileTotals = (totalRow ?? []).slice(1) as number[];
  energyFlows.forEach((flow, index) => {
    expect(fileTotals[index]).toBeGreaterThanOrEqual(rounded(before)[index] ?? 0);
    expect(fileTotals[index]).toBeLessThanOrEqual(rounded(after)[index] ?? 0);
  });
  // One row per day of the month so far, summing to the total.
  const dayRows = rows.filter((row) => typeof row[0] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(row[0]));
  expect(dayRows.length).toBe(pageReport.data.bars.length);
  energyFlows.forEach((_flow, index) => {
    const sum = dayRows.reduce((total, row) => total + Number(row[index + 1]), 0);
    expect(sum).toBeCloseTo(fileTotals[index] ?? 0, 1);
  });

  await page.screenshot({ path: `${shots}/workdata-export.png`, fullPage: true });

  const pdf = page.waitForEvent('download');
  await page.getByTestId('workdata-pdf').click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfSource = (await readFile(await pdfFile.path())).toString('latin1');
  expect(pdfSource.startsWith('%PDF')).toBe(true);
  // jsPDF writes table cells as plain text strings: the total row's figures are in the file.
  for (const value of rounded(pageReport.data.total)) expect(pdfSource).toContain(`(${value.toFixed(2)})`);

  // In Chinese the built-in PDF fonts have no glyphs: the file embeds a font for its characters,
  // and its text reads back as the page shows it.
  await readIn(page, 'zh');
  const chineseReport = (await pickReportPlant<{ data: TEnergyBars }>(page, plantName, reportPath)).body;
  await expect(page.getByTestId('workdata-table').getByText('合计')).toBeVisible();
  await page.keyboard.press('Escape');
  const chinesePdf = page.waitForEvent('download');
  await page.getByTestId('workdata-pdf').click();
  await (await chinesePdf).saveAs(`${shots}/workdata-zh.pdf`);
  const file = await readFile(await (await chinesePdf).path());
  // An embedded TrueType font; without it readers substitute one or show nothing.
  expect(file.toString('latin1')).toContain('/FontFile2');
  const text = await pdfText(file);
  expect(text).toContain(`运行报表 — ${plantName} (${month})`);
  expect(text).toContain('光伏 (kWh)');
  const totalLine = text.split('\n').find((line) => line.startsWith('合计'));
  expect(totalLine?.split(/\s+/).slice(1)).toEqual(
    rounded(chineseReport.data.total).map((value) => value.toFixed(2)),
  );
});

test('the device report exports an Excel file whose device totals are the api device report of the period', async ({
  page,
  request,
}) => {
  const installerApi = await apiAs(request, demo.installer.account, demo.installer.password);
  const today = new Date().toISOString().slice(0, 10);
  const deviceReport = async (plantId: string) =>
    (
      await installerApi.get<TDeviceReport>(`/api/v1/plant/${plantId}/device-report`, {
        period: 'month',
        date: today,
      })
    ).data;
  const hasEnergy = (report: TDeviceReport) =>
    report.devices.some((device) => Object.values(device.total.energy).some((kwh) => kwh > 0));

  test.setTimeout(180_000);
  const fleet = (await installerApi.get<TPlantList>('/api/v1/plants', { size: 100 })).data.infos;
  let plant: (typeof fleet)[number] | undefined;
  // The plant with energy and the most devices reporting, so the file holds several sections.
  await expect
    .poll(
      async () => {
        let mostDevices = 0;
        for (const candidate of fleet) {
          const report = await deviceReport(candidate.id);
          if (hasEnergy(report) && report.devices.length > mostDevices) {
            plant = candidate;
            mostDevices = report.devices.length;
          }
        }
        return plant?.name;
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBeDefined();
  const { id: plantId, name: plantName } = plant ?? { id: '', name: '' };

  await signIn(page, demo.installer.account, demo.installer.password);
  await page.getByTestId('menu-workdata').click();
  await page.getByTestId('workdata-plant').click();
  await page.keyboard.type(plantName);
  await page.locator('.ant-select-item-option', { hasText: plantName }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('workdata-table').getByText('Total')).toBeVisible();
  // The simulator keeps adding energy: the file must hold the answer the page drew, which lies
  // between the api's answers before and after it.
  const before = await deviceReport(plantId);
  const reportReply = page.waitForResponse((reply) =>
    reply.url().includes(`/plant/${plantId}/device-report`),
  );
  await page.getByTestId('workdata-report-of').getByText('Devices').click();
  const pageReport = ((await (await reportReply).json()) as { data: TDeviceReport }).data;
  const after = await deviceReport(plantId);
  expect(new URL((await reportReply).url()).searchParams.get('period')).toBe('month');
  await expect(page.getByTestId('workdata-device-table')).toHaveCount(pageReport.devices.length);

  const excel = page.waitForEvent('download');
  await page.getByTestId('workdata-excel').click();
  const rows = await sheetRows(await excel);
  const round = (value: number | undefined) => Math.round((value ?? 0) * 100) / 100;
  for (const device of pageReport.devices) {
    // Each device's section: its heading (alias or kind, then SN), the header, its rows, the total.
    const heading = rows.findIndex((row) => typeof row[0] === 'string' && row[0].endsWith(`· ${device.sn}`));
    expect(heading, device.sn).toBeGreaterThan(0);
    const total = rows.slice(heading).find((row) => row[0] === 'Total');
    expect(total?.slice(1)).toEqual([
      ...device.energyRoles.map((role) => round(device.total.energy[role])),
      ...device.powerRoles.map((role) => round(device.total.averagePower[role])),
    ]);
    const energyOf = (report: TDeviceReport, role: string) =>
      round(report.devices.find((other) => other.sn === device.sn)?.total.energy[role]);
    device.energyRoles.forEach((role, index) => {
      expect(total?.[index + 1]).toBeGreaterThanOrEqual(energyOf(before, role));
      expect(total?.[index + 1]).toBeLessThanOrEqual(energyOf(after, role));
    });
  }

  await page.screenshot({ path: `${shots}/workdata-device-report.png`, fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${shots}/workdata-device-report-print.png`, fullPage: true });
});

test("the operation report opens on the plant's day: Shanghai's next day when a reader in UTC sees 23:30", async ({
  browser,
}) => {
  const { context, page, shanghaiDate: plantDate } = await lateReaderInUtc(browser);
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.getByTestId('menu-workdata').click();
  await page.getByTestId('workdata-granularity').getByText('Per hour').click();
  const report = await pickReportPlant(page, 'Lakeside School', '/plant/energy/');
  expect(report.url.searchParams.get('date')).toBe(plantDate);
  await expect(page.locator('.workdata-report h4')).toContainText(plantDate);

  // The picker marks the plant's day as today, not the reader's, and its "Today" picks it after
  // another day was picked.
  const openPicker = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await page.getByTestId('workdata-period').click();
  await expect(openPicker.locator('.ant-picker-cell-today')).toHaveAttribute('title', plantDate);
  const otherDay = plantDate.endsWith('-15') ? '16' : '15';
  await page.locator('.ant-picker-cell-in-view').getByText(otherDay, { exact: true }).click();
  await expect(page.locator('.workdata-report h4')).not.toContainText(plantDate);
  await page.getByTestId('workdata-period').click();
  await expect(openPicker.locator('.ant-picker-cell-today')).toHaveAttribute('title', plantDate);
  await expect(openPicker).not.toHaveClass(/ant-slide-up-(enter|appear)/);
  await page.screenshot({ path: `${shots}/workdata-picker-plant-today.png` });
  await page.getByTestId('workdata-today').click();
  await expect(page.locator('.workdata-report h4')).toContainText(plantDate);
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${shots}/workdata-plant-day.png`, fullPage: true });

  // antd rings today only in a day panel; a month panel rings the plant's month the same way,
  // also while another month is picked.
  const plantMonth = plantDate.slice(0, 7);
  await page.getByTestId('workdata-granularity').getByText('Per day').click();
  await page.getByTestId('workdata-period').click();
  const otherMonth = openPicker.locator(`td.ant-picker-cell-in-view:not([title="${plantMonth}"])`).first();
  const otherMonthTitle = await otherMonth.getAttribute('title');
  await otherMonth.click();
  await expect(page.locator('.workdata-report h4')).toContainText(otherMonthTitle ?? '');
  await page.getByTestId('workdata-period').click();
  await expect(openPicker.locator('td:has(.plant-picker-current)')).toHaveAttribute('title', plantMonth);
  await expect(openPicker.locator('.plant-picker-current')).toHaveCount(1);
  await expect(openPicker).not.toHaveClass(/ant-slide-up-(enter|appear)/);
  await page.screenshot({ path: `${shots}/workdata-picker-plant-month.png` });
  await page.keyboard.press('Escape');
  await context.close();
});
