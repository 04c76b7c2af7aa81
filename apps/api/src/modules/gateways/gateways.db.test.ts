import { read, utils, write } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TGateway,
  TGatewayCounts,
  TGatewayDetail,
  TGatewayList,
  TGatewaySheetResult,
  TWorkdata,
} from '@sunfleet/contract/gateways';
import { eq } from '@sunfleet/db/query';
import {
  communicationLogs,
  deviceRollups,
  devices,
  gateways,
  maintenanceLogs,
  rawFrames,
} from '@sunfleet/db/telemetry-schema';
import { createDevice, createGateway, uniqueSn } from '@sunfleet/db/telemetry-testing';
import { createTestApp, envelopeOf, multipartForm, type TestApp } from '../../testing.ts';
import { createCast, createPlantAs, type TActor, type TCast } from '../plants/fixtures.ts';

const sheet = (rows: string[][]) => {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows), 'Sheet1');
  return write(workbook, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
};

describe('gateways', () => {
  let t: TestApp;
  let cast: TCast;
  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t);
  });
  afterAll(() => t.close());

  const call = (who: TActor, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });
  const form = (
    who: TActor,
    url: string,
    rows: string[][],
    fields: Record<string, string> = {},
    name = 'g.xlsx',
  ) => {
    const body = multipartForm(fields, { filename: name, content: sheet(rows) });
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...who.headers, ...body.headers },
    });
  };
  const register = async (sn = uniqueSn('GW'), key = 'k-' + sn) => {
    const response = await call(cast.platform, 'POST', '/api/v1/gateway/create', {
      sn,
      key,
      model: 'SF-WiFi-1',
      hardwareVersion: 'H1.0',
    });
    expect(envelopeOf(response).code).toBe(0);
    return { sn, key };
  };

  it('lets the platform register gateways one by one and by sheet, each row with its result', async () => {
    const one = await register();
    const again = await call(cast.platform, 'POST', '/api/v1/gateway/create', { ...one, model: '' });
    expect(envelopeOf(again)).toMatchObject({
      code: 301,
      data: { field: 'sn', message: 'This gateway SN is already registered' },
    });
    const empty = await call(cast.platform, 'POST', '/api/v1/gateway/create', { sn: ' ', key: 'x' });
    expect(envelopeOf(empty).code).toBe(4);
    expect(
      envelopeOf(await call(cast.installer, 'POST', '/api/v1/gateway/create', { sn: 'X1', key: 'x' })).code,
    ).toBe(2);

    const fresh = uniqueSn('GW');
    const response = await form(cast.platform, '/api/v1/gateway/batch', [
      ['SN', 'Key', 'Model', 'Hardware version'],
      [fresh, 'key-1', 'SF-4G', 'H2'],
      [one.sn, 'key-2', '', ''],
      ['', 'key-3', '', ''],
      [fresh, 'key-4', '', ''],
    ]);
    const { data } = envelopeOf<TGatewaySheetResult>(response);
    expect(data.rows.map((row) => [row.row, row.code])).toEqual([
      [2, 0],
      [3, 301],
      [4, 4],
      [5, 301],
    ]);
    expect(data.imported).toBe(1);
    const [stored] = await t.database.db.select().from(gateways).where(eq(gateways.sn, fresh));
    expect(stored).toMatchObject({ model: 'SF-4G', hardwareVersion: 'H2', companyId: null });
  });

  it('imports one gateway with SN and key: 305, 300, then 0, then 301', async () => {
    const { sn, key } = await register();
    const importOne = (body: object, query = '') =>
      call(cast.installer, 'POST', `/api/v1/gateway/import/one${query}`, body);
    expect(envelopeOf(await importOne({ sn: 'NOPE-' + sn, key })).code).toBe(305);
    expect(envelopeOf(await importOne({ sn, key: 'wrong' })).code).toBe(300);
    expect(envelopeOf(await importOne({ sn, key: '' })).code).toBe(4);
    expect(
      envelopeOf(await call(cast.installer, 'POST', '/api/v1/gateway/import/one/check', { sn, key })).code,
    ).toBe(0);
    const imported = envelopeOf<TGateway>(await importOne({ sn, key }, `?customerId=${cast.owner.id}`));
    expect(imported.code).toBe(0);
    expect(imported.data).toMatchObject({
      sn,
      companyId: cast.companyA.id,
      customerId: cast.owner.id,
      binding: 'unbound',
    });
    expect(envelopeOf(await importOne({ sn, key })).code).toBe(301);
    // The import is in the maintenance log, once: the refused attempts are not.
    const logged = await t.database.db
      .select()
      .from(maintenanceLogs)
      .where(eq(maintenanceLogs.gatewaySn, sn));
    expect(logged.map((row) => [row.action, row.actorUserId])).toEqual([['import', cast.installer.id]]);
    expect(
      envelopeOf(await call(cast.otherInstaller, 'POST', '/api/v1/gateway/import/one', { sn, key })).code,
    ).toBe(301);
    // A customer of another company is not one to import for.
    const other = await register();
    expect(envelopeOf(await importOne(other, `?customerId=${cast.stranger.id}`)).code).toBe(4);
    // The customer sees the gateway imported for them.
    const theirs = envelopeOf<TGatewayList>(await call(cast.owner, 'GET', '/api/v1/gateways'));
    expect(theirs.data.infos.map((row) => row.sn)).toContain(sn);
  });

  it('checks every row of a sheet (300, 301, 305) and imports only the valid ones', async () => {
    const good = await register();
    const used = await register();
    await call(cast.otherInstaller, 'POST', '/api/v1/gateway/import/one', used);
    const wrongKey = await register();
    const rows = [
      ['SN', 'Key'],
      [good.sn, good.key],
      [used.sn, used.key],
      [wrongKey.sn, 'not-the-key'],
      ['MISSING-' + good.sn, 'x'],
      [good.sn, good.key],
    ];
    const checked = envelopeOf<TGatewaySheetResult>(
      await form(cast.installer, '/api/v1/gateway/import/check', rows),
    );
    expect(checked.data.rows.map((row) => row.code)).toEqual([0, 301, 300, 305, 301]);
    expect(checked.data.imported).toBe(0);
    expect(checked.data.rows[2]?.message).toBe('The gateway SN or Key is incorrect.');

    const imported = envelopeOf<TGatewaySheetResult>(
      await form(cast.installer, '/api/v1/gateway/import/batch', rows, {}, 'g.xls'),
    );
    expect(imported.data).toMatchObject({ valid: 1, invalid: 4, imported: 1 });
    const [stored] = await t.database.db.select().from(gateways).where(eq(gateways.sn, good.sn));
    expect(stored?.companyId).toBe(cast.companyA.id);

    const pairs = envelopeOf<TGatewaySheetResult>(
      await call(cast.installer, 'POST', '/api/v1/gateways/check', {
        gateways: [good, { sn: wrongKey.sn, key: 'bad' }],
      }),
    );
    expect(pairs.data.rows.map((row) => row.code)).toEqual([301, 300]);

    // A text file or an empty sheet is refused whole, naming the file.
    const text = multipartForm({}, { filename: 'g.csv', content: Buffer.from('SN,Key') });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/gateway/import/check',
      payload: text.payload,
      headers: { ...cast.installer.headers, ...text.headers },
    });
    expect(envelopeOf(refused).code).toBe(4);
    expect(envelopeOf(await form(cast.installer, '/api/v1/gateway/import/check', [['SN', 'Key']])).code).toBe(
      4,
    );
  });

  it('serves the template as a sheet the import reads', async () => {
    const response = await call(cast.installer, 'GET', '/api/v1/gateway/import/template');
    const workbook = read(response.rawPayload, { type: 'buffer' });
    const rows = utils.sheet_to_json<string[]>(workbook.Sheets[workbook.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['SN', 'Key', 'Model', 'Hardware version', 'Note']);
    expect(rows[1]?.[4]).toMatch(/example/i);
    // Sent back with the example left in and one gateway added, only the added row is judged.
    const added = await register();
    const checked = envelopeOf<TGatewaySheetResult>(
      await form(cast.installer, '/api/v1/gateway/import/check', [...rows, [added.sn, added.key]]),
    );
    expect(checked.data.rows.map((row) => [row.row, row.code])).toEqual([[3, 0]]);
  });

  it('judges each row on its own: a refused row does not make a later one with its SN a repeat', async () => {
    const gateway = await register();
    const rows = [
      ['SN', 'Key'],
      [gateway.sn, ''],
      [gateway.sn, gateway.key],
      [gateway.sn, gateway.key],
    ];
    const checked = envelopeOf<TGatewaySheetResult>(
      await form(cast.installer, '/api/v1/gateway/import/check', rows),
    );
    expect(checked.data.rows.map((row) => [row.row, row.code, row.message])).toEqual([
      [2, 4, 'The gateway key may not be empty'],
      [3, 0, 'success'],
      [4, 301, 'This SN is already in row 3 of the file'],
    ]);

    const fresh = uniqueSn('GW');
    const registered = envelopeOf<TGatewaySheetResult>(
      await form(cast.platform, '/api/v1/gateway/batch', [
        ['SN', 'Key'],
        [fresh, ''],
        [fresh, 'key-1'],
        [fresh, 'key-2'],
        [gateway.sn, 'key-3'],
      ]),
    );
    expect(registered.data.rows.map((row) => [row.row, row.code, row.message])).toEqual([
      [2, 4, 'The gateway key may not be empty'],
      [3, 0, 'success'],
      [4, 301, 'This SN is already in row 3 of the file'],
      [5, 301, 'This gateway SN is already registered'],
    ]);
  });

  it('lists with filters and counts, shows a detail, downloads, unbinds and deletes', async () => {
    const { plant, gateway } = await createPlantAs(t, cast.installer, cast.companyA.id);
    await t.database.db
      .update(gateways)
      .set({ rssi: -70, status: 'normal', lastSeenAt: new Date() })
      .where(eq(gateways.id, gateway.id));
    const device = await createDevice(t.database, {
      gatewayId: gateway.id,
      plantId: plant.id,
      kind: 'inverter',
      dictionaryId: 'sofar_lsw3',
    });
    await t.database.db.insert(deviceRollups).values({
      deviceId: device.id,
      plantId: plant.id,
      period: '5m',
      bucketStart: new Date(Date.now() - 10 * 60_000),
      valueStats: { pv1Power: { n: 2, sum: 3000, min: 1000, max: 2000 } },
    });

    const list = envelopeOf<TGatewayList>(
      await call(cast.installer, 'GET', `/api/v1/gateways?binding=bound&keyword=${gateway.sn}`),
    );
    expect(list.data.infos).toHaveLength(1);
    expect(list.data.infos[0]).toMatchObject({
      sn: gateway.sn,
      plantName: plant.name,
      status: 'normal',
      rssi: -70,
      signalBars: 3,
      devices: 1,
    });
    expect(list.data.counts).toMatchObject({ all: 1, normal: 1, bound: 1, unbound: 0 });
    // Its times show on the plant's clock.
    expect(typeof list.data.infos[0]?.plantTimeZone).toBe('string');
    // Offline (a restart): its last RSSI stays, but no bars, as if the link were live.
    await t.database.db.update(gateways).set({ status: 'offline' }).where(eq(gateways.id, gateway.id));
    const offline = envelopeOf<TGatewayList>(
      await call(cast.installer, 'GET', `/api/v1/gateways?keyword=${gateway.sn}`),
    );
    expect(offline.data.infos[0]).toMatchObject({ status: 'offline', rssi: -70, signalBars: null });
    await t.database.db.update(gateways).set({ status: 'normal' }).where(eq(gateways.id, gateway.id));
    const counts = envelopeOf<TGatewayCounts>(await call(cast.installer, 'GET', '/api/v1/gateways/count'));
    expect(counts.data.all).toBeGreaterThan(1);
    expect(
      envelopeOf<TGatewayList>(
        await call(cast.otherInstaller, 'GET', `/api/v1/gateways?keyword=${gateway.sn}`),
      ).data.total,
    ).toBe(0);

    // A healthy upload's counts are no refusal; a refused frame is.
    await t.database.db.insert(communicationLogs).values([
      {
        gatewaySn: gateway.sn,
        deviceSn: device.sn,
        kind: 'upload',
        detail: '3 frames: 3 stored, 0 duplicates, 0 refused',
      },
      { gatewaySn: gateway.sn, deviceSn: device.sn, kind: 'frameRefused', detail: 'bad block' },
    ]);
    const detail = envelopeOf<TGatewayDetail>(
      await call(cast.installer, 'GET', `/api/v1/gateway/${gateway.id}`),
    );
    expect(detail.data.deviceList.map((row) => row.sn)).toEqual([device.sn]);
    expect(detail.data.valueNames.pv1Power).toBe('PV1 power');
    expect(detail.data.uploads.filter((row) => row.kind === 'refusal').map((row) => row.detail)).toEqual([
      'frameRefused: bad block',
    ]);
    expect(detail.data.signal.map((sample) => sample.rssi)).toContain(-70);

    const download = await call(cast.installer, 'GET', `/api/v1/gateways/downLoad?keyword=${gateway.sn}`);
    const workbook = read(download.rawPayload, { type: 'buffer' });
    const rows = utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]!]!, { header: 1 });
    expect(rows[1]?.[0]).toBe(gateway.sn);
    // Status and binding in words, not as stored (`normal`, `bound`).
    expect(rows[1]?.slice(1, 3)).toEqual(['Normal', 'Bound']);
    const inSpanish = await call(
      cast.installer,
      'GET',
      `/api/v1/gateways/downLoad?keyword=${gateway.sn}&lan=es`,
    );
    const spanishRows = utils.sheet_to_json<unknown[]>(
      read(inSpanish.rawPayload, { type: 'buffer' }).Sheets.Gateways!,
      { header: 1 },
    );
    expect([spanishRows[0]?.[1], spanishRows[1]?.[1], spanishRows[1]?.[2]]).toEqual([
      'Estado',
      'Normal',
      'Vinculada',
    ]);

    const from = new Date(Date.now() - 3600_000).toISOString();
    const to = new Date().toISOString();
    const readings = envelopeOf<TWorkdata>(
      await call(
        cast.installer,
        'GET',
        `/api/v1/workdata/dynamic?gatewaySn=${gateway.sn}&from=${from}&to=${to}`,
      ),
    );
    expect(readings.data.rows).toEqual([
      expect.objectContaining({ deviceSn: device.sn, values: { pv1Power: 1500 } }),
    ]);
    // Each value is named in the reader's words, from the device's dictionary.
    expect(readings.data.names).toEqual({ pv1Power: 'PV1 power' });
    const inChinese = envelopeOf<TWorkdata>(
      await call(
        cast.installer,
        'GET',
        `/api/v1/workdata/dynamic?gatewaySn=${gateway.sn}&from=${from}&to=${to}&lan=zh`,
      ),
    );
    expect(inChinese.data.names).toEqual({ pv1Power: 'PV1功率' });
    const tooLong = await call(
      cast.installer,
      'GET',
      `/api/v1/workdata/dynamic?gatewaySn=${gateway.sn}&from=2020-01-01T00:00:00Z&to=${to}`,
    );
    expect(envelopeOf(tooLong).code).toBe(4);
    expect(
      envelopeOf(
        await call(
          cast.installer,
          'GET',
          `/api/v1/workdata/event?gatewaySn=${gateway.sn}&from=${from}&to=${to}`,
        ),
      ).code,
    ).toBe(0);

    const unbound = envelopeOf<TGateway>(
      await call(cast.installer, 'POST', `/api/v1/gateway/${gateway.id}/unbind`),
    );
    expect(unbound.data).toMatchObject({ binding: 'unbound', plantId: null });
    const [moved] = await t.database.db.select().from(devices).where(eq(devices.id, device.id));
    expect(moved?.plantId).toBeNull();

    expect(envelopeOf(await call(cast.installer, 'GET', `/api/v1/gateway/${gateway.id}/delete`)).code).toBe(
      0,
    );
    const [released] = await t.database.db.select().from(gateways).where(eq(gateways.id, gateway.id));
    expect(released).toMatchObject({ companyId: null, plantId: null });
    expect(envelopeOf(await call(cast.installer, 'GET', `/api/v1/gateway/${gateway.id}`)).code).toBe(3);
  });

  it('the platform’s delete takes the gateway’s raw frames with it', async () => {
    const gateway = await createGateway(t.database, { companyId: null });
    const frame = { deviceSn: uniqueSn('INV'), readAt: new Date(), msgId: 'm1', blocks: [] };
    await t.database.db.insert(rawFrames).values({ gatewaySn: gateway.sn, ...frame });
    expect(envelopeOf(await call(cast.platform, 'GET', `/api/v1/gateway/${gateway.id}/delete`)).code).toBe(0);
    expect(await t.database.db.select().from(gateways).where(eq(gateways.id, gateway.id))).toEqual([]);
    expect(await t.database.db.select().from(rawFrames).where(eq(rawFrames.gatewaySn, gateway.sn))).toEqual(
      [],
    );
  });

  it('checks a gateway for the plant wizard: 305, 300, 301, 0', async () => {
    const free = await createGateway(t.database, { companyId: cast.companyA.id });
    const check = (sn: string, key: string) =>
      call(cast.owner, 'POST', `/api/v1/gateway/${sn}/check`, { key });
    expect(envelopeOf(await check('NO-SUCH-GW', 'x')).code).toBe(305);
    expect(envelopeOf(await check(free.sn, 'wrong')).code).toBe(300);
    expect(envelopeOf(await check(free.sn, '')).code).toBe(4);
    expect(envelopeOf(await check(free.sn, free.key)).code).toBe(0);
    const { gateway } = await createPlantAs(t, cast.installer, cast.companyA.id);
    expect(envelopeOf(await check(gateway.sn, gateway.key)).code).toBe(301);
  });

  it('tells other companies and customers a gateway does not exist on every id route (3)', async () => {
    const { gateway } = await createPlantAs(t, cast.installer, cast.companyA.id);
    const routes: ['GET' | 'POST', string][] = [
      ['GET', `/api/v1/gateway/${gateway.id}`],
      ['GET', `/api/v1/gateway/${gateway.id}/delete`],
      ['POST', `/api/v1/gateway/${gateway.id}/unbind`],
      [
        'GET',
        `/api/v1/workdata/dynamic?gatewaySn=${gateway.sn}&from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z`,
      ],
      [
        'GET',
        `/api/v1/workdata/dynamic/download?gatewaySn=${gateway.sn}&from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z`,
      ],
      [
        'GET',
        `/api/v1/workdata/event?gatewaySn=${gateway.sn}&from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z`,
      ],
    ];
    for (const [method, url] of routes) {
      for (const who of [cast.otherInstaller, cast.stranger]) {
        const response = await call(who, method, url);
        // The stranger (a customer) lacks gateway.delete / gateway.unbind: 2 before any lookup.
        expect([3, 2], `${method} ${url}`).toContain(envelopeOf(response).code);
        if (who === cast.otherInstaller) expect(envelopeOf(response).code, `${method} ${url}`).toBe(3);
      }
    }
    const [still] = await t.database.db.select().from(gateways).where(eq(gateways.id, gateway.id));
    expect(still?.plantId).not.toBeNull();
    // The platform sees every company's gateway, with its owner.
    const seen = envelopeOf<TGatewayDetail>(
      await call(cast.platform, 'GET', `/api/v1/gateway/${gateway.id}`),
    );
    expect(seen.data.companyName).toBe(cast.companyA.name);
  });
});
