-- Raw frames are partitioned by day of `read_at` (docs/adr/0054): retention drops a whole day's
-- partition instead of deleting row by row, and a day's frames sit together on disk. The primary
-- key stays the ingest's idempotency key (it holds the partition key). A default partition takes
-- what no day's partition covers: frames read before the retained days (a gateway's back-fill),
-- and each device's newest frame when its day is dropped (its latest values are read from it);
-- rows there are deleted one by one after the retention, as before. The ingest's offline sweep
-- keeps the days' partitions (apps/ingest/src/raw-frame-partitions.ts); until it first runs, every
-- frame lands in the default partition, which is correct, only slower to prune.
ALTER TABLE raw_frames RENAME TO raw_frames_unpartitioned;
ALTER INDEX raw_frames_pkey RENAME TO raw_frames_unpartitioned_pkey;
ALTER INDEX raw_frames_received_idx RENAME TO raw_frames_unpartitioned_received_idx;
ALTER INDEX raw_frames_device_idx RENAME TO raw_frames_unpartitioned_device_idx;

CREATE TABLE raw_frames (
  LIKE raw_frames_unpartitioned INCLUDING DEFAULTS,
  PRIMARY KEY (gateway_sn, device_sn, read_at)
) PARTITION BY RANGE (read_at);
CREATE INDEX raw_frames_received_idx ON raw_frames (received_at);
CREATE INDEX raw_frames_device_idx ON raw_frames (device_sn, read_at DESC);
CREATE TABLE raw_frames_default PARTITION OF raw_frames DEFAULT;

INSERT INTO raw_frames SELECT * FROM raw_frames_unpartitioned;
DROP TABLE raw_frames_unpartitioned;
