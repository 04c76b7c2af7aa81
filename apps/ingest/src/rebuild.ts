import type { Database } from '@sunfleet/db/connect';
import { rowsOf, sql } from '@sunfleet/db/query';
import type { TCounterBaseline, TRollupPeriod } from '@sunfleet/db/telemetry-schema';
import { decodeFrame } from '@sunfleet/protocols/codec';
import type { TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import { bucketStart, dayStartOf, nextBucketStart } from './buckets.ts';
import { advanceCounters, measure } from './readings.ts';
import { applyRollups, lockRollupOwners, refreshPlantRollups, type TWireBlock } from './repository.ts';
import { mergeRollup, RollupBatch, type TRollupContent, type TRollupKey } from './rollups.ts';
import { StoredDictionaries } from './stored-dictionaries.ts';

/** Rows of a raw statement: both engines' drivers return them as `rows`. */

export type TRebuildRequest = {
  plantId: string;
  /** The first and the last day rebuilt (YYYY-MM-DD), in the plant's time zone. */
  fromDate: string;
  toDate: string;
  /** Where a device's dictionary comes from (default: the shipped ones and the imported ones). */
  resolveDictionary?: (id: string) => TProtocolDictionary | undefined;
};

export type TRebuildResult = {
  /** The whole days rebuilt, in the plant's time zone (ISO instants). */
  from: string;
  to: string;
  /** Devices whose rows were rebuilt (a device without raw frames in the period keeps its rows). */
  devices: number;
  /** Raw frames read and folded. */
  frames: number;
  /** Counter steps refused again as implausible (already in the communication log). */
  implausibleSteps: number;
};

const finePeriods: readonly TRollupPeriod[] = ['5m', 'hour', 'day'];

type TRebuildDevice = {
  id: string;
  sn: string;
  dictionaryId: string;
  ratedPowerKw: number | null;
};

type TFrameRow = { readAt: number; blocks: TWireBlock[]; isQueued: boolean };

type TDictionaryChange = { at: number; from: string; to: string };

/**
 * Rebuilds a plant's rollups over whole days from the raw frames, with the code the live ingest
 * folds with (`measure`, `advanceCounters` with its plausibility rule, `RollupBatch`,
 * `applyRollups`), so rows a bug or a wrong dictionary corrupted come back as the readings make
 * them (docs/adr/0043). Each frame is read with the dictionary of its time
 * (`device_dictionary_changes`), and a dictionary change starts a new counter baseline as it did
 * live.
 *
 * Per device, the 5-minute, hour and day rows of the days from its first stored raw frame on are
 * replaced (rows before it were not made from raw frames: a demo's history, frames past their
 * retention); month rows are summed again from their day rows; the plant's rows of the period are
 * computed again from its devices' rows. Rows a device wrote while it served another plant stay
 * that plant's. One transaction: the live folder leaves the plant alone meanwhile (`lockRollupOwners`;
 * it folds the plant's readings after), queued readings of the period are folded here and leave the
 * queue, later ones stay for the folder.
 */
export async function rebuildPlantRollups(db: Database, request: TRebuildRequest): Promise<TRebuildResult> {
  const resolve = request.resolveDictionary ?? (await storedDictionaries(db));
  return db.transaction(async (tx) => {
    const [plant] = rowsOf<{ timeZone: string; capacityKw: number | null }>(
      await tx.execute(
        sql`SELECT time_zone AS "timeZone", capacity_kw AS "capacityKw" FROM plants WHERE id = ${request.plantId}`,
      ),
    );
    if (!plant) throw new Error(`No plant ${request.plantId}`);
    const zone = plant.timeZone;
    const from = dayStartOf(request.fromDate, zone);
    const to = nextBucketStart('day', dayStartOf(request.toDate, zone), zone);
    const range = sql`bucket_start >= ${new Date(from)} AND bucket_start < ${new Date(to)}`;

    const devices = rowsOf<TRebuildDevice>(
      await tx.execute(sql`
        SELECT d.id, d.sn, d.dictionary_id AS "dictionaryId", d.rated_power_kw AS "ratedPowerKw"
        FROM devices d
        WHERE d.plant_id = ${request.plantId}
          OR EXISTS (SELECT 1 FROM device_rollups r WHERE r.device_id = d.id
            AND r.plant_id = ${request.plantId} AND r.bucket_start >= ${new Date(from)}
            AND r.bucket_start < ${new Date(to)})
        ORDER BY d.id`),
    );
    const ids = `{${devices.map((device) => device.id).join(',')}}`;
    // Queued readings of these devices: this transaction folds those of the period; the folder
    // skips them (it takes the queue with SKIP LOCKED, then the plants no one holds).
    const queued = rowsOf<{ id: string | number; deviceId: string; readAt: string | Date }>(
      await tx.execute(sql`
        SELECT id, device_id AS "deviceId", read_at AS "readAt" FROM rollup_queue
        WHERE device_id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`),
    );
    await lockRollupOwners(tx, [request.plantId]);
    const held = new Map(queued.map((row) => [`${row.deviceId}@${new Date(row.readAt).getTime()}`, row]));
    const changes = await dictionaryChanges(tx, ids);
    const foreign = new Set(
      rowsOf<{ deviceId: string; period: string; start: string | Date }>(
        await tx.execute(sql`
          SELECT device_id AS "deviceId", period, bucket_start AS start FROM device_rollups
          WHERE device_id = ANY(${ids}::uuid[]) AND ${range}
            AND plant_id IS NOT NULL AND plant_id <> ${request.plantId}`),
      ).map((row) => `${row.deviceId}|${row.period}|${new Date(row.start).getTime()}`),
    );

    const batch = new RollupBatch();
    const rebuilt: { device: TRebuildDevice; from: number }[] = [];
    const foldedQueue: (string | number)[] = [];
    let frames = 0;
    let implausibleSteps = 0;
    for (const device of devices) {
      const firstFrame = await firstFrameOf(tx, device.sn);
      if (firstFrame === undefined || firstFrame >= to) continue;
      const start = Math.max(from, bucketStart('day', firstFrame, zone));
      rebuilt.push({ device, from: start });
      const context = { deviceId: device.id, plantId: request.plantId, timeZone: zone };
      const within = { from: start, to };
      const bounds = { ratedPowerKw: device.ratedPowerKw, plantCapacityKw: plant.capacityKw };
      const dictionaryAt = dictionaryTimeline(device, changes.get(device.id) ?? []);
      let baselines: Record<string, TCounterBaseline> = {};
      let lastDictionaryId: string | undefined;
      for (const frame of await framesAround(tx, device, start, to)) {
        const readingKey = `${device.id}@${frame.readAt}`;
        const queuedRow = held.get(readingKey);
        // Queued after this transaction began: the folder folds it (and what comes after it).
        if (frame.isQueued && !queuedRow) break;
        const dictionaryId = dictionaryAt(frame.readAt);
        const dictionary = resolve(dictionaryId);
        if (dictionaryId !== lastDictionaryId) baselines = {};
        lastDictionaryId = dictionaryId;
        if (!dictionary) continue;
        const decoded = decodeFrame(dictionary, frame.blocks);
        if (decoded.invalidatedBy) continue;
        const measured = measure(decoded.values);
        const steps = advanceCounters(baselines, measured.counters, frame.readAt, { bounds, dictionary });
        if (frame.readAt < start) continue;
        // A frame after the period adds its interval's share to the period's last buckets, unless
        // it waits in the queue (the folder adds all of it then).
        const isInPeriod = frame.readAt < to;
        if (!isInPeriod && queuedRow) break;
        implausibleSteps += isInPeriod ? steps.implausible.length : 0;
        if (isInPeriod) {
          frames += 1;
          batch.addReading(
            context,
            frame.readAt,
            { samples: measured.valueSamples, roles: measured.roleSamples },
            finePeriods,
          );
          if (queuedRow) foldedQueue.push(queuedRow.id);
        }
        for (const [role, kWh, since] of steps.energy)
          batch.addEnergy(context, since, frame.readAt, role, kWh, finePeriods, within);
        if (!isInPeriod) break;
      }
    }
    if (rebuilt.length === 0)
      return { from: iso(from), to: iso(to), devices: 0, frames: 0, implausibleSteps: 0 };

    for (const { device, from: start } of rebuilt)
      await tx.execute(sql`
        DELETE FROM device_rollups
        WHERE device_id = ${device.id} AND period <> 'month'
          AND bucket_start >= ${new Date(start)} AND bucket_start < ${new Date(to)}
          AND (plant_id IS NULL OR plant_id = ${request.plantId})`);
    const isOurs = ({ key }: { key: TRollupKey }) =>
      !foreign.has(`${key.deviceId}|${key.period}|${key.bucketStart}`);
    await applyRollups(tx, batch.entries().filter(isOurs));
    await rebuildMonths(tx, request.plantId, rebuilt, to, zone);
    await refreshPlantPeriod(tx, request.plantId, from, to, zone);
    if (foldedQueue.length > 0)
      await tx.execute(
        sql`DELETE FROM rollup_queue WHERE id = ANY(${`{${foldedQueue.join(',')}}`}::bigint[])`,
      );
    return { from: iso(from), to: iso(to), devices: rebuilt.length, frames, implausibleSteps };
  });
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The shipped dictionaries and those users imported, as they are now. */
async function storedDictionaries(db: Database) {
  const dictionaries = new StoredDictionaries(db);
  await dictionaries.refresh();
  return dictionaries.resolve;
}

async function firstFrameOf(db: Database, deviceSn: string): Promise<number | undefined> {
  const [row] = rowsOf<{ first: string | Date | null }>(
    await db.execute(sql`SELECT min(read_at) AS first FROM raw_frames WHERE device_sn = ${deviceSn}`),
  );
  return row?.first ? new Date(row.first).getTime() : undefined;
}

/**
 * The device's frames of [start, end) in time order, with the last one before (the baseline of the
 * first) and the first one at or after the end (its interval reaches into the period); whether
 * each waits in the rollup queue. One frame per instant (a device moved between gateways).
 */
async function framesAround(
  db: Database,
  device: TRebuildDevice,
  start: number,
  end: number,
): Promise<TFrameRow[]> {
  const [startAt, endAt] = [new Date(start), new Date(end)];
  const rows = rowsOf<{ readAt: string | Date; blocks: TWireBlock[]; isQueued: boolean }>(
    await db.execute(sql`
      WITH chosen AS (
        (SELECT read_at FROM raw_frames WHERE device_sn = ${device.sn} AND read_at < ${startAt}
          ORDER BY read_at DESC LIMIT 1)
        UNION
        (SELECT read_at FROM raw_frames WHERE device_sn = ${device.sn}
          AND read_at >= ${startAt} AND read_at < ${endAt})
        UNION
        (SELECT read_at FROM raw_frames WHERE device_sn = ${device.sn} AND read_at >= ${endAt}
          ORDER BY read_at LIMIT 1)
      )
      SELECT DISTINCT ON (f.read_at) f.read_at AS "readAt", f.blocks,
        EXISTS (SELECT 1 FROM rollup_queue q WHERE q.device_id = ${device.id} AND q.read_at = f.read_at)
          AS "isQueued"
      FROM raw_frames f JOIN chosen c ON c.read_at = f.read_at
      WHERE f.device_sn = ${device.sn}
      ORDER BY f.read_at, f.received_at`),
  );
  return rows.map((row) => ({ ...row, readAt: new Date(row.readAt).getTime() }));
}

async function dictionaryChanges(db: Database, ids: string): Promise<Map<string, TDictionaryChange[]>> {
  const rows = rowsOf<{ deviceId: string; at: string | Date; from: string; to: string }>(
    await db.execute(sql`
      SELECT device_id AS "deviceId", changed_at AS at, from_dictionary_id AS "from", to_dictionary_id AS "to"
      FROM device_dictionary_changes WHERE device_id = ANY(${ids}::uuid[]) ORDER BY changed_at`),
  );
  const byDevice = new Map<string, TDictionaryChange[]>();
  for (const row of rows) {
    const list = byDevice.get(row.deviceId) ?? [];
    list.push({ at: new Date(row.at).getTime(), from: row.from, to: row.to });
    byDevice.set(row.deviceId, list);
  }
  return byDevice;
}

/** Which dictionary read a frame of an instant: the one a later change replaced, else today's. */
function dictionaryTimeline(device: TRebuildDevice, changes: readonly TDictionaryChange[]) {
  return (at: number) => changes.find((change) => change.at > at)?.from ?? device.dictionaryId;
}

/**
 * Month rows of the rebuilt devices summed again from their day rows: a month holds exactly what
 * its days hold (each reading and each share of energy lands in one day of it).
 */
async function rebuildMonths(
  db: Database,
  plantId: string,
  rebuilt: readonly { device: TRebuildDevice; from: number }[],
  to: number,
  zone: string,
): Promise<void> {
  const months: { key: TRollupKey; content: TRollupContent }[] = [];
  for (const { device, from } of rebuilt) {
    for (
      let month = bucketStart('month', from, zone);
      month < to;
      month = nextBucketStart('month', month, zone)
    ) {
      const end = nextBucketStart('month', month, zone);
      const days = rowsOf<TRollupContent>(
        await db.execute(sql`
          SELECT samples, value_stats AS "valueStats", role_stats AS "roleStats", energy FROM device_rollups
          WHERE device_id = ${device.id} AND period = 'day'
            AND bucket_start >= ${new Date(month)} AND bucket_start < ${new Date(end)}
            AND plant_id = ${plantId}
          ORDER BY bucket_start`),
      );
      const [stored] = rowsOf<{ plantId: string | null }>(
        await db.execute(sql`
          SELECT plant_id AS "plantId" FROM device_rollups
          WHERE device_id = ${device.id} AND period = 'month' AND bucket_start = ${new Date(month)}`),
      );
      // The month row of another plant the device served then stays that plant's.
      if (stored?.plantId && stored.plantId !== plantId) continue;
      await db.execute(sql`
        DELETE FROM device_rollups
        WHERE device_id = ${device.id} AND period = 'month' AND bucket_start = ${new Date(month)}`);
      const content = days.reduce<TRollupContent | undefined>((sum, day) => mergeRollup(sum, day), undefined);
      if (content)
        months.push({ key: { deviceId: device.id, plantId, period: 'month', bucketStart: month }, content });
    }
  }
  await applyRollups(db, months);
}

/**
 * The plant's rows of the period (and of the months it touches) computed again from its devices'
 * rows; a plant row whose device rows are all gone goes too.
 */
async function refreshPlantPeriod(
  db: Database,
  plantId: string,
  from: number,
  to: number,
  zone: string,
): Promise<void> {
  const monthsFrom = new Date(bucketStart('month', from, zone));
  const inPeriod = sql`((period <> 'month' AND bucket_start >= ${new Date(from)} AND bucket_start < ${new Date(to)})
    OR (period = 'month' AND bucket_start >= ${monthsFrom} AND bucket_start < ${new Date(to)}))`;
  await db.execute(sql`DELETE FROM plant_rollups WHERE plant_id = ${plantId} AND ${inPeriod}`);
  const buckets = rowsOf<{ period: TRollupPeriod; start: string | Date }>(
    await db.execute(sql`
      SELECT DISTINCT period, bucket_start AS start FROM device_rollups
      WHERE plant_id = ${plantId} AND ${inPeriod}`),
  );
  await refreshPlantRollups(
    db,
    buckets.map((bucket) => ({
      deviceId: '',
      plantId,
      period: bucket.period,
      bucketStart: new Date(bucket.start).getTime(),
    })),
  );
}
