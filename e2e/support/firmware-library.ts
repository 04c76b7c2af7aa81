import { expect, type Page } from '@playwright/test';

/** Bytes no file-type sniffer recognises, as a firmware image is; `seed` makes each image its own. */
export const imageBytes = (size: number, seed = 7) =>
  Buffer.from(Array.from({ length: size }, (_, index) => (index * 31 + seed) % 251));

/**
 * Uploads an image to a firmware library (`/firmware/inv` or `/firmware/gate`) as the signed-in
 * user, and publishes it: enabled after the confirmation that a published image never changes.
 */
export async function publishImage(
  page: Page,
  image: { library: 'inv' | 'gate'; fileName: string; version: string; changeLog: string; seed?: number },
) {
  await page.goto(`/firmware/${image.library}`);
  await page.getByTestId('firmware-add').click();
  await page.locator('input[type=file]').setInputFiles({
    name: image.fileName,
    mimeType: 'application/octet-stream',
    buffer: imageBytes(30_000, image.seed),
  });
  await page.getByTestId('firmware-version').fill(image.version);
  await page.getByTestId('firmware-change-log').fill(image.changeLog);
  await page.getByTestId('firmware-save').click();
  const row = page.getByTestId('firmware-table').locator('tr', { hasText: image.fileName });
  await expect(row).toBeVisible();
  await row.getByTestId('firmware-row-enable').click();
  // The confirmation opens with an animation; a click before it settles is lost.
  await expect(page.locator('.ant-modal-confirm')).toContainText('never change');
  await page.getByTestId('firmware-enable-confirm').click();
  await expect(row.getByTestId('firmware-row-enable')).toHaveAttribute('aria-checked', 'true');
}
