/**
 * The fleet the plants benchmark reads: one company with staff, its customers as owners (some
 * plants shared), 10,000 plants with a gateway and devices each, and a year of rollups for 1,000
 * of them — generated in SQL (`generate_series`), so it builds in minutes. The database is kept
 * and reused while its marker says it was built with the same sizes.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { connect } from '@sunfleet/db/connect';
import { migrate } from '@sunfleet/db/migrate';
import { hashPassword } from '@sunfleet/db/passwords';

export type TFleetSize = {
  plants: number;
  /** Plants with a year of hour, day and month rollups. */
  dataPlants: number;
  /** Days, up to now, of 5-minute rollups of the data plants (the figure is 365). */
  fiveMinuteDays: number;
};

export type TBenchFleet = {
  url: string;
  account: string;
  password: string;
  /** A data plant with a constant tariff, whose charts the benchmark requests. */
  chartPlant: { id: string; timeZone: string };
  /** The last local day of the chart plant with 5-minute rows, its month and year. */
  chartDate: string;
};

/** Bumped whenever the generator below changes what it builds, so an older database is rebuilt. */
const generatorVersion = 1;
const databaseName = 'sunfleet_bench_plants';
const account = 'bench-admin@sunfleet.test';
const password = 'bench-123';
const staffCount = 20;
/** About 1.4 plants per owner; 70 % of plants have an owner, the rest are the company's alone. */
const ownerCount = (plants: number) => Math.round(plants / 2);

const timeZones = [
  'Europe/Berlin',
  'Europe/Madrid',
  'Asia/Shanghai',
  'America/Mexico_City',
  'Australia/Sydney',
  'UTC',
];

/** Rollup keys the charts and the fleet list read, as the ingest names them for a hybrid plant. */
const powerKeys = ['pvPower', 'loadPower', 'gridPower', 'batteryPower'] as const;
const energyKeys = {
  pvEnergyTotal: 'pv',
  loadEnergyTotal: 'load',
  gridImportEnergyTotal: 'greatest(grid, 0)',
  gridExportEnergyTotal: 'greatest(-grid, 0)',
  batteryChargeEnergyTotal: 'greatest(-battery, 0)',
  batteryDischargeEnergyTotal: 'greatest(battery, 0)',
} as const;

const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** A number 0–99 drawn from plant number `g` for trait `trait`, so traits spread independently. */
const draw = (g: string, trait: number) => `abs(hashint4(${g} * 16 + ${trait})) % 100`;

/** Where each plant is: an id order, a status, a zone, an owner, a tariff — spread as in a real fleet. */
function plantsSql(plants: number, owners: number) {
  return `
    INSERT INTO plants (company_id, owner_user_id, created_by_user_id, name, alias, time_zone, capacity_kw,
      status, plant_type, commissioning_date, income, latitude, longitude, address, installer, created_at)
    SELECT c.id,
      CASE WHEN ${draw('g', 1)} < 70 THEN (SELECT id FROM users WHERE lower(account) = 'owner-' || (g % ${owners}) || '@bench.test') END,
      c.admin_user_id,
      'Plant ' || lpad(g::text, 5, '0'),
      CASE WHEN g % 4 = 0 THEN 'Roof ' || g ELSE '' END,
      (ARRAY[${sqlList(timeZones)}])[1 + ${draw('g', 2)} % ${timeZones.length}],
      CASE WHEN ${draw('g', 3)} < 20 THEN 50 + ${draw('g', 4)} * 9.5 ELSE 3 + ${draw('g', 4)} * 0.17 END,
      CASE WHEN ${draw('g', 5)} < 80 THEN 'normal' WHEN ${draw('g', 5)} < 90 THEN 'offline'
        WHEN ${draw('g', 5)} < 95 THEN 'warning' WHEN ${draw('g', 5)} < 99 THEN 'fault' ELSE 'updating' END,
      (ARRAY['gridTied', 'acCoupledStorage', 'dcCoupledStorage'])[1 + ${draw('g', 6)} % 3],
      date '2022-01-01' + (g % 1400),
      CASE
        WHEN ${draw('g', 7)} < 70 THEN jsonb_build_object('method', 'constant', 'currency', 'EUR', 'price', 0.12 + (g % 10) / 100.0)
        WHEN ${draw('g', 7)} < 85 THEN jsonb_build_object('method', 'timeOfUse', 'currency', 'EUR', 'weekdays', '[1,2,3,4,5]'::jsonb,
          'segments', '[{"start":"00:00","end":"08:00","price":0.08},{"start":"08:00","end":"20:00","price":0.21},{"start":"20:00","end":"24:00","price":0.12}]'::jsonb)
        ELSE jsonb_build_object('method', 'byGeneration', 'currency', 'EUR', 'feedInPrice', 0.07, 'selfUsePrice', 0.25)
      END,
      35 + ${draw('g', 8)} * 0.2, -5 + ${draw('g', 9)} * 0.3,
      g || ' Solar Street, Bench Town', 'Bench Installers',
      timestamptz '2022-01-01' + (g * interval '2 hours')
    FROM generate_series(1, ${plants}) g, companies c
    WHERE c.name = 'Bench Solar'`;
}

/** Company, staff (its administrator signs in), customers who own plants. */
async function createPeople(client: pg.Client, size: TFleetSize) {
  const hash = await hashPassword(password);
  await client.query(`INSERT INTO companies (name, contact_name) VALUES ('Bench Solar', 'Bench')`);
  await client.query(
    `INSERT INTO users (account, password_hash, nickname, kind, company_id, is_company_admin)
     SELECT $1, $2, 'Bench admin', 'company', id, true FROM companies WHERE name = 'Bench Solar'`,
    [account, hash],
  );
  await client.query(
    `UPDATE companies SET admin_user_id = (SELECT id FROM users WHERE account = $1) WHERE name = 'Bench Solar'`,
    [account],
  );
  await client.query(
    `INSERT INTO users (account, password_hash, nickname, kind, company_id)
     SELECT 'staff-' || g || '@bench.test', $1, 'Staff ' || g, 'company', id
     FROM generate_series(1, ${staffCount}) g, companies WHERE name = 'Bench Solar'`,
    [hash],
  );
  await client.query(
    `INSERT INTO users (account, password_hash, nickname, kind, company_id)
     SELECT 'owner-' || g || '@bench.test', $1, 'Owner ' || g, 'customer', id
     FROM generate_series(0, ${ownerCount(size.plants) - 1}) g, companies WHERE name = 'Bench Solar'`,
    [hash],
  );
}

/** Gateways, devices and their latest readings; one in ten owned plants shared with another owner. */
async function createEquipment(client: pg.Client, size: TFleetSize) {
  await client.query(plantsSql(size.plants, ownerCount(size.plants)));
  await client.query(`
    INSERT INTO plant_shares (plant_id, user_id, role)
    SELECT p.id, u.id, CASE WHEN p.capacity_kw > 10 THEN 'manager' ELSE 'visitor' END
    FROM plants p JOIN users u ON lower(u.account) = 'owner-' || ((substr(p.name, 7)::int + 1) % ${ownerCount(size.plants)}) || '@bench.test'
    WHERE p.owner_user_id IS NOT NULL AND ${draw('substr(p.name, 7)::int', 10)} < 10 AND u.id <> p.owner_user_id`);
  await client.query(`
    INSERT INTO gateways (sn, key_hash, company_id, customer_id, plant_id, communication_type, status, last_seen_at)
    SELECT 'BGW' || substr(name, 7), 'bench', company_id, owner_user_id, id, 'wifi', status,
      CASE WHEN status = 'offline' THEN now() - interval '3 days' ELSE now() END
    FROM plants`);
  // One to three hybrid inverters per plant, reporting as their plant's status says.
  await client.query(`
    INSERT INTO devices (gateway_id, plant_id, sn, kind, dictionary_id, status, last_seen_at)
    SELECT gw.id, gw.plant_id, gw.sn || '-' || n, 'inverterSinglePhaseHybrid', 'deye_hybrid', gw.status, gw.last_seen_at
    FROM gateways gw, generate_series(1, 3) n
    WHERE n <= 1 + substr(gw.sn, 4)::int % 3`);
  await client.query(`
    INSERT INTO device_latest (device_id, read_at, roles)
    SELECT d.id, d.last_seen_at,
      jsonb_build_object('pvPower', round((p.capacity_kw * 0.4 / (1 + substr(d.sn, 4, 5)::int % 3))::numeric, 3),
        'loadPower', 1.5, 'gridPower', -0.8, 'batteryPower', 0.2, 'batterySoc', 64)
    FROM devices d JOIN plants p ON p.id = d.plant_id`);
  // Every tenth plant has data: statuses, zones and tariffs of the data plants spread like the fleet's.
  await client.query(`
    CREATE TABLE bench_data_plants AS
    SELECT id, substr(name, 7)::int AS seq, capacity_kw AS capacity, time_zone AS tz,
      extract(epoch FROM (now() AT TIME ZONE time_zone) - (now() AT TIME ZONE 'UTC'))::float8 / 3600 AS offset_h
    FROM plants WHERE substr(name, 7)::int % 10 = 0 ORDER BY 2 LIMIT ${size.dataPlants}`);
}

/**
 * Rollup rows of every data plant for the buckets of [from, to) (epoch seconds) with the given
 * step: PV from the sun's height at local time (the zone's offset now; daylight saving is not worth
 * a zone lookup per row), a season and a day's weather; load, battery and grid balance it. The
 * inner selects are fenced (OFFSET 0) so each value is computed once per row, not once per use.
 */
function rollupRowsSql(period: '5m' | 'hour', stepSeconds: number, from: number, to: number) {
  const hours = stepSeconds / 3_600;
  const power = { pvPower: 'pv', loadPower: 'load', gridPower: 'grid', batteryPower: 'battery' };
  const powerJson = powerKeys.map((key) => `'${key}', round(${power[key]}::numeric, 3)`).join(', ');
  const energyJson = Object.entries(energyKeys)
    .map(([key, kw]) => `'${key}', round((${kw} * ${hours})::numeric, 4)`)
    .join(', ');
  return `
    INSERT INTO plant_rollups (plant_id, period, bucket_start, power, measurements, energy)
    SELECT d.id, '${period}', to_timestamp(e), jsonb_build_object(${powerJson}),
      jsonb_build_object('batterySoc', round(soc::numeric, 1)), jsonb_build_object(${energyJson})
    FROM generate_series(${from}::bigint, ${to - stepSeconds}, ${stepSeconds}) e
    CROSS JOIN bench_data_plants d
    CROSS JOIN LATERAL (SELECT pv, load, load - pv - battery AS grid, battery, soc FROM (
      SELECT pv, load, CASE WHEN pv > load THEN -least(pv - load, d.capacity * 0.2)
          WHEN h >= 17 THEN least(load - pv, d.capacity * 0.1) ELSE 0 END AS battery,
        20 + 60 * greatest(0, sin(pi() * (h - 8) / 16)) AS soc, h
      FROM (SELECT d.capacity * 0.8 * greatest(0, sin(pi() * (h - 6) / 12))
          * (0.75 + 0.25 * cos(2 * pi() * ((e / 86400) % 365 - 172) / 365))
          * (0.35 + 0.65 * abs(sin((e / 86400) * 12.9898 + d.seq * 78.233))) AS pv,
        d.capacity * 0.12 * (0.6 + 0.4 * sin(pi() * (h - 7) / 14) ^ 2) AS load, h
        FROM (SELECT e::float8 / 3600 + d.offset_h - 24 * floor((e::float8 / 3600 + d.offset_h) / 24) AS h) local
        OFFSET 0) flows
      OFFSET 0) balanced) v`;
}

/** Day rows from hour rows, or month rows from day rows, at the plant's local midnight. */
function aggregateSql(period: 'day' | 'month', from: 'hour' | 'day') {
  const power = powerKeys
    .map((key) => `'${key}', round(avg((r.power->>'${key}')::float8)::numeric, 3)`)
    .join(', ');
  const energy = Object.keys(energyKeys)
    .map((key) => `'${key}', round(sum((r.energy->>'${key}')::float8)::numeric, 3)`)
    .join(', ');
  return `
    INSERT INTO plant_rollups (plant_id, period, bucket_start, power, measurements, energy)
    SELECT r.plant_id, '${period}', date_trunc('${period}', r.bucket_start AT TIME ZONE d.tz) AT TIME ZONE d.tz,
      jsonb_build_object(${power}),
      jsonb_build_object('batterySoc', round(avg((r.measurements->>'batterySoc')::float8)::numeric, 1)),
      jsonb_build_object(${energy})
    FROM plant_rollups r JOIN bench_data_plants d ON d.id = r.plant_id
    WHERE r.period = '${from}'
    GROUP BY r.plant_id, 3`;
}

/** Chunks of rollup inserts: 30 days of hours, or one day of 5-minute rows, each ≈ 0.3–0.7 M rows. */
function rollupChunks(size: TFleetSize, endSeconds: number) {
  const chunks: string[] = [];
  const day = 86_400;
  for (let from = endSeconds - 365 * day; from < endSeconds; from += 30 * day) {
    chunks.push(rollupRowsSql('hour', 3_600, from, Math.min(from + 30 * day, endSeconds)));
  }
  for (let days = size.fiveMinuteDays; days > 0; days -= 1) {
    const from = endSeconds - days * day;
    chunks.push(rollupRowsSql('5m', 300, from, from + day));
  }
  return chunks;
}

/** Runs the chunks on two connections (the machine is shared), printing progress. */
async function runChunks(url: string, chunks: string[]) {
  let next = 0;
  let done = 0;
  const started = performance.now();
  const worker = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      while (next < chunks.length) {
        const chunk = chunks[next++]!;
        await client.query(chunk);
        done += 1;
        if (done % 10 === 0 || done === chunks.length) {
          const seconds = (performance.now() - started) / 1_000;
          console.log(`  rollups: ${done}/${chunks.length} chunks, ${seconds.toFixed(0)} s`);
        }
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all([worker(), worker()]);
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function readMarker(url: string): Promise<TFleetSize | null> {
  try {
    return await onServer(url, async (client) => {
      const { rows } = await client.query<{ size: TFleetSize & { version: number } }>(
        'SELECT size FROM bench_marker',
      );
      const marker = rows[0]?.size;
      return marker?.version === generatorVersion ? marker : null;
    });
  } catch {
    return null;
  }
}

const sameSize = (a: TFleetSize, b: TFleetSize) =>
  a.plants === b.plants && a.dataPlants === b.dataPlants && a.fiveMinuteDays === b.fiveMinuteDays;

async function build(serverUrl: string, url: string, size: TFleetSize) {
  await onServer(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${databaseName}`);
  });
  const handle = await connect({ databaseUrl: url });
  await migrate(handle);
  await handle.close();
  const started = performance.now();
  const endSeconds = Math.floor(Date.now() / 3_600_000) * 3_600;
  await onServer(url, async (client) => {
    await createPeople(client, size);
    await createEquipment(client, size);
  });
  console.log(`  plants, people and devices: ${((performance.now() - started) / 1_000).toFixed(0)} s`);
  await runChunks(url, rollupChunks(size, endSeconds));
  await onServer(url, async (client) => {
    await client.query(aggregateSql('day', 'hour'));
    await client.query(aggregateSql('month', 'day'));
    console.log(`  day and month rows: ${((performance.now() - started) / 1_000).toFixed(0)} s`);
    await client.query('VACUUM ANALYZE');
    await client.query('CREATE TABLE bench_marker (size jsonb NOT NULL, built_at timestamptz NOT NULL)');
    await client.query('INSERT INTO bench_marker VALUES ($1, $2)', [
      JSON.stringify({ ...size, version: generatorVersion }),
      new Date(endSeconds * 1_000),
    ]);
  });
  console.log(`  built in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
}

/** The plant whose charts are requested, and the newest whole local day it has 5-minute rows of. */
async function chartTarget(url: string) {
  return onServer(url, async (client) => {
    const { rows } = await client.query<{ id: string; tz: string }>(`
      SELECT d.id, d.tz FROM bench_data_plants d JOIN plants p ON p.id = d.id
      WHERE p.income->>'method' = 'constant' AND p.status = 'normal' ORDER BY d.seq LIMIT 1`);
    const [plant] = rows;
    if (!plant) throw new Error('no data plant with a constant tariff');
    const { rows: days } = await client.query<{ date: string | null }>(
      `SELECT to_char(max(bucket_start AT TIME ZONE $2) - interval '1 day', 'YYYY-MM-DD') AS date
       FROM plant_rollups WHERE plant_id = $1 AND period = '5m'`,
      [plant.id, plant.tz],
    );
    const date = days[0]?.date;
    if (!date) throw new Error('the chart plant has no 5-minute rollups');
    return { chartPlant: { id: plant.id, timeZone: plant.tz }, chartDate: date };
  });
}

/** The fleet database of this size on the server: reused when its marker matches, else built anew. */
export async function prepareFleet(serverUrl: string, size: TFleetSize): Promise<TBenchFleet> {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const marker = await readMarker(url.toString());
  if (marker && sameSize(marker, size)) {
    console.log(`reusing ${databaseName} (marker matches)`);
    // Migrations added since the build apply to the data, as they would in production.
    const handle = await connect({ databaseUrl: url.toString() });
    await migrate(handle);
    await handle.close();
  } else {
    console.log(`building ${databaseName}: ${JSON.stringify(size)}`);
    await build(serverUrl, url.toString(), size);
  }
  return { url: url.toString(), account, password, ...(await chartTarget(url.toString())) };
}

/** Bumped whenever the list fleet's generator changes what it builds. */
const listGeneratorVersion = 1;

/**
 * A fleet of `plants` for the list benchmark: the same people, plants, gateways, inverters and
 * latest readings as above, plus a meter on every second plant, a battery on every third and a
 * weather station on every tenth, and no rollup history (the lists read only today's rows).
 * Kept as `sunfleet_bench_lists_<plants>` and reused while its marker matches.
 */
export async function prepareListFleet(serverUrl: string, plants: number) {
  const url = new URL(serverUrl);
  url.pathname = `/sunfleet_bench_lists_${plants}`;
  const databaseUrl = url.toString();
  const size = { plants, dataPlants: 0, fiveMinuteDays: 0 };
  const marker = await readMarker(databaseUrl);
  if (marker?.plants === plants && (marker as { lists?: number }).lists === listGeneratorVersion) {
    const handle = await connect({ databaseUrl });
    await migrate(handle);
    await handle.close();
  } else {
    const started = performance.now();
    await onServer(serverUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${url.pathname.slice(1)} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${url.pathname.slice(1)}`);
    });
    const handle = await connect({ databaseUrl });
    await migrate(handle);
    await handle.close();
    await onServer(databaseUrl, async (client) => {
      await createPeople(client, size);
      await createEquipment(client, size);
      await client.query(`
        INSERT INTO devices (gateway_id, plant_id, sn, kind, dictionary_id, status, last_seen_at)
        SELECT gw.id, gw.plant_id, gw.sn || '-' || k.suffix, k.kind, k.dictionary, gw.status, gw.last_seen_at
        FROM gateways gw
        JOIN (VALUES ('M', 'meter', 'solis_meter', 2), ('B', 'batteryBms', 'sunfleet_bms', 3),
          ('W', 'weatherStation', 'sunfleet_weather', 10)) k (suffix, kind, dictionary, every)
          ON substr(gw.sn, 4)::int % k.every = 0`);
      await client.query(`
        INSERT INTO device_latest (device_id, read_at, roles)
        SELECT d.id, d.last_seen_at, '{"gridPower": -0.8, "batterySoc": 64, "irradiance": 640}'::jsonb
        FROM devices d LEFT JOIN device_latest l ON l.device_id = d.id WHERE l.device_id IS NULL`);
      await client.query('VACUUM ANALYZE');
      await client.query('CREATE TABLE bench_marker (size jsonb NOT NULL, built_at timestamptz NOT NULL)');
      await client.query('INSERT INTO bench_marker VALUES ($1, now())', [
        JSON.stringify({ ...size, version: generatorVersion, lists: listGeneratorVersion }),
      ]);
    });
    console.log(`  built ${databaseUrl} in ${((performance.now() - started) / 1_000).toFixed(0)} s`);
  }
  return { url: databaseUrl, account, password, owner: await ownerOfTwoPlants(databaseUrl) };
}

/** An owner who owns exactly two plants and is shared none: the customer the lists are read as. */
async function ownerOfTwoPlants(url: string) {
  return onServer(url, async (client) => {
    const { rows } = await client.query<{ account: string }>(`
      SELECT u.account FROM users u JOIN plants p ON p.owner_user_id = u.id
      WHERE NOT EXISTS (SELECT 1 FROM plant_shares s WHERE s.user_id = u.id)
      GROUP BY u.id HAVING count(*) = 2 ORDER BY u.account LIMIT 1`);
    const owner = rows[0]?.account;
    if (!owner) throw new Error('no owner of exactly two plants');
    return { account: owner, password };
  });
}
