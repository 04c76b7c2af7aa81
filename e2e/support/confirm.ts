import { expect, type Page } from '@playwright/test';

/**
 * Confirms the open Popconfirm with its OK. On a loaded machine a click could land while the
 * popup was still zooming in and be lost, leaving it open (CI of stop 28): the click is repeated
 * until the popup closes, and never once it is closing, so an action is confirmed once.
 */
export async function confirmPopup(page: Page) {
  const open = page.locator('.ant-popconfirm:not(.ant-popover-hidden):not(.ant-zoom-big-leave)');
  await expect(open.last()).toBeVisible();
  await expect(async () => {
    if ((await open.count()) === 0) return;
    await open.last().getByRole('button', { name: 'OK' }).click({ timeout: 5_000 });
    await expect(open).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
