import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPermission } from '@sunfleet/contract/permissions';
import { disconnectedDatabase } from '@sunfleet/db/connect';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../testing.ts';

describe('route declarations', () => {
  let app: App;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-routes-'));
    app = await buildApp(testConfig(dataDir), { db: disconnectedDatabase() }, { logger: false });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const handler = () => 'never';

  it('refuses an API route that does not say who may call it', () => {
    expect(() => app.get('/api/v1/undeclared', handler)).toThrow(/declare exactly one/);
    expect(() =>
      app.get('/api/v1/both', { config: { access: 'signedIn', permission: 'station.view' } }, handler),
    ).toThrow(/declare exactly one/);
  });

  it('refuses a route naming a plant or a device that does not declare its access to it', () => {
    const view = { permission: 'station.view' } as const;
    for (const url of [
      '/api/v1/plant/:id/x',
      '/api/v1/plant/energy/:id/x',
      '/api/v1/x/:plantId',
      '/api/v1/x/:stationId',
    ]) {
      expect(() => app.get(url, { config: view }, handler)).toThrow(/names a plant; declare config.plant/);
    }
    expect(() => app.get('/api/v1/x/:sn', { config: view }, handler)).toThrow(
      /names a device; declare config.device/,
    );
    expect(() => app.get('/api/v1/x', { config: { ...view, plant: 'view' } }, handler)).toThrow(
      /config.plant needs a plant id/,
    );
    expect(() => app.get('/api/v1/x', { config: { ...view, device: 'view' } }, handler)).toThrow(
      /config.device needs :sn/,
    );
    // An id that names something else needs no plant access.
    expect(() => app.get('/api/v1/user/:id/x', { config: view }, handler)).not.toThrow();
  });

  it('refuses a permission that is not in the tree', () => {
    // A typo fails the type check first; start-up stops what gets past it (a cast, plain JavaScript).
    // @ts-expect-error 'station.veiw' is not a permission of the tree
    const typo: TPermission = 'station.veiw';
    expect(() => app.get('/api/v1/typo', { config: { permission: typo } }, handler)).toThrow(
      /unknown permission station.veiw/,
    );
  });
});
