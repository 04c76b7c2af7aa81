import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TFirmware,
  TFirmwareProduct,
  TFirmwareRelease,
  TInverterType,
} from '@sunfleet/contract/firmware';
import type { TPage } from '@sunfleet/contract/paging';
import { firmwareImages } from '@sunfleet/db/firmware-schema';
import { eq } from '@sunfleet/db/query';
import { gateways } from '@sunfleet/db/telemetry-schema';
import { createCompany, createRole, createUser } from '@sunfleet/db/testing';
import { createLocalFileStore } from '../../adapters/file-store.ts';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { bearer, createTestApp, envelopeOf, multipartForm, signIn, type TestApp } from '../../testing.ts';
import { createGatewaysRepository } from '../gateways/repository.ts';
import { createUsersRepository } from '../users/repository.ts';
import { createFirmwareRepository } from './repository.ts';
import { createFirmwareService } from './service.ts';

const image = (size = 2048, seed = 1) => Buffer.alloc(size, seed);
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const intelHex = ':10010000214601360121470136007EFE09D2190140\r\n:00000001FF\r\n';

/** The firmware library: uploads, their checks, publication, the type tree, products, tenancy. */
describe('firmware library', () => {
  let t: TestApp;
  const companies = { a: '', b: '' };
  let actors: Record<
    'platform' | 'adminA' | 'adminB' | 'member' | 'customer' | 'spanish',
    Record<string, string>
  >;
  const headersOf = async (user: { account: string; password: string }) =>
    bearer((await signIn(t.app, user.account, user.password)).access_token);

  beforeAll(async () => {
    t = await createTestApp();
    const companyA = await createCompany(t.database);
    const companyB = await createCompany(t.database);
    Object.assign(companies, { a: companyA.id, b: companyB.id });
    const role = await createRole(t.database, companyA.id, ['station.view']);
    const users = {
      platform: await createUser(t.database, { kind: 'platform', nickname: 'Ops' }),
      adminA: await createUser(t.database, {
        kind: 'company',
        companyId: companyA.id,
        isCompanyAdmin: true,
        nickname: 'Ana',
      }),
      adminB: await createUser(t.database, { kind: 'company', companyId: companyB.id, isCompanyAdmin: true }),
      member: await createUser(t.database, { kind: 'company', companyId: companyA.id, roleId: role.id }),
      customer: await createUser(t.database, { kind: 'customer', companyId: companyA.id }),
      spanish: await createUser(t.database, {
        kind: 'company',
        companyId: companyA.id,
        isCompanyAdmin: true,
        lang: 'es',
      }),
    };
    actors = Object.fromEntries(
      await Promise.all(Object.entries(users).map(async ([name, user]) => [name, await headersOf(user)])),
    ) as typeof actors;
    await t.database.db.insert(gateways).values([
      {
        sn: 'GWFW0001',
        keyHash: 'x',
        companyId: companyA.id,
        hardwareVersion: 'H1',
        softwareVersion: 'V1_0_0',
      },
      {
        sn: 'GWFW0002',
        keyHash: 'x',
        companyId: companyA.id,
        hardwareVersion: 'H1',
        softwareVersion: 'V9_0_0',
      },
    ]);
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string>, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const post = (headers: Record<string, string>, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
  const upload = (
    headers: Record<string, string>,
    url: string,
    fields: Record<string, string>,
    file?: { filename: string; content: Buffer },
  ) => {
    const form = file ? multipartForm(fields, file) : multipartForm(fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  };
  const gatewayImage = (headers: Record<string, string>, version: string, file: string, extra = {}) =>
    upload(
      headers,
      '/firmware/gateway/add',
      { softwareVersion: version, hardwareVersion: 'H1', productName: 'SF-GW', brand: 'Sunfleet', ...extra },
      { filename: file, content: image(4096, version.length) },
    );

  it('uploads an image, keeps its SHA-256, lists and finds it', async () => {
    const content = image(3000, 7);
    const response = await upload(
      actors.adminA,
      '/firmware/gateway/add',
      {
        softwareVersion: 'V1_0_1',
        hardwareVersion: 'H1',
        productName: 'SF-GW',
        brand: 'Sunfleet',
        epn: 'EPN-1',
        upgradeMode: 'iap',
        changeLog: 'First release',
      },
      { filename: 'gw_v1.0.1.bin', content },
    );
    const created = envelopeOf<TFirmware>(response);
    expect(created).toMatchObject({
      code: 0,
      data: {
        kind: 'gateway',
        fileName: 'gw_v1.0.1.bin',
        size: 3000,
        sha256: sha256(content),
        enabled: false,
        publishedAt: null,
        creator: 'Ana',
        isOwned: true,
      },
    });
    const page = envelopeOf<TPage<TFirmware>>(
      await get(actors.adminA, '/firmware/gateway/page?page=1&size=10'),
    ).data;
    expect(page.total).toBe(1);
    expect(page.infos[0]!.id).toBe(created.data.id);
    expect(envelopeOf(await get(actors.adminA, `/firmware/gateway/${created.data.id}`))).toMatchObject({
      code: 0,
      data: { sha256: sha256(content) },
    });
    // The kind is part of the address: a gateway image is not an inverter image.
    expect(envelopeOf(await get(actors.adminA, `/firmware/inverter/${created.data.id}`)).code).toBe(3);
    expect(envelopeOf<TPage<TFirmware>>(await get(actors.adminA, '/firmware/page')).data.total).toBe(0);
  });

  it('checks the file by size, extension and content, and its name and version by pattern', async () => {
    const fields = { softwareVersion: 'V2_0_0', hardwareVersion: 'H2', productName: 'Other' };
    const refusal = async (
      file: { filename: string; content: Buffer } | undefined,
      extra = {},
      who = actors.adminA,
    ) =>
      envelopeOf<{ field: string; message: string }>(
        await upload(who, '/firmware/gateway/add', { ...fields, ...extra }, file),
      );
    expect(await refusal({ filename: 'big.bin', content: image(1.5 * 1024 * 1024 + 1) })).toMatchObject({
      code: 4,
      data: { field: 'file', message: expect.stringContaining('1.5 MB') as string },
    });
    expect(await refusal({ filename: 'fw.zip', content: image() })).toMatchObject({
      code: 4,
      data: { field: 'file' },
    });
    // A PNG renamed .bin, and a .hex that is not Intel HEX.
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), image(64)]);
    expect(await refusal({ filename: 'picture.bin', content: png })).toMatchObject({
      code: 4,
      data: { field: 'file', message: 'File content error' },
    });
    expect(await refusal({ filename: 'fw.hex', content: Buffer.from('not hex at all') })).toMatchObject({
      code: 4,
      data: { field: 'file' },
    });
    expect(await refusal(undefined)).toMatchObject({ code: 4, data: { field: 'file' } });
    expect(await refusal({ filename: 'my firmware.bin', content: image() })).toMatchObject({
      code: 4,
      data: { field: 'fileName', message: 'Please input legal content' },
    });
    expect(await refusal({ filename: `${'a'.repeat(37)}.bin`, content: image() })).toMatchObject({
      code: 4,
      data: { field: 'fileName', message: 'At most 40 characters' },
    });
    // 35 characters pass in English and are over the Spanish limit of 30.
    const name35 = `${'b'.repeat(31)}.bin`;
    expect(await refusal({ filename: name35, content: image() }, {}, actors.spanish)).toMatchObject({
      code: 4,
      data: { field: 'fileName', message: 'Como máximo 30 caracteres' },
    });
    expect(
      await refusal({ filename: 'fw.bin', content: image() }, { softwareVersion: 'V2.0' }),
    ).toMatchObject({
      code: 4,
      data: { field: 'softwareVersion' },
    });
    const hex = await upload(
      actors.adminA,
      '/firmware/gateway/add',
      { ...fields, softwareVersion: 'H_1' },
      {
        filename: 'fw_ok.hex',
        content: Buffer.from(intelHex),
      },
    );
    expect(envelopeOf(hex)).toMatchObject({ code: 0, data: { fileName: 'fw_ok.hex' } });
    const accepted = await upload(
      actors.adminA,
      '/firmware/gateway/add',
      { ...fields, softwareVersion: 'H_2' },
      {
        filename: name35,
        content: image(),
      },
    );
    expect(envelopeOf(accepted).code).toBe(0);
  });

  it('refuses a duplicate name (4000), a duplicate version (4002) and a version not above the latest', async () => {
    expect(envelopeOf(await gatewayImage(actors.adminA, 'V1_0_2', 'gw_v1.0.1.bin')).code).toBe(4000);
    expect(envelopeOf(await gatewayImage(actors.adminA, 'v1_0_1', 'gw_other.bin')).code).toBe(4002);
    expect(envelopeOf(await gatewayImage(actors.adminA, 'V1_0_0', 'gw_old.bin'))).toMatchObject({
      code: 4,
      data: { field: 'softwareVersion', message: 'The version must be higher than the latest one, V1_0_1' },
    });
    expect(
      envelopeOf(await get(actors.adminA, '/firmware/check?kind=gateway&fileName=gw_v1.0.1.bin')).code,
    ).toBe(4000);
    expect(
      envelopeOf(
        await get(
          actors.adminA,
          '/firmware/check?kind=gateway&softwareVersion=V1_0_1&productName=SF-GW&hardwareVersion=H1',
        ),
      ).code,
    ).toBe(4002);
    expect(
      envelopeOf(
        await get(
          actors.adminA,
          '/firmware/check?kind=gateway&softwareVersion=V1_0_10&productName=SF-GW&hardwareVersion=H1&fileName=new.bin',
        ),
      ),
    ).toMatchObject({ code: 0, data: { available: true } });
    // Another company's names and versions are its own.
    expect(envelopeOf(await gatewayImage(actors.adminB, 'V1_0_1', 'gw_v1.0.1.bin')).code).toBe(0);
  });

  it('publishes on enable, then never changes the bytes or version; metadata stays editable', async () => {
    const list = envelopeOf<TPage<TFirmware>>(
      await get(actors.adminA, '/firmware/gateway/page?keyword=gw_v1.0.1'),
    ).data;
    const id = list.infos[0]!.id;
    const before = list.infos[0]!;
    const enabled = envelopeOf<TFirmware>(await get(actors.adminA, `/firmware/${id}/changeEnable?enabled=1`));
    expect(enabled.data).toMatchObject({ enabled: true, publishedAt: expect.any(String) as string });

    const edit = (fields: Record<string, string>, file?: { filename: string; content: Buffer }) =>
      upload(
        actors.adminA,
        `/firmware/gateway/${id}`,
        { softwareVersion: 'V1_0_1', hardwareVersion: 'H1', productName: 'SF-GW', ...fields },
        file,
      );
    expect(envelopeOf(await edit({}, { filename: 'gw_v1.0.1.bin', content: image(100, 9) }))).toMatchObject({
      code: 4,
      data: { field: 'file', message: 'A published image never changes; upload it as a new version' },
    });
    expect(envelopeOf(await edit({ softwareVersion: 'V1_0_5' }))).toMatchObject({
      code: 4,
      data: { field: 'softwareVersion' },
    });
    const edited = envelopeOf<TFirmware>(
      await edit({ changeLog: 'Fixes the RS485 timeout', brand: 'Sunfleet', epn: 'EPN-2' }),
    );
    expect(edited.data).toMatchObject({
      changeLog: 'Fixes the RS485 timeout',
      epn: 'EPN-2',
      sha256: before.sha256,
    });

    // The database keeps the promise too, whatever code tries.
    await expect(
      t.database.db
        .update(firmwareImages)
        .set({ sha256: 'f'.repeat(64) })
        .where(eq(firmwareImages.id, id)),
    ).rejects.toThrow();

    // Disabling keeps it published; it stays in the public release log.
    expect(envelopeOf<TFirmware>(await get(actors.adminA, `/firmware/${id}/changeEnable`)).data.enabled).toBe(
      false,
    );
    expect(envelopeOf<TFirmware>(await get(actors.adminA, `/firmware/gateway/${id}`)).data.publishedAt).toBe(
      enabled.data.publishedAt,
    );
  });

  it('replaces the bytes of an unpublished image and keeps the new SHA-256', async () => {
    const created = envelopeOf<TFirmware>(await gatewayImage(actors.adminA, 'V1_1_0', 'gw_v1.1.0.bin'));
    const content = image(5000, 3);
    const edited = envelopeOf<TFirmware>(
      await upload(
        actors.adminA,
        `/firmware/gateway/${created.data.id}`,
        { softwareVersion: 'V1_1_1', hardwareVersion: 'H1', productName: 'SF-GW' },
        { filename: 'gw_v1.1.1.bin', content },
      ),
    );
    expect(edited.data).toMatchObject({
      softwareVersion: 'V1_1_1',
      fileName: 'gw_v1.1.1.bin',
      size: 5000,
      sha256: sha256(content),
    });
  });

  it('answers 4001 for a gateway already on the newest enabled image, the image otherwise', async () => {
    const newest = envelopeOf<TFirmware>(
      await gatewayImage(actors.adminA, 'V2_0_0', 'gw_v2.bin', { enabled: '1' }),
    );
    expect(newest.data.enabled).toBe(true);
    expect(
      envelopeOf<TFirmware>(await get(actors.adminA, '/firmware/gateway/check?sn=GWFW0001')),
    ).toMatchObject({
      code: 0,
      data: { softwareVersion: 'V2_0_0' },
    });
    expect(envelopeOf(await get(actors.adminA, '/firmware/gateway/check?sn=GWFW0002')).code).toBe(4001);
    expect(envelopeOf(await get(actors.adminB, '/firmware/gateway/check?sn=GWFW0001')).code).toBe(305);
    const software = envelopeOf<TFirmware[]>(
      await get(actors.adminA, '/firmware/gateway/software?hardwareVersion=H1'),
    ).data;
    expect(software.map((image) => image.softwareVersion)).toContain('V2_0_0');
  });

  it('offers a device only enabled, compatible images, newest first', async () => {
    // The service as the container builds it, called directly: the upgrade flow will call it so.
    const service = createFirmwareService({
      repository: createFirmwareRepository(t.database.db),
      gateways: createGatewaysRepository(t.database.db),
      users: createUsersRepository(t.database.db),
      fileStore: createLocalFileStore(t.config.dataDir),
    });
    const callerOf = (companyId: string): TPrincipal => ({
      userId: companyId,
      sessionId: '',
      kind: 'company',
      companyId,
      isCompanyAdmin: true,
      readOnly: false,
      lang: 'en',
      permissions: new Set(),
    });
    const caller = callerOf(companies.a);
    const offered = await service.compatibleImages(caller, 'gateway', {
      model: 'sf-gw',
      hardwareVersion: 'H1',
      currentVersion: 'V1_0_1',
    });
    // V2_0_0 is enabled; V1_1_1 was never enabled; V1_0_1 is what the device runs.
    expect(offered.map((image) => image.softwareVersion)).toEqual(['V2_0_0']);
    const onOther = await service.compatibleImages(caller, 'gateway', {
      model: 'sf-gw',
      hardwareVersion: 'H9',
      currentVersion: 'V1_0_1',
    });
    expect(onOther).toEqual([]);
    const fromCompanyB = await service.compatibleImages(callerOf(companies.b), 'gateway', {
      model: 'sf-gw',
      hardwareVersion: 'H1',
      currentVersion: 'V1_0_0',
    });
    expect(fromCompanyB.map((image) => image.softwareVersion)).not.toContain('V2_0_0');
  });

  it('deletes only disabled images; a published one is archived, others go with their file', async () => {
    const enabled = envelopeOf<TPage<TFirmware>>(await get(actors.adminA, '/firmware/gateway/page?enabled=1'))
      .data.infos[0]!;
    expect(envelopeOf(await get(actors.adminA, `/firmware/${enabled.id}/delete`))).toMatchObject({
      code: 4,
      data: { field: 'ids', message: 'Disable the firmware before deleting it' },
    });
    const a = envelopeOf<TFirmware>(await gatewayImage(actors.adminA, 'V3_0_0', 'gw_a.bin')).data;
    const b = envelopeOf<TFirmware>(await gatewayImage(actors.adminA, 'V3_0_1', 'gw_b.bin')).data;
    // All or none: one id the caller cannot change refuses the whole batch.
    expect(envelopeOf(await get(actors.adminA, `/firmware/batchDelete?ids=${a.id},${enabled.id}`)).code).toBe(
      4,
    );
    expect(envelopeOf(await get(actors.adminA, `/firmware/gateway/${a.id}`)).code).toBe(0);
    expect(envelopeOf(await get(actors.adminA, `/firmware/batchDelete?ids=${a.id},${b.id}`)).code).toBe(0);
    expect(envelopeOf(await get(actors.adminA, `/firmware/gateway/${a.id}`)).code).toBe(3);
    // The file name of a deleted image is free again; its version is not reused in the line.
    expect(envelopeOf(await gatewayImage(actors.adminA, 'V3_0_2', 'gw_a.bin')).code).toBe(0);
  });

  it('shows published platform images on the public release log, newest first', async () => {
    const content = image(1000, 4);
    const created = envelopeOf<TFirmware>(
      await upload(
        actors.platform,
        '/firmware/save',
        { softwareVersion: 'INV_1_2', productName: 'SF-5K', changeLog: 'Better MPPT', enabled: '1' },
        { filename: 'inv_1_2.bin', content },
      ),
    );
    expect(created).toMatchObject({ code: 0, data: { kind: 'inverter', enabled: true } });
    const log = await t.app.inject({ method: 'GET', url: '/api/v1/firmware/versions?page=1&size=10' });
    const page = envelopeOf<TPage<TFirmwareRelease>>(log).data;
    expect(page.infos).toEqual([
      expect.objectContaining({
        softwareVersion: 'INV_1_2',
        changeLog: 'Better MPPT',
        sha256: sha256(content),
      }),
    ]);
    // Companies' own images stay theirs; the platform's are read by every company, changed by none.
    expect(page.total).toBe(1);
    const seenByB = envelopeOf<TPage<TFirmware>>(await get(actors.adminB, '/firmware/page')).data.infos;
    expect(seenByB).toEqual([expect.objectContaining({ id: created.data.id, isOwned: false })]);
    expect(envelopeOf(await get(actors.adminB, `/firmware/${created.data.id}/changeEnable`)).code).toBe(3);
  });

  it('manages the inverter-type tree: add, rename, move, delete, with its refusals', async () => {
    const add = async (name: string, parentId: string | null = null) =>
      envelopeOf<{ id: string }>(await post(actors.adminA, '/firmware/inverterType/add', { name, parentId }));
    const hybrid = (await add('Hybrid')).data.id;
    const string = (await add('String')).data.id;
    const lv = (await add('Single-phase LV', hybrid)).data.id;
    const stringLv = (await add('Single-phase LV', string)).data.id;
    expect((await add('hybrid')).data).toMatchObject({
      field: 'name',
      message: 'A label with this name exists',
    });
    expect((await add('Three-phase', lv)).data).toMatchObject({
      field: 'parentId',
      message: 'Please select a primary title',
    });
    expect(
      envelopeOf(
        await get(actors.adminA, `/firmware/inverterType/check?name=single-phase%20LV&parentId=${hybrid}`),
      ).code,
    ).toBe(4);

    const tree = envelopeOf<TInverterType[]>(await get(actors.adminA, '/firmware/inverterTypes')).data;
    expect(tree.find((node) => node.id === hybrid)?.children.map((child) => child.name)).toEqual([
      'Single-phase LV',
    ]);

    // Same-name secondary under the target refused; a primary cannot be moved under another.
    expect(
      envelopeOf(await post(actors.adminA, `/firmware/inverterType/${lv}/move`, { parentId: string })),
    ).toMatchObject({
      code: 4,
      data: { message: 'A secondary label with the same name exists under the target' },
    });
    expect(
      envelopeOf(await post(actors.adminA, `/firmware/inverterType/${hybrid}/move`, { parentId: string }))
        .code,
    ).toBe(4);
    expect(
      envelopeOf(await post(actors.adminA, `/firmware/inverterType/${stringLv}/edit`, { name: 'Micro' }))
        .code,
    ).toBe(0);
    expect(
      envelopeOf(await post(actors.adminA, `/firmware/inverterType/${stringLv}/move`, { parentId: hybrid }))
        .code,
    ).toBe(0);

    // "type has subtype", then an image on a label keeps the label.
    expect(
      envelopeOf(await post(actors.adminA, `/firmware/inverterType/${hybrid}/delete`, {})),
    ).toMatchObject({
      code: 4,
      data: { message: 'The type has subtypes and cannot be deleted' },
    });
    const onLabel = await upload(
      actors.adminA,
      '/firmware/save',
      { softwareVersion: 'A1', productName: 'SF-8K', typeId: lv },
      {
        filename: 'inv_a1.bin',
        content: image(),
      },
    );
    expect(envelopeOf<TFirmware>(onLabel).data).toMatchObject({
      primaryLabel: 'Hybrid',
      secondaryLabel: 'Single-phase LV',
    });
    expect(
      envelopeOf<TPage<TFirmware>>(await get(actors.adminA, `/firmware/page?typeId=${hybrid}`)).data.total,
    ).toBe(1);
    expect(envelopeOf(await post(actors.adminA, `/firmware/inverterType/${lv}/delete`, {}))).toMatchObject({
      code: 4,
      data: { message: 'Firmware or products still use this type' },
    });
    expect(envelopeOf(await post(actors.adminA, `/firmware/inverterType/${stringLv}/delete`, {})).code).toBe(
      0,
    );
    expect(envelopeOf(await post(actors.adminA, `/firmware/inverterType/${string}/delete`, {})).code).toBe(0);
    // Another company neither sees nor changes A's labels.
    expect(envelopeOf<TInverterType[]>(await get(actors.adminB, '/firmware/inverterTypes')).data).toEqual([]);
    expect(
      envelopeOf(await post(actors.adminB, `/firmware/inverterType/${hybrid}/edit`, { name: 'X' })).code,
    ).toBe(3);
  });

  it('keeps products and their hardware versions', async () => {
    const gatewayProduct = envelopeOf<TFirmwareProduct>(
      await post(actors.adminA, '/product', {
        name: 'SF-GW',
        brand: 'Sunfleet',
        hardwareVersions: ['H1', 'H2'],
      }),
    );
    expect(gatewayProduct).toMatchObject({
      code: 0,
      data: { kind: 'gateway', hardwareVersions: ['H1', 'H2'] },
    });
    expect(envelopeOf(await post(actors.adminA, '/product', { name: 'sf-gw' }))).toMatchObject({
      code: 4,
      data: { message: 'This product exists' },
    });
    const edited = await post(actors.adminA, '/product', {
      id: gatewayProduct.data.id,
      name: 'SF-GW',
      hardwareVersions: ['H3'],
    });
    expect(envelopeOf<TFirmwareProduct>(edited).data.hardwareVersions).toEqual(['H3']);
    expect(envelopeOf(await get(actors.adminA, `/product/${gatewayProduct.data.id}`)).code).toBe(0);
    expect(
      envelopeOf<string[]>(await get(actors.adminA, `/hardware?productId=${gatewayProduct.data.id}`)).data,
    ).toEqual(['H3']);
    expect(envelopeOf<string[]>(await get(actors.adminA, '/hardware?kind=gateway')).data).toEqual([
      'H1',
      'H2',
      'H3',
    ]);

    const inverter = envelopeOf<TFirmwareProduct>(
      await post(actors.adminA, '/inverter/product', { name: 'SF-5K' }),
    );
    expect(inverter.data.kind).toBe('inverter');
    expect(envelopeOf(await get(actors.adminA, '/inverter/product/check?name=SF-5K')).code).toBe(4);
    expect(
      envelopeOf(await post(actors.adminA, `/inverter/products/${inverter.data.id}`, { name: 'SF-6K' })).code,
    ).toBe(0);
    expect(
      envelopeOf<TFirmwareProduct[]>(await get(actors.adminA, '/inverter/products')).data.map((p) => p.name),
    ).toEqual(['SF-6K']);
    expect(
      envelopeOf(await post(actors.adminB, `/inverter/products/${inverter.data.id}/delete`, {})).code,
    ).toBe(3);
    expect(
      envelopeOf(await post(actors.adminA, `/inverter/products/${inverter.data.id}/delete`, {})).code,
    ).toBe(0);
    expect(envelopeOf<TFirmwareProduct[]>(await get(actors.adminA, '/inverter/products')).data).toEqual([]);
  });

  it('lets only firmware roles in: a member without them and a customer get 2, and nothing changes', async () => {
    for (const who of [actors.member, actors.customer]) {
      expect(envelopeOf(await get(who, '/firmware/gateway/page')).code).toBe(2);
      expect(envelopeOf(await get(who, '/firmware/page')).code).toBe(2);
      expect(envelopeOf(await gatewayImage(who, 'V9_9_9', 'gw_nope.bin')).code).toBe(2);
      expect(envelopeOf(await post(who, '/firmware/inverterType/add', { name: 'Nope' })).code).toBe(2);
      expect(envelopeOf(await post(who, '/product', { name: 'Nope' })).code).toBe(2);
    }
    const page = envelopeOf<TPage<TFirmware>>(
      await get(actors.adminA, '/firmware/gateway/page?keyword=nope'),
    ).data;
    expect(page.total).toBe(0);
  });
});

/**
 * Every id route of the library, called on company A's records by company B's administrator
 * (not found, 3), by a member of A without firmware permissions and by a customer (2); none of
 * them changes anything.
 */
describe('firmware id routes and tenancy', () => {
  let t: TestApp;
  let ids: { image: string; type: string; secondary: string; product: string; gatewayProduct: string };
  let actors: Record<'adminA' | 'adminB' | 'member' | 'customer', Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp();
    const companyA = await createCompany(t.database);
    const companyB = await createCompany(t.database);
    const role = await createRole(t.database, companyA.id, ['station.view']);
    const users = {
      adminA: await createUser(t.database, { kind: 'company', companyId: companyA.id, isCompanyAdmin: true }),
      adminB: await createUser(t.database, { kind: 'company', companyId: companyB.id, isCompanyAdmin: true }),
      member: await createUser(t.database, { kind: 'company', companyId: companyA.id, roleId: role.id }),
      customer: await createUser(t.database, { kind: 'customer', companyId: companyB.id }),
    };
    actors = Object.fromEntries(
      await Promise.all(
        Object.entries(users).map(async ([name, user]) => [
          name,
          bearer((await signIn(t.app, user.account, user.password)).access_token),
        ]),
      ),
    ) as typeof actors;
    const post = async (url: string, payload: object) =>
      envelopeOf<{ id: string }>(
        await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: actors.adminA, payload }),
      ).data.id;
    const type = await post('/firmware/inverterType/add', { name: 'Hybrid' });
    const secondary = await post('/firmware/inverterType/add', { name: 'LV', parentId: type });
    const form = multipartForm({ softwareVersion: 'V1' }, { filename: 'fw.bin', content: image() });
    const imageId = envelopeOf<{ id: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/firmware/save',
        payload: form.payload,
        headers: { ...actors.adminA, ...form.headers },
      }),
    ).data.id;
    ids = {
      image: imageId,
      type,
      secondary,
      product: await post('/inverter/product', { name: 'SF-5K' }),
      gatewayProduct: await post('/product', { name: 'SF-GW' }),
    };
  });
  afterAll(() => t.close());

  const routes = () => [
    { method: 'GET', url: `/firmware/inverter/${ids.image}` },
    { method: 'GET', url: `/firmware/${ids.image}/changeEnable?enabled=1` },
    { method: 'GET', url: `/firmware/${ids.image}/delete` },
    { method: 'GET', url: `/firmware/batchDelete?ids=${ids.image}` },
    { method: 'GET', url: `/product/${ids.gatewayProduct}` },
    { method: 'POST', url: '/firmware/save', form: { id: ids.image, softwareVersion: 'V2' } },
    { method: 'POST', url: `/firmware/inverterType/${ids.type}/edit`, payload: { name: 'Renamed' } },
    { method: 'POST', url: `/firmware/inverterType/${ids.secondary}/move`, payload: { parentId: ids.type } },
    { method: 'POST', url: `/firmware/inverterType/${ids.secondary}/delete`, payload: {} },
    { method: 'POST', url: '/product', payload: { id: ids.gatewayProduct, name: 'Renamed' } },
    { method: 'POST', url: `/inverter/products/${ids.product}`, payload: { name: 'Renamed' } },
    { method: 'POST', url: `/inverter/products/${ids.product}/delete`, payload: {} },
  ];

  const call = (headers: Record<string, string>, route: ReturnType<typeof routes>[number]) => {
    if (route.form) {
      const form = multipartForm(route.form);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1${route.url}`,
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
    }
    return t.app.inject({
      method: route.method as 'GET' | 'POST',
      url: `/api/v1${route.url}`,
      headers,
      payload: route.payload,
    });
  };

  it.each([
    ['another company', 'adminB', 3],
    ['a member without firmware permissions', 'member', 2],
    ['a customer', 'customer', 2],
  ] as const)('refuses %s on every id route and changes nothing', async (_, who, code) => {
    const answers = [];
    for (const route of routes()) answers.push([route.url, envelopeOf(await call(actors[who], route)).code]);
    expect(answers).toEqual(routes().map((route) => [route.url, code]));
    const found = envelopeOf<TFirmware>(await call(actors.adminA, routes()[0]!));
    expect(found.data).toMatchObject({ softwareVersion: 'V1', enabled: false });
    const tree = envelopeOf<TInverterType[]>(
      await t.app.inject({ method: 'GET', url: '/api/v1/firmware/inverterTypes', headers: actors.adminA }),
    );
    expect(tree.data).toEqual([
      expect.objectContaining({ name: 'Hybrid', children: [expect.objectContaining({ name: 'LV' })] }),
    ]);
  });
});
