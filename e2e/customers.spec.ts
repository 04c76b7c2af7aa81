import { expect, test } from '@playwright/test';
import { demo, signIn } from './support/sign-in.ts';

/**
 * Customers (issue 15): the demo installer's customer list and type tree; adding a customer by an
 * unregistered address invites it; the customer the installer built Riverside Warehouse for signs
 * in and sees that plant, read-only.
 */

const customer = { account: 'customer@sunfleet.local', password: demo.owner.password };
const shots = 'docs/screenshots';

test('the installer sees its customers with their types, plants and gateways, and invites a new one', async ({
  page,
}) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/customer/list');
  const table = page.getByTestId('customer-table');
  const carla = table.locator('tr', { hasText: 'customer@sunfleet.local' });
  await expect(carla).toContainText('Commercial');
  await expect(carla).toContainText('Carla Customer');
  await expect(table.locator('tr', { hasText: 'owner@sunfleet.local' })).toContainText('Detached houses');
  await page.screenshot({ path: `${shots}/customer-list.png`, fullPage: true });

  await page.getByTestId('customer-add').click();
  await page.getByTestId('customer-account').fill('e2e.invited@example.test');
  await page.getByTestId('customer-check').click();
  await expect(page.getByTestId('customer-check-result')).toContainText('invitation');
  await page.getByTestId('customer-name').fill('Invited Person');
  await page.getByTestId('customer-save').click();
  await expect(table.locator('tr', { hasText: 'e2e.invited@example.test' })).toContainText('Invited');

  await page.goto('/customer/type');
  await expect(page.getByTestId('type-table')).toContainText('Detached houses');
  await page.screenshot({ path: `${shots}/customer-types.png`, fullPage: true });
  // Residential has sub-types: deleting it is refused with the spec's message.
  await page
    .getByTestId('type-table')
    .locator('tr', { hasText: 'Residential' })
    .getByTestId('type-delete')
    .click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.ant-message')).toContainText('This type has sub-types and cannot be deleted');
});

test('a customer signs in and sees the plant built for them, read-only', async ({ page }) => {
  await signIn(page, customer.account, customer.password);
  await page.goto('/plants');
  const row = page.getByTestId('plant-table').locator('tr', { hasText: 'Riverside Warehouse' });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('plant-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(row.getByTestId('action-edit')).toHaveCount(0);
  await row.getByTestId('plant-name').click();
  await expect(page.getByTestId('plant-read-only')).toContainText('built for you');
  await expect(page.getByTestId('overview-edit')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/customer-plant-read-only.png` });
  // The menu offers no company or customer pages to a customer.
  await expect(page.getByTestId('menu-customers')).toHaveCount(0);
});
