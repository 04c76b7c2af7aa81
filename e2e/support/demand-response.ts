import { expect, type Page } from '@playwright/test';
import { openFromMenu } from './menu.ts';

/** What the enrolment form asks of the customer (the device row starts from the master battery). */
export type TEnrolmentValues = {
  sourceAccount: string;
  utilityAccount: string;
  firstName: string;
  lastName: string;
  email: string;
  serviceAddress: Record<'country' | 'region' | 'locality' | 'streetAddress' | 'postalCode', string>;
  storageKwh: string;
};

/** Opens the enrolment plan as the signed-in user; answers the plant's row there. */
export async function openEnrolmentPlan(page: Page, plantName: string) {
  await openFromMenu(page, 'demandResponse', 'enrollmentPlan');
  await expect(page).toHaveURL(/\/demand-response\/enrollmentPlan$/);
  return page.getByTestId('dr-plants').locator('tr', { hasText: plantName });
}

/** Fills the enrolment form with valid values (terms not yet accepted). */
export async function fillEnrolment(page: Page, values: TEnrolmentValues) {
  await page.getByTestId('dr-source-account').fill(values.sourceAccount);
  await page.getByTestId('dr-utility-account').fill(values.utilityAccount);
  await page.getByTestId('dr-first-name').fill(values.firstName);
  await page.getByTestId('dr-last-name').fill(values.lastName);
  await page.getByTestId('dr-email').fill(values.email);
  for (const [field, value] of Object.entries(values.serviceAddress))
    await page.getByTestId(`dr-serviceAddress-${field}`).fill(value);
  await page.getByTestId('dr-device-storageKwh').fill(values.storageKwh);
}
