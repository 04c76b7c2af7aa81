import { utils, write } from '@e965/xlsx';
import { expect, test, type Page } from '@playwright/test';
import { demoFleet } from '@sunfleet/contract/demo-fleet';
import { demo, signIn } from './support/sign-in.ts';
import { openFromMenu } from './support/menu.ts';
import { confirmPopup } from './support/confirm.ts';

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

/** The list searched for one SN (the e2e database holds more gateways than a page). */
async function search(page: Page, keyword: string) {
  await page.getByTestId('gateway-search').fill(keyword);
  await page.getByTestId('gateway-search').press('Enter');
}

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
  await search(page, boundGateway.sn);
  await expect(page.getByTestId(`gateway-row-${boundGateway.sn}`)).toContainText('Sunfleet Demo Installer');
  await page.screenshot({ path: `${shots}/gateways-management.png`, fullPage: true });
});

test('an installer imports gateways from an Excel file: every row checked with its own result, only the valid imported', async ({
  page,
}) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await openFromMenu(page, 'devices', 'gateways');
  await expect(page).toHaveURL(/\/device\/gateway\/list/);
  await search(page, boundGateway.sn);
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
  await confirmPopup(page);
  await expect(page.getByText(`Gateway ${fresh[2]!.sn} deleted`)).toBeVisible();
  await expect(page.getByTestId('gateway-sn')).toHaveCount(2);

  await search(page, boundGateway.sn);
  await expect(page.getByTestId(`gateway-row-${boundGateway.sn}`).getByTestId('signal-bars')).toBeVisible();
  await page.screenshot({ path: `${shots}/gateways-list.png`, fullPage: true });
});

test("a gateway's detail shows its devices, its decoded uploads and its signal", async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/device/gateway/list');
  await search(page, boundGateway.sn);
  await page.getByTestId(`gateway-row-${boundGateway.sn}`).getByTestId('gateway-sn').click();
  await expect(page).toHaveURL(/\/device\/gateway\/detail\//);
  const devices = page.getByTestId('gateway-devices');
  for (const device of boundGateway.devices) await expect(devices).toContainText(device.sn);
  await expect(page.getByTestId('gateway-uploads').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/gateways-detail.png`, fullPage: true });
});

const gatewayOf = (sn: string) => demoFleet.plants.find((plant) => plant.gateway.sn === sn)!.gateway;

test('an installer restarts a gateway and watches its command go to succeeded; a locked gateway refuses commands', async ({
  page,
}) => {
  // A simulated gateway is down 30 s while it restarts, and says "succeeded" once it is back.
  test.setTimeout(180_000);
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/device/gateway/list');
  // The demo's gateways on one page, whatever other tests imported.
  await page.getByTestId('gateway-search').fill('SFGW');
  await page.getByTestId('gateway-search').press('Enter');
  await expect(page.getByTestId('gateway-sn')).toHaveCount(demoFleet.plants.length);

  const restarted = page.getByTestId(`gateway-row-${gatewayOf('SFGW22060033').sn}`);
  await restarted.getByTestId('gateway-restart').click();
  await confirmPopup(page);
  await expect(restarted.getByTestId('command-status')).toHaveAttribute('data-state', 'acknowledged');
  await expect(restarted.getByTestId('command-status')).toHaveAttribute('data-state', 'succeeded', {
    timeout: 90_000,
  });

  const locked = page.getByTestId(`gateway-row-${gatewayOf('SFGW24020022').sn}`);
  await locked.getByTestId('gateway-lock').click();
  await expect(locked.getByTestId('command-status')).toHaveAttribute('data-state', 'succeeded', {
    timeout: 30_000,
  });
  await expect(locked.getByTestId('gateway-locked')).toBeVisible();
  await locked.getByTestId('gateway-restart').click();
  await confirmPopup(page);
  await expect(page.getByText('The gateway is locked: unlock it before sending it commands.')).toBeVisible();

  // A batch with the locked gateway in it becomes a campaign: the locked one is refused at once with
  // the reason, the other goes (docs/adr/0040).
  await locked.getByRole('checkbox').check();
  await restarted.getByRole('checkbox').check();
  await page.getByTestId('gateway-batch-restart').click();
  await confirmPopup(page);
  const results = page.getByTestId('batch-restart-results');
  const lockedResult = results.getByTestId(`batch-restart-result-${gatewayOf('SFGW24020022').sn}`);
  await expect(lockedResult).toHaveAttribute('data-code', '306');
  await expect(lockedResult).toContainText('The gateway is locked: unlock it before sending it commands.');
  await expect(page.getByText('1 refused')).toBeVisible();
  await page.getByRole('dialog').screenshot({ path: `${shots}/gateway-batch-restart-per-gateway.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Open the campaign' }).click();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('campaign-targets')).toContainText(gatewayOf('SFGW22060033').sn);
  await page.goBack();
  await page.getByTestId('gateway-search').fill('SFGW');
  await page.getByTestId('gateway-search').press('Enter');

  // Unlocked, it takes commands again.
  await locked.getByTestId('gateway-unlock').click();
  await expect(locked.getByTestId('command-status')).toHaveAttribute('data-state', 'succeeded', {
    timeout: 30_000,
  });
  await expect(locked.getByTestId('gateway-locked')).toBeHidden();
});

test("a remote-debug read answers the simulator's registers: the hybrid inverter's serial number", async ({
  page,
}) => {
  const gateway = gatewayOf('SFGW23040011');
  const inverter = gateway.devices.find((device) => device.kind.startsWith('inverter'))!;
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/device/gateway/list');
  await page.getByTestId('gateway-search').fill(gateway.sn);
  await page.getByTestId('gateway-search').press('Enter');
  await page.getByTestId(`gateway-row-${gateway.sn}`).getByTestId('gateway-sn').click();
  await expect(page.getByTestId('gateway-commands')).toBeVisible();
  await page.getByTestId('gateway-more').click();
  await page.getByTestId('gateway-debug').click();
  const dialog = page.getByRole('dialog');
  // The first device, the inverter, is chosen to start with.
  await expect(dialog.getByTestId('debug-device')).toContainText(inverter.sn);
  // Deye hybrid: the serial number is ASCII in holding registers 3–7.
  await dialog.getByTestId('debug-start').fill('3');
  await dialog.getByTestId('debug-count').fill('5');
  await expect(dialog.getByTestId('debug-request')).toHaveValue(/^01 03 00 03 00 05 /);
  await dialog.getByTestId('debug-send').click();
  await expect(dialog.getByTestId('command-status')).toHaveAttribute('data-state', 'succeeded', {
    timeout: 30_000,
  });
  await expect(dialog.getByTestId('debug-reply')).toContainText(/^01 ?03 ?0A/);
  const values = (await dialog.getByTestId('debug-value').allTextContents()).map(Number);
  const text = values.map((word) => String.fromCharCode(word >> 8, word & 0xff)).join('');
  expect(text).toBe(inverter.sn);
  await page.screenshot({ path: `${shots}/gateways-remote-debug.png` });
});

test("an installer's restart shows in the gateway's Commands table at once and moves live", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const gateway = gatewayOf('SFGW23090055');
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/device/gateway/list');
  await search(page, gateway.sn);
  await page.getByTestId(`gateway-row-${gateway.sn}`).getByTestId('gateway-sn').click();
  const commands = page.getByTestId('gateway-commands');
  await expect(commands).toBeVisible();
  const rowsBefore = await commands.locator('tbody tr.ant-table-row').count();
  await page.getByTestId('gateway-restart').click();
  await confirmPopup(page);
  // From the create response, not the table's 10-second poll.
  const newest = commands.locator('tbody tr.ant-table-row').first();
  await expect(commands.locator('tbody tr.ant-table-row')).toHaveCount(rowsBefore + 1, { timeout: 2_000 });
  await expect(newest).toContainText('Restart', { timeout: 2_000 });
  await page.screenshot({ path: `/tmp/sunfleet-e2e/screenshots/gateway-restart-at-once.png` });
  await expect(newest.getByTestId('command-status')).toHaveAttribute('data-state', 'succeeded', {
    timeout: 90_000,
  });
});

test('a remote-debug write is sent only after a confirmation naming it, and the device answers', async ({
  page,
}) => {
  const gateway = gatewayOf('SFGW23040011');
  const inverter = gateway.devices.find((device) => device.kind.startsWith('inverter'))!;
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/device/gateway/list');
  await search(page, gateway.sn);
  await page.getByTestId(`gateway-row-${gateway.sn}`).getByTestId('gateway-sn').click();
  // The menu's entries follow the gateway's abilities: open it once the detail has loaded.
  await expect(page.getByTestId('gateway-commands')).toBeVisible();
  await page.getByTestId('gateway-more').click();
  await page.getByTestId('gateway-debug').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('debug-device')).toContainText(inverter.sn);
  await dialog.getByTestId('debug-function').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option[title="06 Write single register"]')
    .click();
  // The serial number's register is read-only: the write changes nothing and the device says so.
  await dialog.getByTestId('debug-start').fill('3');
  await dialog.getByTestId('debug-values').fill('01');
  await expect(dialog.getByText('Please input positive integer')).toBeVisible();
  await dialog.getByTestId('debug-values').fill('500');
  await expect(dialog.getByTestId('debug-request')).toHaveValue(/^01 06 00 03 01 F4 /);
  await dialog.getByTestId('debug-send').click();
  const confirm = page.getByRole('dialog').filter({ hasText: "Write to the device's registers?" });
  await expect(confirm).toContainText(`Write 500 to register 3 on ${inverter.sn}`);
  await page.screenshot({ path: `/tmp/sunfleet-e2e/screenshots/gateways-remote-debug-write-confirm.png` });
  await page.getByTestId('debug-write-confirm').click();
  await expect(dialog.getByTestId('command-status')).toHaveAttribute('data-state', 'succeeded', {
    timeout: 30_000,
  });
  await expect(dialog.getByTestId('debug-decoded')).toContainText('Illegal data address');
  await page.screenshot({ path: `/tmp/sunfleet-e2e/screenshots/gateways-remote-debug-write-reply.png` });
});
