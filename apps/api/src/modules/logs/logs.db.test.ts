import { read, utils } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type {
  TCommunicationEntry,
  TDebugEntry,
  TLogContent,
  TMaintenanceEntry,
} from '@sunfleet/contract/logs';
import { sql } from '@sunfleet/db/query';
import type { TPage } from '@sunfleet/contract/paging';
import { communicationLogs, rawFrames } from '@sunfleet/db/telemetry-schema';
import { createGateway } from '@sunfleet/db/telemetry-testing';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createCast, createPlantAs, type TCast } from '../plants/fixtures.ts';

/**
 * The logs through the API: the plants module records binds, replacements and unbinds in the
 * maintenance log; the communication log lists what the ingest wrote; each caller sees only the
 * rows of the plants and gateways they see, on every route (tenancy).
 */
describe('logs', () => {
  let t: TestApp;
  let cast: TCast;
  let plantId: string;
  let otherPlantId: string;
  let firstSn: string;
  let secondSn: string;
  let otherSn: string;
  let uploadId: string;
  type TWho = 'installer' | 'otherInstaller' | 'platform' | 'owner';

  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t);
    const created = await createPlantAs(t, cast.installer, cast.companyA.id);
    plantId = created.plant.id;
    firstSn = created.gateway.sn;
    const other = await createPlantAs(t, cast.otherInstaller, cast.companyB.id);
    otherPlantId = other.plant.id;
    otherSn = other.gateway.sn;
    const second = await createGateway(t.database, { companyId: cast.companyA.id });
    secondSn = second.sn;
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/v1/plant/${plantId}/gateway`,
      headers: cast.installer.headers,
      payload: { sn: second.sn, key: second.key },
    });
    expect(envelopeOf(replaced).code).toBe(0);
    // What the ingest writes: an upload of the plant's gateway with its raw frame, a refusal of
    // the other company's gateway, and an unknown gateway's upload.
    const readAt = new Date(Date.now() - 60_000);
    await t.database.db.insert(rawFrames).values({
      gatewaySn: secondSn,
      deviceSn: 'DV-1',
      readAt,
      msgId: 'm-1',
      blocks: [{ functionCode: 3, start: 0, words: [1, 2] }],
    });
    const [upload] = await t.database.db
      .insert(communicationLogs)
      .values([
        {
          gatewaySn: secondSn,
          deviceSn: 'DV-1',
          kind: 'upload',
          msgId: 'm-1',
          frames: 1,
          stored: 1,
          duplicates: 0,
          refused: 0,
          bytes: 321,
          detail: '1 frames: 1 stored, 0 duplicates, 0 refused',
        },
      ])
      .returning();
    uploadId = String(upload?.id);
    await t.database.db.insert(communicationLogs).values([
      { gatewaySn: secondSn, kind: 'futureReading', repeats: 3, detail: 'Dated 2100' },
      { gatewaySn: otherSn, kind: 'unknownDevice', repeats: 500, detail: '500 frames' },
      { gatewaySn: 'NO-SUCH-GATEWAY', kind: 'unknownGateway', detail: 'No gateway has this SN' },
    ]);
  });
  afterAll(() => t.close());

  /** A command of the command channel (its own table), as it stands after the gateway answered. */
  const command = async (values: {
    gatewaySn: string;
    kind: string;
    payload: object;
    state: string;
    result?: object;
    error?: string;
  }) => {
    const id = randomUUID();
    await t.database.db.execute(sql`
      INSERT INTO commands (id, gateway_sn, device_sn, kind, payload, state, requested_by, company_id, plant_id,
        expires_at, result, error)
      VALUES (${id}, ${values.gatewaySn}, 'DV-1', ${values.kind}, ${JSON.stringify(values.payload)}::jsonb,
        ${values.state}, ${cast.installer.id}, ${cast.companyA.id}, ${plantId}, now() + interval '1 hour',
        ${values.result ? JSON.stringify(values.result) : null}::jsonb, ${values.error ?? null})`);
    return id;
  };

  const get = <T>(who: TWho, url: string) =>
    t.app
      .inject({ url: `/api/v1${url}`, headers: cast[who].headers })
      .then((response) => envelopeOf<T>(response));

  it('records binding, replacement and unbinding, each with who did it', async () => {
    const { code, data } = await get<TPage<TMaintenanceEntry>>('installer', '/logger');
    expect(code).toBe(0);
    expect(data.infos.map((row) => [row.action, row.gatewaySn, row.plantId]).sort()).toEqual(
      [
        ['bind', firstSn, plantId],
        ['replace', secondSn, plantId],
        ['unbind', firstSn, plantId],
      ].sort(),
    );
    const replace = data.infos.find((row) => row.action === 'replace');
    expect(replace).toMatchObject({
      result: 'succeeded',
      detail: `Replaces ${firstSn}`,
      actor: `Test user (${cast.installer.account})`,
    });
    expect(replace?.plantName).toBe('Sunny Hill Plant');
  });

  it('filters by action, gateway and time, and pages', async () => {
    const unbinds = await get<TPage<TMaintenanceEntry>>('installer', '/logger?action=unbind');
    expect(unbinds.data.total).toBe(1);
    const ofGateway = await get<TPage<TMaintenanceEntry>>('installer', `/logger?gatewaySn=${firstSn}`);
    expect(ofGateway.data.total).toBe(2);
    const page = await get<TPage<TMaintenanceEntry>>('installer', '/logger?size=1&page=2');
    expect(page.data).toMatchObject({ total: 3 });
    expect(page.data.infos).toHaveLength(1);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await get<TPage<TMaintenanceEntry>>('installer', `/logger?from=${future}`)).data.total).toBe(0);
    expect((await get('installer', '/logger?action=dance')).code).toBe(4);
    expect((await get('installer', '/logger?from=yesterday')).code).toBe(4);
  });

  it('shows each company only its own maintenance rows; the platform sees all', async () => {
    const other = await get<TPage<TMaintenanceEntry>>('otherInstaller', '/logger');
    expect(other.data.infos.map((row) => row.plantId)).toEqual([otherPlantId]);
    const all = await get<TPage<TMaintenanceEntry>>('platform', '/logger');
    expect(all.data.total).toBe(4);
    // A customer has no logs in their menu.
    expect((await get('owner', '/logger')).code).toBe(2);
  });

  it('answers a plant and a device or gateway by SN only to those who see it', async () => {
    const ofPlant = await get<TPage<TMaintenanceEntry>>('installer', `/logger/plant?plantId=${plantId}`);
    expect(ofPlant.data.total).toBe(3);
    expect((await get('otherInstaller', `/logger/plant?plantId=${plantId}`)).code).toBe(700);
    const ofGateway = await get<TPage<TMaintenanceEntry>>(
      'installer',
      `/logger/getInverterLogger/${secondSn}`,
    );
    expect(ofGateway.data.infos.map((row) => row.action)).toEqual(['replace']);
    expect((await get('otherInstaller', `/logger/getInverterLogger/${secondSn}`)).code).toBe(3);
    expect((await get('platform', `/logger/getInverterLogger/${secondSn}`)).code).toBe(0);
  });

  it("lists the communication log of the caller's gateways, with counts and refusals", async () => {
    const mine = await get<TPage<TCommunicationEntry>>('installer', '/logger/page');
    expect(mine.data.infos.map((row) => row.kind).sort()).toEqual(['futureReading', 'upload']);
    const upload = mine.data.infos.find((row) => row.kind === 'upload');
    expect(upload).toMatchObject({ frames: 1, stored: 1, bytes: 321, plantId, repeats: 1 });
    const refusals = await get<TPage<TCommunicationEntry>>('installer', '/logger/page?kind=refusals');
    expect(refusals.data.infos.map((row) => [row.kind, row.repeats])).toEqual([['futureReading', 3]]);
    const ofPlant = await get<TPage<TCommunicationEntry>>(
      'installer',
      `/logger/page?plantId=${otherPlantId}`,
    );
    expect(ofPlant.data.total).toBe(0);
    const other = await get<TPage<TCommunicationEntry>>('otherInstaller', '/logger/page');
    expect(other.data.infos.map((row) => row.gatewaySn)).toEqual([otherSn]);
    const all = await get<TPage<TCommunicationEntry>>('platform', '/logger/page?kind=unknownGateway');
    expect(all.data.infos.map((row) => row.gatewaySn)).toEqual(['NO-SUCH-GATEWAY']);
    expect((await get('installer', '/logger/page?kind=whatever')).code).toBe(4);
  });

  it("shows an upload's content to those who see its gateway, 3 to others", async () => {
    const content = await get<TLogContent>('installer', `/logger/content?id=${uploadId}`);
    expect(content.code).toBe(0);
    expect(content.data.frames).toEqual([
      expect.objectContaining({ deviceSn: 'DV-1', blocks: [{ functionCode: 3, start: 0, words: [1, 2] }] }),
    ]);
    expect((await get('otherInstaller', `/logger/content?id=${uploadId}`)).code).toBe(3);
    expect((await get('installer', '/logger/content?id=999999999')).code).toBe(3);
    expect((await get('installer', '/logger/content?id=abc')).code).toBe(4);
  });

  it('shows commands with their results in the maintenance log, read from the command channel', async () => {
    await command({ gatewaySn: secondSn, kind: 'restart', payload: {}, state: 'succeeded' });
    await command({
      gatewaySn: secondSn,
      kind: 'lock',
      payload: {},
      state: 'failed',
      error: 'The gateway refused',
    });
    await command({ gatewaySn: secondSn, kind: 'setPower', payload: { on: false }, state: 'succeeded' });
    await command({
      gatewaySn: secondSn,
      kind: 'setDigitalOutput',
      payload: { output: 1, on: true },
      state: 'succeeded',
    });
    // People's words, in the reader's language: never `setPower {"on": false} → succeeded`.
    const commands = await get<TPage<TMaintenanceEntry>>('installer', '/logger?action=command');
    expect(commands.data.infos.map((row) => [row.detail, row.result]).sort()).toEqual([
      ['Digital output 1 closed', 'succeeded'],
      ['Lock: The gateway refused', 'failed'],
      ['Power off', 'succeeded'],
      ['Restart', 'succeeded'],
    ]);
    const spanish = await get<TPage<TMaintenanceEntry>>('installer', '/logger?action=command&lan=es');
    expect(spanish.data.infos.map((row) => row.detail)).toContain('Apagado');
    expect(commands.data.infos[0]?.actor).toBe(`Test user (${cast.installer.account})`);
    expect((await get<TPage<TMaintenanceEntry>>('otherInstaller', '/logger?action=command')).data.total).toBe(
      0,
    );
  });

  it('lists remote debug requests with their replies in the debug log, only to those who see the gateway', async () => {
    await command({
      gatewaySn: secondSn,
      kind: 'modbusDebug',
      payload: { framing: 'rtu', frame: '01030000000AC5CD' },
      state: 'succeeded',
      result: { frame: '010314000100020003000400050006000700080009000AXXXX' },
    });
    await command({
      gatewaySn: secondSn,
      kind: 'readRegisters',
      payload: { functionCode: 3, start: 100, count: 2 },
      state: 'succeeded',
      result: { registers: { functionCode: 3, start: 100, words: [1, 255] } },
    });
    await command({
      gatewaySn: secondSn,
      kind: 'writeRegisters',
      payload: { start: 7, words: [16] },
      state: 'timedOut',
      error: 'No reply',
    });
    const debug = await get<TPage<TDebugEntry>>('installer', '/logger/debug');
    expect(debug.code).toBe(0);
    expect(debug.data.infos.map((row) => [row.kind, row.request, row.reply, row.state]).sort()).toEqual([
      [
        'modbusDebug',
        'RTU 01030000000AC5CD',
        '010314000100020003000400050006000700080009000AXXXX',
        'succeeded',
      ],
      ['readRegisters', 'FC03 read 2 from 100', '0001 00FF', 'succeeded'],
      ['writeRegisters', 'FC16 write 0010 at 7', 'No reply', 'timedOut'],
    ]);
    expect(debug.data.infos[0]).toMatchObject({ gatewaySn: secondSn, plantName: 'Sunny Hill Plant' });
    expect(
      (await get<TPage<TDebugEntry>>('installer', `/logger/debug?gatewaySn=${otherSn}`)).data.total,
    ).toBe(0);
    expect((await get<TPage<TDebugEntry>>('otherInstaller', '/logger/debug')).data.total).toBe(0);
    expect((await get<TPage<TDebugEntry>>('platform', '/logger/debug')).data.total).toBe(3);
    expect((await get('owner', '/logger/debug')).code).toBe(2);
    // Register traffic is the debug log's: the maintenance log has the action that sent it
    // (a settings write's own row), not a row per register read or write. A remote debug frame is
    // a user action of its own and stays.
    const maintenance = await get<TPage<TMaintenanceEntry>>('installer', '/logger?action=command');
    const details = maintenance.data.infos.map((row) => row.detail);
    expect(details).toContain('Remote debug (RTU frame)');
    expect(details.filter((detail) => /registers/.test(detail))).toEqual([]);
  });

  it('downloads each log as .xlsx with the same rows the caller sees', async () => {
    for (const log of ['maintenance', 'communication', 'debug']) {
      const response = await t.app.inject({
        url: `/api/v1/logger/download?log=${log}`,
        headers: cast.installer.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    expect((await get('installer', '/logger/download?log=secrets')).code).toBe(4);
  });

  it('exports the maintenance log in the reader’s words: actions, results and command details', async () => {
    const response = await t.app.inject({
      url: '/api/v1/logger/download?log=maintenance&action=command&lan=es',
      headers: cast.installer.headers,
    });
    const book = read(response.rawPayload);
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    const rows = utils.sheet_to_json<string[]>(sheet!, { header: 1 });
    expect(rows[0]).toContain('Acción');
    // Time and its zone come first, then by, action, plant, gateway, device, result and detail.
    expect(rows.slice(1).map((row) => [row[3], row[7], row[8]])).toContainEqual([
      'Comando',
      'Correcto',
      'Apagado',
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/setPower|succeeded|"command"/);
  });
});
