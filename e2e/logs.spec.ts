import { expect, test } from '@playwright/test';
import type { TCommand } from '@sunfleet/contract/commands';
import type { TCommunicationEntry, TLogContent } from '@sunfleet/contract/logs';
import type { TPage } from '@sunfleet/contract/paging';
import { apiAs, createPlant } from './support/api.ts';
import { demo, signIn } from './support/sign-in.ts';
import { spareGateways } from './support/spare-gateways.ts';
import { openFromMenu } from './support/menu.ts';

const shots = new URL('../docs/screenshots/', import.meta.url).pathname;

test('an installer reads the maintenance log of a gateway replacement and the communication log of the demo fleet', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, demo.installer.account, demo.installer.password);
  const plant = await createPlant(api, 'Logs Test Plant', spareGateways.logsBound);
  const replaced = await api.post(`/api/v1/plant/${plant.id}/gateway`, spareGateways.logsReplacement);
  expect(replaced.code, replaced.msg).toBe(0);

  await signIn(page, demo.installer.account, demo.installer.password);
  await openFromMenu(page, 'logs', 'maintenanceLog');
  await expect(page).toHaveURL(/\/log\/uphold/);
  const maintenance = page.getByTestId('maintenance-table');
  await expect(maintenance).toContainText('E2E-SPARE-LOGS-2');
  await expect(maintenance).toContainText(`Replaces ${spareGateways.logsBound.sn}`);
  await page.screenshot({ path: `${shots}logs-maintenance.png`, fullPage: true });

  // Only the unbind of the replaced gateway.
  await page.getByTestId('maintenance-gateway').fill(spareGateways.logsBound.sn);
  await page.getByTestId('maintenance-action').click();
  await page.locator('.ant-select-item-option[title="Unbind"]').click();
  await page.getByTestId('maintenance-search').click();
  await expect(maintenance.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(maintenance).toContainText(`Replaced by ${spareGateways.logsReplacement.sn}`);

  const download = page.waitForEvent('download');
  await page.getByTestId('maintenance-export').click();
  expect((await download).suggestedFilename()).toMatch(/^maintenance-log-\d{4}-\d{2}-\d{2}\.xlsx$/);

  // The demo simulator's uploads, each with its counts, and what one carried.
  await page.getByTestId('tab-communication').click();
  const communication = page.getByTestId('communication-table');
  await expect(communication.locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(communication).toContainText('Upload');
  await page.screenshot({ path: `${shots}logs-communication.png`, fullPage: true });
  await communication.getByTestId('communication-view').first().click();
  await expect(page.getByTestId('communication-content')).toContainText('FC03');
  // The drawer slides in; the picture is taken once it stands.
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${shots}logs-upload-content.png` });
  await page.keyboard.press('Escape');

  // A remote debug read of a demo device: the debug log shows the request and the device's reply.
  const uploads = await api.get<TPage<TCommunicationEntry>>('/api/v1/logger/page', {
    kind: 'upload',
    size: 1,
  });
  const [upload] = uploads.data.infos;
  const content = await api.get<TLogContent>('/api/v1/logger/content', { id: upload?.id ?? '' });
  const deviceSn = content.data.frames[0]?.deviceSn ?? '';
  const gatewaySn = upload?.gatewaySn ?? '';
  const sent = await api.post<TCommand>(`/api/v1/gateway/${gatewaySn}/debug`, {
    deviceSn,
    code: '01 03 00 00 00 02 C4 0B',
  });
  expect(sent.code, sent.msg).toBe(0);
  const reply = await api.get<{ frame: string | null }>(`/api/v1/gate/${gatewaySn}/debug/reply`, {
    id: sent.data.id,
    wait: 10_000,
  });
  // The data or, if the device has no register 0, its exception reply (function code 0x83).
  expect(reply.data.frame).toMatch(/^01(0304|83)/);
  await page.getByTestId('tab-debug').click();
  const debug = page.getByTestId('debug-table');
  await expect(debug).toContainText('RTU 01030000');
  await expect(debug).toContainText(reply.data.frame ?? '');
  await page.screenshot({ path: `${shots}logs-debug.png`, fullPage: true });
});
