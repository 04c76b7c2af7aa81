import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { demo, signIn } from './support/sign-in.ts';

/**
 * The firmware library (issue 22): the platform administrator uploads a gateway image, sees the
 * SHA-256 the server computed, publishes it after a confirmation, and the public release log on
 * /firmwareLogging shows it; a company installer reads the platform's image but cannot change it.
 */

const shots = 'docs/screenshots';
const stamp = Date.now();
const version = `V${stamp}`;
const fileName = `e2e_gw_${stamp}.bin`;
const content = Buffer.alloc(4096, 0x5a);
const sha256 = createHash('sha256').update(content).digest('hex');

test('an administrator uploads a gateway image, sees its SHA-256, publishes it and finds it in the release log', async ({
  page,
}) => {
  await signIn(page, demo.admin.account, demo.admin.password);
  await page.goto('/firmware/gate');
  await page.getByTestId('firmware-add').click();

  // The dialog checks with the contract's rules before anything is sent.
  await page.locator('input[type=file]').setInputFiles({
    name: 'bad name.bin',
    mimeType: 'application/octet-stream',
    buffer: content,
  });
  await expect(page.locator('.ant-modal')).toContainText('Please input legal content');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: fileName, mimeType: 'application/octet-stream', buffer: content });
  await expect(page.getByTestId('firmware-file-name')).toHaveText(fileName);
  await page.getByTestId('firmware-version').fill('V1.0');
  await page.getByTestId('firmware-product').click();
  await expect(page.locator('.ant-modal')).toContainText('Please input legal content');
  await page.getByTestId('firmware-version').fill(version);
  await page.getByTestId('firmware-hardware').fill('H1');
  await page.getByTestId('firmware-product').fill('SF-GW');
  await page.getByTestId('firmware-change-log').fill('Faster reconnect after a broker restart');
  await page.screenshot({ path: `${shots}/firmware-upload.png` });
  await page.getByTestId('firmware-save').click();

  const row = page.getByTestId('firmware-table').locator('tr', { hasText: fileName });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('firmware-row-sha256')).toContainText(sha256.slice(0, 12));
  await row.getByTestId('firmware-row-enable').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('never change');
  await page.getByTestId('firmware-enable-confirm').click();
  await expect(row.getByTestId('firmware-row-enable')).toHaveAttribute('aria-checked', 'true');
  await expect(row).toContainText('Published');
  await page.screenshot({ path: `${shots}/firmware-gateway-library.png`, fullPage: true });

  // A published image keeps its bytes: the edit dialog locks the file and the version.
  await row.getByTestId('firmware-row-edit').click();
  await expect(page.getByTestId('firmware-version')).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.goto('/firmwareLogging');
  const release = page.getByTestId('firmware-release').filter({ hasText: version });
  await expect(release).toContainText('Faster reconnect after a broker restart');
  await expect(release).toContainText(sha256);
  await page.screenshot({ path: `${shots}/firmware-release-log.png`, fullPage: true });
});

test('an installer manages inverter-type labels and reads the platform images without changing them', async ({
  page,
}) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/firmware/inv');
  await page.getByTestId('type-add').click();
  await page.getByTestId('type-name').fill(`Hybrid ${stamp % 10000}`);
  await page.getByTestId('type-save').click();
  await expect(page.getByTestId('type-node').filter({ hasText: `Hybrid ${stamp % 10000}` })).toBeVisible();
  await page.screenshot({ path: `${shots}/firmware-inverter-library.png`, fullPage: true });

  await page.goto('/firmware/gate');
  const row = page.getByTestId('firmware-table').locator('tr', { hasText: 'SF-GW' }).first();
  await expect(row).toContainText('Platform');
  await expect(row.getByTestId('firmware-row-enable')).toBeDisabled();
});
