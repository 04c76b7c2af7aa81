-- A 5-minute row's statistics of every value are read and rewritten whole by the rollup folder
-- and by nothing else: no query looks inside them. As `jsonb`, every rewrite turned some 300 numbers
-- into `numeric` and every read turned them back into text, which made the folder's upsert of
-- device rollups a third of all the database's time at the ingest ceiling; `json` only checks
-- and keeps the text. Rewrites the table once; lz4 is set again where the server has it.
ALTER TABLE device_rollups
  ALTER COLUMN value_stats DROP DEFAULT,
  ALTER COLUMN value_stats TYPE json USING value_stats::json,
  ALTER COLUMN value_stats SET DEFAULT '{}';
DO $$
BEGIN
  ALTER TABLE device_rollups ALTER COLUMN value_stats SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
