import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSettingsRead, TSettingsSupport, TSettingsWrite } from '@sunfleet/contract/settings';
import { eq } from '@sunfleet/db/query';
import { maintenanceLogs } from '@sunfleet/db/telemetry-schema';
import type { TDebugEntry, TMaintenanceEntry } from '@sunfleet/contract/logs';
import type { TPage } from '@sunfleet/contract/paging';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { LiveData } from '@sunfleet/ingest/live-data';
import { until } from '@sunfleet/ingest/testing';
import { spawnSimulator, type TestSimulator } from '../../simulator.testing.ts';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let t: TestApp;
let liveData: LiveData;
let simulator: TestSimulator | undefined;
let headers: Record<string, string>;
let outsider: Record<string, string>;
const inverterSn = `SET${randomUUID().slice(0, 6)}`.toUpperCase();
/** A Sofar string inverter: its model has no remote settings (601). */
const sofarSn = `SOF${randomUUID().slice(0, 6)}`.toUpperCase();

/** One Deye hybrid behind a simulated gateway, uploading every few seconds through the real broker. */
function startSimulatedHybrid(gateway: { sn: string; key: string }) {
  const plant = {
    name: 'Settings test home',
    plantType: 'dcCoupledStorage',
    timeZone: 'Europe/Madrid',
    location: { latitude: 39.47, longitude: -0.38 },
    capacityKwp: 8,
    batteryKwh: 10,
    seed: 1,
    gateway: {
      sn: gateway.sn,
      key: gateway.key,
      devices: [{ sn: inverterSn, kind: 'inverterSinglePhaseHybrid', dictionaryId: 'deye_hybrid' }],
    },
  };
  simulator = spawnSimulator([plant], liveData.brokerUrl ?? '', ['--interval', '5s']);
}

beforeAll(async () => {
  t = await createTestApp();
  liveData = new LiveData(
    {
      mqtt: { kind: 'embedded', port: 0, host: '127.0.0.1' },
      clientId: `ingest-${randomUUID()}`,
      shareGroup: undefined,
      offlineAfterMs: 600_000,
      rawFrameRetentionMs: 7 * 86_400_000,
      logRetentionMs: 30 * 86_400_000,
      commandPollIntervalMs: 200,
    },
    t.database.db,
    quiet,
  );
  liveData.on('command', (notice) => t.channel.publish('command', notice));
  t.channel.on('command', () => liveData.wakeDispatcher());
  await liveData.start();

  const company = await createCompany(t.database);
  const installer = await createUser(t.database, {
    kind: 'company',
    companyId: company.id,
    isCompanyAdmin: true,
  });
  const plant = await createPlant(t.database, { companyId: company.id, timeZone: 'Europe/Madrid' });
  const gateway = await createGateway(t.database, { companyId: company.id, plantId: plant.id });
  await createDevice(t.database, {
    gatewayId: gateway.id,
    plantId: plant.id,
    sn: inverterSn,
    kind: 'inverterSinglePhaseHybrid',
    dictionaryId: 'deye_hybrid',
    status: 'normal',
  });
  await createDevice(t.database, {
    gatewayId: gateway.id,
    plantId: plant.id,
    sn: sofarSn,
    kind: 'inverterString',
    dictionaryId: 'sofar_lsw3',
    status: 'normal',
  });
  headers = bearer((await signIn(t.app, installer.account, installer.password)).access_token);
  const other = await createCompany(t.database);
  const stranger = await createUser(t.database, {
    kind: 'company',
    companyId: other.id,
    isCompanyAdmin: true,
  });
  outsider = bearer((await signIn(t.app, stranger.account, stranger.password)).access_token);
  startSimulatedHybrid(gateway);
}, 60_000);

afterAll(async () => {
  await simulator?.stop();
  await liveData.stop();
  await t.close();
});

const get = async <T>(url: string, as = headers) =>
  envelopeOf<T>(await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: as }));
const post = async <T>(url: string, body: unknown, as = headers) =>
  envelopeOf<T>(
    await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: as, payload: body as object }),
  );

describe('remote settings', () => {
  it('names the family and its pages; other families and unknown inverters answer 601 and 600', async () => {
    const support = await get<TSettingsSupport>(`/inverter/setting/${inverterSn}/support`);
    expect(support.code).toBe(0);
    expect(support.data.family).toBe('dyStore');
    expect(support.data.pages.map((page) => page.id)).toContain('workMode');
    expect(support.data.pages.find((page) => page.id === 'arc')?.fields).toEqual([]);
    expect(support.data.timeZone).toBe('Europe/Madrid');
    // A page this model has nothing on is named in the reader's language all the same.
    const inChinese = await get<TSettingsSupport>(`/inverter/setting/${inverterSn}/support?lan=zh`);
    expect(inChinese.data.pages.find((page) => page.id === 'arcClear')?.name).toBe('清除电弧故障');
    expect((await get(`/inverter/setting/NOSUCHSN/support`)).code).toBe(600);
    expect(await get(`/gy/setting/${inverterSn}/read`)).toMatchObject({
      code: 601,
      data: { sn: inverterSn, brand: 'Deye' },
    });
    // A model without settings: the refusal names the inverter's brand and model for the screen.
    expect(await get(`/inverter/setting/${sofarSn}/support`)).toMatchObject({
      code: 601,
      data: { sn: sofarSn, brand: 'Sofar', model: 'KTL-X three-phase string inverter (LSW-3 logger)' },
    });
    expect((await get(`/inverter/setting/${inverterSn}/support`, outsider)).code).toBe(600);
  });

  it('reads the device, writes only what changed, and reads it back confirmed', async () => {
    await until(
      async () => (await get<TSettingsRead>(`/dy/store/${inverterSn}/read`)).code === 0,
      'the simulated inverter answers',
      50_000,
    );
    const read = await get<TSettingsRead>(`/dy/store/${inverterSn}/read`);
    expect(read.data.values.maxSellPower).toBe(8000);
    const written = await post<TSettingsWrite>(`/dy/store/${inverterSn}/setting/workMode`, {
      values: { maxSellPower: 1500, loadLimit: read.data.values.loadLimit },
    });
    expect(written.code).toBe(0);
    expect(written.data.written).toEqual([
      { key: 'maxSellPower', before: 8000, requested: 1500, after: 1500, confirmed: true },
    ]);
    expect(written.data.unchanged).toEqual(['loadLimit']);
    expect((await get<TSettingsRead>(`/dy/store/${inverterSn}/read`)).data.values.maxSellPower).toBe(1500);
    const logged = await t.database.db
      .select()
      .from(maintenanceLogs)
      .where(eq(maintenanceLogs.deviceSn, inverterSn));
    expect(logged.map((row) => [row.action, row.result, row.detail])).toEqual([
      ['settings', 'succeeded', 'Work mode: Max sell power 8000 → 1500 W'],
    ]);
    // One user action, one row in the maintenance log: the register reads and the write it sent
    // (and the read-back) are the debug log's.
    const maintenance = await get<TPage<TMaintenanceEntry>>(`/logger?deviceSn=${inverterSn}`);
    expect(maintenance.data.infos.map((row) => [row.action, row.detail])).toEqual([
      ['settings', 'Work mode: Max sell power 8000 → 1500 W'],
    ]);
    const debug = await get<TPage<TDebugEntry>>(`/logger/debug?deviceSn=${inverterSn}`);
    expect(debug.data.infos.map((row) => row.kind)).toContain('writeRegisters');
  }, 60_000);

  it('refuses a bad value with the field and its rule, and writes nothing', async () => {
    const refused = await post<{ field: string; message: string }>(
      `/dy/store/${inverterSn}/setting/workMode`,
      {
        values: { maxSellPower: 99_999 },
      },
    );
    expect(refused.code).toBe(4);
    expect(refused.data).toEqual({ field: 'maxSellPower', message: 'at most 8000' });
    // An integer register refuses a decimal rather than rounding it (123.45 W was written as 123 W).
    for (const decimal of [123.45, '123.45']) {
      const rounded = await post(`/dy/store/${inverterSn}/setting/workMode`, {
        values: { maxSellPower: decimal },
      });
      expect([rounded.code, rounded.data]).toEqual([4, { field: 'maxSellPower', message: 'a whole number' }]);
    }
    expect((await post(`/dy/store/${inverterSn}/setting/arc`, { values: { x: 1 } })).code).toBe(4);
    expect((await post(`/dy/store/${inverterSn}/setting/batt`, { values: { maxSellPower: 1 } })).code).toBe(
      4,
    );
    expect((await get<TSettingsRead>(`/dy/store/${inverterSn}/read`)).data.values.maxSellPower).toBe(1500);
  }, 60_000);

  it('refuses a second write while one runs on the same device (604)', async () => {
    const [first, second] = await Promise.all([
      post(`/dy/store/${inverterSn}/setting/workMode`, { values: { maxSellPower: 2000 } }),
      post(`/dy/store/${inverterSn}/setting/workMode`, { values: { maxSellPower: 2500 } }),
    ]);
    expect([first.code, second.code].sort()).toEqual([0, 604]);
  }, 60_000);
});
