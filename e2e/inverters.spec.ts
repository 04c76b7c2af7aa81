import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from './support/sign-in.ts';
import { confirmPopup } from './support/confirm.ts';

/**
 * Inverters and meters (issue 17): from a plant's overview the installer opens the hybrid
 * inverter the demo simulator feeds, reads its PV strings and AC phases, its families and charts,
 * picks custom chart parameters, then opens the plant's meter; the inverter list filters and
 * counts. Screenshots go to docs/screenshots.
 */

const shots = new URL('../docs/screenshots/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });

async function openOverview(page: Page, plantName: string) {
  await page.getByTestId('menu-plants').click();
  await page.getByTestId('plant-search').fill(plantName);
  await page.getByTestId('plant-search').press('Enter');
  await page.getByTestId('plant-name').getByText(plantName).click();
  await expect(page.getByTestId('plant-devices')).toBeVisible();
}

test('installer opens an inverter from the overview: its strings, phases, families and charts; then the meter', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signIn(page, demo.installer.account, demo.installer.password);
  await openOverview(page, 'Maple Street Home');

  const devices = page.getByTestId('plant-devices');
  await devices.getByRole('link', { name: 'Hybrid inverter 2304120011' }).click();
  await expect(page).toHaveURL(/\/device\/inverter\/2304120011$/);
  await expect(page.getByTestId('inverter-title')).toBeVisible();
  await expect(page.getByTestId('device-plant-link')).toHaveText(/Maple Street Home/);
  await expect(page.getByTestId('device-gateway-link')).toContainText('SFGW23040011');
  await expect(page.getByTestId('inverter-overview')).toContainText('Single-phase LV hybrid');

  // The simulator's readings: each PV string's voltage and each AC phase's power are numbers.
  const strings = page.getByTestId('pv-inputs');
  await expect(strings.locator('tbody tr')).toHaveCount(2);
  await expect(strings.locator('tbody tr').first()).toContainText('PV1');
  await expect(strings.locator('tbody tr').first().locator('td').nth(1)).toHaveText(/^\d/, {
    timeout: 120_000,
  });
  await expect(page.getByTestId('ac-output').locator('tbody tr').first().locator('td').nth(3)).toHaveText(
    /^-?\d/,
  );
  await expect(page.getByTestId('inverter-flow')).toBeVisible();

  // Families: the battery's values now.
  const families = page.getByTestId('inverter-families');
  await families.getByRole('tab', { name: 'Battery' }).click();
  await expect(page.getByTestId('family-battery')).toContainText('Battery SOC');

  // Charts: today's power curve (once the first 5-minute bucket is folded) and the month's bars.
  await expect(
    page.getByTestId('inverter-power-curve').or(page.getByTestId('inverter-power-curve-empty')),
  ).toBeVisible();
  // The simulator reports every few minutes; the first 5-minute bucket is folded after it.
  await expect(page.getByTestId('inverter-power-curve')).toBeVisible({ timeout: 240_000 });
  await page.screenshot({ path: `${shots}inverter-detail.png`, fullPage: true });

  // Custom chart: two parameters, saved for the user.
  const picker = page.getByTestId('custom-params');
  await picker.click();
  for (const name of ['PV1 voltage', 'Battery SOC']) {
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Escape');
  await expect(picker).toContainText('PV1 voltage');
  await page.getByTestId('custom-save').click();
  await expect(page.getByText('Picks saved')).toBeVisible();
  await expect(page.getByTestId('custom-curve')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('custom-curve').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}inverter-custom-chart.png` });

  // Remote shutdown and boot through the command channel: the command's state follows live.
  // The newest confirmation is the last in the page (the previous one may still be fading out).
  await page.getByTestId('inverter-shutdown').click();
  await confirmPopup(page);
  await expect(page.getByTestId('command-status')).toHaveAttribute('data-state', 'succeeded', {
    timeout: 60_000,
  });
  await page.getByTestId('inverter-boot').click();
  await confirmPopup(page);
  await expect(page.getByTestId('command-status')).toHaveAttribute('data-state', 'succeeded', {
    timeout: 60_000,
  });
  await page.screenshot({ path: `${shots}inverter-boot.png` });

  // Back to the plant, then its meter.
  await page.getByTestId('device-plant-link').click();
  // The overview is kept alive: the one shown is the visible one.
  const overviewDevices = page.locator('[data-testid="plant-devices"]:visible');
  await expect(overviewDevices).toBeVisible();
  await overviewDevices.getByTestId('plant-device-link').filter({ hasText: 'SFMT23041211' }).click();
  await expect(page).toHaveURL(/\/device\/meter\/SFMT23041211$/);
  await expect(page.getByTestId('meter-title')).toHaveText('Grid meter');
  await expect(page.getByTestId('meter-phases').locator('tbody tr').first().locator('td').nth(1)).toHaveText(
    /^\d/,
    {
      timeout: 60_000,
    },
  );
  await expect(page.getByTestId('meter-values')).toContainText('Grid frequency');
  await page.screenshot({ path: `${shots}meter-detail.png`, fullPage: true });
});

test('installer filters the inverter list by status and keyword', async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/device/inverter');
  const table = page.getByTestId('inverters-table');
  await expect(table.getByTestId('inverter-link').first()).toBeVisible();
  await expect(page.getByTestId('status-count-all')).toHaveText(/^[1-9]/);
  await page.getByTestId('inverters-search').fill('Maple');
  await page.getByTestId('inverters-search').press('Enter');
  await expect(table.getByTestId('inverter-link')).toHaveCount(1);
  await expect(table).toContainText('Maple Street Home');
  await page.screenshot({ path: `${shots}inverters-list.png` });
  await table.getByTestId('inverter-link').click();
  await expect(page.getByTestId('inverter-title')).toBeVisible();
});
