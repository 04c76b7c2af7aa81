import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@sunfleet/contract/paging';
import type { TVersion } from '@sunfleet/contract/versions';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';

/** The version log: the platform publishes, every signed-in user reads. */
describe('version log', () => {
  let t: TestApp;
  let platform: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const operator = await createUser(t.database, { kind: 'platform', nickname: 'Ops' });
    const company = await createCompany(t.database);
    const admin = await createUser(t.database, {
      kind: 'company',
      companyId: company.id,
      isCompanyAdmin: true,
    });
    platform = bearer((await signIn(t.app, operator.account, operator.password)).access_token);
    staff = bearer((await signIn(t.app, admin.account, admin.password)).access_token);
  });
  afterAll(() => t.close());

  const call = (headers: Record<string, string>, url: string, payload?: object) =>
    t.app.inject({ method: payload ? 'POST' : 'GET', url: `/api/v1${url}`, headers, payload });
  const record = (number: string, releasedAt: string) => ({
    number,
    contentZh: `${number} 新功能`,
    contentEn: `${number} what is new`,
    type: 'feature',
    releasedAt,
  });

  it('publishes, lists, finds, edits and deletes records; numbers never repeat', async () => {
    const first = envelopeOf<TVersion>(
      await call(platform, '/version', record('V250101', '2025-01-01T08:00:00Z')),
    );
    expect(first).toMatchObject({ code: 0, data: { number: 'V250101', publisher: 'Ops' } });
    const second = envelopeOf<TVersion>(
      await call(platform, '/version', record('V250120', '2025-01-20T08:00:00Z')),
    );
    expect(
      envelopeOf(await call(platform, '/version', record('v250120', '2025-01-21T08:00:00Z'))),
    ).toMatchObject({
      code: 4,
      data: { field: 'number' },
    });
    expect(envelopeOf(await call(platform, '/version/check?number=V250120'))).toMatchObject({ code: 4 });
    expect(
      envelopeOf(await call(platform, `/version/check?number=V250120&id=${second.data.id}`)),
    ).toMatchObject({ code: 0 });
    expect(
      envelopeOf(await call(platform, '/version', { ...record('bad number!', '2025-01-01T00:00:00Z') })),
    ).toMatchObject({
      code: 4,
    });

    // Everyone reads; only the platform writes.
    expect(envelopeOf(await call(staff, '/version', record('V9', '2025-01-01T00:00:00Z')))).toMatchObject({
      code: 2,
    });
    expect(envelopeOf(await call(staff, `/version/${first.data.id}/delete`))).toMatchObject({ code: 2 });
    expect(envelopeOf<TVersion>(await call(staff, '/version/latest')).data.number).toBe('V250120');
    expect(envelopeOf<TVersion[]>(await call(staff, '/version/timeline')).data.map((v) => v.number)).toEqual([
      'V250120',
      'V250101',
    ]);
    const page = envelopeOf<TPage<TVersion>>(await call(staff, '/versions?page=1&size=1&type=feature')).data;
    expect(page).toMatchObject({ total: 2, infos: [{ number: 'V250120' }] });
    expect(envelopeOf<TVersion>(await call(staff, '/version?number=v250101')).data.id).toBe(first.data.id);
    expect(envelopeOf(await call(staff, '/version?number=V0'))).toMatchObject({ code: 3 });
    expect(envelopeOf(await call(staff, `/version/${first.data.id}`))).toMatchObject({
      code: 0,
      data: { number: 'V250101' },
    });

    const edited = await call(platform, `/version/${first.data.id}`, {
      ...record('V250101', '2025-01-01T08:00:00Z'),
      type: 'fix',
    });
    expect(envelopeOf(edited)).toMatchObject({ code: 0, data: { type: 'fix' } });
    expect(
      envelopeOf(
        await call(platform, `/version/${first.data.id}`, record('V250120', '2025-01-01T08:00:00Z')),
      ),
    ).toMatchObject({
      code: 4,
    });
    expect(envelopeOf(await call(platform, `/version/${first.data.id}/delete`))).toMatchObject({ code: 0 });
    expect(envelopeOf(await call(platform, `/version/${first.data.id}/delete`))).toMatchObject({ code: 3 });
    expect(envelopeOf(await call(staff, `/version/${first.data.id}`))).toMatchObject({ code: 3 });
  });
});
