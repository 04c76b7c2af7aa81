import { expect, test } from '@playwright/test';
import type { TCampaign } from '@sunfleet/contract/campaigns';
import type { TFirmware } from '@sunfleet/contract/firmware';
import { ports } from './playwright.config.ts';
import { apiAs } from './support/api.ts';
import { publishImage } from './support/firmware-library.ts';
import { demo, signIn } from './support/sign-in.ts';
import { startSimulatedGateways } from './support/simulated-gateways.ts';
import { rolloutGateways } from './support/spare-gateways.ts';

/**
 * A staged firmware rollout (issue 22 item 4, ADR 0046/0047): the platform administrator publishes
 * a gateway image and rolls it out to four simulated gateways, a canary wave of two first. The
 * first gateway's download arrives corrupted (the simulator's injected `badChecksum`), so once
 * both canaries executed, one of two failed — above the 40 % the halt rule allows — and the
 * campaign halts before the rest is touched. The administrator sees why, resumes, and the
 * remaining gateways upgrade until the campaign completes.
 */

const shots = new URL('../docs/screenshots', import.meta.url).pathname;
const stamp = Date.now();
const version = `V3_${stamp}`;
const [failing] = rolloutGateways;

test('an administrator rolls a gateway image out, sees it halt on the failing canary, resumes and it completes', async ({
  page,
  request,
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

    // The rollout's options are its own: the batch upgrade button takes the defaults.
    const api = await apiAs(request, demo.admin.account, demo.admin.password);
    const offered = await api.get<TFirmware[]>('/api/v1/firmware', { sn: rolloutGateways[1]!.sn });
    const image = offered.data.find((each) => each.softwareVersion === version);
    expect(image, 'the new image is offered to the rollout gateways').toBeDefined();
    const started = await api.post<TCampaign>('/api/v1/campaigns/upgrade', {
      selection: { sns: rolloutGateways.map((gateway) => gateway.sn) },
      firmwareId: image!.id,
      name: `Gateways to ${version}`,
      firstWave: { size: 2 },
      perMinute: 60,
      halt: { failurePercent: 40, minExecuted: 2 },
    });
    expect(started.code, started.msg).toBe(0);

    await page.goto(`/campaigns/${started.data.id}`);
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
