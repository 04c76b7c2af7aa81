import { expect, test } from '@playwright/test';
import { demoFleet } from '@sunfleet/contract/demo-fleet';
import type { TPage } from '@sunfleet/contract/paging';
import type { TEnergyFlow, TPlantListItem } from '@sunfleet/contract/plants';
import type { TSettingsRead, TSettingsSupport } from '@sunfleet/contract/settings';
import { apiAs } from './support/api.ts';
import { demo, signIn } from './support/sign-in.ts';

/** The demo's Deye hybrids: a single-phase one in New York, a three-phase one in Madrid. */
const hybrids = [
  { plant: 'Maple Street Home', tab: 'workMode' },
  { plant: 'Harbour View Residence', tab: 'workMode' },
] as const;

test('an installer reads an inverter’s settings, lowers its export limit and sees the export follow', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demo.installer.account, demo.installer.password);
  const plants = (await api.get<TPage<TPlantListItem>>('/api/v1/plants', { size: 50 })).data.infos;
  const flows = await Promise.all(
    hybrids.map(async (hybrid) => {
      const plant = plants.find((candidate) => candidate.name === hybrid.plant)!;
      const flow = (await api.get<TEnergyFlow>(`/api/v1/plant/energy/${plant.id}/flow`)).data;
      return { ...hybrid, plant, exportW: Math.max(0, -(flow.grid ?? 0) * 1000) };
    }),
  );
  // The one exporting most now (the other may be in its night).
  const chosen = flows.sort((a, b) => b.exportW - a.exportW)[0]!;
  const devices = (
    await api.get<TPage<{ sn: string; kind: string }>>(`/api/v1/plant/${chosen.plant.id}/devices`, {
      size: 50,
    })
  ).data.infos;
  const inverter = devices.find((device) => device.kind.includes('Hybrid'))!;

  // From the plant's overview to the inverter, and from there to its settings.
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.getByTestId('menu-plants').click();
  await page.getByTestId('plant-search').fill(chosen.plant.name);
  await page.getByTestId('plant-search').press('Enter');
  await page.getByTestId('plant-name').getByText(chosen.plant.name).click();
  await page.getByTestId('plant-devices').locator(`a[href="/device/inverter/${inverter.sn}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/device/inverter/${inverter.sn}$`));
  await page.getByTestId('inverter-settings').click();
  await expect(page).toHaveURL(new RegExp(`/device/setting\\?sn=${inverter.sn}$`));
  await expect(page.getByTestId('settings-tabs')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId(`settings-tab-${chosen.tab}`).click();
  const limit = page.getByTestId('setting-maxSellPower');
  await expect(limit).toBeVisible();
  await page.screenshot({ path: '/tmp/sunfleet-e2e/screenshots/settings-read.png', fullPage: true });

  // A value beyond the model's range is refused in the form, before anything is sent.
  await limit.fill('99999');
  await page.getByTestId(`settings-save-${chosen.tab}`).click();
  await expect(page.getByText(/Max sell power: at most/)).toBeVisible();

  const cap = 200;
  await limit.fill(String(cap));
  await page.getByTestId(`settings-save-${chosen.tab}`).click();
  await expect(page.getByTestId('result-maxSellPower')).toHaveText(/Confirmed/, { timeout: 60_000 });
  await page.screenshot({ path: '/tmp/sunfleet-e2e/screenshots/settings-confirmed.png', fullPage: true });

  // The device holds it: read again through the family's own path.
  const support = await api.get<TSettingsSupport>(`/api/v1/inverter/setting/${inverter.sn}/support`);
  const held = await api.get<TSettingsRead>(`/api/v1${support.data.readPath}`);
  expect(held.data.values.maxSellPower).toBe(cap);

  // The next uploads carry the capped export (the demo uploads every minute).
  await expect
    .poll(
      async () => {
        const flow = (await api.get<TEnergyFlow>(`/api/v1/plant/energy/${chosen.plant.id}/flow`)).data;
        return Math.max(0, -(flow.grid ?? 0) * 1000);
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBeLessThanOrEqual(cap + 1);
});

test('the settings screen without an SN offers a picker; a model without settings names itself and leads back', async ({
  page,
}) => {
  const sofar = demoFleet.plants
    .flatMap((plant) => plant.gateway.devices)
    .find((device) => device.dictionaryId === 'sofar_lsw3')!;
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/device/setting');
  await page.getByTestId('settings-sn').click();
  await page.keyboard.type(sofar.sn);
  await page.screenshot({ path: '/tmp/sunfleet-e2e/screenshots/settings-picker.png' });
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: sofar.sn })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/device/setting\\?sn=${sofar.sn}$`));
  const unsupported = page.getByTestId('settings-unsupported');
  await expect(unsupported).toContainText('Sofar KTL-X three-phase string inverter');
  await page.screenshot({ path: '/tmp/sunfleet-e2e/screenshots/settings-brand-not-supported.png' });
  await page.getByTestId('settings-back-to-inverter').click();
  await expect(page).toHaveURL(new RegExp(`/device/inverter/${sofar.sn}$`));
  await page.goBack();
  await page.getByTestId('settings-back-to-list').click();
  await expect(page).toHaveURL(/\/device\/inverter$/);
});
