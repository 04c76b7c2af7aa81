import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from './support/sign-in.ts';

const fixture = (name: string) =>
  new URL(`../packages/protocols/src/fixtures/${name}`, import.meta.url).pathname;

async function openImportDialog(page: Page) {
  await page.goto('/log/protocol');
  await expect(page.getByTestId('protocol-table')).toContainText('Shipped');
  await page.getByTestId('protocol-import').click();
  await expect(page.getByTestId('import-dialog')).toBeVisible();
}

test('an installer imports a community YAML map and sees its entries', async ({ page }) => {
  const model = `E2E hybrid ${randomUUID().slice(0, 6)}`;
  await signIn(page, demo.installer.account, demo.installer.password);
  await openImportDialog(page);
  await page.getByTestId('import-model').fill(model);
  await page
    .getByTestId('import-dialog')
    .locator('input[type=file]')
    .setInputFiles(fixture('community-good.yaml'));

  const understood = page.getByTestId('import-understood');
  await expect(understood).toBeVisible();
  await expect(page.getByTestId('import-model-understood')).toHaveText(model);
  await page.getByTestId('import-confirm').click();

  const entries = page.getByTestId('protocol-entries');
  await expect(entries).toBeVisible();
  await expect(entries).toContainText(model);
  await expect(entries.getByTestId('entry-name').first()).toBeVisible();
  await expect(entries.getByTestId('entry-edit').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Eleven shipped dictionaries fill the first page: find the new one by its name.
  await page.getByTestId('protocol-search').fill(model);
  await page.getByTestId('protocol-search').press('Enter');
  const row = page.getByTestId('protocol-table').locator('tr', { hasText: model });
  await expect(row.getByTestId('protocol-source')).toHaveText('Imported');
});

test('a malformed YAML map shows the importer’s message and cannot be imported', async ({ page }) => {
  await signIn(page, demo.installer.account, demo.installer.password);
  await openImportDialog(page);
  await page
    .getByTestId('import-dialog')
    .locator('input[type=file]')
    .setInputFiles(fixture('malformed-syntax.yaml'));
  await expect(page.getByTestId('import-error')).toContainText(/not valid YAML \(line \d+, column \d+\)/);
  await expect(page.getByTestId('import-confirm')).toBeDisabled();
});
