import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFleet } from '@sunfleet/contract/demo-fleet';
import type { TGenerationBars, TPlantRealtime } from '@sunfleet/contract/plants';
import { demoAccounts, seed } from '@sunfleet/db/seed';
import { plants } from '@sunfleet/db/telemetry-schema';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../testing.ts';
import { loadDemoHistory } from './demo-history.ts';

/**
 * The demo fleet's history as the first start loads it, shortened: 70 days up to now (the last day
 * in 5-minute polls) and two days around the last New Year, so the month, year and total charts
 * each have more than one period of data without a year's worth of folding in every test run.
 */
describe('the demo history', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let stateDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.database.db, { demo: true });
    stateDir = mkdtempSync(join(tmpdir(), 'sunfleet-history-'));
    const newYear = Date.UTC(new Date().getUTCFullYear(), 0, 1, 12);
    await loadDemoHistory({
      db: t.database.db,
      stateFile: join(stateDir, 'new-year.json'),
      days: 2,
      fineDays: 1,
      end: new Date(newYear),
    });
    await loadDemoHistory({
      db: t.database.db,
      stateFile: join(stateDir, 'sim-state.json'),
      days: 70,
      fineDays: 1,
    });
    const { installer } = demoAccounts;
    headers = bearer((await signIn(t.app, installer.account, installer.password)).access_token);
  }, 240_000);
  afterAll(async () => {
    await t.close();
    rmSync(stateDir, { recursive: true, force: true });
  });

  const get = async <T>(url: string) => {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode, url).toBe(200);
    return envelopeOf<T>(response).data;
  };
  const withData = (bars: TGenerationBars) => bars.bars.filter((bar) => (bar.generation ?? 0) > 0).length;

  it("gives every demo plant's month, year and total charts more than one period of data", async () => {
    const rows = await t.database.db.select({ id: plants.id, name: plants.name }).from(plants);
    expect(rows).toHaveLength(demoFleet.plants.filter((plant) => !plant.isSpare).length);
    // The month before this one is wholly inside the 70 days, whatever today is.
    const now = new Date();
    const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const month = previous.toISOString().slice(0, 7);
    for (const plant of rows) {
      const monthBars = await get<TGenerationBars>(`/api/v1/plant/${plant.id}/power/month?month=${month}`);
      expect(withData(monthBars), `${plant.name} ${month}`).toBeGreaterThanOrEqual(28);
      const yearBars = await get<TGenerationBars>(
        `/api/v1/plant/${plant.id}/power/year?year=${previous.getUTCFullYear()}`,
      );
      expect(withData(yearBars), `${plant.name} ${previous.getUTCFullYear()}`).toBeGreaterThan(1);
      const totalBars = await get<TGenerationBars>(`/api/v1/plant/${plant.id}/power/total`);
      expect(withData(totalBars), `${plant.name} total`).toBeGreaterThan(1);
    }
  });

  it('keeps the counters consistent: today ≤ month ≤ year ≤ total = history + what came before', async () => {
    const state = JSON.parse(readFileSync(join(stateDir, 'sim-state.json'), 'utf8')) as {
      plants: Record<string, { energyKwh: { pv: number } }>;
    };
    const rows = await t.database.db.select({ id: plants.id, name: plants.name }).from(plants);
    for (const plant of rows) {
      const realtime = await get<TPlantRealtime>(`/api/v1/plant/${plant.id}/realtime`);
      expect(realtime.energyToday, plant.name).toBeLessThanOrEqual(realtime.energyMonth);
      expect(realtime.energyMonth, plant.name).toBeLessThanOrEqual(realtime.energyYear);
      expect(realtime.energyYear, plant.name).toBeLessThanOrEqual(realtime.energyTotal);
      const fleetPlant = demoFleet.plants.find((candidate) => candidate.name === plant.name);
      const counted = state.plants[fleetPlant?.gateway.sn ?? '']?.energyKwh.pv ?? NaN;
      // The lifetime counter the live simulator continues from is what the devices report.
      expect(Math.abs(realtime.energyTotal - counted), plant.name).toBeLessThan(1);
      // 70 days of history before the total: the total holds more than the history alone.
      const history = await get<TGenerationBars>(`/api/v1/plant/${plant.id}/power/total`);
      expect(realtime.energyTotal, plant.name).toBeGreaterThanOrEqual(history.total.generation - 1);
    }
  });
});
