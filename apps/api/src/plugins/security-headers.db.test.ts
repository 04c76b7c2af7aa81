import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { createTestDatabase, createUser } from '@sunfleet/db/testing';
import { buildApp, type App } from '../app.ts';
import { bearer, signIn, testConfig } from '../testing.ts';

describe('browser hardening headers', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-headers-'));
  let database: DatabaseHandle;
  let app: App;
  let headers: Record<string, string>;

  beforeAll(async () => {
    // A built web app and an uploaded file, where the app looks for them.
    const webDist = join(dataDir, 'web');
    mkdirSync(webDist, { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Sunfleet</title>');
    mkdirSync(join(dataDir, 'files', 'plants'), { recursive: true });
    writeFileSync(join(dataDir, 'files', 'plants', 'p.png'), 'not really a picture');
    database = await createTestDatabase();
    app = await buildApp(testConfig(dataDir, { webDist }), { db: database.db }, { logger: false });
    const user = await createUser(database);
    headers = bearer((await signIn(app, user.account, user.password)).access_token);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const hardened = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };

  it('are on the web app, the api docs, api answers and uploaded files', async () => {
    const answers = {
      app: await app.inject({ url: '/plants', headers: { accept: 'text/html' } }),
      docs: await app.inject({ url: '/api/docs/static/index.html' }),
      api: await app.inject({ url: '/api/v1/user', headers }),
      refusal: await app.inject({ url: '/api/v1/user' }),
      file: await app.inject({ url: '/files/plants/p.png' }),
    };
    for (const [what, response] of Object.entries(answers)) {
      expect(response.statusCode, what).toBeLessThan(500);
      expect(response.headers, what).toMatchObject(hardened);
      const policy = String(response.headers['content-security-policy']);
      expect(policy, what).toContain("script-src 'self'");
      expect(policy, what).toContain("frame-ancestors 'none'");
    }
    expect(answers.app.statusCode).toBe(200);
    expect(answers.file.statusCode).toBe(200);
  });

  it('keep api answers out of every cache, but let uploaded files be cached', async () => {
    const signedIn = await app.inject({ url: '/api/v1/user', headers });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const token = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', username: 'nobody@example.test', password: 'wrong-one-1' },
    });
    expect(token.headers['cache-control']).toBe('no-store');
    const file = await app.inject({ url: '/files/plants/p.png' });
    expect(file.headers['cache-control']).toContain('immutable');
  });
});
