import { sql, type SQL } from '@sunfleet/db/query';
import { protocolDictionaries } from '@sunfleet/db/protocol-schema';
import { deviceLatest, devices } from '@sunfleet/db/telemetry-schema';
import { shippedDictionaries } from '@sunfleet/protocols/dictionaries/catalog';
import { convertUnit } from '@sunfleet/protocols/roles';

/**
 * A plant's lifetime PV energy as its devices' own lifetime counters tell it. The rollups hold only
 * what the cloud saw since a device's first upload; an inverter's "total production" register
 * holds everything since it was commissioned, which is what a fleet manager means by energy total.
 *
 * Ingest keeps each counter's newest reading in `device_latest.counters`, by dictionary entry key;
 * which key is the PV lifetime counter (role `pvEnergyTotal`) the device's dictionary says: a
 * shipped one (in code) or one a company imported (in `protocol_dictionaries`).
 */

const lifetimeRole = 'pvEnergyTotal';

/** [dictionary id, entry key] of every shipped PV lifetime counter. */
const shippedLifetimeCounters: readonly (readonly [string, string])[] = shippedDictionaries.flatMap(
  (dictionary) =>
    dictionary.entries
      .filter((entry) => entry.role === lifetimeRole)
      .map((entry) => [dictionary.id, entry.key] as const),
);

/** Energy units a counter may report in and what one of them is in kWh. */
const kwhPerUnit = ['Wh', 'kWh', 'MWh'].map((unit) => [unit, convertUnit(1, unit, 'kWh') ?? 0] as const);

/**
 * The PV lifetime counter (kWh) of the device aliased `d` in the outer query, as an SQL expression;
 * null when it has not reported one.
 */
export function devicePvCounterKwh(): SQL<number | null> {
  const shipped = sql.join(
    shippedLifetimeCounters.map(([dictionaryId, key]) => sql`(${dictionaryId}, ${key})`),
    sql`, `,
  );
  const toKwh = sql.join(
    kwhPerUnit.map(([unit, factor]) => sql`WHEN ${unit} THEN ${factor}::float8`),
    sql` `,
  );
  return sql<number | null>`(
    SELECT sum((l.counters -> k.entry_key ->> 'value')::float8 * CASE l.counters -> k.entry_key ->> 'unit' ${toKwh} END)
    FROM ${deviceLatest} l
    JOIN LATERAL (
      SELECT s.entry_key FROM (VALUES ${shipped}) AS s (dictionary_id, entry_key) WHERE s.dictionary_id = d.dictionary_id
      UNION ALL
      SELECT e ->> 'key' FROM ${protocolDictionaries} p, jsonb_array_elements(p.dictionary -> 'entries') e
      WHERE p.id = d.dictionary_id AND e ->> 'role' = ${lifetimeRole}
    ) k (entry_key) ON true
    WHERE l.device_id = d.id)`;
}

/**
 * The plant's lifetime PV energy (kWh) by counters, as an SQL expression: its devices' PV lifetime
 * counters plus what the devices that left it had counted (`plant_retired_energy`: a replaced or
 * unbound gateway's devices, docs/adr/0043), so a replacement never makes the total fall; null when
 * neither says anything. `plantId` is a value or a column of the outer query.
 */
export function lifetimePvEnergy(plantId: SQL | string): SQL<number | null> {
  return sql<number | null>`(
    SELECT sum(part.kwh) FROM (
      SELECT ${devicePvCounterKwh()} AS kwh FROM ${devices} d WHERE d.plant_id = ${plantId}
      UNION ALL
      SELECT r.energy_kwh FROM plant_retired_energy r WHERE r.plant_id = ${plantId}
    ) part)`;
}
