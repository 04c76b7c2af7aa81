import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { demo, readIn, signIn } from './support/sign-in.ts';
import { spareGateways } from './support/spare-gateways.ts';
import { confirmPopup } from './support/confirm.ts';

/**
 * The accounts and organisation walk of issue 25, as a new user meets it: each screen that changed
 * is looked at (screenshots under /tmp/walk-shots) and what it must say is checked.
 */
const shot = (name: string) => ({ path: `/tmp/walk-shots/${name}.png` });

async function pickCountry(page: Page, testId: string, country: string) {
  await page.getByTestId(`${testId}-country`).click();
  await page.keyboard.type(country);
  // Enter before the list has filtered picks whatever option is active (the run under load kept
  // US): click the country's own option instead.
  await page.locator('.ant-select-item-option', { hasText: country }).first().click();
}

test('a phone number is typed as people write it, with its country beside it', async ({ page }) => {
  await page.goto('/login');
  await pickCountry(page, 'login-account', 'Spain');
  await expect(page.getByTestId('login-account-country')).toContainText('+34');
  await page.getByTestId('login-account').fill('612 345 678');
  await page.getByTestId('login-password').fill('not-the-password');
  await page.screenshot(shot('login-phone'));
  await page.getByTestId('login-submit').click();
  // The form took it as +34612345678: the server answers, not the account rule. Earlier tests'
  // failed sign-ins from this same address make the server slow each further failure (up to 16 s,
  // docs/adr/0045), so the answer may take longer than the default wait.
  await expect(page.getByTestId('login-error')).toContainText('Wrong account or password', {
    timeout: 20_000,
  });
});

test('the toolbox refuses 01 with the spec’s positive-integer message', async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/toolbox');
  await page.getByTestId('tab-generator').click();
  await page.getByTestId('generator-start').fill('01');
  await expect(page.getByTestId('generator-start-problem')).toHaveText('Please input positive integer');
  await page.getByTestId('generator-count').fill('200');
  await expect(page.getByTestId('generator-count-problem')).toHaveText('Please input 1-125');
  await page.screenshot(shot('toolbox-01'));
  await page.getByTestId('generator-start').fill('107');
  await expect(page.getByTestId('generator-start-problem')).toHaveCount(0);
});

test('the approving device is told which browser asks, from where and when', async ({ browser }) => {
  const waiting = await (await browser.newContext()).newPage();
  await waiting.goto('/login');
  await waiting.getByTestId('scan-login-toggle').click();
  const link = (await waiting.getByTestId('scan-login-qr').getAttribute('data-link')) ?? '';
  const phone = await (await browser.newContext({ viewport: { width: 420, height: 860 } })).newPage();
  await signIn(phone, demo.installer.account, demo.installer.password);
  await phone.goto(link);
  const requester = phone.getByTestId('scan-requester');
  await expect(requester).toContainText('Chrome');
  await expect(requester).toContainText('127.0.0.1');
  await phone.screenshot(shot('scan-confirm-requester'));
});

test('the platform administrator is told roles are each company’s, and sees whose staff is whose', async ({
  page,
}) => {
  await signIn(page, demo.admin.account, demo.admin.password);
  await page.goto('/enterprise/roles');
  await expect(page.getByText('Roles belong to each company')).toBeVisible();
  await expect(page.getByText('No permission')).toHaveCount(0);
  await page.screenshot(shot('roles-platform'));
  await page.goto('/enterprise/user');
  await expect(page.getByRole('columnheader', { name: 'Company' })).toBeVisible();
  await expect(page.getByText('Brightside Solar (agent)').first()).toBeVisible();
  await page.screenshot(shot('staff-platform'));
});

test('the installer sees customer counts per type, the customer as a plant’s owner and the version log', async ({
  page,
}) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/customer/type');
  const commercial = page.locator('tr', { hasText: 'Commercial' });
  await expect(commercial.locator('td').nth(1)).toHaveText('1');
  await page.screenshot(shot('customer-types'));
  await page.goto('/plants');
  await expect(page.locator('tr', { hasText: 'Riverside Warehouse' })).toContainText('Carla Customer');
  await page.screenshot(shot('plant-list-owner'));
  await page.goto('/systemupdate');
  await expect(page.getByTestId('version-item').filter({ hasText: 'V241015' })).toBeVisible();
  await page.screenshot(shot('system-update'));
});

test('alarm e-mail Save without the code says so on the code field', async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/edit');
  await page.getByTestId('alarm-mail-email').fill('walk-alarms@example.test');
  await page.getByTestId('alarm-mail-save').click();
  const card = page.getByTestId('alarm-mail-card');
  await expect(card.getByText('Enter the code sent to this address')).toBeVisible();
  await expect(page.getByText('Parameters validation error')).toHaveCount(0);
  await card.screenshot(shot('alarm-mail-no-code'));
});

test('a plant in Valencia gets Madrid’s time zone and euros', async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/plant-add');
  await page.getByTestId('gateway-sn-input').fill(spareGateways.wizardCheck.sn);
  await page.getByTestId('gateway-key-input').fill(spareGateways.wizardCheck.key);
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('plant-latitude-input').fill('39.4699');
  await page.getByTestId('plant-longitude-input').fill('-0.3763');
  await page.getByTestId('plant-longitude-input').press('Tab');
  await expect(page.getByTestId('plant-timezone-input')).toContainText('Europe/Madrid');
  await expect(page.getByTestId('plant-currency-input')).toContainText('EUR');
  await page.getByTestId('plant-latitude-input').scrollIntoViewIfNeeded();
  await page.screenshot(shot('wizard-valencia'));
});

test('Spanish menu labels fit the menu', async ({ page }) => {
  await signIn(page, demo.admin.account, demo.admin.password);
  await readIn(page, 'es');
  await page.getByTestId('menu-devices').click();
  await expect(page.getByTestId('menu-weatherStations')).toHaveText('Meteorología');
  await page.screenshot(shot('menu-es'));
  await readIn(page, 'en');
});

test('the installer reads complete device facts: rating, three phases, phase power, and a shut-down inverter', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signIn(page, demo.installer.account, demo.installer.password);

  // Riverside Warehouse's string inverter: its nameplate rating and each AC phase's power.
  await page.goto('/device/inverter/SF22060033');
  await expect(page.getByTestId('inverter-overview')).toContainText('25');
  const phases = page.getByTestId('ac-output').locator('tbody tr');
  await expect(phases).toHaveCount(3);
  for (const row of await phases.all()) await expect(row.locator('td').nth(3)).toHaveText(/^-?\d/);
  await page.screenshot(shot('string-inverter-facts'));

  // Its grid meter is three-phase: L1, L2 and L3, each with its power.
  await page.goto('/device/meter/SFMT22060133');
  const meterPhases = page.getByTestId('meter-phases').locator('tbody tr');
  await expect(meterPhases).toHaveCount(3, { timeout: 120_000 });
  await expect(meterPhases.nth(2)).toContainText('L3');
  await expect(meterPhases.nth(2).locator('td').nth(3)).toHaveText(/^-?\d/, { timeout: 120_000 });
  await page.screenshot(shot('meter-three-phase'));

  // The micro inverter switched off says so on the device and on its plant, beside "Normal".
  await page.goto('/device/inverter/MI25010044');
  await page.getByTestId('inverter-shutdown').click();
  await confirmPopup(page);
  await expect(page.getByTestId('command-status')).toHaveAttribute('data-state', 'succeeded', {
    timeout: 60_000,
  });
  // The next upload carries the inverter's "Off" word.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('inverter-title-status-operating')).toHaveText('Shut down', {
      timeout: 5_000,
    });
  }).toPass({ timeout: 240_000, intervals: [10_000] });
  await page.screenshot(shot('inverter-shut-down'));
  await page.getByTestId('device-plant-link').click();
  await expect(page.locator('[data-testid="overview-status-operating"]:visible')).toHaveText('Shut down');
  await page.screenshot(shot('plant-shut-down'));

  await page.goto('/device/inverter/MI25010044');
  await page.getByTestId('inverter-boot').click();
  await confirmPopup(page);
  await expect(page.getByTestId('command-status')).toHaveAttribute('data-state', 'succeeded', {
    timeout: 60_000,
  });
});

test('the maintenance log says a shutdown in people’s words, and the debug log names a Modbus exception', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demo.installer.account, demo.installer.password);
  // A shutdown and a boot of the demo micro inverter, and a debug read at an address it lacks.
  for (const action of ['shutdown', 'boot'])
    expect((await api.get(`/api/v1/inverter/MI25010044/${action}`)).code).toBe(0);
  const debug = await api.post<{ id: string }>('/api/v1/inverter/MI25010044/debug', {
    code: '01 03 FF 00 00 01 B4 1E',
  });
  expect(debug.code, debug.msg).toBe(0);

  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/log/uphold');
  const maintenance = page.getByTestId('maintenance-table');
  await expect(maintenance).toContainText('Power off', { timeout: 60_000 });
  await expect(maintenance).toContainText('Power on');
  await expect(maintenance).not.toContainText('setPower');
  await page.screenshot(shot('maintenance-words'));

  await page.getByTestId('tab-debug').click();
  await expect(page.getByTestId('debug-reply-words').first()).toContainText('Illegal data address', {
    timeout: 90_000,
  });
  await page.screenshot(shot('debug-log-exception'));
});
