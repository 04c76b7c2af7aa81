import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TLoggerFunction,
  TProtocolDetail,
  TProtocolImportResult,
  TProtocolSummary,
} from '@sunfleet/contract/protocol-config';
import { protocolDictionaries } from '@sunfleet/db/protocol-schema';
import { count, eq } from '@sunfleet/db/query';
import { devices } from '@sunfleet/db/telemetry-schema';
import { createCompany, createRole, createUser } from '@sunfleet/db/testing';
import { createDevice, createGateway } from '@sunfleet/db/telemetry-testing';
import { bearer, createTestApp, envelopeOf, multipartForm, signIn, type TestApp } from '../../testing.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../packages/protocols/src/fixtures/${name}`, import.meta.url));

describe('device protocol configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const headersOf = async (user: { account: string; password: string }) =>
    bearer((await signIn(t.app, user.account, user.password)).access_token);
  const companyAdmin = async (companyId?: string) => {
    const company = companyId ?? (await createCompany(t.database)).id;
    const user = await createUser(t.database, { kind: 'company', companyId: company, isCompanyAdmin: true });
    return { companyId: company, headers: await headersOf(user) };
  };
  const upload = async (
    url: string,
    headers: Record<string, string>,
    filename: string,
    content: Buffer,
    fields = {},
  ) => {
    const form = multipartForm(fields, { filename, content });
    return t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
  };
  const storedCount = async () =>
    (await t.database.db.select({ total: count() }).from(protocolDictionaries))[0]?.total;

  it('checks a community map without storing it, then imports it as the company’s dictionary', async () => {
    const { headers } = await companyAdmin();
    const before = await storedCount();
    const checked = envelopeOf<TProtocolImportResult>(
      await upload('/api/v1/protocol/import/check', headers, 'hybrid.yaml', fixture('community-good.yaml')),
    );
    expect(checked.code).toBe(0);
    expect(checked.data).toMatchObject({ model: 'Sunfleet test hybrid', kind: expect.any(String) as string });
    expect(checked.data.id).toBeUndefined();
    expect(checked.data.entries.length).toBeGreaterThan(0);
    expect(checked.data.rulesUsed.length).toBeGreaterThan(0);
    expect(await storedCount()).toBe(before);

    const imported = envelopeOf<TProtocolImportResult>(
      await upload('/api/v1/protocol/import', headers, 'hybrid.yaml', fixture('community-good.yaml'), {
        model: 'Roof hybrid',
      }),
    );
    expect(imported.code).toBe(0);
    expect(imported.data.id).toMatch(/^roof-hybrid-[0-9a-f]{6}$/);

    const list = envelopeOf<TProtocolSummary[]>(
      await t.app.inject({ url: '/api/v1/protocols', headers }),
    ).data;
    expect(list.find((item) => item.id === imported.data.id)).toMatchObject({
      source: 'imported',
      model: 'Roof hybrid',
      editable: true,
      entryCount: imported.data.entries.length,
    });
    expect(list.some((item) => item.source === 'shipped' && !item.editable)).toBe(true);
    const choices = envelopeOf<{ code: string }[]>(
      await t.app.inject({ url: '/api/v1/dict/protocols', headers }),
    );
    expect(choices.data.map((choice) => choice.code)).toContain(imported.data.id);

    const detail = envelopeOf<TProtocolDetail>(
      await t.app.inject({ url: `/api/v1/protocol/${imported.data.id}`, headers }),
    ).data;
    expect(detail.entries).toEqual(imported.data.entries);
  });

  it('refuses a malformed map with code 4 and the importer’s message, storing nothing', async () => {
    const { headers } = await companyAdmin();
    const before = await storedCount();
    for (const url of ['/api/v1/protocol/import/check', '/api/v1/protocol/import']) {
      const refused = await upload(url, headers, 'broken.yaml', fixture('malformed-syntax.yaml'));
      expect(envelopeOf(refused)).toMatchObject({
        code: 4,
        data: {
          field: 'file',
          message: expect.stringMatching(/not valid YAML \(line \d+, column \d+\)/) as string,
        },
      });
    }
    const outside = await upload(
      '/api/v1/protocol/import',
      headers,
      'outside.yaml',
      fixture('register-outside.yaml'),
    );
    expect(envelopeOf(outside)).toMatchObject({
      code: 4,
      data: { message: expect.stringMatching(/outside every block/) as string },
    });
    const wrongType = await upload(
      '/api/v1/protocol/import',
      headers,
      'map.txt',
      fixture('community-good.yaml'),
    );
    expect(envelopeOf(wrongType)).toMatchObject({ code: 4, data: { field: 'file' } });
    expect(await storedCount()).toBe(before);
  });

  it('refuses an alias bomb, a NUL byte in the map or in its model with code 4, storing nothing', async () => {
    const { headers } = await companyAdmin();
    const before = await storedCount();
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let level = 1; level < 9; level += 1) {
      const previous = String.fromCharCode(96 + level);
      const name = String.fromCharCode(97 + level);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`);
    }
    const bomb = Buffer.from(`${levels.join('\n')}\nrequests: *i\nparameters: *i\n`);
    const good = fixture('community-good.yaml');
    const withNul = Buffer.from(good.toString('utf8').replace(/name: (\S)/, 'name: \u0000$1'));
    const refusals = [
      await upload('/api/v1/protocol/import', headers, 'bomb.yaml', bomb),
      await upload('/api/v1/protocol/import', headers, 'nul.yaml', withNul),
      await upload('/api/v1/protocol/import', headers, 'map.yaml', good, { model: 'X\u0000' }),
    ];
    expect(refusals.map((response) => [response.statusCode, envelopeOf(response).code])).toEqual([
      [400, 4],
      [400, 4],
      [400, 4],
    ]);
    expect(refusals.map((response) => (envelopeOf(response).data as { field: string }).field)).toEqual([
      'file',
      'file',
      'model',
    ]);
    expect(await storedCount()).toBe(before);
  });

  it('refuses staff whose role lacks the protocol permissions', async () => {
    const company = await createCompany(t.database);
    const role = await createRole(t.database, company.id, ['logger.management', 'logger.protocol']);
    const viewer = await createUser(t.database, { kind: 'company', companyId: company.id, roleId: role.id });
    const headers = await headersOf(viewer);
    expect(envelopeOf(await t.app.inject({ url: '/api/v1/protocols', headers })).code).toBe(0);
    const refused = await upload(
      '/api/v1/protocol/import',
      headers,
      'hybrid.yaml',
      fixture('community-good.yaml'),
    );
    expect(envelopeOf(refused).code).toBe(2);
    const noRole = await createUser(t.database, { kind: 'company', companyId: company.id });
    expect(
      envelopeOf(await t.app.inject({ url: '/api/v1/protocols', headers: await headersOf(noRole) })).code,
    ).toBe(2);
  });

  it('keeps a company’s imported dictionary from another company, and edits and deletes only its own', async () => {
    const a = await companyAdmin();
    const b = await companyAdmin();
    const { id, entries } = envelopeOf<TProtocolImportResult>(
      await upload('/api/v1/protocol/import', a.headers, 'hybrid.yaml', fixture('community-good.yaml')),
    ).data as Required<TProtocolImportResult>;
    const entry = entries[0]!;
    const edit = { ...entry, names: { en: 'Renamed' }, scale: 0.1, unit: 'W' };
    const { key: _key, registerType: _type, ...body } = edit;

    const listB = envelopeOf<TProtocolSummary[]>(
      await t.app.inject({ url: '/api/v1/protocols', headers: b.headers }),
    ).data;
    expect(listB.some((item) => item.id === id)).toBe(false);
    expect(envelopeOf(await t.app.inject({ url: `/api/v1/protocol/${id}`, headers: b.headers })).code).toBe(
      3,
    );
    const foreignEdit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/protocol/${id}/entry/${entry.key}`,
      headers: b.headers,
      payload: body,
    });
    expect(envelopeOf(foreignEdit).code).toBe(3);
    expect(
      envelopeOf(
        await t.app.inject({ method: 'POST', url: `/api/v1/protocol/${id}/delete`, headers: b.headers }),
      ).code,
    ).toBe(3);

    const edited = envelopeOf<TProtocolDetail>(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/protocol/${id}/entry/${entry.key}`,
        headers: a.headers,
        payload: body,
      }),
    );
    expect(edited.code).toBe(0);
    expect(edited.data.entries[0]).toMatchObject({
      key: entry.key,
      names: { en: 'Renamed' },
      scale: 0.1,
      unit: 'W',
    });

    const outside = await t.app.inject({
      method: 'POST',
      url: `/api/v1/protocol/${id}/entry/${entry.key}`,
      headers: a.headers,
      payload: { ...body, start: 5000 },
    });
    expect(envelopeOf(outside)).toMatchObject({
      code: 4,
      data: { message: expect.stringMatching(/outside every block/) as string },
    });

    const shippedEdit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/protocol/deye_hybrid/entry/${entry.key}`,
      headers: a.headers,
      payload: body,
    });
    expect(envelopeOf(shippedEdit).code).toBe(2);

    const gateway = await createGateway(t.database, { companyId: a.companyId });
    const device = await createDevice(t.database, {
      gatewayId: gateway.id,
      dictionaryId: id,
      kind: 'inverter',
    });
    const inUse = await t.app.inject({
      method: 'POST',
      url: `/api/v1/protocol/${id}/delete`,
      headers: a.headers,
    });
    expect(envelopeOf(inUse)).toMatchObject({
      code: 4,
      data: {
        field: 'id',
        message: '1 device(s) are polled with this dictionary; give them another one first',
      },
    });
    await t.database.db.delete(devices).where(eq(devices.id, device.id));
    expect(
      envelopeOf(
        await t.app.inject({ method: 'POST', url: `/api/v1/protocol/${id}/delete`, headers: a.headers }),
      ).code,
    ).toBe(0);
    expect(envelopeOf(await t.app.inject({ url: `/api/v1/protocol/${id}`, headers: a.headers })).code).toBe(
      3,
    );
  });

  it('lets only the platform operator change the logger functions every company shares', async () => {
    const { headers } = await companyAdmin();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logger/function',
      headers,
      payload: { code: 44, name: 'Company change', description: '', enabled: true },
    });
    expect(envelopeOf(refused).code).toBe(2);
    const listed = envelopeOf<TLoggerFunction[]>(
      await t.app.inject({ url: '/api/v1/logger/functions', headers }),
    ).data;
    expect(listed.map((item) => item.code)).not.toContain(44);
  });

  it('keeps logger function codes unique (5000 Code is exist)', async () => {
    const headers = await headersOf(await createUser(t.database, { kind: 'platform' }));
    const listed = envelopeOf<TLoggerFunction[]>(
      await t.app.inject({ url: '/api/v1/logger/functions', headers }),
    ).data;
    expect(listed.map((item) => item.code)).toEqual(expect.arrayContaining([3, 4, 6, 16]));

    const taken = await t.app.inject({ url: '/api/v1/logger/function/check?code=3', headers });
    expect(envelopeOf(taken)).toMatchObject({ code: 5000, msg: 'Code is exist' });
    expect(
      envelopeOf(await t.app.inject({ url: '/api/v1/logger/function/check?code=43', headers })).code,
    ).toBe(0);

    const created = envelopeOf<TLoggerFunction>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/logger/function',
        headers,
        payload: { code: 43, name: 'Read device identification', description: '', enabled: true },
      }),
    );
    expect(created).toMatchObject({ code: 0, data: { code: 43, enabled: true } });
    const ownCode = await t.app.inject({
      url: `/api/v1/logger/function/check?code=43&id=${created.data.id}`,
      headers,
    });
    expect(envelopeOf(ownCode).code).toBe(0);

    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logger/function',
      headers,
      payload: { id: created.data.id, code: 4, name: 'Clash', description: '', enabled: false },
    });
    expect(envelopeOf(duplicate).code).toBe(5000);
    const found = envelopeOf<TLoggerFunction>(
      await t.app.inject({ url: `/api/v1/logger/function/${created.data.id}`, headers }),
    );
    expect(found.data).toMatchObject({ code: 43, name: 'Read device identification' });
    const badCode = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logger/function',
      headers,
      payload: { code: 300, name: 'Too big', description: '', enabled: true },
    });
    expect(envelopeOf(badCode)).toMatchObject({ code: 4, data: { field: 'code' } });
  });
});
