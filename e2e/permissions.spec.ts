import { expect, test } from '@playwright/test';
import { demo, signIn } from './support/sign-in.ts';

test('an installer sees the company menus an owner does not', async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByTestId('menu-enterprise')).toBeVisible();
  await expect(menu.getByTestId('menu-customers')).toBeVisible();
  await expect(menu.getByTestId('menu-management')).toHaveCount(0);
  await expect(page.getByTestId('plant-add')).toBeVisible();
});

test('an owner who opens a company page gets the no-access page that leads back to sign-in', async ({
  page,
}) => {
  await signIn(page, demo.owner.account, demo.owner.password);
  await page.goto('/enterprise/user');
  await expect(page.getByTestId('no-access')).toBeVisible();
  await page.getByTestId('back-to-login').click();
  await expect(page).toHaveURL(/\/login/);
});

test('a signed-in user who opens /login goes to the plants', async ({ page }) => {
  await signIn(page, demo.owner.account, demo.owner.password);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/plants$/);
});

test('a wrong password gets the catalogue message', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(demo.owner.account);
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('Wrong account or password');
});
