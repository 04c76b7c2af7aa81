import { expect, test } from '@playwright/test';
import { ports } from './playwright.config.ts';
import { publishImage } from './support/firmware-library.ts';
import { demo, signIn } from './support/sign-in.ts';
import { startSimulatedGateways } from './support/simulated-gateways.ts';
import { rolloutGateways } from './support/spare-gateways.ts';
import { confirmPopup } from './support/confirm.ts';

/**
 * A staged firmware rollout (issue 22 item 4, ADR 0046/0047): the platform administrator publishes
 * a gateway image and rolls it out from the campaign screen to four simulated gateways, a canary
 * wave of two first. The first gateway's download arrives corrupted (the simulator's injected
 * `badChecksum`), so once both canaries executed, one of two failed — above the 40 % the halt rule
 * allows — and the campaign halts before the rest is touched. The administrator sees why, resumes, and the
 * remaining gateways upgrade until the campaign completes.
 */

const shots = new URL('../docs/screenshots', import.meta.url).pathname;
const stamp = Date.now();
const version = `V3_${stamp}`;
const [failing] = rolloutGateways;

test('an administrator rolls a gateway image out, sees it halt on the failing canary, resumes and it completes', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stopSimulator = startSimulatedGateways({
    brokerUrl: `mqtt://127.0.0.1:${ports.mqtt}`,
    gateways: rolloutGateways,
    faults: { [failing!.sn]: 'badChecksum' },
  });
  try {
    await signIn(page, demo.admin.account, demo.admin.password);
    await publishImage(page, {
      library: 'gate',
      fileName: `e2e_gw_${stamp}.bin`,
      version,
      changeLog: 'Faster reconnect after a cellular drop',
      seed: 13,
    });

    // The rollout starts on the campaign screen with the four gateways chosen, as the gateway
    // list's "New campaign" hands them over: the image, a canary wave of two, pace and halt rule.
    const sns = rolloutGateways.map((gateway) => gateway.sn).join(',');
    await page.goto(`/campaigns/new?kind=upgrade&sns=${sns}`);
    await page.getByTestId('campaign-upgrade-family').getByText('Gateways (their own firmware)').click();
    await page.getByTestId('campaign-image').click();
    await page.locator('.ant-select-item-option', { hasText: version }).click();
    await expect(page.getByTestId('campaign-preview-count')).toHaveAttribute('data-count', '4', {
      timeout: 15_000,
    });
    await page.getByTestId('campaign-first-wave-by').getByText('Devices').click();
    await page.getByTestId('campaign-first-wave-size').fill('2');
    await page.getByTestId('campaign-pace').fill('60');
    await page.getByTestId('campaign-halt-percent').fill('40');
    await page.getByTestId('campaign-halt-min').fill('2');
    await page.screenshot({ path: `${shots}/campaign-start-upgrade.png`, fullPage: true });
    await page.getByTestId('campaign-start-submit').click();
    await confirmPopup(page);
    await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);

    const state = page.getByTestId('campaign-state');
    await expect(state).toHaveAttribute('data-state', 'halted', { timeout: 120_000 });
    await expect(page.getByTestId('campaign-halted')).toContainText('1 of 2 failed');
    await expect(page.getByTestId('campaign-count-failed')).toContainText('1');
    await expect(page.getByTestId('campaign-count-succeeded')).toContainText('1');
    await expect(page.getByTestId('campaign-targets')).toContainText('Checksum mismatch');
    await page.screenshot({ path: `${shots}/rollout-halted.png`, fullPage: true });

    await page.getByTestId('campaign-resume').click();
    await expect(state).toHaveAttribute('data-state', 'completed', { timeout: 120_000 });
    await expect(page.getByTestId('campaign-count-succeeded')).toContainText('3');
    await expect(page.getByTestId('campaign-count-failed')).toContainText('1');
    await expect(page.getByText('Wave 2 of 2')).toBeVisible();
    await page.screenshot({ path: `${shots}/rollout-resumed-completed.png`, fullPage: true });
  } finally {
    await stopSimulator();
  }
});
