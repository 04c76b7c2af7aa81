import { utils, write } from '@e965/xlsx';
import { expect, test, type Page } from '@playwright/test';
import { demoFleet } from '@sunfleet/contract/demo-fleet';
import { demo, signIn } from './support/sign-in.ts';

/**
 * Gateways end to end: the platform registers gateways from an Excel file on /management/gateway,
 * the installer imports them from an Excel file on /device/gateway (every row checked first with
 * its own result, only the valid ones imported), and a demo gateway's detail page shows its
 * devices, decoded uploads and signal.
 */

const shots = new URL('../docs/screenshots', import.meta.url).pathname;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const sheet = (name: string, rows: string[][]) => {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows), 'Gateways');
  return {
    name,
    mimeType: xlsxType,
    buffer: write(workbook, { bookType: 'xlsx', type: 'buffer' }) as Buffer,
  };
};

const fresh = [
  { sn: 'E2E-IMPORT-001', key: 'e2e-import-key-1' },
  { sn: 'E2E-IMPORT-002', key: 'e2e-import-key-2' },
  { sn: 'E2E-IMPORT-003', key: 'e2e-import-key-3' },
];
const boundGateway = demoFleet.plants.find((plant) => !plant.isSpare)!.gateway;

async function uploadSheet(page: Page, file: ReturnType<typeof sheet>) {
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(file);
}

const resultOf = (page: Page, row: number) => page.getByTestId(`sheet-row-${row}`);

test('the platform registers gateways by Excel and sees every company’s gateways with their owner', async ({
  page,
}) => {
  await signIn(page, demo.admin.account, demo.admin.password);
  await page.goto('/management/gateway');
  await page.getByTestId('gateway-register-batch').click();
  await uploadSheet(
    page,
    sheet('register.xlsx', [
      ['SN', 'Key', 'Model', 'Hardware version'],
      ...fresh.map(({ sn, key }) => [sn, key, 'SF-WiFi-1', 'H1.0']),
      ['', 'no-sn', '', ''],
      [boundGateway.sn, 'whatever', '', ''],
    ]),
  );
  await page.getByTestId('sheet-commit').click();
  await expect(page.getByTestId('sheet-summary')).toHaveText('3 valid, 2 refused');
  await expect(resultOf(page, 5)).toContainText('The gateway SN may not be empty');
  await expect(resultOf(page, 6)).toContainText('301');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Registered gateways are the platform's stock; the demo ones show their company.
  await page.getByTestId('gateway-search').fill('E2E-IMPORT');
  await page.getByTestId('gateway-search').press('Enter');
  await expect(page.getByTestId('gateway-sn')).toHaveCount(3);
  await expect(page.getByTestId('gateway-row-E2E-IMPORT-001')).toContainText('Platform stock');
  await page.getByTestId('gateway-search').fill('');
  await page.getByTestId('gateway-search').press('Enter');
  await expect(page.getByTestId(`gateway-row-${boundGateway.sn}`)).toContainText('Sunfleet Demo Installer');
  await page.screenshot({ path: `${shots}/gateways-management.png`, fullPage: true });
});

test('an installer imports gateways from an Excel file: every row checked with its own result, only the valid imported', async ({
  page,
}) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.getByTestId('menu-devices').click();
  await page.getByTestId('menu-gateways').click();
  await expect(page).toHaveURL(/\/device\/gateway\/list/);
  await expect(page.getByTestId(`gateway-row-${boundGateway.sn}`)).toBeVisible();

  await page.getByTestId('gateway-import-batch').click();
  await uploadSheet(
    page,
    sheet('import.xlsx', [
      ['SN', 'Key'],
      [fresh[0]!.sn, fresh[0]!.key],
      [fresh[1]!.sn, fresh[1]!.key],
      [fresh[2]!.sn, 'not-its-key'],
      ['E2E-NO-SUCH-GW', 'x'],
      [boundGateway.sn, boundGateway.key],
    ]),
  );
  // The file is checked as soon as it is chosen: 300, 301 and 305 each on its own row.
  await expect(page.getByTestId('sheet-summary')).toHaveText('2 valid, 3 refused');
  await expect(resultOf(page, 2)).toContainText('Valid');
  await expect(resultOf(page, 4)).toContainText('300 · The gateway SN or Key is incorrect.');
  await expect(resultOf(page, 5)).toContainText('305 · Gateway does not exist');
  await expect(resultOf(page, 6)).toContainText('301 · The gateway is already used.');
  await page.screenshot({ path: `${shots}/gateways-import-dialog.png` });
  await page.getByTestId('sheet-commit').click();
  await expect(page.getByText('2 gateways imported')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Only the valid rows arrived: unbound, in the company, offline until they upload.
  await page.getByTestId('gateway-search').fill('E2E-IMPORT');
  await page.getByTestId('gateway-search').press('Enter');
  await expect(page.getByTestId('gateway-sn')).toHaveText([fresh[0]!.sn, fresh[1]!.sn]);
  await expect(page.getByTestId(`gateway-row-${fresh[0]!.sn}`)).toContainText('Unbound');

  // One by one: the third with its right key.
  await page.getByTestId('gateway-import-one').click();
  await page.getByTestId('import-sn').fill(fresh[2]!.sn);
  await page.getByTestId('import-key').fill('still-wrong');
  await page.getByTestId('import-check').click();
  await expect(page.getByRole('dialog').getByText('The gateway SN or Key is incorrect.')).toBeVisible();
  await page.getByTestId('import-key').fill(fresh[2]!.key);
  await page.getByTestId('import-submit').click();
  await expect(page.getByText(`Gateway ${fresh[2]!.sn} imported`)).toBeVisible();
  await expect(page.getByTestId('gateway-sn')).toHaveCount(3);

  // Deleted, it goes back to the platform's stock.
  await page.getByTestId(`gateway-row-${fresh[2]!.sn}`).getByTestId('gateway-delete').click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(`Gateway ${fresh[2]!.sn} deleted`)).toBeVisible();
  await expect(page.getByTestId('gateway-sn')).toHaveCount(2);

  await page.getByTestId('gateway-search').fill('');
  await page.getByTestId('gateway-search').press('Enter');
  await expect(page.getByTestId(`gateway-row-${boundGateway.sn}`).getByTestId('signal-bars')).toBeVisible();
  await page.screenshot({ path: `${shots}/gateways-list.png`, fullPage: true });
});

test("a gateway's detail shows its devices, its decoded uploads and its signal", async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/device/gateway/list');
  await page.getByTestId(`gateway-row-${boundGateway.sn}`).getByTestId('gateway-sn').click();
  await expect(page).toHaveURL(/\/device\/gateway\/detail\//);
  const devices = page.getByTestId('gateway-devices');
  for (const device of boundGateway.devices) await expect(devices).toContainText(device.sn);
  await expect(page.getByTestId('gateway-uploads').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/gateways-detail.png`, fullPage: true });
});
