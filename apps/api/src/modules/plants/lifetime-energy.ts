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
 * The sum of the PV lifetime counters (kWh) of the devices of a plant, as an SQL expression; null
 * when none of them has reported one. `plantId` is a value or a column of the outer query.
 */
export function lifetimePvEnergy(plantId: SQL | string): SQL<number | null> {
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
    FROM ${devices} d
    JOIN ${deviceLatest} l ON l.device_id = d.id
    JOIN LATERAL (
      SELECT s.entry_key FROM (VALUES ${shipped}) AS s (dictionary_id, entry_key) WHERE s.dictionary_id = d.dictionary_id
      UNION ALL
      SELECT e ->> 'key' FROM ${protocolDictionaries} p, jsonb_array_elements(p.dictionary -> 'entries') e
      WHERE p.id = d.dictionary_id AND e ->> 'role' = ${lifetimeRole}
    ) k (entry_key) ON true
    WHERE d.plant_id = ${plantId})`;
}
