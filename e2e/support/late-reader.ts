import { expect, type Browser } from '@playwright/test';

/**
 * A reader in UTC at 23:30 of a day gone by, when Shanghai (UTC+8, no daylight saving) is already
 * on the next day: the page's clock is fixed there, with both dates to compare pickers against.
 */
export async function lateReaderInUtc(browser: Browser) {
  const lateInUtc = new Date(Date.now() - 86_400_000);
  lateInUtc.setUTCHours(23, 30, 0, 0);
  const readerDate = lateInUtc.toISOString().slice(0, 10);
  const shanghaiDate = new Date(lateInUtc.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  expect(shanghaiDate).not.toBe(readerDate);
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  await page.clock.setFixedTime(lateInUtc);
  return { context, page, readerDate, shanghaiDate };
}
