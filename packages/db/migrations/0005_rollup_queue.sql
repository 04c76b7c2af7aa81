-- Rollups folded in bulk instead of rewritten per upload. The ingest appends each new reading's
-- measurements to `rollup_queue` in the transaction that stores its raw frame; the rollup folder
-- takes queued readings in chunks, merges them into the 5-minute, hour, day and month rows of
-- `device_rollups` and recomputes the plants' rows. A bucket row is thus written once per fold, not
-- once per upload, and the upload's transaction only appends. Queued readings are deleted in the
-- fold's transaction, so a failed fold leaves them for the next.

CREATE TABLE rollup_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  device_id uuid NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  -- {key: number}: the values averaged per bucket, each in its own unit.
  samples jsonb NOT NULL,
  -- {role: number}: values by semantic role, in the role's canonical unit.
  roles jsonb NOT NULL,
  -- [[role, kWh, since]]: energy a counter gained over (since, read_at]; since in epoch milliseconds.
  energy jsonb NOT NULL
);
