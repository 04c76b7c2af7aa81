import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from './support/sign-in.ts';

/** The demo fleet (seeded with the demo company) is what these tests look at. */

async function openPlants(page: Page) {
  await page.getByTestId('menu-plants').click();
  await expect(page.getByTestId('plant-table')).toBeVisible();
  await expect(page.getByTestId('plant-name').first()).toBeVisible();
}

test('installer sees the fleet with status counts that filter, a search and the map', async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await openPlants(page);
  const all = Number(await page.getByTestId('status-count-all').innerText());
  expect(all).toBeGreaterThan(0);
  await expect(page.getByText(`${all} plants`)).toBeVisible();

  // Each status card filters the table to as many plants as it counts.
  // The demo's faults move plants between statuses while the test runs: compare the card and the
  // list of one moment, again until they agree.
  for (const status of ['normal', 'offline'] as const) {
    await page.getByTestId(`status-card-${status}`).click();
    await expect(page.getByTestId(`status-card-${status}`)).toHaveAttribute('data-active', 'true');
    await expect(async () => {
      const count = Number(await page.getByTestId(`status-count-${status}`).innerText());
      if (count === 0) await expect(page.getByTestId('plant-name')).toHaveCount(0, { timeout: 2_000 });
      else await expect(page.getByText(new RegExp(`^${count} plants?$`))).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
  await page.getByTestId('status-card-all').click();

  const firstName = await page.getByTestId('plant-name').first().innerText();
  await page.getByTestId('plant-search').fill(firstName.split(' · ')[0] ?? firstName);
  await page.getByTestId('plant-search').press('Enter');
  await expect(page.getByTestId('plant-name')).toHaveCount(1);
  await page.getByTestId('plant-search').fill('');
  await page.getByTestId('plant-search').press('Enter');

  // The demo plants have no position yet: give the first one a place in the edit form.
  await page.getByTestId('action-edit').first().click();
  await expect(page.getByTestId('plant-edit-form')).toBeVisible();
  await page.getByTestId('plant-latitude-input').fill('36.07');
  await page.getByTestId('plant-longitude-input').fill('-79.79');
  if ((await page.getByTestId('plant-price-input').inputValue()) === '')
    await page.getByTestId('plant-price-input').fill('0.15');
  if ((await page.getByTestId('plant-date-input').inputValue()) === '') {
    await page.getByTestId('plant-date-input').fill('2025-06-01');
    await page.getByTestId('plant-date-input').press('Enter');
  } else await page.getByTestId('plant-save').click();
  await expect(page.getByTestId('overview-name')).toBeVisible();
  await openPlants(page);

  // No tile server here: the markers still show on a plain background.
  await page.getByTestId('plant-view-map').click();
  const map = page.getByTestId('plant-map');
  await expect(map).toBeVisible();
  await expect(map.locator('.sunfleet-marker, .sunfleet-cluster').first()).toBeVisible();
  // Every plant has a position, so no note counts plants missing from the map.
  await expect(page.getByTestId('map-unplaced')).toHaveCount(0);
});

test('installer opens a plant overview with energy flow, charts, devices and events', async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await openPlants(page);
  const name = (await page.getByTestId('plant-name').first().innerText()).split(' · ')[0] ?? '';
  await page.getByTestId('plant-name').first().click();
  await expect(page.getByTestId('overview-name')).toHaveText(name);
  await expect(page.getByTestId('kpi-power')).toBeVisible();
  await expect(page.getByTestId('energy-flow').or(page.getByTestId('flow-empty'))).toBeVisible();
  await expect(page.getByTestId('plant-devices')).toBeVisible();
  await expect(page.getByTestId('plant-events')).toBeVisible();
  await page.getByTestId('quick-range-last7Days').click();
  await expect(page.getByTestId('energy-chart')).toBeVisible();
  await page.getByTestId('energy-tab-year').click();
  await expect(page.getByTestId('generation-chart')).toBeVisible();
});

test("installer reads the weather station's humidity, wind direction and today's irradiation on the overview", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, demo.installer.account, demo.installer.password);
  await openPlants(page);
  await page.getByTestId('plant-search').fill('Lakeside School');
  await page.getByTestId('plant-search').press('Enter');
  await page.getByTestId('plant-name').getByText('Lakeside School').click();
  const weather = page.getByTestId('plant-weather');
  // The simulated station (sunfleet_weather) reports every value; the first hour's rollup gives
  // today's irradiation (0 at night in Shanghai, still a number).
  for (const value of ['humidity', 'windDirection', 'irradiationToday', 'windSpeed'])
    await expect(weather.getByTestId(`weather-${value}`).locator('.ant-statistic-content-value')).toHaveText(
      /^\d/,
      { timeout: 120_000 },
    );
  await expect(weather.getByTestId('weather-humidity')).toContainText('%');
  await expect(weather.getByTestId('weather-irradiationToday')).toContainText('kWh/m²');
  await weather.screenshot({ path: '/tmp/sunfleet-e2e/screenshots/overview-weather.png' });
});

test('an owner shares a plant as visitor; the visitor sees it without edit and share', async ({
  page,
  browser,
}) => {
  await signIn(page, demo.owner.account, demo.owner.password);
  await openPlants(page);
  const name = (await page.getByTestId('plant-name').first().innerText()).split(' · ')[0] ?? '';
  await page.getByTestId('action-more').first().click();
  await page.getByTestId('action-share').click();
  await page.getByTestId('share-account').fill(demo.owner.account);
  await page.getByTestId('share-submit').click();
  // Never to yourself (701).
  await expect(page.getByTestId('share-form').locator('.ant-form-item-explain-error')).toBeVisible();
  await page.getByTestId('share-account').fill('neighbour@sunfleet.local');
  await page.getByTestId('share-submit').click();
  await expect(page.getByTestId('share-users').getByText('neighbour@sunfleet.local')).toBeVisible();

  const visitor = await browser.newPage();
  await signIn(visitor, 'neighbour@sunfleet.local', demo.owner.password);
  await openPlants(visitor);
  await expect(visitor.getByTestId('plant-name').filter({ hasText: name })).toBeVisible();
  await expect(visitor.getByTestId('action-edit')).toHaveCount(0);
  await expect(visitor.getByTestId('action-more')).toHaveCount(0);
  await visitor.close();
});
