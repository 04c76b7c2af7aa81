import { expect, type Page } from '@playwright/test';

/**
 * Opens a page through a submenu as a user does: the group is opened unless its entry already
 * shows (a second click would close it again), then the entry is clicked once it is visible — a
 * click during the submenu's opening animation can land on nothing on a busy machine.
 */
export async function openFromMenu(page: Page, group: string, entry: string) {
  const item = page.getByTestId(`menu-${entry}`);
  if (!(await item.isVisible())) await page.getByTestId(`menu-${group}`).click();
  await expect(item).toBeVisible();
  await item.click();
}
