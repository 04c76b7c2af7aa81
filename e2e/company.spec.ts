import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import type { TCompanyInfo } from '@sunfleet/contract/companies';
import { apiAs } from './support/api.ts';
import { demo, signIn } from './support/sign-in.ts';

/** A PNG of `width` × `height`: a coloured band with a lighter square, as a stand-in logo. */
function pngLogo(width: number, height: number, [r, g, b]: [number, number, number]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) {
      const inMark = x > 8 && x < 8 + height - 16 && y > 8 && y < height - 8;
      rows.push(...(inMark ? [255, 255, 255] : [r, g, b]));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// The tests build on each other (the member of the first is the member of the others).
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36).slice(-5);
const member = {
  account: `field.${suffix}@sunfleet.local`,
  password: 'member-123',
  nickname: `Field ${suffix}`,
};
const roleName = `Desk ${suffix}`;

/** Ticks a node of the role editor's permission tree. */
async function tick(page: Page, permission: string) {
  const node = page
    .getByTestId('role-tree')
    .locator('.ant-tree-treenode', { has: page.getByTestId(`perm-${permission}`) });
  await node.locator('.ant-tree-checkbox').click();
}

test('a role of two menus and one button gives a staff member exactly those', async ({ page, browser }) => {
  await signIn(page, demo.installer.account, demo.installer.password);

  // The administrator builds the role: Plants and Company › Staff, with only "Add staff".
  await page.goto('/enterprise/roles');
  await page.getByTestId('role-add').click();
  await page.getByTestId('role-name').fill(roleName);
  await tick(page, 'station.view');
  await tick(page, 'company.user.add');
  const tree = page.getByTestId('role-tree');
  await expect(tree.locator('.ant-tree-checkbox-checked')).toHaveCount(4);
  await page.screenshot({ path: '../docs/screenshots/company-role-editor.png' });
  await page.getByTestId('role-save').click();
  await expect(page.getByTestId('role-table')).toContainText(roleName);

  // …and gives it to a new staff member.
  await page.goto('/enterprise/user');
  await page.getByTestId('staff-add').click();
  await page.getByTestId('staff-account').fill(member.account);
  await page.getByTestId('staff-nickname').fill(member.nickname);
  await page.getByTestId('staff-password').fill(member.password);
  await page.getByTestId('staff-role').click();
  await page.locator('.ant-select-item-option', { hasText: roleName }).click();
  await page.getByTestId('staff-save').click();
  await expect(page.getByTestId('staff-table')).toContainText(member.account);
  await page.screenshot({ path: '../docs/screenshots/company-staff.png' });

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member.account, member.password);
  const menu = memberPage.getByTestId('side-menu');
  await expect(menu.locator('[data-testid^="menu-"]')).toHaveCount(2);
  await expect(menu.getByTestId('menu-plants')).toBeVisible();
  await menu.getByTestId('menu-enterprise').click();
  await expect(menu.getByTestId('menu-staff')).toBeVisible();
  await expect(menu.getByTestId('menu-companyInfo')).toHaveCount(0);
  await expect(menu.getByTestId('menu-roles')).toHaveCount(0);
  await menu.getByTestId('menu-staff').click();
  await expect(memberPage.getByTestId('staff-table')).toContainText(member.account);
  await expect(memberPage.getByTestId('staff-add')).toBeVisible();
  await expect(memberPage.getByTestId('staff-edit')).toHaveCount(0);
  await expect(memberPage.getByTestId('staff-delete')).toHaveCount(0);
  await memberPage.screenshot({ path: '../docs/screenshots/company-member-menus.png' });
  // The api agrees with the screen: the staff member may not edit a role.
  const asMember = await apiAs(memberPage.request, member.account, member.password);
  expect((await asMember.get('/api/v1/company/roles')).code).toBe(2);
  await memberContext.close();
});

test('a company’s theme colour and logo reach its members', async ({ page, browser }) => {
  const asAdmin = await apiAs(page.request, demo.installer.account, demo.installer.password);
  const before = await asAdmin.get<TCompanyInfo>('/api/v1/company/info');
  await signIn(page, demo.installer.account, demo.installer.password);
  await page.goto('/enterprise/company');
  await expect(page.getByTestId('company-details')).toBeVisible();
  await page.screenshot({ path: '../docs/screenshots/company-info.png' });
  await page.getByTestId('tab-look').click();

  const inputs = page.getByTestId('company-logo-card').locator('input[type="file"]');
  await inputs
    .nth(0)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngLogo(220, 58, [124, 58, 237]) });
  await expect(page.getByTestId('preview-expanded').locator('img')).toBeVisible();
  await inputs
    .nth(1)
    .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: pngLogo(58, 58, [124, 58, 237]) });
  await expect(page.getByTestId('preview-collapsed').locator('img')).toBeVisible();
  await page.getByTestId('color-7c3aed').click();
  await page.getByTestId('color-save').click();
  await page.getByTestId('logo-save').click();
  await expect(page.getByTestId('side-menu').getByTestId('company-logo')).toBeVisible();
  await page.screenshot({ path: '../docs/screenshots/company-look.png' });

  // A member signing in (or reloading) gets the company's look.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member.account, member.password);
  const logo = memberPage.getByTestId('side-menu').getByTestId('company-logo');
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /\/files\/logos\//);
  await memberPage.goto('/enterprise/user');
  // The primary button takes the company's violet (the dark algorithm shades it a little).
  const background = await memberPage
    .getByTestId('staff-add')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red = 0, green = 0, blue = 0] = (background.match(/\d+/g) ?? []).map(Number);
  expect(blue, background).toBeGreaterThan(180);
  expect(red, background).toBeGreaterThan(green + 30);
  expect(blue, background).toBeGreaterThan(red + 60);
  await memberPage.getByTestId('menu-collapse').click();
  await expect(logo).toBeVisible();
  await memberPage.screenshot({ path: '../docs/screenshots/company-member-look.png' });
  await memberContext.close();

  // The demo company's own look again, for the other browser tests.
  await asAdmin.post(`/api/v1/company/${before.data.id}/logo`, {
    logoUrl: before.data.logoUrl,
    iconUrl: before.data.iconUrl,
  });
  if (before.data.themeColor)
    await asAdmin.post(`/api/v1/company/${before.data.id}/themeColor`, {
      themeColor: before.data.themeColor,
    });
});

test('the platform publishes a version; a member reads it under "what’s new" and on the timeline', async ({
  page,
}) => {
  const asPlatform = await apiAs(page.request, demo.admin.account, demo.admin.password);
  const published = await asPlatform.post('/api/v1/version', {
    number: `V${suffix}`,
    type: 'feature',
    contentEn: 'Company logo and theme colour\nRole editor with a permission tree',
    contentZh: '企业标志与主题色\n带权限树的角色编辑器',
    releasedAt: new Date(Date.now() - 60_000).toISOString(),
  });
  expect(published.code, published.msg).toBe(0);

  await signIn(page, member.account, member.password);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-whats-new').click();
  await expect(page.getByTestId('whats-new')).toContainText(`V${suffix}`);
  await expect(page.getByTestId('whats-new')).toContainText('Role editor with a permission tree');
  await page.getByTestId('whats-new-all').click();
  await expect(page).toHaveURL(/\/systemupdate$/);
  await expect(page.getByTestId('version-item').first()).toContainText(`V${suffix}`);
  await expect(page.getByTestId('side-menu').getByTestId('version-label')).toHaveText('V250120');
  await page.screenshot({ path: '../docs/screenshots/system-update.png' });
});

test('the platform creates a company, which the installer then adds as its agent', async ({
  page,
  browser,
}) => {
  const newAdmin = { account: `boss.${suffix}@sunfleet.local`, password: 'boss-1234' };
  await signIn(page, demo.admin.account, demo.admin.password);
  await page.goto('/enterprise/company');
  await page.getByTestId('add-company-name').fill(`Agent Co ${suffix}`);
  await page.getByTestId('add-company-adminAccount').fill(newAdmin.account);
  await page.getByTestId('add-company-adminName').fill('Ada Agent');
  await page.getByTestId('add-company-adminPassword').fill(newAdmin.password);
  await page.screenshot({ path: '../docs/screenshots/company-add.png' });
  await page.getByTestId('add-company-save').click();
  await expect(page.getByText(`Agent Co ${suffix} created`)).toBeVisible();

  const installerContext = await browser.newContext();
  const installer = await installerContext.newPage();
  await signIn(installer, demo.installer.account, demo.installer.password);
  await installer.goto('/enterprise/company');
  await installer.getByTestId('tab-agents').click();
  // A staff member's account is refused with the spec's message.
  await installer.getByTestId('agent-account').fill(demo.installer.account);
  await installer.getByTestId('agent-add').click();
  await expect(installer.getByTestId('agent-refusal')).toContainText(
    'You cannot add yourself as your own agent',
  );
  await installer.getByTestId('agent-account').fill(newAdmin.account);
  await installer.getByTestId('agent-add').click();
  await expect(installer.getByTestId('agent-table')).toContainText(`Agent Co ${suffix}`);
  await installer.screenshot({ path: '../docs/screenshots/company-agents.png' });
  const asInstaller = await apiAs(installer.request, demo.installer.account, demo.installer.password);
  const agents = await asInstaller.get<{ companyId: string }[]>('/api/v1/company/agents');
  for (const agent of agents.data) await asInstaller.post(`/api/v1/company/agent/${agent.companyId}/delete`);
  await installerContext.close();
});
