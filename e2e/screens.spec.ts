import { expect, test } from '@playwright/test';
import { demo, readIn, signIn } from './support/sign-in.ts';

// Pictures of the main screens for people to look at (not compared by the test).
const shot = (name: string) => ({ path: `/tmp/sunfleet-e2e/screens/${name}.png` });

test('screens: login, shell in dark and light, personal settings', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-submit').waitFor();
  await page.screenshot(shot('login'));

  await signIn(page, demo.installer.account, demo.installer.password);
  await page.waitForLoadState('networkidle');
  await page.screenshot(shot('shell-dark'));

  await page.getByTestId('theme-switch').click();
  // Let the colour transition and the switch's tooltip finish before the picture.
  await page.mouse.move(600, 600);
  await page.waitForTimeout(600);
  await page.screenshot(shot('shell-light'));
  await page.getByTestId('theme-switch').click();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-personal-settings').click();
  await page.getByTestId('profile-card').waitFor();
  await page.screenshot(shot('personal-settings'));
});

test('a Spanish menu label fits before its submenu arrow: the short label, not the page title', async ({
  page,
}) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await readIn(page, 'es');
  const label = page.getByTestId('menu-demandResponse');
  await expect(label).toHaveText('Gestión demanda');
  const arrow = page.locator('.ant-menu-submenu-title', { has: label }).locator('.ant-menu-submenu-arrow');
  const [labelBox, arrowBox] = await Promise.all([label.boundingBox(), arrow.boundingBox()]);
  expect((labelBox?.x ?? 0) + (labelBox?.width ?? 0)).toBeLessThanOrEqual(arrowBox?.x ?? 0);
  await expect(label).toHaveAttribute('title', 'Gestión demanda');
  await page.getByTestId('side-menu').screenshot(shot('side-menu-es'));
});
