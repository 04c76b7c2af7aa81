import { deflateSync, crc32 } from 'node:zlib';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@sunfleet/contract/users';
import { eq } from '@sunfleet/db/query';
import { users } from '@sunfleet/db/schema';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { bearer, createTestApp, envelopeOf, multipartForm, signIn, type TestApp } from '../../testing.ts';

/** A valid 1×1 PNG, chunk checksums and all. */
function onePixelPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 160, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signedInUser = async (values: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(t.database, values);
    const pair = await signIn(t.app, user.account, user.password);
    return { user, pair, headers: bearer(pair.access_token) };
  };

  it('describes the signed-in user with the look of their company', async () => {
    const company = await createCompany(t.database, { themeColor: '#123456', logoUrl: '/files/logos/a.png' });
    const { user, headers } = await signedInUser({ kind: 'company', companyId: company.id, lang: 'es' });
    const response = await t.app.inject({ url: '/api/v1/user', headers });
    expect(envelopeOf<TCurrentUser>(response)).toEqual({
      code: 0,
      msg: 'éxito',
      data: {
        id: user.id,
        account: user.account,
        nickname: user.nickname,
        avatar: null,
        kind: 'company',
        isCompanyAdmin: false,
        readOnly: false,
        company: {
          id: company.id,
          name: company.name,
          logoUrl: '/files/logos/a.png',
          iconUrl: null,
          themeColor: '#123456',
        },
        lang: 'es',
        theme: 'dark',
        styleType: 'side',
      },
    });
    const english = await t.app.inject({ url: '/api/v1/user?lan=en', headers });
    expect(envelopeOf(english).msg).toBe('success');
  });

  it('changes only your own profile, and not when read-only', async () => {
    const { user, headers } = await signedInUser();
    const other = await createUser(t.database);
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/${user.id}`,
      headers,
      payload: { nickname: 'Solar Sam', lang: 'zh' },
    });
    expect(envelopeOf(changed)).toMatchObject({ code: 0, data: { nickname: 'Solar Sam', lang: 'zh' } });
    const someoneElse = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/${other.id}`,
      headers,
      payload: { nickname: 'Hijacked' },
    });
    expect(someoneElse.statusCode).toBe(403);
    expect(envelopeOf(someoneElse).code).toBe(2);

    const readOnly = await signedInUser({ readOnly: true });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/${readOnly.user.id}`,
      headers: readOnly.headers,
      payload: { nickname: 'Changed' },
    });
    expect(envelopeOf(refused).code).toBe(2);
    const preferences = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/personalized',
      headers: readOnly.headers,
      payload: { theme: 'light' },
    });
    expect(envelopeOf(preferences)).toMatchObject({
      code: 0,
      data: { theme: 'light', lang: 'en', styleType: 'side' },
    });
  });

  it('refuses malformed input with code 4 naming the field, and changes nothing', async () => {
    const { user, headers } = await signedInUser({ nickname: 'Before' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/${user.id}`,
      headers,
      payload: { nickname: 'Evil <script>' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({
      code: 4,
      msg: 'Parameters validation error: nickname (Do not enter special characters)',
      data: { field: 'nickname', message: 'Do not enter special characters' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.nickname).toBe('Before');

    const password = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/${user.id}/pwd?lan=zh`,
      headers,
      payload: { old: user.password, new: 'short', confirm: 'short' },
    });
    expect(envelopeOf(password)).toMatchObject({
      code: 4,
      data: { field: 'new', message: '密码为6到16个字符' },
    });
  });

  it('changes the password after checking the old one, ending the other sessions', async () => {
    const { user, pair, headers } = await signedInUser();
    const otherDevice = await signIn(t.app, user.account, user.password);
    const change = (old: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/user/${user.id}/pwd`,
        headers,
        payload: { old, new: 'brand-new-1', confirm: 'brand-new-1' },
      });
    expect(envelopeOf(await change('wrong-old')).code).toBe(108);
    expect(envelopeOf(await change(user.password)).code).toBe(0);
    const renew = (refreshToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
      });
    expect(envelopeOf(await renew(otherDevice.refresh_token)).code).toBe(401);
    expect(envelopeOf(await renew(pair.refresh_token)).code).toBe(0);
  });

  it('accepts a PNG avatar and refuses a renamed text file and a file over 6 MB', async () => {
    const { user, headers } = await signedInUser();
    const upload = (filename: string, content: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/user/${user.id}/avatar`,
        ...withHeaders(filename, content),
      });
    const withHeaders = (filename: string, content: Buffer) => {
      const form = multipartForm({}, { filename, content });
      return { payload: form.payload, headers: { ...form.headers, ...headers } };
    };

    const accepted = envelopeOf<{ avatar: string }>(await upload('me.png', onePixelPng()));
    expect(accepted.code).toBe(0);
    expect(accepted.data.avatar).toMatch(/^\/files\/avatars\/[\w-]+\.png$/);
    expect(existsSync(join(t.config.dataDir, accepted.data.avatar.replace('/files/', 'files/')))).toBe(true);
    const served = await t.app.inject({ url: accepted.data.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(onePixelPng())).toBe(true);

    const large = Buffer.concat([onePixelPng(), Buffer.alloc(5 * 1024 * 1024)]);
    expect(envelopeOf(await upload('large.PNG', large)).code).toBe(0);

    const renamed = await upload('notes.png', Buffer.from('just some text, not an image\n'.repeat(20)));
    expect(envelopeOf(renamed)).toMatchObject({
      code: 4,
      data: { field: 'file', message: 'Only JPG, JPEG, PNG files are allowed' },
    });
    const huge = Buffer.concat([onePixelPng(), Buffer.alloc(6 * 1024 * 1024)]);
    expect(envelopeOf(await upload('huge.png', huge))).toMatchObject({
      code: 4,
      data: { field: 'file', message: 'The file may be at most 6 MB' },
    });
    const me = envelopeOf<TCurrentUser>(await t.app.inject({ url: '/api/v1/user', headers }));
    expect(me.data.avatar).toMatch(/^\/files\/avatars\/[\w-]+\.png$/);
    // The replaced avatar's file is gone.
    expect(existsSync(join(t.config.dataDir, accepted.data.avatar.replace('/files/', 'files/')))).toBe(false);
  });
});
