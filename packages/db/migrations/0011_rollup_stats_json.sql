-- A device rollup row's statistics of every value (5-minute rows) and by role, as `json` instead of
-- `jsonb`: the rollup folder reads and rewrites them whole on every fold, and nothing looks inside
-- them but a weather station's irradiance (`->`, the same on `json`). As `jsonb`, each write turned
-- every number into `numeric` (about a microsecond each, some 300 in a 5-minute row) and each read
-- turned them back into text: the folder's upsert of device rollups was a third of all the
-- database's time at the ingest ceiling. `json` only checks and keeps the text. Rewrites the table
-- once; lz4 is set again where the server has it.
ALTER TABLE device_rollups
  ALTER COLUMN value_stats DROP DEFAULT,
  ALTER COLUMN value_stats TYPE json USING value_stats::json,
  ALTER COLUMN value_stats SET DEFAULT '{}',
  ALTER COLUMN role_stats DROP DEFAULT,
  ALTER COLUMN role_stats TYPE json USING role_stats::json,
  ALTER COLUMN role_stats SET DEFAULT '{}';
DO $$
BEGIN
  ALTER TABLE device_rollups ALTER COLUMN value_stats SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
