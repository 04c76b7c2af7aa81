import type { Database } from '@sunfleet/db/connect';
import { rowsOf, sql } from '@sunfleet/db/query';

const dayMs = 24 * 60 * 60 * 1000;
/** Days' partitions made ahead of today, so a frame read now never waits for one. */
const daysAhead = 2;

/** `raw_frames_p20261128` for the UTC day starting at `dayStart`. */
const partitionName = (dayStart: number) =>
  `raw_frames_p${new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '')}`;

const dayOf = (at: number) => Math.floor(at / dayMs) * dayMs;
const iso = (at: number) => new Date(at).toISOString();

/** The days (UTC day starts) whose partitions exist. */
async function existingDays(db: Database): Promise<number[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT c.relname AS name FROM pg_inherits i
      JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
      WHERE p.relname = 'raw_frames' AND c.relname ~ '^raw_frames_p[0-9]{8}$'`),
  );
  return rows.map(({ name }) =>
    Date.UTC(Number(name.slice(12, 16)), Number(name.slice(16, 18)) - 1, Number(name.slice(18, 20))),
  );
}

/**
 * A day's partition, taking over the rows the default partition holds for that day (attaching a
 * range the default partition has rows in is refused, so they move in the same transaction).
 */
async function addDay(db: Database, dayStart: number): Promise<void> {
  const name = sql.raw(partitionName(dayStart));
  const [from, to] = [iso(dayStart), iso(dayStart + dayMs)];
  await db.transaction(async (tx) => {
    await tx.execute(sql`CREATE TABLE ${name} (LIKE raw_frames INCLUDING DEFAULTS)`);
    await tx.execute(sql`
      WITH moved AS (
        DELETE FROM raw_frames_default WHERE read_at >= ${from} AND read_at < ${to} RETURNING *)
      INSERT INTO ${name} SELECT * FROM moved`);
    await tx.execute(
      sql`ALTER TABLE raw_frames ATTACH PARTITION ${name} FOR VALUES FROM (${sql.raw(`'${from}'`)}) TO (${sql.raw(`'${to}'`)})`,
    );
  });
}

/**
 * Drops a day's partition past retention, keeping each device's
 * newest frame (its latest values are read from it): those rows go to the default partition,
 * which no day's partition covers any more once this one is detached.
 */
async function dropDay(db: Database, dayStart: number): Promise<void> {
  const name = sql.raw(partitionName(dayStart));
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE raw_frames DETACH PARTITION ${name}`);
    await tx.execute(sql`
      INSERT INTO raw_frames SELECT f.* FROM ${name} f
      WHERE EXISTS (
        SELECT 1 FROM device_latest l JOIN devices d ON d.id = l.device_id
        WHERE d.sn = f.device_sn AND l.read_at = f.read_at)`);
    await tx.execute(sql`DROP TABLE ${name}`);
  });
}

/**
 * Keeps one partition per UTC day of `read_at` from the day holding the retention's edge to
 * `daysAhead` days ahead, and drops the days' partitions wholly past retention (docs/adr/0054). The
 * offline sweep calls it every period, once across all ingest processes; between day boundaries
 * it only reads the catalogue.
 */
export async function maintainRawFramePartitions(
  db: Database,
  at: number,
  retentionMs: number,
): Promise<{ added: number[]; dropped: number[] }> {
  // The day holding the retention's edge is kept whole: some of its frames are still within it.
  const oldestKept = dayOf(at - retentionMs);
  const wanted: number[] = [];
  for (let day = oldestKept; day <= dayOf(at) + daysAhead * dayMs; day += dayMs) wanted.push(day);
  const existing = new Set(await existingDays(db));
  const added = wanted.filter((day) => !existing.has(day));
  const dropped = [...existing].filter((day) => day < oldestKept).sort((a, b) => a - b);
  for (const day of added) await addDay(db, day);
  for (const day of dropped) await dropDay(db, day);
  return { added, dropped };
}
