// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TFirmware } from '@sunfleet/contract/firmware';
import type { TPermission } from '@sunfleet/contract/permissions';
import { renderInApp, stubApi } from '@/test/render';
import { CampaignStartPage } from './campaign-start-page.tsx';

const image: TFirmware = {
  id: '00000000-0000-4000-8000-0000000000f1',
  kind: 'gateway',
  brand: 'Sunfleet',
  productName: 'SG-1',
  epn: 'EPN-1',
  typeId: null,
  primaryLabel: null,
  secondaryLabel: null,
  hardwareVersion: 'H2',
  softwareVersion: 'V2.1.0',
  upgradeMode: 'iap',
  fileName: 'sg1.bin',
  size: 1024,
  sha256: 'ab'.repeat(32),
  changeLog: '',
  fromVersionMin: '',
  fromVersionMax: '',
  allowDowngrade: false,
  enabled: true,
  publishedAt: '2026-11-20T08:00:00.000Z',
  creator: 'admin',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  isOwned: true,
};
const campaignId = '00000000-0000-4000-8000-0000000000c1';
const replies = {
  '/api/v1/plants': { infos: [], total: 0 },
  '/api/v1/firmware/gateway/page': { infos: [image], total: 1 },
  '/api/v1/campaigns/preview': { total: 3, withoutAbility: 1, infos: [] },
  '/api/v1/campaigns/upgrade': { id: campaignId },
};

async function renderStart(permissions: TPermission[]) {
  const calls = stubApi(replies);
  const rendered = await renderInApp(
    <Routes>
      <Route path="/" element={<CampaignStartPage />} />
      <Route path="/campaigns/:id" element={<p>campaign page</p>} />
    </Routes>,
    { permissions },
  );
  return { calls, ...rendered };
}

const kindNames = () =>
  within(screen.getByTestId('campaign-kind'))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

async function chooseImage() {
  fireEvent.mouseDown(within(screen.getByTestId('campaign-image')).getByRole('combobox'));
  fireEvent.click(
    await screen.findByText('V2.1.0 · SG-1 · HW H2 · published 2026-11-20', {
      selector: '.ant-select-item-option-content',
    }),
  );
}

/** Start, and confirm (fireEvent rather than user-event: antd's form re-renders whole on each). */
async function confirmStart() {
  await waitFor(() =>
    expect(screen.getByTestId('campaign-start-submit').hasAttribute('disabled')).toBe(false),
  );
  fireEvent.click(screen.getByTestId('campaign-start-submit'));
  const confirms = await screen.findAllByRole('button', { name: 'OK' });
  fireEvent.click(confirms.at(-1)!);
}

const typeIn = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

// The form is walked through three times, each antd select and popconfirm in jsdom: more than the
// default 5 s on a shared machine.
describe('CampaignStartPage, the upgrade kind', { timeout: 180_000 }, () => {
  it('is hidden from a user without an upgrade permission', async () => {
    await renderStart(['gateway.restart', 'inverter.setting']);
    expect(kindNames()).toEqual(['Restart', 'Settings write']);
  });

  it('offers only the families whose upgrade permission the user holds', async () => {
    await renderStart(['gateway.upgrade']);
    expect(kindNames()).toEqual(['Remote upgrade']);
    const families = within(screen.getByTestId('campaign-upgrade-family')).getAllByRole('radio');
    expect(families.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Gateways (their own firmware)',
    ]);
  });

  it("says the picker needs the library's view instead of offering an empty list", async () => {
    const { calls } = await renderStart(['gateway.upgrade']);
    expect(
      await screen.findByText(/Choosing an image needs the firmware library's view permission/),
    ).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/v1/firmware'))).toBe(false);
  });

  it('asks for an image and a valid window before it sends anything, then starts the rollout and opens it', async () => {
    const { calls } = await renderStart(['gateway.upgrade', 'inverter.upgrade', 'firmware.gateway.view']);
    typeIn('campaign-filter-model', 'SG-1');
    await screen.findByText('3 devices will be targeted');
    expect(screen.getByText('1 you may not act on are left out')).toBeTruthy();
    const starts = () => calls.filter((call) => call.path === '/api/v1/campaigns/upgrade');

    // No image chosen: the form's own rule.
    await confirmStart();
    expect(await screen.findByText('Choose the image to roll out')).toBeTruthy();
    expect(starts()).toEqual([]);

    // A window that starts and ends at the same time: the contract's refusal, beside the field.
    await chooseImage();
    fireEvent.click(screen.getByTestId('campaign-window'));
    // The spec's 24-hour text, never the browser's time input (12-hour in English).
    expect(screen.getByTestId('campaign-window-start').getAttribute('type')).toBe('text');
    typeIn('campaign-window-start', '02:00');
    typeIn('campaign-window-end', '02:00');
    typeIn('campaign-halt-min', '3');
    await confirmStart();
    expect(await screen.findByText('Invalid value')).toBeTruthy();
    expect(starts()).toEqual([]);

    typeIn('campaign-window-end', '04:30');
    await confirmStart();
    expect(await screen.findByText('campaign page')).toBeTruthy();
    expect(starts()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/campaigns/upgrade',
        body: {
          selection: { filter: { model: 'SG-1' } },
          firmwareId: image.id,
          name: '',
          firstWave: { percent: 10 },
          perMinute: 600,
          halt: { failurePercent: 20, minExecuted: 3 },
          window: { start: '02:00', end: '04:30' },
        },
      },
    ]);
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/v1/campaigns/preview',
      body: { kind: 'upgrade', family: 'gateway', selection: { filter: { model: 'SG-1' } } },
    });
  });
});
