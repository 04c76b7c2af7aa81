import { expect, test } from '@playwright/test';
import { demo, signIn } from './support/sign-in.ts';

/**
 * A remote upgrade end to end (issue 22, ADR 0046): the platform administrator uploads and
 * publishes an inverter image, opens a simulated inverter, picks the image among those offered to
 * it, and follows the upgrade live — file, flash, verification — until the inverter is back on
 * the new version and the page says success. The owner sees no upgrade button.
 */

const shots = 'docs/screenshots';
const stamp = Date.now();
const version = `V2_${stamp}`;
const fileName = `e2e_inv_${stamp}.bin`;
// The demo's three-phase hybrid: its gateway has no incident in the demo's day.
const inverterSn = '2402200022';

test('an administrator upgrades a simulated inverter to a newly uploaded image and sees success', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, demo.admin.account, demo.admin.password);
  await page.goto('/firmware/inv');
  await page.getByTestId('firmware-add').click();
  await page.locator('input[type=file]').setInputFiles({
    name: fileName,
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(Array.from({ length: 30_000 }, (_, index) => (index * 31 + 7) % 251)),
  });
  await page.getByTestId('firmware-version').fill(version);
  await page.getByTestId('firmware-change-log').fill('Smoother MPPT tracking at dawn');
  await page.getByTestId('firmware-save').click();
  const row = page.getByTestId('firmware-table').locator('tr', { hasText: fileName });
  await expect(row).toBeVisible();
  await row.getByTestId('firmware-row-enable').click();
  // The confirmation opens with an animation; a click before it settles is lost.
  await expect(page.locator('.ant-modal-confirm')).toContainText('never change');
  await page.getByTestId('firmware-enable-confirm').click();
  await expect(row.getByTestId('firmware-row-enable')).toHaveAttribute('aria-checked', 'true');

  await page.goto(`/device/inverter/${inverterSn}`);
  await page.getByTestId('remote-upgrade').click();
  const offered = page.getByTestId('upgrade-images').locator('tr', { hasText: version });
  await expect(offered).toBeVisible();
  await offered.locator('input[type=radio]').check();
  await page.screenshot({ path: `${shots}/upgrade-picker.png` });
  await page.getByTestId('upgrade-start').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(new RegExp(`/device/inverter/${inverterSn}/upgrade`));
  await expect(page.getByTestId('upgrade-to')).toHaveText(version);
  await expect(page.getByTestId('upgrade-state')).toHaveText(/Sending file|Upgrading|Downloading file/, {
    timeout: 30_000,
  });
  await page.screenshot({ path: `${shots}/upgrade-progress.png`, fullPage: true });
  await expect(page.getByTestId('upgrade-state')).toHaveText('Success', { timeout: 110_000 });
  await page.screenshot({ path: `${shots}/upgrade-success.png`, fullPage: true });
});

test('an owner sees no remote upgrade on their inverter', async ({ page }) => {
  await signIn(page, demo.owner.account, demo.owner.password);
  await page.goto('/device/inverter');
  await page.getByTestId('app-shell').waitFor();
  const first = page.locator('a[href^="/device/inverter/"]').first();
  await first.click();
  await expect(page.getByTestId('inverter-title')).toBeVisible();
  await expect(page.getByTestId('remote-upgrade')).toHaveCount(0);
});
