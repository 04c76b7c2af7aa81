import type { Database } from './connect.ts';
import { sql } from './query.ts';

/**
 * A device polled with another dictionary starts a new counter baseline: its stored counters were
 * read with the old dictionary's registers and scales, so a delta across the change would be
 * nonsense (an 8.2 kWp plant showed 39,636 kWh in a day, docs/adr/0043). The counters are
 * forgotten; the first reading with the new dictionary sets them again and adds no energy. The
 * change is recorded so a rebuild from raw frames reads each frame with the dictionary of its time.
 */
export async function startNewBaseline(
  db: Database,
  change: { deviceSn: string; dictionaryId: string },
): Promise<void> {
  await db.execute(sql`
    WITH device AS (
      SELECT id, dictionary_id FROM devices
      WHERE sn = ${change.deviceSn} AND dictionary_id <> ${change.dictionaryId}
    ), forgotten AS (
      UPDATE device_latest SET counters = '{}', updated_at = now()
      FROM device WHERE device_latest.device_id = device.id
    )
    INSERT INTO device_dictionary_changes (device_id, changed_at, from_dictionary_id, to_dictionary_id)
    SELECT id, now(), dictionary_id, ${change.dictionaryId} FROM device
    ON CONFLICT DO NOTHING`);
}
