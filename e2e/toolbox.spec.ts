import { expect, test } from '@playwright/test';
import { demo, signIn } from './support/sign-in.ts';
import { openFromMenu } from './support/menu.ts';

test('an installer checks a CRC, converts hex to ASCII and generates a Modbus frame', async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await openFromMenu(page, 'logs', 'toolbox');
  await expect(page).toHaveURL(/\/toolbox$/);

  // The catalogue's check value of CRC-16/MODBUS.
  await page.getByTestId('crc-input-kind').getByText('ASCII').click();
  await page.getByTestId('crc-input').fill('123456789');
  await page.getByTestId('crc-calculate').click();
  await expect(page.getByTestId('crc-value')).toHaveText('0x4B37');
  await expect(page.getByTestId('crc-sent-as')).toHaveText('37 4B');

  await page.getByTestId('crc-input-kind').getByText('Hex').click();
  await page.getByTestId('crc-input').fill('01 03 00 00 00 0A C5 CD');
  await page.getByTestId('crc-verify').click();
  await expect(page.getByTestId('crc-verdict')).toHaveAttribute('data-valid', 'true');
  await page.getByTestId('crc-input').fill('01 03 00 00 00 0A C5 CE');
  await page.getByTestId('crc-verify').click();
  await expect(page.getByTestId('crc-verdict')).toContainText('carries 0xCEC5, its bytes give 0xCDC5');
  await page.getByTestId('crc-input').fill('01 0G');
  await page.getByTestId('crc-calculate').click();
  await expect(page.getByTestId('crc-error')).toHaveText('Please input legal content');

  await page.getByTestId('tab-convert').click();
  await page.getByTestId('convert-input').fill('41 42 43 44');
  await page.getByTestId('convert-submit').click();
  await expect(page.getByTestId('convert-result-ascii')).toHaveText('ABCD');
  await expect(page.getByTestId('convert-result-binary')).toHaveText('01000001 01000010 01000011 01000100');

  // Opens on the read of ten holding registers of slave 1: the Modbus spec's example frame.
  await page.getByTestId('tab-generator').click();
  await expect(page.getByTestId('generator-frame')).toHaveText('01 03 00 00 00 0A C5 CD');
  await page.getByTestId('generator-framing').getByText('TCP').click();
  await page.getByTestId('generator-unit').fill('17');
  await page.getByTestId('generator-start').fill('107');
  await page.getByTestId('generator-count').fill('3');
  await expect(page.getByTestId('generator-frame')).toHaveText('00 01 00 00 00 06 11 03 00 6B 00 03');
  const table = page.getByTestId('generator-table');
  await expect(table).toContainText('Start address 107 (0x006B), register 40108');
  await expect(table).toContainText('Length: 6 bytes follow');
});

test('a frame the generator built goes out through a gateway’s remote debug and its reply comes back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/toolbox');
  await page.getByTestId('tab-generator').click();
  // The hybrid inverter's serial number: five holding registers from 3.
  await page.getByTestId('generator-start').fill('3');
  await page.getByTestId('generator-count').fill('5');
  await expect(page.getByTestId('generator-frame')).toHaveText(/^01 03 00 03 00 05 /);
  await page.getByTestId('toolbox-send').click();
  await page.getByTestId('toolbox-send-gateway').click();
  await page.getByTestId('toolbox-send-gateway').locator('input').fill('SFGW23040011');
  await page.getByTitle(/SFGW23040011/).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'SFGW23040011' });
  await expect(dialog.getByTestId('debug-request')).toHaveValue(/^01 03 00 03 00 05 /);
  await dialog.getByTestId('debug-send').click();
  await expect(dialog.getByTestId('debug-reply')).toContainText(/^01 ?03 ?0A/, { timeout: 60_000 });
  // The registers are numbered from the request's start, 3.
  await expect(dialog.getByTestId('debug-register-3')).toBeVisible();
  await page.screenshot({ path: '/tmp/sunfleet-e2e/screenshots/toolbox-send.png' });
});
