import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seed } from '@sunfleet/db/seed';
import { rowsOf, sql } from '@sunfleet/db/query';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { createTestDatabase } from '@sunfleet/db/testing';
import { loadDemoHistory } from './demo-history.ts';

/**
 * A first start inserts each rollup row once and computes the plants' rows in memory; a fleet
 * that already has rollups merges them as the live ingest does. Both give the same rows.
 */
describe('the demo history on an empty database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sunfleet-history-fresh-'));
  const databases: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const database of databases) await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const snapshot = async (database: DatabaseHandle) => ({
    devices: rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`
        SELECT d.sn, r.period, r.bucket_start AS "bucketStart", r.samples, r.value_stats::text AS "valueStats",
          r.role_stats::text AS "roleStats", r.energy
        FROM device_rollups r JOIN devices d ON d.id = r.device_id
        WHERE r.bucket_start > '2001-01-01' ORDER BY d.sn, r.period, r.bucket_start`),
    ),
    plants: rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`
        SELECT p.name, r.period, r.bucket_start AS "bucketStart", r.power, r.measurements, r.energy
        FROM plant_rollups r JOIN plants p ON p.id = r.plant_id
        WHERE r.bucket_start > '2001-01-01' ORDER BY p.name, r.period, r.bucket_start`),
    ),
  });

  it('writes the rows the merging path writes', async () => {
    const end = new Date(Date.UTC(2026, 5, 10, 13, 7));
    const load = async (name: string, markStored: boolean) => {
      const database = await createTestDatabase();
      databases.push(database);
      await seed(database.db, { demo: true });
      // One old row per device sends the fold down the merging path.
      if (markStored)
        await database.db.execute(sql`
          INSERT INTO device_rollups (device_id, plant_id, period, bucket_start)
          SELECT id, plant_id, 'hour', '2000-01-01T00:00:00Z' FROM devices WHERE plant_id IS NOT NULL`);
      await loadDemoHistory({
        db: database.db,
        stateFile: join(dir, `${name}.json`),
        days: 3,
        fineDays: 1,
        end,
      });
      return snapshot(database);
    };
    const fresh = await load('fresh', false);
    const merged = await load('merged', true);
    expect(fresh.devices.length).toBeGreaterThan(100);
    expect(fresh.plants.length).toBeGreaterThan(50);
    expect(fresh.devices).toEqual(merged.devices);
    expect(fresh.plants).toEqual(merged.plants);
  }, 240_000);
});
