import { sql, type SQL } from '@sunfleet/db/query';

/**
 * What "open alarms" counts wherever it is shown (the plant list, the event counts): warnings and
 * faults not closed yet. An offline notice is not an alarm; a closed one is history.
 */
export const isOpenAlarm = (closedAt: SQL, level: SQL): SQL =>
  sql`(${closedAt} IS NULL AND ${level} IN ('warning', 'fault'))`;
