import { expect, test } from '@playwright/test';
import { publishImage } from './support/firmware-library.ts';
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
  await publishImage(page, {
    library: 'inv',
    fileName,
    version,
    changeLog: 'Smoother MPPT tracking at dawn',
  });

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
