import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from './support/sign-in.ts';

test('an installer sees the company menus an owner does not', async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByTestId('menu-enterprise')).toBeVisible();
  await expect(menu.getByTestId('menu-customers')).toBeVisible();
  await expect(menu.getByTestId('menu-management')).toHaveCount(0);
  await expect(page.getByTestId('plant-add')).toBeVisible();
});

test('an owner who opens a company page gets the no-access page that leads back to sign-in', async ({
  page,
}) => {
  await signIn(page, demo.owner.account, demo.owner.password);
  await page.goto('/enterprise/user');
  await expect(page.getByTestId('no-access')).toBeVisible();
  await page.getByTestId('back-to-login').click();
  await expect(page).toHaveURL(/\/login/);
});

test('a signed-in user who opens /login goes to the plants', async ({ page }) => {
  await signIn(page, demo.owner.account, demo.owner.password);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/plants$/);
});

test('a wrong password gets the catalogue message', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(demo.owner.account);
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('Wrong account or password');
});

const shot = (name: string) => ({ path: `../docs/screenshots/${name}.png`, fullPage: true });
const demoPassword = 'sunfleet-demo';
/** Every control of the gateway list and detail and of the inverter page that changes something. */
const gatewayControls = [
  'gateway-restart',
  'gateway-lock',
  'gateway-unlock',
  'gateway-more',
  'gateway-replace',
  'gateway-unbind',
  'gateway-delete',
];
const inverterControls = ['inverter-boot', 'inverter-settings', 'alias-button', 'debug-code'];

/** Opens the page of the first demo gateway the user sees (not a test's spare). */
async function openFirstGateway(page: Page) {
  await page.goto('/device/gateway/list');
  await page.getByTestId('gateway-search').fill('SFGW');
  await page.getByTestId('gateway-search').press('Enter');
  await expect(page.getByTestId('gateway-sn').first()).toHaveText(/^SFGW/);
  await page.getByTestId('gateway-sn').first().click();
  await expect(page.getByTestId('gateway-info')).toBeVisible();
}

/** Opens the first inverter's page and waits for its abilities (controls stay hidden until then). */
async function openFirstInverter(page: Page) {
  await page.goto('/device/inverter');
  const abilities = page.waitForResponse((response) => /\/device\/[^/]+\/abilities/.test(response.url()));
  await page.getByTestId('inverters-table').locator('a[href^="/device/inverter/"]').first().click();
  await abilities;
  await expect(page.getByTestId('inverter-title')).toBeVisible();
}

for (const viewer of [
  { who: 'view-only staff', account: 'staff@sunfleet.local', name: 'staff' },
  { who: 'a customer of a plant built for them', account: 'customer@sunfleet.local', name: 'customer' },
]) {
  test(`${viewer.who} sees gateways and inverters without a control they may not use`, async ({ page }) => {
    await signIn(page, viewer.account, demoPassword);
    await page.goto('/device/gateway/list');
    await expect(page.getByTestId('gateway-sn').first()).toBeVisible();
    for (const control of gatewayControls) await expect(page.getByTestId(control)).toHaveCount(0);
    await openFirstGateway(page);
    for (const control of gatewayControls) await expect(page.getByTestId(control)).toHaveCount(0);
    await page.screenshot(shot(`abilities-${viewer.name}-gateway`));
    await openFirstInverter(page);
    for (const control of inverterControls) await expect(page.getByTestId(control)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.screenshot(shot(`abilities-${viewer.name}-inverter`));
  });
}

test('the installer sees the same gateway and inverter controls', async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await openFirstGateway(page);
  await expect(page.getByTestId('gateway-restart')).toBeVisible();
  await openFirstInverter(page);
  await expect(page.getByTestId('inverter-boot')).toBeVisible();
  await expect(page.getByTestId('alias-button')).toBeVisible();
});
