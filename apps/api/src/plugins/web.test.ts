import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disconnectedDatabase } from '@sunfleet/db/connect';
import { buildApp, type App } from '../app.ts';
import { envelopeOf, testConfig } from '../testing.ts';

describe('web app serving and unknown routes', () => {
  // Nothing here reaches the database, so the app is built without one.
  let t: { app: App };
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-web-'));
    const webDist = join(dataDir, 'web');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Sunfleet</title>');
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
    const app = await buildApp(
      testConfig(dataDir, { webDist }),
      { db: disconnectedDatabase() },
      { logger: false },
    );
    t = { app };
  });
  afterAll(async () => {
    await t.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves built files and answers page navigations with index.html', async () => {
    expect((await t.app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
    const page = await t.app.inject({ url: '/plants/overview/1/2', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Sunfleet</title>');
  });

  it('answers unknown API paths and non-page requests with the JSON 404 envelope', async () => {
    for (const url of ['/api/v1/nothing', '/oauth/nothing', '/anonymous/nothing', '/files/nothing.png']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response)).toEqual({ code: 3, msg: 'Not found', data: null });
    }
    const script = await t.app.inject({ url: '/plants/missing.js', headers: { accept: '*/*' } });
    expect(envelopeOf(script).code).toBe(3);
    const chinese = await t.app.inject({
      url: '/api/v1/nothing',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(envelopeOf(chinese).msg).toBe('未找到');
  });

  it('serves the API documentation', async () => {
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.json()).toMatchObject({ info: { title: 'Sunfleet API' } });
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('compressed, cached web files', () => {
  let t: { app: App };
  let dataDir: string;
  const script = 'console.log("a content-hashed chunk of the web app");'.repeat(40);
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-web-'));
    const webDist = join(dataDir, 'web');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Sunfleet</title>');
    writeFileSync(join(webDist, 'assets', 'app-Ab12.js'), script);
    writeFileSync(join(webDist, 'assets', 'app-Ab12.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets', 'app-Ab12.js.gz'), gzipSync(script));
    const app = await buildApp(
      testConfig(dataDir, { webDist }),
      { db: disconnectedDatabase() },
      { logger: false },
    );
    t = { app };
  });
  afterAll(async () => {
    await t.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the precompressed file the browser accepts, brotli first, and caches hashed files for a year', async () => {
    const brotli = await t.app.inject({
      url: '/assets/app-Ab12.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await t.app.inject({ url: '/assets/app-Ab12.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url: '/assets/app-Ab12.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has index.html revalidated on every visit, served at a page path too', async () => {
    for (const url of ['/', '/index.html', '/plants']) {
      const page = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });
});
