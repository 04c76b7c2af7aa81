import { expect, type Page } from '@playwright/test';

export const demo = {
  installer: { account: 'installer@sunfleet.local', password: 'sunfleet-demo' },
  owner: { account: 'owner@sunfleet.local', password: 'sunfleet-demo' },
  admin: { account: 'admin@sunfleet.local', password: 'sunfleet-admin' },
} as const;

/** Signs in through the login form and waits for the shell. */
export async function signIn(page: Page, account: string, password: string, baseURL = '') {
  await page.goto(`${baseURL}/login`);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

/** Reads the app in another language from now on: the stored choice, then a reload (spec section 1). */
export async function readIn(page: Page, lang: 'en' | 'zh' | 'es') {
  await page.evaluate((value) => localStorage.setItem('lang', value), lang);
  await page.reload();
}
