import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDictEntry, TTimeZoneEntry } from '@sunfleet/contract/plants';
import { createUser } from '@sunfleet/db/testing';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';

describe('dictionaries', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.database);
    headers = bearer((await signIn(t.app, user.account, user.password)).access_token);
  });
  afterAll(() => t.close());

  const get = async <T>(path: string) =>
    envelopeOf<T>(await t.app.inject({ url: `/api/v1/dict/${path}`, headers }));

  it('names currencies and plant types in the reply language', async () => {
    const currencies = (await get<TDictEntry[]>('currencies?lan=es')).data;
    expect(currencies.find((c) => c.code === 'EUR')?.name).toBe('euro (EUR)');
    const types = (await get<TDictEntry[]>('plantTypes?lan=cn')).data;
    expect(types).toEqual([
      { code: 'gridTied', name: '并网' },
      { code: 'acCoupledStorage', name: '储能（交流耦合）' },
      { code: 'dcCoupledStorage', name: '储能（直流耦合）' },
    ]);
  });

  it('lists time zones west to east with their offsets, and the shipped protocols', async () => {
    const zones = (await get<TTimeZoneEntry[]>('timezones')).data;
    expect(zones.find((z) => z.code === 'Asia/Shanghai')).toMatchObject({ offset: '+08:00' });
    expect(zones.find((z) => z.code === 'UTC')).toMatchObject({ offset: '+00:00' });
    expect(zones[0]?.offset.startsWith('-')).toBe(true);
    const protocols = (await get<(TDictEntry & { kind: string })[]>('protocols')).data;
    expect(protocols.map((p) => p.code)).toContain('sofar_lsw3');
  });

  it('answers only signed-in callers', async () => {
    const response = await t.app.inject({ url: '/api/v1/dict/currencies' });
    expect(envelopeOf(response)).toMatchObject({ code: 401 });
  });
});
