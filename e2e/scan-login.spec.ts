import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from './support/sign-in.ts';

/**
 * Scan-code sign-in (issue 15), with two browser contexts: the first screen shows the QR code;
 * the installer, signed in on "another device", opens the code's link and confirms; the first
 * screen signs in within two seconds without reloading. Refusal is handled too, and the link
 * carries no token.
 */

async function showCode(page: Page) {
  await page.goto('/login');
  await page.getByTestId('scan-login-toggle').click();
  const qr = page.getByTestId('scan-login-qr');
  await expect(qr).toBeVisible();
  const link = (await qr.getAttribute('data-link')) ?? '';
  expect(link).toMatch(/\/scan\/[0-9a-f-]{36}$/);
  return link;
}

test('confirming on a signed-in device signs the waiting screen in without reloading', async ({
  browser,
}) => {
  const waiting = await (await browser.newContext()).newPage();
  const link = await showCode(waiting);
  await waiting.screenshot({ path: 'docs/screenshots/scan-login-code.png' });
  let reloads = 0;
  waiting.on('framenavigated', (frame) => {
    if (frame === waiting.mainFrame() && frame.url().endsWith('/login')) reloads += 1;
  });

  const phone = await (await browser.newContext({ viewport: { width: 420, height: 860 } })).newPage();
  await signIn(phone, demo.installer.account, demo.installer.password);
  await phone.goto(link);
  await expect(phone.getByTestId('scan-confirm')).toContainText(
    `Sign in on the other screen as ${demo.installer.account}?`,
  );
  await phone.screenshot({ path: 'docs/screenshots/scan-login-confirm.png' });
  await phone.getByTestId('scan-approve').click();
  const approvedAt = Date.now();
  await expect(waiting.getByTestId('app-shell')).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - approvedAt).toBeLessThan(2_000);
  expect(reloads).toBe(0);
  await expect(phone.getByTestId('scan-confirm-result')).toContainText('The other screen is signing in');

  // The same link again: already used.
  await phone.goto(link);
  await expect(phone.getByTestId('scan-confirm-result')).toContainText('already used');
});

test('refusing leaves the waiting screen signed out and offers a new code', async ({ browser }) => {
  const waiting = await (await browser.newContext()).newPage();
  const link = await showCode(waiting);
  const phone = await (await browser.newContext()).newPage();
  await signIn(phone, demo.owner.account, demo.owner.password);
  await phone.goto(link);
  await phone.getByTestId('scan-refuse').click();
  await expect(phone.getByTestId('scan-confirm-result')).toContainText('Sign-in refused');
  await expect(waiting.getByTestId('scan-login-state')).toContainText('refused', { timeout: 3_000 });
  await expect(waiting.getByTestId('app-shell')).toHaveCount(0);
  await waiting.getByTestId('scan-login-renew').click();
  await expect(waiting.getByTestId('scan-login-qr')).not.toHaveAttribute('data-link', link);
});
