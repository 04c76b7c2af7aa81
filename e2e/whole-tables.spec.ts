import { expect, test, type Page } from '@playwright/test';
import { demo, readIn, signIn } from './support/sign-in.ts';

/**
 * Whole tables at 1280 px (issue 25): on a common laptop screen every list a user works from shows
 * all its columns without scrolling sideways, actions included, in the language that writes the
 * longest headers too (Spanish). A list whose columns outgrow its card fails here.
 */

const lists = [
  '/plants',
  '/device/gateway/list',
  '/device/inverter',
  '/device/battery',
  '/device/meter',
  '/device/weather',
  '/device/event',
  '/customer/list',
  '/firmware/gate',
  '/firmware/inv',
];

const shots = new URL('../docs/screenshots', import.meta.url).pathname;

/** How far the list's table reaches past its scroll box, in pixels (0: nothing hidden). */
async function overflowOf(page: Page, path: string) {
  await page.goto(path);
  const table = page.locator('.ant-table').first();
  await expect(table).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  return table.evaluate((element) => {
    const box = element.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    return box ? box.scrollWidth - box.clientWidth : 0;
  });
}

test('every list fits 1280 px without hiding a column, for an installer and a platform administrator', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo.installer.account, demo.installer.password);
  for (const path of lists)
    expect({ path, overflow: await overflowOf(page, path) }).toEqual({ path, overflow: 0 });
  expect(await overflowOf(page, '/plants')).toBe(0);
  await page.screenshot({ path: `${shots}/plants-1280.png` });

  await readIn(page, 'es');
  for (const path of ['/plants', '/device/gateway/list', '/device/inverter'])
    expect({ path, overflow: await overflowOf(page, path) }).toEqual({ path, overflow: 0 });
  await page.screenshot({ path: `${shots}/inverters-1280-es.png` });
  await readIn(page, 'en');
});

test("the platform administrator sees each plant's company under its owner, within 1280 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo.admin.account, demo.admin.password);
  expect(await overflowOf(page, '/plants')).toBe(0);
  await expect(page.getByTestId('plant-company').first()).toContainText(/\S/);
});
