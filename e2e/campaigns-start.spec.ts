import { expect, test } from '@playwright/test';
import { demo, signIn } from './support/sign-in.ts';
import { confirmPopup } from './support/confirm.ts';

/**
 * Starting a campaign from a list (issue 21's start screen, docs/adr/0047): the installer opens a
 * settings campaign from the inverter list, targets the demo's Deye hybrids by filter, sees the
 * server's preview count, sets a canary wave of one, pace and halt rule, confirms, and watches the
 * campaign release its canary and then the rest until every inverter confirmed.
 */

const shots = new URL('../docs/screenshots', import.meta.url).pathname;

test('an installer starts a filtered settings campaign with a canary wave and watches it complete', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/device/inverter');
  await page.getByTestId('inverters-new-campaign').click();
  await expect(page).toHaveURL(/\/campaigns\/new\?kind=settings/);

  // What to write: the export limit of the work-mode page, within every hybrid's rating.
  await page.getByTestId('campaign-settings-page').fill('workMode');
  await page.getByTestId('campaign-settings-field-0').fill('maxSellPower');
  await page.getByTestId('campaign-settings-value-0').fill('3000');

  // Which inverters: a filter the server resolves with the installer's abilities.
  await page.getByTestId('campaign-filter-model').fill('deye_hybrid');
  const count = page.getByTestId('campaign-preview-count');
  await expect(count).toHaveAttribute('data-count', /^[1-9]\d*$/, { timeout: 15_000 });
  const targeted = Number(await count.getAttribute('data-count'));
  await expect(page.getByTestId('campaign-preview').locator('tbody tr.ant-table-row')).toHaveCount(targeted);

  // A canary of one, then the rest; a pace and a halt rule.
  await page.getByTestId('campaign-first-wave-by').getByText('Devices').click();
  await page.getByTestId('campaign-first-wave-size').fill('1');
  await page.getByTestId('campaign-pace').fill('60');
  await page.getByTestId('campaign-halt-percent').fill('50');
  await page.getByTestId('campaign-halt-min').fill('2');
  await page.screenshot({ path: `${shots}/campaign-start.png`, fullPage: true });

  await page.getByTestId('campaign-start-submit').click();
  await confirmPopup(page);
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('campaign-progress')).toBeVisible();
  await expect(page.getByText('First wave: 1 devices')).toBeVisible();
  await expect(page.getByTestId('campaign-state')).toHaveAttribute('data-state', 'completed', {
    timeout: 180_000,
  });
  await expect(page.getByTestId('campaign-count-succeeded')).toContainText(String(targeted));
  await expect(page.getByText('Wave 2 of 2')).toBeVisible();
  await page.screenshot({ path: `${shots}/campaign-start-completed.png`, fullPage: true });

  // The per-device history downloads as CSV.
  const download = page.waitForEvent('download');
  await page.getByTestId('campaign-history-csv').click();
  expect((await download).suggestedFilename()).toMatch(/^campaign-settings-.*\.csv$/);
});
