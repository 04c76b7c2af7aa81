import { expect, test } from '@playwright/test';
import { demoAlarm } from './support/demo-alarm.ts';
import { demo, signIn } from './support/sign-in.ts';
import { openFromMenu } from './support/menu.ts';

const shot = (name: string) => ({ path: `../docs/screenshots/${name}.png`, fullPage: true });
/** ECharts draws its lines in over a second; the screenshots show them drawn. */
const chartsDrawn = 1500;

test('an installer opens a battery and its slave packs, the weakest marked', async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await openFromMenu(page, 'devices', 'batteries');
  await expect(page).toHaveURL(/\/device\/battery$/);
  await page.getByTestId(`device-link-${demoAlarm.sn}`).click();
  await expect(page).toHaveURL(new RegExp(`/device/battery/${demoAlarm.sn}$`));

  // The simulator's BMS reports within a few seconds of the api starting.
  await expect(page.getByTestId('battery-system-state')).not.toHaveText('--', { timeout: 45_000 });
  await expect(page.getByTestId('battery-kpi-soc')).toContainText('%');
  const packs = page.getByTestId('battery-packs');
  await expect(packs.locator('[data-testid^="pack-row-"]').first()).toBeVisible({ timeout: 30_000 });
  const rows = await packs.locator('[data-testid^="pack-row-"]').count();
  expect(rows).toBeGreaterThan(1);
  await expect(packs.locator('[data-weakest="true"]')).toHaveCount(1);
  await expect(packs.locator('[data-weakest="true"]')).toContainText('Weakest');
  await expect(page.getByTestId('device-plant-link')).toBeVisible();
  await expect(page.getByTestId('battery-day-curve')).toBeVisible();
  await page.waitForTimeout(chartsDrawn);
  await page.screenshot(shot('battery-detail'));
});

test('an installer acknowledges a battery alarm with a comment on the events screen', async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await openFromMenu(page, 'devices', 'events');
  await expect(page).toHaveURL(/\/device\/event$/);
  await page.getByTestId('events-search').fill(demoAlarm.sn);
  await page.getByTestId('events-search').press('Enter');
  const row = page.getByTestId('events-table').locator('tr', { hasText: demoAlarm.code });
  await expect(row).toContainText('Insulation fault');
  await row.getByRole('button', { name: 'Acknowledge' }).click();
  await page.getByTestId('acknowledge-comment').fill('Insulation tester booked for Monday');
  await page.getByTestId('acknowledge-confirm').click();
  await expect(row).toContainText('Insulation tester booked for Monday');
  await expect(row).toContainText(demo.installer.account);
  await expect(page.getByTestId('acknowledge-comment')).toBeHidden();
  await expect(page.locator('.ant-modal')).toBeHidden();
  await page.screenshot(shot('events-acknowledged'));

  const download = page.waitForEvent('download');
  await page.getByTestId('events-download').click();
  expect((await download).suggestedFilename()).toMatch(/^events-.*\.xlsx$/);
});

test('an installer opens a weather station: readings now, day curve, and an honest forecast', async ({
  page,
}) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await openFromMenu(page, 'devices', 'weatherStations');
  await expect(page).toHaveURL(/\/device\/weather$/);
  await page.getByTestId('device-link-SFWS0033').click();
  await expect(page).toHaveURL(/\/device\/weather\/SFWS0033$/);
  await expect(page.getByTestId('weather-kpi-irradiance')).toContainText('W/m²', { timeout: 45_000 });
  // This machine has no internet: the forecast says so instead of showing nothing.
  await expect(page.getByTestId('weather-forecast')).toContainText(/Forecast unavailable|Now/, {
    timeout: 20_000,
  });
  await page.waitForTimeout(chartsDrawn);
  await page.screenshot(shot('weather-station-detail'));
});
