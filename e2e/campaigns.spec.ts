import { expect, test } from '@playwright/test';
import { demoFleet } from '@sunfleet/contract/demo-fleet';
import { demo, signIn } from './support/sign-in.ts';
import { confirmPopup } from './support/confirm.ts';

/**
 * Campaigns end to end (docs/adr/0040): the installer restarts demo gateways from the gateway
 * list, lands on the campaign's page and watches it run live until every gateway confirmed.
 */

const shots = new URL('../docs/screenshots', import.meta.url).pathname;
const bound = demoFleet.plants.filter((plant) => !plant.isSpare).map((plant) => plant.gateway.sn);

test('an installer restarts gateways as a campaign and follows it live to completion', async ({ page }) => {
  test.slow();
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/device/gateway/list');
  // The demo's gateways on one page, whatever other tests imported.
  await page.getByTestId('gateway-search').fill('SFGW');
  await page.getByTestId('gateway-search').press('Enter');
  await expect(page.getByTestId('gateway-sn')).toHaveCount(demoFleet.plants.length);
  for (const sn of bound.slice(0, 3))
    await page.getByTestId(`gateway-row-${sn}`).locator('.ant-checkbox-input').check();
  await page.getByTestId('gateway-batch-restart').click();
  await confirmPopup(page);
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('campaign-progress')).toBeVisible();
  await expect(page.getByTestId('campaign-targets')).toContainText(bound[0]!);
  await page.screenshot({ path: `${shots}/campaign-running.png`, fullPage: true });
  await expect(page.getByTestId('campaign-state')).toHaveAttribute('data-state', 'completed', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('campaign-count-succeeded')).toContainText('3');
  await page.screenshot({ path: `${shots}/campaign-completed.png`, fullPage: true });
  await page.goto('/log/campaigns');
  await expect(page.getByTestId('campaigns')).toContainText('Restart');
});
