-- With every stored batch the ingest updates the row of each reporting device in `devices`
-- (last_seen_at) and `device_latest` (values, counters). An update that changes no indexed
-- column and finds room on the row's page is a HOT update: PostgreSQL writes no index entries
-- for it and the old version is pruned in place. Without room, or with last_seen_at indexed,
-- every such update wrote a new entry into each of the table's indexes (five for devices).
--
-- The offline sweep, the only reader of the index dropped here, runs every 30 seconds; scanning
-- the devices table for silent ones costs less than indexing every upload's timestamp.
DROP INDEX devices_last_seen_idx;
-- Free space on each page for the next versions of its rows. Existing pages get it as rows move.
ALTER TABLE devices SET (fillfactor = 50);
ALTER TABLE device_latest SET (fillfactor = 30);
