import { expect, test, type Page } from '@playwright/test';
import { demoFleet, demoSpareGateway } from '@sunfleet/contract/demo-fleet';
import { lateReaderInUtc } from './support/late-reader.ts';
import { demo, signIn } from './support/sign-in.ts';
import { spareGateways } from './support/spare-gateways.ts';

/**
 * The creation wizard (/plant-add). The demo's spare gateway is simulated like the demo plants'
 * and bound to none: the test that binds it deletes its plant at the end, so the gateway is free
 * again for whoever comes next.
 */

const shot = (name: string) => ({ path: `/tmp/sunfleet-e2e/screens/${name}.png` });

/** A demo plant's gateway: bound already (301). */
const usedGateway = demoFleet.plants.find((plant) => !plant.isSpare)!.gateway;

async function openWizard(page: Page) {
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.getByTestId('menu-plants').click();
  await page.getByTestId('plant-add').click();
  await expect(page.getByTestId('wizard-step-device')).toBeVisible();
}

async function enterGateway(page: Page, gateway: { sn: string; key: string }) {
  await page.getByTestId('gateway-sn-input').fill(gateway.sn);
  await page.getByTestId('gateway-key-input').fill(gateway.key);
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-step-info')).toBeVisible();
}

test('the creation wizard rejects each rule with the spec message', async ({ page }) => {
  await openWizard(page);
  const device = page.getByTestId('wizard-step-device');
  const info = page.getByTestId('wizard-step-info');

  // Gateway SN and key may not be empty.
  await page.getByTestId('wizard-next').click();
  await expect(device.locator('.ant-form-item-explain-error')).toHaveText([
    'The gateway SN may not be empty',
    'The gateway key may not be empty',
  ]);
  await enterGateway(page, spareGateways.wizardCheck);

  // An untouched form: every required field with its own message.
  await page.getByTestId('wizard-submit').click();
  await expect(info.getByText('The plant name is 5 to 32 characters')).toBeVisible();
  // Create scrolls to and focuses the first field in error, not the last one near the button.
  await expect(page.getByTestId('plant-name-input')).toBeFocused();
  await expect(info.getByText('Please input 0-50000, at most 3 decimal places')).toBeVisible();
  await expect(info.getByText('Enter a date as YYYY-MM-DD')).toBeVisible();
  await expect(info.getByText('Wrong format of longitude and latitude')).toHaveCount(2);
  await expect(info.getByText('Please input 0-9999, at most 2 decimal places')).toBeVisible();

  // Plant name 5 to 32 characters, no special characters.
  const name = page.getByTestId('plant-name-input');
  const names: [string, string][] = [
    ['abc', 'The plant name is 5 to 32 characters'],
    ['x'.repeat(33), 'The plant name is 5 to 32 characters'],
    ['Plant <one>', 'Do not enter special characters'],
  ];
  for (const [typed, message] of names) {
    await name.fill(typed);
    await expect(info.getByText(message)).toBeVisible();
  }
  await name.fill('Wizard rules plant');

  // Capacity 0 to 50000; constant price 0 to 9999 with at most two decimals.
  const capacity = page.getByTestId('plant-capacity-input');
  for (const typed of ['50000.5', '-1', 'ten']) {
    await capacity.fill(typed);
    await expect(info.getByText('Please input 0-50000, at most 3 decimal places')).toBeVisible();
  }
  await capacity.fill('50000');
  const price = page.getByTestId('plant-price-input');
  for (const typed of ['1.234', '10000', '-0.5']) {
    await price.fill(typed);
    await expect(info.getByText('Please input 0-9999, at most 2 decimal places')).toBeVisible();
  }
  await price.fill('9999');

  // Latitude within ±90, longitude within ±180.
  await page.getByTestId('plant-latitude-input').fill('95');
  await page.getByTestId('plant-longitude-input').fill('181');
  await expect(info.getByText('Wrong format of longitude and latitude')).toHaveCount(2);
  await page.getByTestId('plant-latitude-input').fill('-90');
  await page.getByTestId('plant-longitude-input').fill('180');
  await expect(info.getByText('Wrong format of longitude and latitude')).toHaveCount(0);

  // Time-of-use: prices as above, at most 6 segments, valid ranges, the last ending at 24:00,
  // at least one weekday.
  await page.getByTestId('pricing-timeOfUse').click();
  const segments = page.getByTestId('tou-editor');
  for (let added = 1; added < 6; added += 1) await page.getByTestId('tou-add').click();
  await expect(segments.locator('[data-testid^="tou-row-"]')).toHaveCount(6);
  await expect(page.getByTestId('tou-add')).toBeDisabled();
  for (let last = 5; last > 0; last -= 1) await page.getByTestId(`tou-remove-${last}`).click();
  await page.getByTestId('tou-add').click();
  await page.getByTestId('tou-price-0').fill('1.234');
  await page.getByTestId('tou-price-1').fill('0.2');
  await page.getByTestId('wizard-submit').click();
  await expect(info.getByText('Please input 0-9999, at most 2 decimal places')).toBeVisible();
  await page.getByTestId('tou-price-0').fill('0.1');
  await chooseEnd(page, 1, '23:30');
  await expect(info.getByText('The last time segment must end at 24:00 (or 23:59)')).toBeVisible();
  await chooseEnd(page, 1, '24:00');
  // The first segment running to midnight leaves the second one no time at all.
  await chooseEnd(page, 0, '24:00');
  await expect(info.getByText('The time range is not valid')).toBeVisible();
  await page.getByTestId('tou-remove-1').click();
  await expect(info.getByText('The time range is not valid')).toHaveCount(0);
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    await page.getByTestId('plant-weekdays-input').getByText(day, { exact: true }).click();
  await expect(info.getByText('At least 1 item(s)')).toBeVisible();
  await page.getByTestId('plant-weekdays-input').getByText('Mon', { exact: true }).click();
  await expect(info.getByText('At least 1 item(s)')).toHaveCount(0);

  // Picture: JPG, JPEG or PNG (checked by content too), at most 10 MB.
  const picture = page.getByTestId('plant-picture').locator('input[type=file]');
  await picture.setInputFiles({ name: 'plant.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Only JPG, JPEG, PNG files are allowed', { exact: true })).toBeVisible();
  await picture.setInputFiles({
    name: 'plant.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('The file may be at most 10 MB', { exact: true })).toBeVisible();
  await picture.setInputFiles({
    name: 'plant.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  // The GIF's notice may still be showing: the newest is this file's.
  await expect(page.getByText('Only JPG, JPEG, PNG files are allowed', { exact: true }).last()).toBeVisible();

  // Step 1 checks the gateway with the api before step 2 opens: each wrong one is refused on its
  // field and the wizard stays on the gateway step.
  await page.getByTestId('wizard-back').click();
  const refusals: [{ sn: string; key: string }, string][] = [
    [{ sn: 'NOSUCHGW0001', key: 'any-key' }, 'Gateway does not exist'],
    [{ sn: demoSpareGateway.sn, key: 'wrong-key' }, 'The gateway SN or Key is incorrect.'],
    [usedGateway, 'The gateway is already used.'],
  ];
  for (const [gateway, message] of refusals) {
    await page.getByTestId('gateway-sn-input').fill(gateway.sn);
    await page.getByTestId('gateway-key-input').fill(gateway.key);
    await page.getByTestId('wizard-next').click();
    await expect(device.getByText(message)).toBeVisible();
    await expect(info).toBeHidden();
  }
});

test("the commissioning date picker marks today on the clock of the plant's time zone: Shanghai's next day when a reader in UTC sees 23:30", async ({
  browser,
}) => {
  const { context, page, readerDate, shanghaiDate: plantDate } = await lateReaderInUtc(browser);
  await openWizard(page);
  await enterGateway(page, spareGateways.wizardCheck);
  const date = page.getByTestId('plant-date-input');
  const openPicker = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');

  // A new plant starts in the reader's zone, so its today is the reader's.
  await expect(page.getByTestId('plant-timezone-input')).toContainText('UTC');
  await date.click();
  await expect(openPicker.locator('.ant-picker-cell-today')).toHaveAttribute('title', readerDate);
  await page.keyboard.press('Escape');

  // In Shanghai it is the next day: the picker marks it, and its "Today" picks it.
  await page.getByTestId('plant-timezone-input').click();
  await page.keyboard.type('Asia/Shanghai');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title$="Asia/Shanghai"]').click();
  await expect(page.getByTestId('plant-timezone-input')).toContainText('Asia/Shanghai');
  await date.click();
  await expect(openPicker.locator('.ant-picker-cell-today')).toHaveAttribute('title', plantDate);
  await expect(openPicker).not.toHaveClass(/ant-slide-up-(enter|appear)/);
  await page.screenshot(shot('wizard-date-picker-plant-today'));
  await openPicker.locator('.ant-picker-now-btn').click();
  await expect(date).toHaveValue(plantDate);
  await context.close();
});

/** Picks the end of a time-of-use segment with the keyboard (the list renders only what shows). */
async function chooseEnd(page: Page, index: number, end: string) {
  await page.getByTestId(`tou-end-${index}`).click();
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  for (let step = 0; step < 48; step += 1) {
    const current = (await active.getAttribute('title')) ?? '';
    if (current === end) break;
    await page.keyboard.press(current < end ? 'ArrowDown' : 'ArrowUp');
  }
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('an installer creates a plant through the wizard with the simulated spare gateway, finds it in the list and on the map, and sees live power on its overview', async ({
  page,
}) => {
  const name = 'Pearl Street Rooftop';
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.getByTestId('menu-plants').click();

  // Step 1: bind the gateway by SN and key.
  await page.getByTestId('plant-add').click();
  await page.getByTestId('gateway-sn-input').fill(demoSpareGateway.sn);
  await page.getByTestId('gateway-key-input').fill(demoSpareGateway.key);
  await page.screenshot(shot('wizard-step-device'));
  await page.getByTestId('wizard-next').click();

  // Step 2: the plant; back and next keep what was entered.
  await expect(page.getByTestId('wizard-step-info')).toBeVisible();
  await page.getByTestId('plant-name-input').fill(name);
  await page.getByTestId('plant-type-input').click();
  await page.getByTitle('Energy storage (DC coupling)').click();
  await page.getByTestId('plant-capacity-input').fill('6.5');
  await page.getByTestId('plant-latitude-input').fill('40.02');
  await page.getByTestId('plant-longitude-input').fill('-105.27');
  await page.getByTestId('plant-timezone-input').click();
  await page.keyboard.type('America/Denver');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title$="America/Denver"]').click();
  await expect(page.getByTestId('plant-timezone-input')).toContainText('America/Denver');
  await page.getByTestId('plant-address-input').fill('1200 Pearl Street, Boulder, CO');
  await page.getByTestId('plant-price-input').fill('0.14');
  await page.getByTestId('plant-contact-input').fill('Dana Reyes');
  await page.getByTestId('wizard-back').click();
  await expect(page.getByTestId('gateway-sn-input')).toHaveValue(demoSpareGateway.sn);
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('plant-name-input')).toHaveValue(name);
  await page.getByTestId('plant-date-input').fill('2026-01-15');
  await page.getByTestId('plant-date-input').press('Tab');
  await page.getByTestId('wizard-step-info').getByText('Basic information').click();
  await page.screenshot({ ...shot('wizard-step-info'), fullPage: true });
  await page.getByTestId('wizard-submit').click();

  // The wizard opens the new plant: the gateway was uploading already, so power shows at once.
  await expect(page.getByTestId('overview-name')).toHaveText(name);
  await expectLivePower(page);

  // In the list (normal: its devices report) and, found by its name, alone on the map.
  await page.getByTestId('menu-plants').click();
  await page.getByTestId('plant-search').fill(name);
  await page.getByTestId('plant-search').press('Enter');
  await expect(page.getByTestId('plant-name')).toHaveCount(1);
  await expect(page.getByTestId('plant-status')).toContainText('Normal');
  await page.getByTestId('plant-view-map').click();
  await expect(page.getByTestId('plant-map')).toHaveAttribute('data-markers', '1');
  await expect(page.getByTestId('plant-map').locator('.sunfleet-marker')).toHaveCount(1);
  await page.screenshot(shot('wizard-plant-on-map'));

  // Its overview from the list, with live power.
  await page.getByTestId('plant-view').getByText('Table').click();
  await page.getByTestId('plant-name').click();
  await expect(page.getByTestId('overview-name')).toHaveText(name);
  await expectLivePower(page);
  await page.screenshot(shot('wizard-plant-overview'));

  // Deleting the plant frees the spare gateway again.
  await page.getByTestId('menu-plants').click();
  await page.getByTestId('plant-search').fill(name);
  await page.getByTestId('plant-search').press('Enter');
  await page.getByTestId('action-more').click();
  await page.getByTestId('action-delete').click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('plant-name')).toHaveCount(0);
});

/** Power now is a number and the energy flow has readings, pushed by the api's stream. */
async function expectLivePower(page: Page) {
  await expect(page.getByTestId('kpi-power').locator('.ant-statistic-content-value')).toHaveText(/^\d/, {
    timeout: 10_000,
  });
  await expect(page.getByTestId('flow-mode')).toHaveAttribute('data-live', 'true', { timeout: 10_000 });
  await expect(page.getByTestId('energy-flow')).toBeVisible();
  await expect(page.getByTestId('flow-read-at')).toBeVisible();
}
