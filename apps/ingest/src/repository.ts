import type { Database } from '@sunfleet/db/connect';
import { eq, jsonRecords, rowsOf, sql, type SQL } from '@sunfleet/db/query';
import { speakingKind } from '@sunfleet/db/master-meter';
import {
  communicationLogs,
  gateways,
  plantRollups,
  type TCounterBaseline,
  type TRollupPeriod,
} from '@sunfleet/db/telemetry-schema';
import type { z } from 'zod';
import type { TDecodedValue } from '@sunfleet/protocols/codec';
import type { ZWireBlock } from '@sunfleet/contract/gateway-wire';
import {
  aggregatePlant,
  mergeRollup,
  type TPlantShare,
  type TRollupContent,
  type TRollupKey,
} from './rollups.ts';

/** Rows of a raw statement: both engines' drivers return them as `rows`. */

/** A transaction or the database itself: every function here runs inside either. */
export type Queryable = Database;

export type TCommunicationLogKind =
  | 'authRefused'
  | 'publishRefused'
  | 'subscribeRefused'
  | 'malformedPayload'
  | 'unknownGateway'
  | 'unknownDevice'
  | 'dictionaryMismatch'
  | 'frameRefused'
  | 'futureReading'
  | 'staleReading'
  | 'storeFailed'
  | 'connectionRefused'
  | 'upload'
  | 'status'
  | 'reply'
  /** A reply naming a command never issued to its gateway. */
  | 'replyRefused'
  /** A counter step larger than its device could have produced (docs/adr/0043). */
  | 'implausibleEnergy'
  /** A reply for a command already final (a duplicate, or late after a time-out or cancel): not applied. */
  | 'replyIgnored';

/** One row of the communication log: an upload with its counts, a refusal, a status or a reply. */
export type TCommunicationLogEntry = {
  gatewaySn: string;
  kind: TCommunicationLogKind;
  detail: string;
  deviceSn?: string | undefined;
  topic?: string | undefined;
  msgId?: string | undefined;
  /** An upload's frames, and how many of them were stored, duplicates and refused. */
  counts?: { frames: number; stored: number; duplicates: number; refused: number } | undefined;
  bytes?: number | undefined;
  /** How many refusals of a flood this row stands for (default 1). */
  repeats?: number | undefined;
};

export type TIngestGateway = {
  id: string;
  sn: string;
  keyHash: string;
  plantId: string | null;
  status: string;
};

export type TIngestDevice = {
  id: string;
  sn: string;
  gatewayId: string;
  plantId: string | null;
  dictionaryId: string;
  timeZone: string;
  status: string;
  ratedPowerKw: number | null;
  plantCapacityKw: number | null;
};

export async function findGateway(db: Queryable, sn: string): Promise<TIngestGateway | undefined> {
  const [gateway] = (await findSenders(db, [sn], [])).gateways;
  return gateway;
}

/** Devices by SN that sit behind the given gateway; others' devices are not returned. */
export async function findDevicesOfGateway(
  db: Queryable,
  gatewayId: string,
  sns: string[],
): Promise<TIngestDevice[]> {
  if (sns.length === 0) return [];
  return (await findSenders(db, [], sns)).devices.filter((device) => device.gatewayId === gatewayId);
}

/** Between two documents of `jsonRecordsWithDocuments`; JSON text escapes it, so it never occurs inside one. */
const documentSeparator = '\u001e';

/**
 * Rows whose one large JSON document each (a frame's blocks, a reading's samples, a bucket's
 * statistics) is passed apart from the rest, for `SELECT … FROM jsonRecordsWithDocuments(…) AS name
 * (each column, …, document)`: the small fields as one JSON parameter as in `jsonRecords`, the
 * documents as one text, split again in the order of the rows. Taking documents apart inside
 * `json_to_recordset` is what cost PostgreSQL most in the hot statements (about 25 ns a byte, three
 * times as long as checking the same text as `json`); splitting the text costs next to nothing.
 */
export const jsonRecordsWithDocuments = (
  rows: readonly object[],
  columns: SQL,
  documents: readonly unknown[],
) => sql`ROWS FROM (
  ${jsonRecords(rows)} AS (${columns}),
  string_to_table(${documents.map((document) => JSON.stringify(document)).join(documentSeparator)}, chr(30))
)`;

/** A list of texts as one parameter (SNs may hold any character an array literal would need quoted). */
const textList = (values: string[]) =>
  sql`ARRAY(SELECT json_array_elements_text(${JSON.stringify([...new Set(values)])}::json))`;

/**
 * Gateways by SN and devices by SN, whatever gateway they sit behind (the caller checks that), in
 * one statement: a batch needs both before anything else.
 */
export async function findSenders(
  db: Queryable,
  gatewaySns: string[],
  deviceSns: string[],
): Promise<{ gateways: TIngestGateway[]; devices: TIngestDevice[] }> {
  const [row] = rowsOf<{ gateways: TIngestGateway[]; devices: TIngestDevice[] }>(
    await db.execute(sql`
      SELECT
        (SELECT coalesce(json_agg(json_build_object('id', id, 'sn', sn, 'keyHash', key_hash,
            'plantId', plant_id, 'status', status)), '[]')
          FROM gateways WHERE sn = ANY(${textList(gatewaySns)})) AS gateways,
        (SELECT coalesce(json_agg(json_build_object('id', d.id, 'sn', d.sn, 'gatewayId', d.gateway_id,
            'plantId', d.plant_id, 'dictionaryId', d.dictionary_id,
            'timeZone', coalesce(p.time_zone, 'UTC'), 'status', d.status,
            'ratedPowerKw', d.rated_power_kw, 'plantCapacityKw', p.capacity_kw)), '[]')
          FROM devices d LEFT JOIN plants p ON p.id = d.plant_id
          WHERE d.sn = ANY(${textList(deviceSns)})) AS devices`),
  );
  return { gateways: row?.gateways ?? [], devices: row?.devices ?? [] };
}

export async function writeLogs(db: Queryable, entries: TCommunicationLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(communicationLogs).values(
    entries.map((entry) => ({
      gatewaySn: entry.gatewaySn,
      deviceSn: entry.deviceSn ?? null,
      kind: entry.kind,
      topic: entry.topic?.slice(0, 300) ?? null,
      detail: entry.detail.slice(0, 500),
      msgId: entry.msgId?.slice(0, 100) ?? null,
      frames: entry.counts?.frames ?? null,
      stored: entry.counts?.stored ?? null,
      duplicates: entry.counts?.duplicates ?? null,
      refused: entry.counts?.refused ?? null,
      bytes: entry.bytes ?? null,
      repeats: entry.repeats ?? 1,
    })),
  );
}

/**
 * Serializes work on the same plants (or plant-less devices) across ingest workers for the rest of
 * the transaction, so two workers never merge into the same rollup row at once. Sorted keys keep
 * two workers from waiting on each other in opposite order.
 */
export async function lockRollupOwners(db: Queryable, ownerIds: string[]): Promise<void> {
  const ids = [...new Set(ownerIds)].sort();
  if (ids.length === 0) return;
  // One statement: the ordered subquery hands the ids to the locks in this order.
  await db.execute(sql`
    SELECT count(pg_advisory_xact_lock(hashtextextended(owner.id, 0)))
    FROM (
      SELECT id FROM unnest(ARRAY[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]) WITH ORDINALITY AS owner (id, n) ORDER BY n
    ) AS owner`);
}

/**
 * Locks those of the owners no other transaction holds, for the rest of the transaction, without
 * waiting; returns the ones locked. Never waiting, it cannot deadlock, whatever the order.
 */
async function tryLockRollupOwners(db: Queryable, ownerIds: string[]): Promise<Set<string>> {
  const ids = [...new Set(ownerIds)];
  if (ids.length === 0) return new Set();
  const locked = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT owner.id FROM unnest(${`{${ids.join(',')}}`}::text[]) AS owner (id)
      WHERE pg_try_advisory_xact_lock(hashtextextended(owner.id, 0))`),
  );
  return new Set(locked.map((row) => row.id));
}

export type TWireBlock = z.infer<typeof ZWireBlock>;
export type TRawFrame = {
  gatewaySn: string;
  msgId: string;
  deviceSn: string;
  readAt: Date;
  blocks: TWireBlock[];
};

/**
 * Stores raw frames; returns the keys that were new (the rest are redeliveries already stored,
 * or repeated within these frames).
 */
export async function insertRawFrames(db: Queryable, frames: TRawFrame[]): Promise<Set<string>> {
  if (frames.length === 0) return new Set();
  const rows = frames.map(({ gatewaySn, deviceSn, readAt, msgId }) => ({
    gatewaySn,
    deviceSn,
    readAt: readAt.toISOString(),
    msgId,
  }));
  const inserted = await db.execute(sql`
    INSERT INTO raw_frames (gateway_sn, device_sn, read_at, msg_id, blocks)
    SELECT "gatewaySn", "deviceSn", "readAt", "msgId", blocks::json
    FROM ${jsonRecordsWithDocuments(
      rows,
      sql`"gatewaySn" text, "deviceSn" text, "readAt" timestamptz, "msgId" text`,
      frames.map((frame) => frame.blocks),
    )} AS frame ("gatewaySn", "deviceSn", "readAt", "msgId", blocks)
    ON CONFLICT DO NOTHING
    RETURNING device_sn, read_at`);
  return new Set(
    rowsOf<{ device_sn: string; read_at: string | Date }>(inserted).map((row) =>
      readingKey(row.device_sn, new Date(row.read_at).getTime()),
    ),
  );
}

export const readingKey = (deviceSn: string, at: number) => `${deviceSn}@${at}`;

/** What the ingest keeps of a device's latest row while it stores a batch. */
export type TLatest = {
  readAt: number;
  /**
   * Set when the batch brought a newer reading: its values, announced once the batch is committed.
   * They are not stored here; readers decode the raw frame stored with them.
   */
  values?: readonly TDecodedValue[];
  roles?: Record<string, number>;
  counters: Record<string, TCounterBaseline>;
};

/**
 * What a batch needs of its devices before it stores their readings, in one statement: the latest
 * reading times and counter baselines (not the values: a batch replaces those or leaves them),
 * locked until the transaction ends, in one order for every worker; and the codes of the devices'
 * open events by origin (see `openCodesKey`).
 */
export async function loadDeviceStates(
  db: Queryable,
  devices: { id: string; sn: string }[],
): Promise<{ latest: Map<string, TLatest>; openCodes: Map<string, Set<string>> }> {
  if (devices.length === 0) return { latest: new Map(), openCodes: new Map() };
  type TRow = {
    latest: { device_id: string; read_at: string; counters: Record<string, TCounterBaseline> }[];
    open: TOpenCode[];
  };
  const ids = devices.map((device) => device.id);
  const [row] = rowsOf<TRow>(
    await db.execute(sql`
      WITH locked AS (
        SELECT device_id, read_at, counters FROM device_latest
        WHERE device_id = ANY(${`{${ids.join(',')}}`}::uuid[])
        ORDER BY device_id FOR UPDATE
      )
      SELECT
        (SELECT coalesce(json_agg(locked), '[]') FROM locked) AS latest,
        (SELECT coalesce(json_agg(json_build_object('sourceSn', source_sn, 'origin', origin, 'code', code)), '[]')
          FROM events WHERE source_sn = ANY(${textList(devices.map((device) => device.sn))})
            AND closed_at IS NULL) AS open`),
  );
  return {
    latest: new Map(
      (row?.latest ?? []).map((latest) => [
        latest.device_id,
        { readAt: new Date(latest.read_at).getTime(), counters: latest.counters },
      ]),
    ),
    openCodes: openCodesByOrigin(row?.open ?? []),
  };
}

export type TOpenCode = { sourceSn: string; origin: string; code: string };

/** Open event codes grouped by source and origin (the flags of an alarm word that are set). */
export function openCodesByOrigin(rows: TOpenCode[]): Map<string, Set<string>> {
  const open = new Map<string, Set<string>>();
  for (const row of rows) {
    const id = openCodesKey(row.sourceSn, row.origin);
    open.set(id, (open.get(id) ?? new Set()).add(row.code));
  }
  return open;
}

export const openCodesKey = (sourceSn: string, origin: string) => `${sourceSn}|${origin}`;

/**
 * Data-modifying statements run as one: each becomes a WITH query of a single statement. At the
 * fleet's rate a transaction carries one upload, so every statement saved is a round trip saved
 * in both processes. The writes must touch different rows (PostgreSQL runs them concurrently).
 */
export async function writeTogether(db: Queryable, writes: (SQL | undefined)[]): Promise<void> {
  const present = writes.filter((write) => write !== undefined);
  if (present.length === 0) return;
  const queries = present.map((write, index) => sql`${sql.raw(`write${index}`)} AS (${write})`);
  await db.execute(sql`WITH ${sql.join(queries, sql`, `)} SELECT 1`);
}

/**
 * The batch's latest rows: the reading time and roles where the batch brought a newer reading,
 * counter baselines for every device.
 */
export function latestWrites(latest: Map<string, TLatest>): (SQL | undefined)[] {
  const renewed = [];
  const baselinesOnly = [];
  for (const [deviceId, { readAt, values, roles, counters }] of latest) {
    if (values) renewed.push({ deviceId, readAt: new Date(readAt).toISOString(), roles, counters });
    else baselinesOnly.push({ deviceId, counters });
  }
  return [
    renewed.length > 0
      ? sql`
      INSERT INTO device_latest (device_id, read_at, roles, counters)
      SELECT "deviceId", "readAt", coalesce(roles, '{}'), counters
      FROM ${jsonRecords(renewed)}
        AS latest ("deviceId" uuid, "readAt" timestamptz, roles jsonb, counters jsonb)
      ON CONFLICT (device_id) DO UPDATE SET
        read_at = excluded.read_at, roles = excluded.roles, counters = excluded.counters,
        updated_at = now()`
      : undefined,
    baselinesOnly.length > 0
      ? sql`
      UPDATE device_latest SET counters = latest.counters, updated_at = now()
      FROM ${jsonRecords(baselinesOnly)} AS latest ("deviceId" uuid, counters jsonb)
      WHERE device_latest.device_id = latest."deviceId"`
      : undefined,
  ];
}

export type TQueuedReading = {
  deviceId: string;
  readAt: number;
  samples: Record<string, number>;
  roles: Record<string, number>;
  /** [role, kWh, since]: energy a counter gained over (since, readAt]. */
  energy: [string, number, number][];
};

/** Appends new readings' measurements to the rollup queue (the rollup folder merges them). */
export function queueWrite(readings: TQueuedReading[]): SQL | undefined {
  if (readings.length === 0) return undefined;
  const rows = readings.map(({ deviceId, readAt, roles, energy }) => ({
    deviceId,
    readAt: new Date(readAt).toISOString(),
    roles,
    energy,
  }));
  return sql`
    INSERT INTO rollup_queue (device_id, read_at, samples, roles, energy)
    SELECT "deviceId", "readAt", samples::json, roles, energy
    FROM ${jsonRecordsWithDocuments(
      rows,
      sql`"deviceId" uuid, "readAt" timestamptz, roles json, energy json`,
      readings.map((reading) => reading.samples),
    )} AS reading ("deviceId", "readAt", roles, energy, samples)`;
}

/** A queued reading as the rollup folder takes it, with the device's plant and time zone. */
export type TTakenReading = TQueuedReading & { id: number; plantId: string | null; timeZone: string };

/** The rollup owner a reading merges into: its plant, or the device itself without one. */
const rollupOwnerOf = (reading: { plantId: string | null; deviceId: string }) =>
  reading.plantId ?? reading.deviceId;

/**
 * Takes up to `limit` queued readings that no other folder holds, oldest first, and locks the
 * rollup owners (plants, or devices without one) they belong to until the transaction ends.
 * Readings of an owner another transaction holds (another worker's fold, a rebuild) are not
 * waited for: they stay queued for a later fold, and `skipped` counts them. Two workers folding
 * at once so merge into different plants side by side instead of one waiting for the other.
 */
export async function takeQueuedReadings(
  db: Queryable,
  limit: number,
): Promise<{ readings: TTakenReading[]; selected: number }> {
  type TRow = {
    id: string | number;
    device_id: string;
    plant_id: string | null;
    time_zone: string;
    read_at: string | Date;
    samples: Record<string, number>;
    roles: Record<string, number>;
    energy: TQueuedReading['energy'];
  };
  const taken = rowsOf<TRow>(
    await db.execute(sql`
      SELECT q.id, q.device_id, d.plant_id, coalesce(p.time_zone, 'UTC') AS time_zone, q.read_at,
        q.samples, q.roles, q.energy
      FROM rollup_queue q JOIN devices d ON d.id = q.device_id LEFT JOIN plants p ON p.id = d.plant_id
      ORDER BY q.id LIMIT ${limit}
      FOR UPDATE OF q SKIP LOCKED`),
  );
  const owners = await tryLockRollupOwners(
    db,
    taken.map((row) => rollupOwnerOf({ plantId: row.plant_id, deviceId: row.device_id })),
  );
  const readings = taken
    .filter((row) => owners.has(rollupOwnerOf({ plantId: row.plant_id, deviceId: row.device_id })))
    .map((row) => ({
      id: Number(row.id),
      deviceId: row.device_id,
      plantId: row.plant_id,
      timeZone: row.time_zone,
      readAt: new Date(row.read_at).getTime(),
      samples: row.samples,
      roles: row.roles,
      energy: row.energy,
    }));
  return { readings, selected: taken.length };
}

export async function deleteQueuedReadings(db: Queryable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`DELETE FROM rollup_queue WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`);
}

const rollupId = (key: { deviceId: string; period: string; bucketStart: number }) =>
  `${key.deviceId}|${key.period}|${key.bucketStart}`;

/**
 * Rollup rows' keys as one parameter, joined on the whole primary key: a device's or plant's rows
 * are found by index lookups, however much history it has. (`device_id IN … AND bucket_start IN …`
 * leaves the period between them free, so it read every row of each device.)
 */
const bucketKeys = <K extends string>(
  owner: K,
  keys: ({ period: string; bucketStart: number } & Record<K, string>)[],
) =>
  jsonRecords(
    [...new Map(keys.map((key) => [`${key[owner]}|${key.period}|${key.bucketStart}`, key])).values()].map(
      (key) => ({ owner: key[owner], period: key.period, start: new Date(key.bucketStart).toISOString() }),
    ),
  );

/** Merges a batch's additions into the device rollups, then refreshes the plants' buckets. */
export async function applyRollups(
  db: Queryable,
  additions: { key: TRollupKey; content: TRollupContent }[],
): Promise<void> {
  if (additions.length === 0) return;
  type TStoredRow = TRollupContent & { deviceId: string; period: string; bucketStart: string | Date };
  const storedRows = rowsOf<TStoredRow>(
    await db.execute(sql`
      SELECT r.device_id AS "deviceId", r.period, r.bucket_start AS "bucketStart", r.samples,
        r.value_stats AS "valueStats", r.role_stats AS "roleStats", r.energy
      FROM device_rollups r
      JOIN ${bucketKeys(
        'deviceId',
        additions.map(({ key }) => key),
      )} AS bucket (owner uuid, period text, start timestamptz)
        ON r.device_id = bucket.owner AND r.period = bucket.period AND r.bucket_start = bucket.start
      FOR UPDATE OF r`),
  );
  const stored = new Map(
    storedRows.map((row) => [
      rollupId({ ...row, bucketStart: new Date(row.bucketStart).getTime() }),
      row as TRollupContent,
    ]),
  );
  const merged = additions.map(({ key, content }) => ({
    key,
    ...mergeRollup(stored.get(rollupId(key)), content),
  }));
  const rows = merged.map(({ key, samples, roleStats, energy }) => ({
    deviceId: key.deviceId,
    plantId: key.plantId,
    period: key.period,
    bucketStart: new Date(key.bucketStart).toISOString(),
    samples,
    roleStats,
    energy,
  }));
  await db.execute(sql`
    INSERT INTO device_rollups (device_id, plant_id, period, bucket_start, samples, value_stats, role_stats, energy)
    SELECT "deviceId", "plantId", period, "bucketStart", samples, "valueStats"::json, "roleStats", energy
    FROM ${jsonRecordsWithDocuments(
      rows,
      sql`"deviceId" uuid, "plantId" uuid, period text, "bucketStart" timestamptz, samples integer,
        "roleStats" json, energy jsonb`,
      merged.map((bucket) => bucket.valueStats),
    )} AS bucket ("deviceId", "plantId", period, "bucketStart", samples, "roleStats", energy, "valueStats")
    ON CONFLICT (device_id, period, bucket_start) DO UPDATE SET
      samples = excluded.samples, value_stats = excluded.value_stats, role_stats = excluded.role_stats,
      energy = excluded.energy, updated_at = now()`);
  await refreshPlantRollups(
    db,
    additions.map(({ key }) => key),
  );
}

/** Computes the plants' rows of the given buckets again from their devices' rows. */
export async function refreshPlantRollups(db: Queryable, buckets: TRollupKey[]): Promise<void> {
  const plantBuckets = buckets.flatMap(({ plantId, period, bucketStart }) =>
    plantId ? [{ plantId, period, bucketStart }] : [],
  );
  if (plantBuckets.length === 0) return;
  // Per-key statistics are not needed for a plant; leaving them out keeps this read small.
  type TShareRow = TPlantShare & { plantId: string; period: TRollupPeriod; bucketStart: string | Date };
  const rows = rowsOf<TShareRow>(
    await db.execute(sql`
      SELECT r.plant_id AS "plantId", r.period, r.bucket_start AS "bucketStart",
        r.role_stats AS "roleStats", r.energy, ${speakingKind('d')} AS "deviceKind"
      FROM device_rollups r
      JOIN ${bucketKeys('plantId', plantBuckets)} AS bucket (owner uuid, period text, start timestamptz)
        ON r.plant_id = bucket.owner AND r.period = bucket.period AND r.bucket_start = bucket.start
      JOIN devices d ON d.id = r.device_id`),
  );
  const byBucket = new Map<
    string,
    { plantId: string; period: TRollupPeriod; start: Date; rows: TPlantShare[] }
  >();
  for (const row of rows) {
    const start = new Date(row.bucketStart);
    const id = `${row.plantId}|${row.period}|${start.getTime()}`;
    const bucket = byBucket.get(id) ?? { plantId: row.plantId, period: row.period, start, rows: [] };
    bucket.rows.push(row);
    byBucket.set(id, bucket);
  }
  if (byBucket.size === 0) return;
  await db
    .insert(plantRollups)
    .values(
      [...byBucket.values()].map((bucket) => ({
        plantId: bucket.plantId,
        period: bucket.period,
        bucketStart: bucket.start,
        ...aggregatePlant(bucket.rows),
      })),
    )
    .onConflictDoUpdate({
      target: [plantRollups.plantId, plantRollups.period, plantRollups.bucketStart],
      set: {
        power: sql`excluded.power`,
        measurements: sql`excluded.measurements`,
        energy: sql`excluded.energy`,
        updatedAt: sql`now()`,
      },
    });
}

/** Marks devices as heard from at the given times (never moving a last-seen time backwards). */
export function devicesSeenWrite(seen: Map<string, number>): SQL | undefined {
  if (seen.size === 0) return undefined;
  const rows = [...seen].map(([deviceId, at]) => sql`(${deviceId}::uuid, ${new Date(at)}::timestamptz)`);
  return sql`
    UPDATE devices SET last_seen_at = greatest(devices.last_seen_at, seen.at), updated_at = now()
    FROM (VALUES ${sql.join(rows, sql`, `)}) AS seen (id, at)
    WHERE devices.id = seen.id`;
}

/** Records that gateways were heard from at `at` and are online. */
export function gatewaysOnlineWrite(gatewayIds: string[], at: Date): SQL | undefined {
  if (gatewayIds.length === 0) return undefined;
  return sql`
    UPDATE gateways SET status = 'normal', last_seen_at = greatest(last_seen_at, ${at}::timestamptz),
      updated_at = now()
    WHERE id = ANY(${`{${gatewayIds.join(',')}}`}::uuid[])`;
}

/** Records that a gateway was heard from, with what its status upload says about it. */
export async function markGatewaySeen(
  db: Queryable,
  gatewayId: string,
  at: Date,
  details: Partial<
    Pick<
      typeof gateways.$inferInsert,
      'softwareVersion' | 'hardwareVersion' | 'rssi' | 'communicationType' | 'status'
    >
  >,
): Promise<void> {
  // A gateway back online while its upgrade is verified stays "updating" (ADR 0046).
  const status =
    details.status === 'normal'
      ? sql`CASE WHEN ${gateways.updatingSince} IS NULL THEN 'normal' ELSE 'updating' END`
      : details.status;
  await db
    .update(gateways)
    .set({
      ...details,
      ...(status && { status }),
      lastSeenAt: sql`greatest(${gateways.lastSeenAt}, ${at})`,
      updatedAt: sql`now()`,
    })
    .where(eq(gateways.id, gatewayId));
}

/**
 * The firmware each device behind a gateway runs, as the gateway's status reports it: how the cloud
 * sees that an upgrade of a device behind it took (ADR 0046).
 */
export async function recordDeviceFirmware(
  db: Queryable,
  gatewayId: string,
  reported: readonly { deviceSn: string; firmware?: string | undefined }[],
): Promise<void> {
  const rows = reported.flatMap((device) =>
    device.firmware ? [{ sn: device.deviceSn, firmware: device.firmware }] : [],
  );
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE devices d SET firmware_version = r.firmware
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r (sn text, firmware text)
    WHERE d.sn = r.sn AND d.gateway_id = ${gatewayId}
      AND d.firmware_version IS DISTINCT FROM r.firmware`);
}

/**
 * Deletes raw frames and log rows older than their retention. A device's newest frame stays, however
 * old: its latest values are read from it.
 */
export async function pruneOlderThan(db: Queryable, rawFramesBefore: Date, logsBefore: Date): Promise<void> {
  await db.execute(sql`
    DELETE FROM raw_frames f WHERE f.received_at < ${rawFramesBefore}
      AND NOT EXISTS (
        SELECT 1 FROM device_latest l JOIN devices d ON d.id = l.device_id
        WHERE d.sn = f.device_sn AND l.read_at = f.read_at)`);
  await db.delete(communicationLogs).where(sql`${communicationLogs.loggedAt} < ${logsBefore}`);
}

/**
 * Rollup rows of devices that have none yet (a demo fleet's or a backlog's whole past folded in
 * memory), each written once: the device rows as plain multi-row inserts, the plants' rows
 * computed here from them with `aggregatePlant`, as `applyRollups` would from the stored rows,
 * without reading anything back. The caller checks that none of the devices and plants has a
 * rollup row (`rollupsOf`); statements take `chunkRows` rows each.
 */
export async function insertFreshRollups(
  db: Queryable,
  additions: readonly { key: TRollupKey; content: TRollupContent }[],
  deviceKinds: ReadonlyMap<string, string>,
  chunkRows = 5_000,
): Promise<void> {
  for (let from = 0; from < additions.length; from += chunkRows) {
    const chunk = additions.slice(from, from + chunkRows);
    await db.execute(sql`
      INSERT INTO device_rollups (device_id, plant_id, period, bucket_start, samples, value_stats, role_stats, energy)
      SELECT "deviceId", "plantId", period, "bucketStart", samples, "valueStats"::json, "roleStats", energy
      FROM ${jsonRecordsWithDocuments(
        chunk.map(({ key, content }) => ({
          deviceId: key.deviceId,
          plantId: key.plantId,
          period: key.period,
          bucketStart: new Date(key.bucketStart).toISOString(),
          samples: content.samples,
          roleStats: content.roleStats,
          energy: content.energy,
        })),
        sql`"deviceId" uuid, "plantId" uuid, period text, "bucketStart" timestamptz, samples integer,
          "roleStats" json, energy jsonb`,
        chunk.map(({ content }) => content.valueStats),
      )} AS bucket ("deviceId", "plantId", period, "bucketStart", samples, "roleStats", energy, "valueStats")`);
  }
  const byBucket = new Map<
    string,
    { plantId: string; period: TRollupPeriod; start: number; rows: TPlantShare[] }
  >();
  for (const { key, content } of additions) {
    if (!key.plantId) continue;
    const id = `${key.plantId}|${key.period}|${key.bucketStart}`;
    const bucket = byBucket.get(id) ?? {
      plantId: key.plantId,
      period: key.period,
      start: key.bucketStart,
      rows: [],
    };
    bucket.rows.push({
      roleStats: content.roleStats,
      energy: content.energy,
      deviceKind: deviceKinds.get(key.deviceId) ?? '',
    });
    byBucket.set(id, bucket);
  }
  const plantRows = [...byBucket.values()].map((bucket) => ({
    plantId: bucket.plantId,
    period: bucket.period,
    bucketStart: new Date(bucket.start).toISOString(),
    ...aggregatePlant(bucket.rows),
  }));
  for (let from = 0; from < plantRows.length; from += chunkRows) {
    await db.execute(sql`
      INSERT INTO plant_rollups (plant_id, period, bucket_start, power, measurements, energy)
      SELECT "plantId", period, "bucketStart", power, measurements, energy
      FROM ${jsonRecords(plantRows.slice(from, from + chunkRows))} AS bucket ("plantId" uuid, period text,
        "bucketStart" timestamptz, power jsonb, measurements jsonb, energy jsonb)
`);
  }
}

/**
 * Whether any of the devices or plants has a rollup row (then `insertFreshRollups` would not do),
 * and each device's kind.
 */
export async function rollupsOf(
  db: Queryable,
  deviceIds: readonly string[],
  plantIds: readonly string[],
): Promise<{ hasRollups: boolean; kinds: Map<string, string> }> {
  const ids = `{${deviceIds.join(',')}}`;
  const plants = `{${plantIds.join(',')}}`;
  const [row] = rowsOf<{ hasRollups: boolean; kinds: { id: string; kind: string }[] }>(
    await db.execute(sql`
      SELECT EXISTS (SELECT 1 FROM device_rollups WHERE device_id = ANY(${ids}::uuid[]))
          OR EXISTS (SELECT 1 FROM device_rollups WHERE plant_id = ANY(${plants}::uuid[]))
          OR EXISTS (SELECT 1 FROM plant_rollups WHERE plant_id = ANY(${plants}::uuid[])) AS "hasRollups",
        (SELECT coalesce(json_agg(json_build_object('id', id, 'kind', kind)), '[]')
          FROM devices WHERE id = ANY(${ids}::uuid[])) AS kinds`),
  );
  return {
    hasRollups: row?.hasRollups ?? false,
    kinds: new Map((row?.kinds ?? []).map(({ id, kind }) => [id, kind])),
  };
}
