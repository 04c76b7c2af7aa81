/**
 * Folding against history: the rollup folder's cost for devices that have months of rollup rows,
 * against devices that have none, in the same run on the local PostgreSQL. A fold touches a
 * handful of rows per reading, so history should cost nothing (ratio ≈ 1×): a read that finds
 * those rows by anything less than their whole key grows with every day a plant has run.
 *
 *   npm run bench:fold -- [--devices 100] [--history-days 30] [--rounds 5]
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server on
 * which a fresh database is created and dropped again.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { createTestDatabase } from '@sunfleet/db/testing';
import { queueWrite, writeTogether, type TQueuedReading } from '@sunfleet/ingest/repository';
import { RollupFolder } from '@sunfleet/ingest/rollup-folder';
import { measure } from '@sunfleet/ingest/readings';
import { decodeFrame } from '@sunfleet/protocols/codec';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import { uploadOf } from './ingest-fleet.ts';
import { createReferencePlant } from './reference-plant.ts';

const { values: args } = parseArgs({
  options: {
    devices: { type: 'string', default: '100' },
    'history-days': { type: 'string', default: '30' },
    rounds: { type: 'string', default: '5' },
  },
});
const deviceCount = Number(args.devices);
const historyDays = Number(args['history-days']);
const rounds = Number(args.rounds);

/** Where the history ends and the folded readings begin. */
const now = Date.UTC(2026, 5, 21, 8, 0);

/** Plants of five Deye hybrids each; returns their device ids. */
async function createDevices(handle: DatabaseHandle): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < deviceCount)
    ids.push(...(await createReferencePlant(handle)).devices.map((device) => device.id));
  return ids;
}

/** What the ingest would queue of a reference device's n-th upload. */
const measuredUpload = (n: number) =>
  measure(
    decodeFrame(deyeHybrid, uploadOf({ sn: 'x', key: '', deviceSns: ['x'] }, n).frames[0]!.blocks).values,
  );

/** Rollup rows of every period before `now`, generated in SQL, as the ingest would have left them. */
async function seedHistory(handle: DatabaseHandle, deviceIds: string[]) {
  const sample = measuredUpload(0);
  const stats = (values: Record<string, number>) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, { n: 5, sum: 5 * value, min: value, max: value }]),
      ),
    );
  const periods = [
    { period: '5m', step: '5 minutes', valueStats: stats(sample.valueSamples) },
    { period: 'hour', step: '1 hour', valueStats: '{}' },
    { period: 'day', step: '1 day', valueStats: '{}' },
  ];
  await handle.withSession(async (session) => {
    for (const { period, step, valueStats } of periods)
      await session.query(
        `INSERT INTO device_rollups (device_id, plant_id, period, bucket_start, samples, value_stats, role_stats, energy)
         SELECT d.id, d.plant_id, $1, t, 5, $2::jsonb, $3::jsonb, '{"pvEnergyTotal": 0.1}'
         FROM devices d, generate_series($4::timestamptz - $5::interval, $4::timestamptz - $6::interval, $6::interval) t
         WHERE d.id = ANY($7::uuid[])`,
        [
          period,
          valueStats,
          stats(sample.roleSamples),
          new Date(now),
          `${historyDays} days`,
          step,
          deviceIds,
        ],
      );
    await session.exec('ANALYZE device_rollups');
  });
}

/** One reading per device, minutes after the history and after earlier rounds. */
function readingsOf(deviceIds: string[], round: number): TQueuedReading[] {
  const measured = measuredUpload(round);
  return deviceIds.map((deviceId) => ({
    deviceId,
    readAt: now + round * 60_000,
    samples: measured.valueSamples,
    roles: measured.roleSamples,
    energy: [['pvEnergyTotal', 0.05, now + (round - 1) * 60_000]],
  }));
}

/** Wall time of folding one reading of each device. */
async function timeFold(handle: DatabaseHandle, deviceIds: string[], round: number) {
  await writeTogether(handle.db, [queueWrite(readingsOf(deviceIds, round))]);
  const folder = new RollupFolder({ db: handle.db });
  const started = performance.now();
  const folded = await folder.foldAll();
  const ms = performance.now() - started;
  if (folded !== deviceIds.length) throw new Error(`folded ${folded} of ${deviceIds.length} readings`);
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  process.env.TEST_DATABASE_URL =
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const handle = await createTestDatabase();
  try {
    const withHistory = await createDevices(handle);
    const without = await createDevices(handle);
    const seeding = performance.now();
    await seedHistory(handle, withHistory);
    console.log(
      `fold against history: ${deviceCount} devices with ${historyDays} days of 5-minute, hour and day rows ` +
        `(seeded in ${((performance.now() - seeding) / 1_000).toFixed(1)} s), ${deviceCount} devices with none`,
    );
    // A warm-up round each, then rounds in turns so the machine's load falls on both alike.
    await timeFold(handle, withHistory, 0);
    await timeFold(handle, without, 0);
    const historyMs: number[] = [];
    const freshMs: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      historyMs.push(await timeFold(handle, withHistory, round));
      freshMs.push(await timeFold(handle, without, round));
    }
    const format = (ms: number[]) =>
      `median ${median(ms).toFixed(1)} ms (${ms.map((m) => m.toFixed(0)).join(', ')})`;
    console.log(`  with history   ${format(historyMs)}`);
    console.log(`  without        ${format(freshMs)}`);
    console.log(`ratio (goal ≈ 1×)  ${(median(historyMs) / median(freshMs)).toFixed(2)}×`);
  } finally {
    await handle.close();
  }
}

await main();
