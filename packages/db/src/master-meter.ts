import { sql, type SQL } from 'drizzle-orm';

/**
 * The kind a device speaks for its plant as (`speakersFor` of @sunfleet/protocols/role-authority):
 * its own kind, except a meter that is not its plant's master meter while the plant has one
 * (`devices.is_master_meter`, migration 0022): that meter measures a sub-circuit and is named
 * `subMeter`, which speaks for no role. `alias` is the name of the `devices` row in the query.
 * The plant's live energy flow and the ingest's plant rollups read kinds through this (ADR 0027).
 */
export function speakingKind(alias: string): SQL<string> {
  const device = sql.raw(alias);
  return sql<string>`CASE WHEN ${device}.kind = 'meter' AND NOT ${device}.is_master_meter AND EXISTS (
    SELECT 1 FROM devices master WHERE master.plant_id = ${device}.plant_id AND master.is_master_meter)
    THEN 'subMeter' ELSE ${device}.kind END`;
}
