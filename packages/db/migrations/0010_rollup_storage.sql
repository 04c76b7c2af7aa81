-- Each fold rewrites the current 5-minute, hour, day and month rows of every reporting device and
-- plant. Free space on their pages lets those updates be HOT (no new index entries: the primary
-- key and the plant index); rows of closed buckets are never updated again, so only pages of
-- recent rows carry it for long.
ALTER TABLE device_rollups SET (fillfactor = 70);
ALTER TABLE plant_rollups SET (fillfactor = 70);
-- A 5-minute row's statistics of every value (some 3 KB) are compressed on every rewrite and
-- decompressed on every read; lz4 does both several times faster than the default pglz. Servers
-- built without lz4 (PGlite) keep pglz.
DO $$
BEGIN
  ALTER TABLE device_rollups ALTER COLUMN value_stats SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
