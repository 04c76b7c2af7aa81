import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from './support/sign-in.ts';

/** What Chromium reports when the Content-Security-Policy blocks something. */
function collectViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the app runs its screens, charts and map under the security policy, with no violation', async ({
  page,
}) => {
  const violations = collectViolations(page);
  const answer = await page.goto('/login');
  expect(answer?.headers()).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");

  await signIn(page, demo.installer.account, demo.installer.password);
  await page.getByTestId('menu-plants').click();
  await expect(page.getByTestId('plant-name').first()).toBeVisible();
  await page.getByTestId('plant-name').first().click();
  await expect(page.getByTestId('overview-name')).toBeVisible();
  await page.getByTestId('quick-range-last7Days').click();
  await expect(page.getByTestId('energy-chart')).toBeVisible();
  await page.getByTestId('menu-plants').click();
  await page.getByTestId('plant-view-map').click();
  await expect(page.getByTestId('plant-map')).toBeVisible();
  expect(violations).toEqual([]);
});

test('the api docs run under the security policy, with no violation', async ({ page }) => {
  const violations = collectViolations(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Sunfleet API');
  expect(violations).toEqual([]);
});
