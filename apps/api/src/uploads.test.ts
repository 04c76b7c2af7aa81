import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disconnectedDatabase } from '@sunfleet/db/connect';
import { buildApp, type App } from './app.ts';
import { envelopeOf, multipartForm, testConfig } from './testing.ts';

/** The request-duration metric's hook (plugins/operations.ts) runs on every route; it is not multipart's. */
const metricsHook = '"observeRequestDuration()"';

/** Whether a route tree line lists an onResponse hook besides the metrics' one. */
const hasOtherResponseHook = (line: string) =>
  line.includes('(onResponse)') && line.replace(metricsHook, '').includes('()');

/**
 * The POST routes that run an onResponse hook other than the metrics', read from Fastify's route
 * tree, where each line holds a path relative to its parent's and the hooks of a route follow its line.
 */
function postRoutesWithResponseHook(app: App) {
  const tree = app.printRoutes({ includeHooks: true, commonPrefix: false, method: 'POST' });
  const ancestors: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const route = /^([│├└─ ]*?)(\/\S*) \(/.exec(line);
    if (route) {
      const depth = route[1]!.length / 4;
      ancestors[depth] = (ancestors[depth - 1] ?? '') + route[2]!;
      ancestors.length = depth + 1;
    } else if (hasOtherResponseHook(line)) {
      routes.push(ancestors.at(-1)!);
    }
  }
  return routes.sort();
}

describe('multipart forms', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-uploads-'));
  let app: App;

  beforeAll(async () => {
    app = await buildApp(testConfig(dataDir), { db: disconnectedDatabase() }, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("run multipart's onResponse hook only on the routes that take uploads", () => {
    // The api's own plugins add no onResponse hook but the metrics': any other is multipart's.
    expect(postRoutesWithResponseHook(app)).toEqual([
      '/api/v1/company/uploadLogo',
      '/api/v1/firmware/gateway/:id',
      '/api/v1/firmware/gateway/add',
      '/api/v1/firmware/save',
      '/api/v1/gateway/batch',
      '/api/v1/gateway/import/batch',
      '/api/v1/gateway/import/check',
      '/api/v1/plant/thumbnail',
      '/api/v1/predicted/import',
      '/api/v1/protocol/import',
      '/api/v1/protocol/import/check',
      '/api/v1/user/:id/avatar',
    ]);
    const getRoutes = app.printRoutes({ includeHooks: true, method: 'GET' }).split('\n');
    expect(getRoutes.filter(hasOtherResponseHook)).toEqual([]);
  });

  it('are refused as an unsupported media type (code 4) by the routes that take none', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      ...multipartForm({ grant_type: 'password', username: 'someone', password: 'secret' }),
    });
    expect(response.statusCode).toBe(415);
    expect(envelopeOf(response)).toMatchObject({ code: 4, data: { field: '' } });
  });
});
