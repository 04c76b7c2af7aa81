import { expect, test, type Browser, type Page } from '@playwright/test';
import type { TPlantDetail, TPlantList, TShareUser } from '@sunfleet/contract/plants';
import { apiAs, createPlant, plantOf } from './support/api.ts';
import { demo, signIn } from './support/sign-in.ts';
import { spareGateways } from './support/spare-gateways.ts';

/**
 * Sharing and transfer (spec sections 4 and 6). Only a plant's creator shares, and a company
 * plant is never shared (703), so the demo neighbour — a customer — creates the plants shared
 * with the demo owner. Each test creates its own plant and deletes it at the end.
 */

const neighbour = { account: 'neighbour@sunfleet.local', password: demo.owner.password };
const shots = '/tmp/sunfleet-e2e/screenshots';

async function signedIn(browser: Browser, who: { account: string; password: string }) {
  const page = await browser.newPage();
  await signIn(page, who.account, who.password);
  return page;
}

/** The fleet list, loaded afresh (what others changed shows), searched for one plant name. */
async function findPlant(page: Page, name: string) {
  await page.goto('/plants');
  await expect(page.getByTestId('plant-table')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('plant-search').fill(name);
  await page.getByTestId('plant-search').press('Enter');
  return page.getByTestId('plant-table').locator('tr', { hasText: name });
}

async function openShareDialog(page: Page, name: string) {
  const row = await findPlant(page, name);
  await row.getByTestId('action-more').click();
  await page.getByTestId('action-share').click();
  await expect(page.getByTestId('share-form')).toBeVisible();
}

/**
 * The fleet list's next load, which a share or a cancelled share starts at once rather than
 * leaving to the list's poll (60 s); waited for 5 s.
 */
const fleetListReload = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/plants', {
    timeout: 5_000,
  });

async function shareWith(page: Page, account: string, role: 'visitor' | 'manager') {
  await page.getByTestId('share-account').fill(account);
  await page.getByTestId(`share-role-${role}`).click();
  const listReloaded = fleetListReload(page);
  await page.getByTestId('share-submit').click();
  const label = role === 'visitor' ? 'Visitor (read only)' : 'Manager (may edit)';
  await expect(page.getByTestId('share-users').getByText(`${account} · ${label}`)).toBeVisible();
  await listReloaded;
}

test('a customer shares a plant with the owner as visitor, then as manager, then cancels the share', async ({
  browser,
  request,
}) => {
  const name = 'Cottage shared by Noah';
  const neighbourApi = await apiAs(request, neighbour.account, neighbour.password);
  const ownerApi = await apiAs(request, demo.owner.account, demo.owner.password);
  const plant = await createPlant(neighbourApi, name, spareGateways.sharedWithOwner);

  const sharer = await signedIn(browser, neighbour);
  await openShareDialog(sharer, name);
  await shareWith(sharer, demo.owner.account, 'visitor');

  // The owner sees the shared plant in the list, without edit, share, transfer or delete.
  const owner = await signedIn(browser, demo.owner);
  const row = await findPlant(owner, name);
  await expect(row.getByTestId('plant-name')).toBeVisible();
  await expect(row.getByTestId('action-edit')).toHaveCount(0);
  await expect(row.getByTestId('action-more')).toHaveCount(0);

  await row.getByTestId('plant-name').click();
  await expect(owner.getByTestId('overview-name')).toHaveText(name);
  await expect(owner.getByTestId('plant-read-only')).toBeVisible();
  await expect(owner.getByTestId('overview-edit')).toHaveCount(0);

  // The edit page shows the plant's fields, none of them editable, and nothing to save.
  await owner.goto(`/plants/edit/${plant.id}`);
  await expect(owner.getByTestId('plant-read-only')).toBeVisible();
  await expect(owner.getByTestId('plant-name-input')).toHaveValue(name);
  await expect(owner.getByTestId('plant-name-input')).toBeDisabled();
  await expect(owner.getByTestId('plant-save')).toHaveCount(0);
  await expect(owner.getByTestId('replace-submit')).toHaveCount(0);
  // The picture shows without an upload button the visitor could not use.
  await expect(owner.getByTestId('plant-picture')).toBeVisible();
  await expect(owner.getByTestId('plant-picture-upload')).toHaveCount(0);
  await owner.screenshot({ path: `${shots}/plant-read-only.png`, fullPage: true });

  // The api refuses a visitor's save, share and delete with 'No permission' (code 2).
  const body = { ...plantOf(name, spareGateways.sharedWithOwner), alias: 'visitor was here' };
  for (const [path, payload] of [
    [`/api/v1/plant/${plant.id}`, body],
    [`/api/v1/plant/${plant.id}/share`, { account: neighbour.account, role: 'visitor' }],
    [`/api/v1/plant/${plant.id}/delete`, {}],
  ] as const) {
    expect(await ownerApi.post(path, payload)).toMatchObject({ code: 2, msg: 'No permission' });
  }
  expect((await ownerApi.get<TPlantDetail>(`/api/v1/plant/${plant.id}`)).data.alias).toBe('');

  // As manager the owner may edit, but still not share, transfer or delete.
  await shareWith(sharer, demo.owner.account, 'manager');
  const managerRow = await findPlant(owner, name);
  await managerRow.getByTestId('action-more').click();
  await expect(owner.getByTestId('action-import')).toBeVisible();
  await expect(owner.getByTestId('action-share')).toHaveCount(0);
  await expect(owner.getByTestId('action-transfer')).toHaveCount(0);
  await expect(owner.getByTestId('action-delete')).toHaveCount(0);
  await owner.keyboard.press('Escape');
  await managerRow.getByTestId('action-edit').click();
  await expect(owner.getByTestId('plant-edit-form')).toBeVisible();
  await expect(owner.getByTestId('plant-read-only')).toHaveCount(0);
  await owner.getByTestId('plant-alias-input').fill('Managed by Olivia');
  await owner.getByTestId('plant-save').click();
  await expect(owner.getByTestId('overview-name')).toHaveText(name);
  expect((await neighbourApi.get<TPlantDetail>(`/api/v1/plant/${plant.id}`)).data.alias).toBe(
    'Managed by Olivia',
  );

  // Cancelled, the share disappears for the owner: from the list and from the plant's pages.
  await sharer.getByTestId(`share-cancel-${demo.owner.account}`).click();
  const listReloaded = fleetListReload(sharer);
  await sharer.getByRole('button', { name: 'OK' }).click();
  await expect(sharer.getByTestId('share-users').getByText(demo.owner.account)).toHaveCount(0);
  await listReloaded;
  expect((await neighbourApi.get<TShareUser[]>(`/api/v1/plant/${plant.id}/getShareUsers`)).data).toEqual([]);
  await findPlant(owner, name);
  await expect(owner.getByTestId('plant-name')).toHaveCount(0);
  await owner.goto(`/plants/overview/${plant.id}/gridTied`);
  await expect(owner.getByTestId('plant-missing')).toBeVisible();
  expect((await ownerApi.get(`/api/v1/plant/${plant.id}`)).code).toBe(700);

  await sharer.close();
  await owner.close();
  expect((await neighbourApi.post(`/api/v1/plant/${plant.id}/delete`)).code).toBe(0);
});

async function transfer(page: Page, account: string, password: string) {
  await page.getByTestId('transfer-account').fill(account);
  await page.getByTestId('transfer-password').fill(password);
  await page.getByTestId('transfer-submit').click();
}

async function openTransferDialog(page: Page, name: string) {
  const row = await findPlant(page, name);
  await row.getByTestId('action-more').click();
  await page.getByTestId('action-transfer').click();
  await expect(page.getByTestId('transfer-form')).toBeVisible();
}

test('a customer transfers a plant to the owner with their password; the giver no longer sees it', async ({
  browser,
  request,
}) => {
  const name = 'Cottage handed to Olivia';
  const neighbourApi = await apiAs(request, neighbour.account, neighbour.password);
  const ownerApi = await apiAs(request, demo.owner.account, demo.owner.password);
  const plant = await createPlant(neighbourApi, name, spareGateways.transferredByNeighbour);

  const giver = await signedIn(browser, neighbour);
  await openTransferDialog(giver, name);
  await transfer(giver, demo.owner.account, 'not-my-password');
  await expect(giver.getByTestId('transfer-form').getByText('Your password is wrong.')).toBeVisible();
  expect((await neighbourApi.get<TPlantDetail>(`/api/v1/plant/${plant.id}`)).data.ownerAccount).toBe(
    neighbour.account,
  );

  await transfer(giver, demo.owner.account, neighbour.password);
  await expect(giver.getByTestId('transfer-form')).toHaveCount(0);
  await expect(giver.getByTestId('plant-name')).toHaveCount(0);
  expect((await neighbourApi.get(`/api/v1/plant/${plant.id}`)).code).toBe(700);

  const receiver = await signedIn(browser, demo.owner);
  const row = await findPlant(receiver, name);
  await expect(row.getByTestId('action-edit')).toBeVisible();
  await row.getByTestId('plant-name').click();
  await expect(receiver.getByTestId('overview-edit')).toBeVisible();
  expect((await ownerApi.get<TPlantDetail>(`/api/v1/plant/${plant.id}`)).data).toMatchObject({
    role: 'owner',
    ownerAccount: demo.owner.account,
  });

  await giver.close();
  await receiver.close();
  expect((await ownerApi.post(`/api/v1/plant/${plant.id}/delete`)).code).toBe(0);
});

test('an installer transfers a company plant to the owner and still sees it as the company plant', async ({
  browser,
  request,
}) => {
  const name = 'Workshop handed to Olivia';
  const installerApi = await apiAs(request, demo.installer.account, demo.installer.password);
  const ownerApi = await apiAs(request, demo.owner.account, demo.owner.password);
  const plant = await createPlant(installerApi, name, spareGateways.transferredByInstaller);
  expect(plant.ownerAccount).toBeNull();

  const installer = await signedIn(browser, demo.installer);
  await openTransferDialog(installer, name);
  await transfer(installer, demo.owner.account, demo.installer.password);
  await expect(installer.getByTestId('transfer-form')).toHaveCount(0);

  // Company staff see their company's plants, whoever owns them (spec section 6).
  await findPlant(installer, name);
  await expect(installer.getByTestId('plant-name')).toHaveCount(1);
  expect((await installerApi.get<TPlantDetail>(`/api/v1/plant/${plant.id}`)).data).toMatchObject({
    role: 'company',
    ownerAccount: demo.owner.account,
  });
  const owned = await ownerApi.get<TPlantList>('/api/v1/plants', { keyword: name });
  expect(owned.data.infos.map((item) => [item.name, item.role])).toEqual([[name, 'owner']]);

  await installer.close();
  expect((await ownerApi.post(`/api/v1/plant/${plant.id}/delete`)).code).toBe(0);
});
