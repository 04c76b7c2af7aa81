import { expect, test } from '@playwright/test';
import { ports } from './playwright.config.ts';
import { demo, signIn } from './support/sign-in.ts';

// This api issues access tokens that live 4 seconds.
const shortTokens = `http://127.0.0.1:${ports.shortTokens}`;

test('an access token that expires mid-session is refreshed without the user noticing', async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password, shortTokens);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-personal-settings').click();
  await expect(page.getByTestId('profile-nickname')).toHaveValue('Dana Reyes');
  const firstToken = await page.evaluate(() => localStorage.getItem('token'));

  const tokenCalls: string[] = [];
  const profileStatuses: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/oauth/token')) tokenCalls.push(request.postData() ?? '');
  });
  page.on('response', (response) => {
    if (/\/api\/v1\/user\/[^/]+$/.test(response.url())) profileStatuses.push(response.status());
  });

  await page.waitForTimeout(5_000);
  await page.getByTestId('profile-nickname').fill('Dana R.');
  await page.getByTestId('profile-save').click();

  // The save went through: first refused with 401, then replayed after one refresh.
  await expect.poll(() => profileStatuses).toEqual([401, 200]);
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByTestId('user-name')).toContainText('Dana R.');
  expect(tokenCalls).toHaveLength(1);
  expect(tokenCalls[0]).toContain('refresh_token');
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(firstToken);
});
