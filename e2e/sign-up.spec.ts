import { expect, test } from '@playwright/test';
import { readVerificationCode } from './support/mailbox.ts';
import { signIn } from './support/sign-in.ts';

test('a new visitor signs up with the e-mailed code, signs in, switches to Chinese, meets the 404 page and signs out', async ({
  page,
}) => {
  const account = `visitor-${Date.now()}@example.com`;
  const password = 'Visit0r-pass';

  await page.goto('/reg');
  await page.getByTestId('register-account').fill(account);
  await page.getByTestId('get-code').click();
  const code = await readVerificationCode(account);
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirm').fill(password);
  await page.getByTestId('register-agreement').check();
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-registered')).toBeVisible();

  await signIn(page, account, password);
  await expect(page).toHaveURL(/\/plants$/);

  // A plant owner sees plants, devices, demand response and reports, never company menus.
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByTestId('menu-plants')).toBeVisible();
  await expect(menu.getByTestId('menu-devices')).toBeVisible();
  await expect(menu.getByTestId('menu-enterprise')).toHaveCount(0);
  await expect(menu.getByTestId('menu-customers')).toHaveCount(0);
  await expect(menu.getByTestId('menu-management')).toHaveCount(0);

  await page.getByTestId('language-switch').click();
  await Promise.all([page.waitForEvent('load'), page.getByTestId('lang-zh').click()]);
  await expect(menu.getByTestId('menu-plants')).toContainText('电站');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');

  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-sign-out').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/plants');
  await expect(page).toHaveURL(/\/login$/);
});

test('a visitor signs up with a phone number, gets the code at the e-mail address given, and signs in with the number', async ({
  page,
}) => {
  const digits = String(Date.now()).slice(-8);
  const phone = `+34 6${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
  const email = `phone-${digits}@example.com`;
  const password = 'Ph0ne-pass';

  await page.goto('/reg');
  await expect(page.getByTestId('register-code-email')).toHaveCount(0);
  await page.getByTestId('register-account').fill(phone);
  await page.getByTestId('register-code-email').fill(email);
  await page.getByTestId('get-code').click();
  const code = await readVerificationCode(email);
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirm').fill(password);
  await page.getByTestId('register-agreement').check();
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-registered')).toBeVisible();

  await signIn(page, phone.replaceAll(' ', ''), password);
  await expect(page).toHaveURL(/\/plants$/);
});
