import { expect, test } from '@playwright/test';
import { pdfText } from './support/pdf-text.ts';
import { demo, signIn } from './support/sign-in.ts';

const shot = (name: string) => ({ path: `../docs/screenshots/${name}.png`, fullPage: true });

test('the owner enrols a demo battery plant in a programme and sees its state and history', async ({
  page,
  request,
}) => {
  await signIn(page, demo.owner.account, demo.owner.password);
  await page.getByTestId('menu-demandResponse').click();
  await page.getByTestId('menu-enrollmentPlan').click();
  await expect(page).toHaveURL(/\/demand-response\/enrollmentPlan$/);

  // The four programmes, each with its terms; the PDFs are served for those names only.
  await expect(page.getByTestId('dr-programs').getByTestId('dr-terms-link')).toHaveCount(4);
  const terms = await request.get('/assets/vpp/eversource-bat.pdf');
  expect(terms.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await terms.body());
  expect(text).toContain('June 1 to September 30');
  expect(text).toContain('$275 per kW');
  expect(text).toContain('Storm rule');
  expect((await request.get('/assets/vpp/unknown-bat.pdf')).status()).toBe(404);

  // The plant with its master battery (the hybrid inverter) and time zone.
  const row = page.getByTestId('dr-plants').locator('tr', { hasText: 'Maple Street Home' });
  await expect(row.getByTestId('dr-master')).toContainText('Deye');
  await expect(row.getByTestId('dr-time-zone')).not.toBeEmpty();
  await page.screenshot(shot('demand-response-plan'));
  await row.getByTestId('dr-enrol').click();

  const form = page.getByTestId('dr-enrol-form');
  await expect(form).toBeVisible();
  await page.getByTestId('dr-source-account').fill('12ab');
  await page.getByTestId('dr-utility-account').fill('Maple_1');
  await page.getByTestId('dr-email').fill('olivia@example.com');
  await page.getByTestId('dr-first-name').click();
  await expect(form).toContainText('Please input legal content');
  await page.getByTestId('dr-source-account').fill('4471002');
  await page.getByTestId('dr-utility-account').fill('maple_st-01');
  await page.getByTestId('dr-first-name').fill('Olivia');
  await page.getByTestId('dr-last-name').fill('Owner');
  const address = {
    country: 'US',
    region: 'MA',
    locality: 'Barnstable',
    streetAddress: '12 Maple St',
    postalCode: '02630',
  };
  for (const [field, value] of Object.entries(address))
    await page.getByTestId(`dr-serviceAddress-${field}`).fill(value);
  // The device row starts from the master battery; the storage capacity is the owner's to give.
  await page.getByTestId('dr-device-storageKwh').fill('10.2');
  await page.getByTestId('dr-enrol-save').click();
  await expect(form).toContainText('Please read and accept the programme terms');
  await page.getByTestId('dr-terms').check();
  await page.screenshot(shot('demand-response-form'));
  await page.getByTestId('dr-enrol-save').click();
  await expect(form).toBeHidden();

  const enrolment = page.getByTestId('dr-enrollments').locator('tr', { hasText: 'Maple Street Home' });
  await expect(enrolment.getByTestId('dr-state')).toHaveText('Pending');
  await expect(enrolment.getByTestId('dr-action-quit')).toBeVisible();
  await enrolment.locator('.ant-table-row-expand-icon').click();
  await expect(page.getByTestId('dr-history-entry').first()).toContainText('Applied');
  await expect(page.getByTestId('dr-enrolled-device').first()).toContainText('10.2 kWh');
  await page.screenshot(shot('demand-response-enrolled'));
});
