/**
 * How long a first demo start spends on the demo fleet's history: a fresh embedded database is
 * migrated, seeded and given DEMO_HISTORY_DAYS (default 395) days, as `npm start` does.
 *
 *   node --import tsx apps/api/src/scripts/time-demo-history.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '@sunfleet/db/connect';
import { migrate } from '@sunfleet/db/migrate';
import { seed } from '@sunfleet/db/seed';
import { loadDemoHistory } from '../adapters/demo-history.ts';

const days = Number(process.env.DEMO_HISTORY_DAYS ?? 395);
const dir = mkdtempSync(join(tmpdir(), 'sunfleet-history-time-'));
const started = performance.now();
const database = await connect({ pgliteDir: join(dir, 'pglite') });
await migrate(database);
await seed(database.db, { demo: true });
const seeded = performance.now();
const readings = await loadDemoHistory({ db: database.db, stateFile: join(dir, 'sim-state.json'), days });
const done = performance.now();
const seconds = (ms: number) => (ms / 1_000).toFixed(1);
console.log(
  `migrate + seed ${seconds(seeded - started)} s; ${days} days of history (${readings} readings) ` +
    `${seconds(done - seeded)} s; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
);
await database.close();
rmSync(dir, { recursive: true, force: true });
